package calibrate

import (
	"errors"
	"io"
	"strings"

	"altiplano/cmd/box/boxutil"
	"altiplano/cmd/drafts"
	"altiplano/cmd/game"
	"altiplano/cmd/prompt"
	"altiplano/cmd/text"
)

// walk is one calibration: it asks one line per component, keeps every
// answer in a draft as it is given, and saves each finished section to the
// box profile.
type walk struct {
	o     *Options
	p     text.Printer
	ask   prompt.Prompter
	out   io.Writer // questions' hints, echoes and summaries: standard error
	draft *drafts.Draft
	box   boxutil.Profile // the profile as last read or written
}

var _ game.Asker = (*walk)(nil)

// Printer speaks the user's language.
func (w *walk) Printer() text.Printer { return w.p }

// Say prints a line between questions.
func (w *walk) Say(s string) { w.say(s) }

// Echo shows what an answer was understood as.
func (w *walk) Echo(s string) { w.echo(s) }

// say prints a line between questions, wrapped at words as the terminal's
// questions are (a scripted prompter has no width: nothing is wrapped).
func (w *walk) say(s string) { prompt.Say(w.out, w.ask, s) }

// echo shows what was understood, so a misread word is caught at once.
func (w *walk) echo(understood string) { w.say("  = " + understood) }

// Answer returns the draft's answer to q when it still passes q's check
// (shown as if typed, so a resumed calibration reads as one), or asks and
// records it. It returns game.ErrSkip when the user skips the section.
// Nothing typed is lost: a refused answer is kept in the draft as pending
// and offered again, for correcting, when q is asked again, as is a kept
// answer that no longer passes.
func (w *walk) Answer(q game.Question) (string, error) {
	check := func(a string) error {
		ps := q.Check(strings.TrimSpace(a))
		if len(ps) == 0 {
			return nil
		}
		msg := w.p.AnswerProblems(ps)
		if q.Suggest != nil {
			if fixed, note := q.Suggest(a, ps); fixed != "" && fixed != a {
				return &prompt.Refusal{Message: msg + "\n" + w.p.T(note), Fixed: fixed}
			}
		}
		return errors.New(msg)
	}
	validate := func(a string) error {
		if w.skips(q, a) {
			return nil
		}
		err := check(a)
		if err != nil {
			// Kept at once, before the user corrects it or stops: a write
			// that fails is caught by the next answer's.
			_ = w.draft.Set(pendingKey(q.Key), a)
		}
		return err
	}
	a, kept := w.draft.Answer(q.Key)
	if kept {
		if w.skips(q, a) || check(a) == nil {
			w.say(w.p.Answered(q.Label, text.Safe(a)))
		} else {
			// An edited draft, or one from another version: asked again,
			// the answer offered for correcting as a refused one is.
			w.draft.Forget(q.Key)
			if err := w.draft.Set(pendingKey(q.Key), a); err != nil {
				return "", draftWriteError(w.draft, err)
			}
			kept = false
		}
	}
	if !kept {
		prefill, pending := w.draft.Answer(pendingKey(q.Key))
		if pending {
			// Offered again with why it was not taken.
			if err := check(prefill); err != nil {
				w.say("  ! " + err.Error())
			}
		}
		var err error
		if a, err = w.ask.Ask(prompt.Question{Label: q.Label, Prefill: prefill, Validate: validate}); err != nil {
			return "", err
		}
		if w.skips(q, a) {
			// The skip is not an answer to keep: the section's earlier
			// answers are, a pending one too, and a later run asks this
			// question again.
			return "", game.ErrSkip
		}
		w.draft.Forget(pendingKey(q.Key))
		if err := w.draft.Set(q.Key, a); err != nil {
			return "", draftWriteError(w.draft, err)
		}
	}
	if w.skips(q, a) {
		w.draft.Forget(q.Key)
		return "", game.ErrSkip
	}
	return strings.TrimSpace(a), nil
}

// pendingKey is where the draft keeps a refused answer to the question
// key, under the question's section, so that finishing the section drops
// it and skipping the section keeps it.
func pendingKey(key string) string { return key + ".pending" }

func (w *walk) skips(q game.Question, a string) bool {
	return text.IsSkip(a) || (q.SkipOnEnter && strings.TrimSpace(a) == "")
}

// yesNo asks a yes/no question kept in the draft.
func (w *walk) yesNo(key, label string) (bool, error) {
	a, kept := w.draft.Answer(key)
	if _, ok := text.ParseYesNo(a); kept && ok {
		w.say(w.p.Answered(label, a))
	} else {
		var err error
		a, err = w.ask.Ask(prompt.Question{Label: label, Default: text.AnswerNo.In(w.p), Validate: boxutil.YesNo(w.p), Short: true})
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
