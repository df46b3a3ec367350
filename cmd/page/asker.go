package page

import (
	"bytes"
	"errors"
	"strconv"
	"strings"

	"altiplano/cmd/pages"
	"altiplano/cmd/prompt"
	"altiplano/cmd/text"
)

// errLangChanged ends a question when the page's language is switched: the
// walk-through starts again in the new language and its draft lands it on
// the same question, as a phone's does.
var errLangChanged = errors.New("language changed")

// asker is the prompter of the offline page: each question is a phone's
// page (pages), answered in the page by the same checks; a choice is a
// button per item. What the walk-through said since the last question is
// shown above the next one.
type asker struct {
	app *App
	// said is what the command said since the last page (its error
	// stream).
	said *bytes.Buffer
	// langChanged: the language was switched on a question; the
	// walk-through is to go on in it.
	langChanged bool
	// intro is what to count before counting, folded on every question.
	intro []string
}

var (
	_ prompt.Prompter = (*asker)(nil)
	_ prompt.Reviewer = (*asker)(nil)
)

// wait shows page p with what was said, and waits for what is sent from it.
func (a *asker) wait(p pages.Page) (string, error) {
	if said := strings.TrimRight(a.said.String(), "\n"); said != "" {
		p.Lines = strings.Split(said, "\n")
	}
	p.Lines = append(p.Lines, a.app.storageNotes()...)
	a.said.Reset()
	if a.app.carry != "" && p.Kind == pages.Question {
		p.Value, a.app.carry = a.app.carry, ""
	}
	a.app.showPage(p)
	for {
		ev, ok := <-a.app.events
		if !ok {
			return "", prompt.ErrInterrupted
		}
		switch ev.Action {
		case actionAnswer:
			if v := ev.Fields["v"]; v != "" && v != strconv.Itoa(a.app.version) {
				continue // a tap on a page no longer shown (a double tap): no answer
			}
			return ev.answer(), nil
		case actionLang:
			if a.app.setLang(ev.Fields["lang"]) {
				a.langChanged = true
				a.app.carry = ev.Fields["typed"] // put back in the question, asked again
				return "", errLangChanged
			}
		case actionNav, actionElsewhere:
			a.app.pending = &ev // acted on once the walk-through has stopped
			return "", prompt.ErrInterrupted
		}
	}
}

func (a *asker) Ask(q prompt.Question) (string, error) {
	return pages.Ask(q, a.intro, a.app.printer(), a.wait)
}

func (a *asker) Choose(label string, items []string, _ int) (int, error) {
	return a.choose(pages.Page{Kind: pages.Choice, Label: label, Items: items})
}

// ChooseReview implements prompt.Reviewer: the review of a table passed
// from hand to hand, a button per line.
func (a *asker) ChooseReview(label string, items []string, _ bool) (int, error) {
	return a.choose(pages.Page{Kind: pages.Choice, Label: label, Items: items})
}

func (a *asker) choose(p pages.Page) (int, error) {
	for {
		answer, err := a.wait(p)
		if err != nil {
			return 0, err
		}
		if k, err := strconv.Atoi(answer); err == nil && k >= 0 && k < len(p.Items) {
			return k, nil
		}
	}
}

// answer is what a page's form sent: the answer typed, or the button
// tapped (a choice, a correction).
func (ev event) answer() string {
	answer := ev.Fields["answer"]
	for _, other := range []string{"choice", "suggest"} {
		if c, ok := ev.Fields[other]; ok {
			answer = c
		}
	}
	if len([]rune(answer)) > pages.MaxAnswer {
		answer = string([]rune(answer)[:pages.MaxAnswer])
	}
	return answer
}

// printer is the page's language.
func (a *App) printer() text.Printer { return text.For(a.lang) }
