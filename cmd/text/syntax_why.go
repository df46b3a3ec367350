package text

import "altiplano/rules/yamlin"

// Why a text is not YAML, said for a person who must correct it.
var syntaxWhy = map[string]M0{
	yamlin.SyntaxUnclosedBracket: M0{Key: "yaml.why.unclosed_bracket"},
	yamlin.SyntaxUnclosedQuote:   M0{Key: "yaml.why.unclosed_quote"},
	yamlin.SyntaxTab:             M0{Key: "yaml.why.tab"},
	yamlin.SyntaxReserved:        M0{Key: "yaml.why.reserved"},
	yamlin.SyntaxColon:           M0{Key: "yaml.why.colon"},
	yamlin.SyntaxNoColon:         M0{Key: "yaml.why.no_colon"},
	yamlin.SyntaxIndent:          M0{Key: "yaml.why.indent"},
	yamlin.SyntaxEscape:          M0{Key: "yaml.why.escape"},
}

// SyntaxWhy is why a text is not YAML, from a yamlin.Syntax problem's
// reason; ok is false for a reason without words.
func SyntaxWhy(why string) (t Text, ok bool) {
	m, ok := syntaxWhy[why]
	return m.T(), ok
}
