package boxcmd

import (
	"errors"
	"io"
	"strings"

	"altiplano/cmd/drafts"
	"altiplano/cmd/prompt"
	"altiplano/cmd/text"
	"altiplano/rules"
	"altiplano/rules/altiplano"
)

// walk is one calibration: it asks one line per component, keeps every
// answer in a draft as it is given, and saves each finished section to the
// box profile.
type walk struct {
	o     *Options
	p     text.Printer
	lex   altiplano.Lexicon
	ask   prompt.Prompter
	out   io.Writer // questions' hints, echoes and summaries: standard error
	draft *drafts.Draft
	box   active // the profile as last read or written
}

// errSkip is a section the user skipped: it stays as it was.
var errSkip = errors.New("section skipped")

// say prints a line between questions, wrapped at words as the terminal's
// questions are (a scripted prompter has no width: nothing is wrapped).
func (w *walk) say(s string) { prompt.Say(w.out, w.ask, s) }

// echo shows what was understood, so a misread word is caught at once.
func (w *walk) echo(understood string) { w.say("  = " + understood) }

// question is one question: where its answer is kept in the draft, and how
// it is checked. skipOnEnter makes an empty answer skip the section; the
// skip word always does.
type question struct {
	key         string
	label       string
	skipOnEnter bool
	check       func(answer string) *rules.Problem
}

// answer returns the draft's answer to q when it still passes q's check
// (shown as if typed, so a resumed calibration reads as one), or asks and
// records it. It returns errSkip when the user skips the section.
func (w *walk) answer(q question) (string, error) {
	validate := func(a string) error {
		if w.skips(q, a) {
			return nil
		}
		if pr := q.check(strings.TrimSpace(a)); pr != nil {
			return errors.New(w.p.Problem(pr))
		}
		return nil
	}
	a, kept := w.draft.Answer(q.key)
	if kept {
		if err := validate(a); err != nil {
			// An edited draft, or one from another version: ask again.
			w.say("  ! " + err.Error())
			w.draft.Forget(q.key)
			kept = false
		} else {
			w.say(q.label + ": " + text.Safe(a))
		}
	}
	if !kept {
		var err error
		if a, err = w.ask.Ask(prompt.Question{Label: q.label, Validate: validate}); err != nil {
			return "", err
		}
		if err := w.draft.Set(q.key, a); err != nil {
			return "", draftWriteError(w.draft, err)
		}
	}
	if w.skips(q, a) {
		return "", errSkip
	}
	return strings.TrimSpace(a), nil
}

func (w *walk) skips(q question, a string) bool {
	return text.IsSkip(a) || (q.skipOnEnter && strings.TrimSpace(a) == "")
}

// yesNo asks a yes/no question kept in the draft.
func (w *walk) yesNo(key, label string) (bool, error) {
	a, kept := w.draft.Answer(key)
	if _, ok := text.ParseYesNo(a); kept && ok {
		w.say(label + ": " + a)
	} else {
		var err error
		a, err = w.ask.Ask(prompt.Question{Label: label, Default: text.AnswerNo.In(w.p), Validate: yesNo(w.p), Short: true})
		if err != nil {
			return false, err
		}
		if err := w.draft.Set(key, a); err != nil {
			return false, draftWriteError(w.draft, err)
		}
	}
	yes, _ := text.ParseYesNo(a)
	return yes, nil
}

// yesNo checks a yes/no answer, in any of the six languages.
func yesNo(p text.Printer) func(string) error {
	return func(s string) error {
		if _, ok := text.ParseYesNo(s); !ok {
			return errors.New(text.ErrEntryYesNo.In(p, s))
		}
		return nil
	}
}
