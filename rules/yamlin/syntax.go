package yamlin

import (
	"bytes"
	"strings"
)

// Why a text is not YAML, as far as the parser's message tells: the Item
// of a Syntax problem ("" when it does not say).
const (
	SyntaxUnclosedBracket = "unclosed_bracket" // [ or { never closed
	SyntaxUnclosedQuote   = "unclosed_quote"   // the text ended inside quotes
	SyntaxTab             = "tab"              // a tab in a line's indentation
	SyntaxReserved        = "reserved"         // a value starting with @ or `
	SyntaxColon           = "colon"            // ": " where a value was expected
	SyntaxNoColon         = "no_colon"         // a line that is not key: value
	SyntaxIndent          = "indent"           // indentation that does not line up
	SyntaxEscape          = "escape"           // an unknown \ escape in "…"
)

// SyntaxReasons lists every reason a Syntax problem may give.
func SyntaxReasons() []string {
	return []string{SyntaxUnclosedBracket, SyntaxUnclosedQuote, SyntaxTab, SyntaxReserved, SyntaxColon, SyntaxNoColon, SyntaxIndent, SyntaxEscape}
}

// syntaxAt is where and why data is not YAML, from the parser's error: the
// parser counts the lines of its own errors from 0 and leaves out line 0,
// while the scanner's count from 1 (go.yaml.in/yaml/v3's parser.fail).
func syntaxAt(err error, data []byte) (line int, why string) {
	msg := err.Error()
	line = lineOf(err)
	if strings.Contains(msg, "did not find expected") || line == 0 {
		line++
	}
	lines := bytes.Split(data, []byte("\n"))
	if len(lines) > 1 && len(lines[len(lines)-1]) == 0 {
		lines = lines[:len(lines)-1]
	}
	if line > len(lines) {
		line = len(lines) // the end of the text: its last line
	}
	text := ""
	if line >= 1 && line <= len(lines) {
		text = string(lines[line-1])
	}
	indent := text[:len(text)-len(strings.TrimLeft(text, " \t"))]
	switch {
	case strings.Contains(msg, "expected ',' or ']'"), strings.Contains(msg, "expected ',' or '}'"),
		strings.Contains(msg, "expected node content") && unclosedBracket(lines) > 0:
		if open := unclosedBracket(lines); open > 0 {
			return open, SyntaxUnclosedBracket
		}
		return line, SyntaxUnclosedBracket
	case strings.Contains(msg, "unexpected end of stream"):
		// The parser says where the text ended; the quote left open is
		// on the first line with an odd number of them.
		for i, l := range lines {
			if bytes.Count(l, []byte(`"`))%2 == 1 {
				return i + 1, SyntaxUnclosedQuote
			}
		}
		return line, SyntaxUnclosedQuote
	case strings.Contains(msg, "tab character"), strings.Contains(msg, "cannot start any token") && strings.Contains(indent, "\t"):
		return line, SyntaxTab
	case strings.Contains(msg, "cannot start any token"):
		return line, SyntaxReserved
	case strings.Contains(msg, "mapping values are not allowed"):
		return line, SyntaxColon
	case strings.Contains(msg, "could not find expected ':'"):
		return line, SyntaxNoColon
	case strings.Contains(msg, "did not find expected key"), strings.Contains(msg, "expected '-' indicator"),
		strings.Contains(msg, "expected node content"), strings.Contains(msg, "not allowed in this context"):
		return line, SyntaxIndent
	case strings.Contains(msg, "unknown escape character"):
		return line, SyntaxEscape
	}
	return line, ""
}

// unclosedBracket is the line (from 1) of the first [ or { never closed,
// outside quotes and comments; 0 when every one is.
func unclosedBracket(lines [][]byte) int {
	var open []int // the line of each bracket still open
	for i, l := range lines {
		var quote byte
		for j := 0; j < len(l); j++ {
			c := l[j]
			switch {
			case quote != 0:
				if c == quote {
					quote = 0
				}
			case (c == '"' || c == '\'') && (j == 0 || strings.IndexByte(" [{,:", l[j-1]) >= 0):
				quote = c // a quote opens a value only where a value starts: not in it's
			case c == '#' && (j == 0 || l[j-1] == ' '):
				j = len(l)
			case c == '[' || c == '{':
				open = append(open, i+1)
			case (c == ']' || c == '}') && len(open) > 0:
				open = open[:len(open)-1]
			}
		}
	}
	if len(open) == 0 {
		return 0
	}
	return open[0]
}
