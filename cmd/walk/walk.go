package scorecmd

import (
	"errors"
	"fmt"
	"io"
	"strings"

	"altiplano/cmd/drafts"
	"altiplano/cmd/prompt"
	"altiplano/cmd/text"
	"altiplano/rules"
	"altiplano/rules/altiplano"
	"altiplano/rules/altiplano/catalog"
	scoring "altiplano/scoring/altiplano"
	setup "altiplano/setup/altiplano"
)

// walk is one interactive scoring session: it asks for the end state one
// short line at a time and builds the same Record that `score --file` reads.
// Every answer is parsed once, into the record, and checked by asking
// scoring.Validate about the record so far: there is one validation.
type walk struct {
	p     text.Printer
	lex   altiplano.Lexicon
	ask   prompt.Prompter
	out   io.Writer // echoes, lists and the review go to standard error
	draft *drafts.Draft

	box     catalog.Catalog // the catalog with the user's box profile
	learned catalog.Profile // values learned at the table this session
	// learnedKeys are the questions that learned them, for the review.
	learnedKeys []key
	saveTo      func(edits ...catalog.Edit) (string, error)

	record scoring.Record
	// fromCode is set when seats and the mission variant come from a setup code.
	fromCode *setup.Options
	// defaults holds previous answers while a step is asked again: each
	// comes back pre-filled, ready to correct.
	defaults map[string]string
	hinted   bool // whether the box-calibration tip was shown
	// metaByFlag: --duration / --location were given, so the walk does not
	// ask them (see table_meta.go).
	metaByFlag map[field]bool
	// firstToOnHost: a "first to" mission listed by several players is
	// accepted for now and settled on the host (see serve_first_to.go).
	firstToOnHost bool
	// at is the step a served seat's walk is on, in the host's language,
	// for the host's progress lines (the walk itself speaks the phone's).
	at string
}

// cat is the catalog with what was learned this session laid over it.
func (w *walk) cat() catalog.Catalog { return w.box.With(w.learned) }

// say prints a line between questions, wrapped at words as the terminal's
// questions are (a scripted prompter has no width: nothing is wrapped).
func (w *walk) say(s string) { prompt.Say(w.out, w.ask, s) }

// sayProblem shows a problem the way a refused answer is shown.
func (w *walk) sayProblem(pr *rules.Problem) { w.refused(w.problemError(pr)) }

func (w *walk) refused(err error) { w.say("  ! " + err.Error()) }

// echo shows what was understood, so a misread word is caught at once.
func (w *walk) echo(understood string) {
	if understood == "" {
		understood = text.EchoNothing.In(w.p)
	}
	w.say("  = " + understood)
}

func (w *walk) label(player int, s string) string {
	if player < 0 {
		return s
	}
	return text.Safe(w.record.Players[player].Name) + " · " + s
}

// problemError turns a problem into an error in the user's language, for a
// prompt to show.
func (w *walk) problemError(pr *rules.Problem) error {
	if pr == nil {
		return nil
	}
	return errors.New(w.p.Problem(pr))
}

// goodsError is problemError for an answer naming goods: a word that names
// no good, but is a typo away from one, comes with the answer corrected
// (every such word, every copy), for one key to accept.
func (w *walk) goodsError(answer string, pr *rules.Problem) error {
	if pr == nil || pr.Kind != altiplano.UnknownGood {
		return w.problemError(pr)
	}
	near, ok := text.NearestGood(pr.Value)
	fixed := text.FixGoodsWords(answer, func(word string) bool { _, ok := w.lex.Good(word); return ok })
	if !ok || fixed == answer {
		return w.problemError(pr)
	}
	return &prompt.Refusal{Message: w.p.Problem(pr) + "\n" + text.SuggestGood.In(w.p, pr.Value, near), Fixed: fixed}
}

// question is one question: where its answer is kept and how it is checked.
type question struct {
	key   key
	label string
	def   string
	help  string                    // shown above the input line, when really asked
	fill  string                    // a previous answer, pre-filled for correcting
	check func(answer string) error // nil: accepted; else why not, in the user's language
	short bool                      // a yes/no: a refused answer is cleared, not offered again
}

// answer returns the draft's answer to q when it still passes q's check, or
// asks and records it. A replayed answer that no longer holds (an edited
// draft, an older version) is shown with its problem and asked again.
func (w *walk) answer(q question) (string, error) {
	if a, ok := w.draft.Answer(q.key.String()); ok {
		err := q.check(a)
		if err == nil {
			return a, nil
		}
		w.refused(err)
		w.draft.Forget(q.key.String())
		q.fill = a
	}
	if prev, ok := w.defaults[q.key.String()]; ok {
		q.fill = prev
		delete(w.defaults, q.key.String())
	}
	a, err := w.ask.Ask(prompt.Question{Label: q.label, Help: q.help, Default: q.def, Prefill: q.fill, Validate: q.check, Short: q.short})
	if err != nil {
		return "", err
	}
	return a, w.draft.Set(q.key.String(), a)
}

// yesNo asks a yes/no question.
func (w *walk) yesNo(k key, label string, def bool, help string) (bool, error) {
	d := text.AnswerNo.In(w.p)
	if def {
		d = text.AnswerYes.In(w.p)
	}
	a, err := w.answer(question{key: k, label: label, def: d, help: help, short: true, check: func(s string) error {
		if _, ok := text.ParseYesNo(s); !ok {
			return errors.New(text.ErrEntryYesNo.In(w.p, s))
		}
		return nil
	}})
	v, _ := text.ParseYesNo(a)
	return v, err
}

// number asks a whole number within limit.
func (w *walk) number(k key, label, def string, limit rules.Limit, help string) (int, error) {
	a, err := w.answer(question{key: k, label: label, def: def, help: help, check: func(s string) error {
		_, pr := limit.Parse("", rules.Field{}, strings.TrimSpace(s))
		return w.problemError(pr)
	}})
	if err != nil {
		return 0, err
	}
	n, _ := limit.Parse("", rules.Field{}, strings.TrimSpace(a))
	return n, nil
}

// newProblems returns the problems after has that before had not, leaving
// out those a step's later questions settle.
func (w *walk) newProblems(before, after scoring.Record, pending ...rules.Kind) rules.Problems {
	seen := map[string]bool{}
	for _, pr := range scoring.Validate(before, w.cat()) {
		seen[fmt.Sprintf("%+v", *pr)] = true
	}
	var out rules.Problems
	for _, pr := range scoring.Validate(after, w.cat()) {
		if seen[fmt.Sprintf("%+v", *pr)] || containsKind(pending, pr.Kind) || w.settledOnHost(pr) {
			continue
		}
		out = append(out, pr)
	}
	return out
}

func containsKind(kinds []rules.Kind, k rules.Kind) bool {
	for _, x := range kinds {
		if x == k {
			return true
		}
	}
	return false
}

// snapshot is a copy of the record that later changes to players leave as is.
func (w *walk) snapshot() scoring.Record {
	r := w.record
	r.Players = append([]scoring.Player(nil), w.record.Players...)
	return r
}
