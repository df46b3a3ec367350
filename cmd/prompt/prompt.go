// Package prompt asks the user one-line questions. Commands see only the
// Prompter interface: the terminal implementation uses promptui, and tests
// use a scripted Fake.
package prompt

import (
	"errors"
	"strings"
)

// ErrInterrupted is returned when the user presses Ctrl-C or ends the input.
var ErrInterrupted = errors.New("interrupted")

// Question is one question. Key identifies it across runs (drafts store the
// answer under it); Validate rejects an answer, which is then asked again.
type Question struct {
	Key      string
	Label    string
	Default  string
	Validate func(answer string) error
}

// Prompter asks questions.
type Prompter interface {
	// Ask returns a valid answer; Enter gives the default.
	Ask(q Question) (string, error)
	// Choose returns the index of the chosen item.
	Choose(label string, items []string, cursor int) (int, error)
}

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
