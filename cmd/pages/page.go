// Package pages is the phone pages' model and their HTML: what a page asks
// (a question, a yes or a no, a choice, the result), and the one template
// that draws it. The served phones (cmd/serve) and the offline page
// (cmd/page) render the same pages from the same walk-through; this
// package knows neither a server nor a browser.
package pages

import (
	"strconv"
	"strings"

	"altiplano/cmd/prompt"
	"altiplano/cmd/text"
)

// Kind is what a page asks for.
type Kind int

const (
	// Waiting: nothing to answer yet (the seat's next question is being
	// prepared, or the player is done and waits for the table).
	Waiting Kind = iota
	// Question: one line of text.
	Question
	// Choice: one of several buttons.
	Choice
	// Result: the score pad.
	Result
	// YesNo: a yes or a no, two buttons and no default.
	YesNo
)

// Page is what a phone shows.
type Page struct {
	Kind Kind
	// Intro is what to count before counting, folded behind a link.
	Intro   []string
	Lines   []string // what the walk-through said since the last answer
	Help    string   // the question's explanation and example, above it
	Label   string
	Default string // what an empty answer gives
	Value   string // what the answer field starts with: the default, or an answer being corrected
	Error   string // why the last answer was refused
	// Suggest is a refused answer's correction: a button sends it.
	Suggest string
	Items   []string
	// Yes and No are what the two buttons of a YesNo page send.
	Yes, No string
	Numeric bool // a number: the phone shows a numeric keyboard
	// None: an empty answer is taken (none), which the host, whose Enter
	// gives the default or ends its row, types as -.
	None bool
	Done bool // the player marked their answers done
}

// Answerable reports whether the page takes an answer.
func (p Page) Answerable() bool { return p.Kind == Question || p.Kind == Choice || p.Kind == YesNo }

// Asked is question q as a page, in p's language: refused is why the last
// answer was not taken, value what the field holds (the answer refused, or
// the question's prefill or default) and suggest its correction. A yes/no
// is two buttons and no default: a tap, never an empty field, answers it.
func Asked(q prompt.Question, intro []string, p text.Printer, refused, value, suggest string) Page {
	if q.Short {
		yes, no := text.AnswerYes.In(p), text.AnswerNo.In(p)
		// The buttons are the yes and the no: the letters to type go.
		label := strings.TrimRight(strings.TrimSuffix(strings.TrimSpace(q.Label), "("+yes+"/"+no+")"), " \u00a0")
		return Page{Kind: YesNo, Intro: intro, Help: q.Help, Label: label, Error: refused, Yes: yes, No: no}
	}
	_, numeric := strconv.Atoi(q.Default)
	return Page{Kind: Question, Intro: intro, Help: q.Help, Label: q.Label, Default: q.Default, Value: value, Error: refused,
		Suggest: suggest, Numeric: q.Numeric || numeric == nil, None: q.TakesNone()}
}

// FirstValue is what a question's field starts with: the answer being
// corrected, else its default.
func FirstValue(q prompt.Question) string {
	if q.Prefill != "" {
		return q.Prefill
	}
	return q.Default
}
