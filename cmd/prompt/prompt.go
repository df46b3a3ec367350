// Package prompt asks the user one-line questions. Commands and the
// walk-through see only the Prompter interface, which this package owns:
// the terminal's implementation is prompt/terminal (its own line editor and
// promptui, chosen by the program's root), the phones' and the offline
// page's ask through pages, and tests use a scripted Fake.
package prompt

import "errors"

// ErrInterrupted is returned when the user presses Ctrl-C or ends the input.
var ErrInterrupted = errors.New("interrupted")

// ErrAskAgain is returned by a prompter when what its question shows
// changed while it waited (a phone's review, when another seat or the host
// changed the table): the caller draws the question again and asks it.
var ErrAskAgain = errors.New("ask again")

// Question is one question, its words already in the user's language.
// Validate rejects an answer, which is then offered again, pre-filled, for
// correcting; its error is shown as it is, so it must be in the user's
// language too. An error that implements Fixer proposes a corrected answer
// that one key (Tab) accepts.
type Question struct {
	// Label is the input line's own text: short (a player and a word or
	// two), so that a long answer never makes the line wrap twice.
	Label string
	// Help explains the question and gives its example; it is shown once,
	// above the input line, wrapped to the screen.
	Help string
	// Default is what Enter on an empty line gives; it is shown as such.
	Default string
	// Prefill is put on the line, ready to edit, cursor at its end: a
	// previous answer being corrected.
	Prefill  string
	Validate func(answer string) error
	// Short: a refused answer is not offered again for correcting but
	// cleared, so the next one is not glued to it ("x", then "n" → "xn"):
	// a yes/no.
	Short bool
	// Numeric: the answer is digits (a VP, a count); a phone shows its
	// numeric keyboard.
	Numeric bool
}

// Fixer is a refusal that knows the corrected answer ("3 boiss" → "3 bois").
type Fixer interface {
	error
	Fix() string
}

// Refusal is a refused answer's message with its correction.
type Refusal struct {
	Message string
	Fixed   string
}

func (r *Refusal) Error() string { return r.Message }

// Fix implements Fixer.
func (r *Refusal) Fix() string { return r.Fixed }

// Prompter asks questions.
type Prompter interface {
	// Ask returns a valid answer; Enter on an empty line gives the default.
	Ask(q Question) (string, error)
	// Choose returns the index of the chosen item.
	Choose(label string, items []string, cursor int) (int, error)
}

// Reviewer is a Prompter that shows a player's review of their answers as
// one (a served phone: the host says it in its own words, and it is drawn
// again when the table changes). done: the player said they are done, so
// the review offers no "I am done". A Prompter without it is asked Choose.
type Reviewer interface {
	ChooseReview(label string, items []string, done bool) (int, error)
}

// Unanswered is a prompter with nobody to answer: every question ends as a
// closed input does (ErrInterrupted).
type Unanswered struct{}

// Ask implements Prompter.
func (Unanswered) Ask(Question) (string, error) { return "", ErrInterrupted }

// Choose implements Prompter.
func (Unanswered) Choose(string, []string, int) (int, error) { return 0, ErrInterrupted }

// NoTerminal is the prompter of a run without a terminal (a served game's
// host started by a script: the phones ask everything): a question only a
// terminal could answer stops the run with ErrNoTerminal.
type NoTerminal struct{}

// ErrNoTerminal is what NoTerminal answers.
var ErrNoTerminal = errors.New("no terminal")

// Ask implements Prompter.
func (NoTerminal) Ask(Question) (string, error) { return "", ErrNoTerminal }

// Choose implements Prompter.
func (NoTerminal) Choose(string, []string, int) (int, error) { return 0, ErrNoTerminal }
