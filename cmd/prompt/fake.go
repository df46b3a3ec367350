package prompt

import (
	"strconv"
	"strings"
)

// Fake answers from a script, for tests. Each scripted answer is the whole
// line as finally typed; an empty one keeps what the line was pre-filled
// with, or takes the default;
// a refused answer is recorded and the next scripted answer is tried, as a
// user would retype it. When the script runs out, the user "pressed Ctrl-C".
type Fake struct {
	Answers []string
	// Asked records every question, one entry per asking (re-asks included).
	Asked []Question
	// Refusals records the message of every refused answer.
	Refusals []string
	// Choices records the labels of choices offered.
	Choices []string
	// Columns is the width of the terminal it plays (0: none, nothing is
	// wrapped), as the terminal prompter's Width.
	Columns int
	next    int
}

// Width is the width of the terminal the fake plays.
func (f *Fake) Width() int { return f.Columns }

// NewFake scripts the answers.
func NewFake(answers ...string) *Fake { return &Fake{Answers: answers} }

func (f *Fake) pop() (string, bool) {
	if f.next >= len(f.Answers) {
		return "", false
	}
	a := f.Answers[f.next]
	f.next++
	return a, true
}

// Labels are the labels of the questions asked, in order.
func (f *Fake) Labels() []string {
	out := make([]string, len(f.Asked))
	for i, q := range f.Asked {
		out[i] = q.Label
	}
	return out
}

// Ask implements Prompter.
func (f *Fake) Ask(q Question) (string, error) {
	fix := ""
	for {
		f.Asked = append(f.Asked, q)
		a, ok := f.pop()
		if !ok {
			return "", ErrInterrupted
		}
		if a == "\t" { // Tab: the correction the last refusal proposed
			a = fix
		}
		if a == "" {
			a = q.Prefill
		}
		if a == "" {
			a = q.Default
		}
		if err, proposed := q.Check(a); err != nil {
			f.Refusals = append(f.Refusals, err.Error())
			// The terminal offers the refused answer again; a scripted
			// answer is the line as finally sent, so "" is a cleared line.
			q.Prefill = ""
			fix = proposed
			continue
		}
		return a, nil
	}
}

// Choose implements Prompter: the scripted answer is an item's index, or
// the start of its text.
func (f *Fake) Choose(label string, items []string, cursor int) (int, error) {
	f.Choices = append(f.Choices, label)
	a, ok := f.pop()
	if !ok {
		return 0, ErrInterrupted
	}
	if a == "" {
		return cursor, nil
	}
	if i, err := strconv.Atoi(a); err == nil && i >= 0 && i < len(items) {
		return i, nil
	}
	for i, item := range items {
		if strings.HasPrefix(item, a) {
			return i, nil
		}
	}
	f.Refusals = append(f.Refusals, "no choice "+a)
	return f.Choose(label, items, cursor)
}

// Remaining reports how many scripted answers were not used.
func (f *Fake) Remaining() int { return len(f.Answers) - f.next }
