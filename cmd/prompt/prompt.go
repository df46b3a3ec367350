// Package prompt asks the user one-line questions. Commands see only the
// Prompter interface: the terminal implementation uses promptui, and tests
// use a scripted Fake.
package prompt

import "errors"

// ErrInterrupted is returned when the user presses Ctrl-C or ends the input.
var ErrInterrupted = errors.New("interrupted")

// Question is one question, its label already in the user's language.
// Validate rejects an answer, which is then asked again; its error is shown
// as it is, so it must be in the user's language too.
type Question struct {
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
