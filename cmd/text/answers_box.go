package text

import "strings"

// skipWords skip a section of the box calibration, in every language.
var skipWords = []string{"-", "skip", "überspringen", "ueberspringen", "пропустить", "kihagy", "passer", "saltar"}

// IsSkip reports whether an answer asks to skip the section.
func IsSkip(s string) bool {
	s = strings.ToLower(strings.TrimSpace(s))
	for _, w := range skipWords {
		if s == w {
			return true
		}
	}
	return false
}
