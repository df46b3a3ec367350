package text

import "strings"

// yesWords and noWords are accepted in every language the tool speaks.
var (
	yesWords = []string{"y", "yes", "j", "ja", "д", "да", "i", "igen", "o", "oui", "s", "si", "sí"}
	noWords  = []string{"n", "no", "nein", "н", "нет", "nem", "non"}
)

// ParseYesNo reads a yes/no answer in any of the six languages.
func ParseYesNo(s string) (value, ok bool) {
	s = strings.ToLower(strings.TrimSpace(s))
	for _, w := range yesWords {
		if s == w {
			return true, true
		}
	}
	for _, w := range noWords {
		if s == w {
			return false, true
		}
	}
	return false, false
}
