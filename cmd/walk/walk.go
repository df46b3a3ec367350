package walk

import (
	"errors"
	"fmt"
	"io"
	"strconv"
	"strings"

	"altiplano/cmd/drafts"
	"altiplano/cmd/prompt"
	"altiplano/cmd/text"
	"altiplano/rules"
)

// Walk is one walk-through session over a table: in the terminal, on the
// host, or one seat's on its phone. Every answer is parsed once, into the
// table, and checked by asking the table about itself: there is one
// validation.
type Walk struct {
	// P is the language the walk speaks.
	P     text.Printer
	ask   prompt.Prompter
	out   io.Writer // echoes, lists and the review (the error stream)
	draft *drafts.Draft
	table Table

	// defaults holds previous answers while a step is asked again: each
	// comes back pre-filled, ready to correct.
	defaults map[string]string
	// learned are the questions of the values learned by this walk, for
	// the review.
	learned []Key
	hinted  bool // whether the box-calibration tip was shown

	meta *Meta
	// deferHost: problems that concern several phones are left to the
	// host's settlement (a seat's walk with --serve; the host's while it
	// replays the phones' answers).
	deferHost bool
	// once are what this walk has shown once (Once).
	once map[string]bool
	// replayed are the keys of the draft's answers said so far (nil: none
	// are said; see SayReplayed).
	replayed map[string]bool
	// at is where a served seat's walk is, in the host's language, for the
	// host's progress lines (the walk itself speaks the phone's).
	at string
	// phoneSeat is the seat whose phone a served seat's walk asks; -1 for
	// any other walk.
	phoneSeat int
}

// Config makes a walk.
type Config struct {
	Printer  text.Printer
	Prompter prompt.Prompter
	Out      io.Writer
	Draft    *drafts.Draft
	Table    Table
	// Meta holds the table's own answers (how long, where); nil for a
	// seat's walk, which asks none.
	Meta *Meta
	// OnPhone marks a seat's walk with --serve.
	OnPhone bool
}

// New makes a walk.
func New(c Config) *Walk {
	return &Walk{P: c.Printer, ask: c.Prompter, out: c.Out, draft: c.Draft, table: c.Table, meta: c.Meta,
		deferHost: c.OnPhone, defaults: map[string]string{}, phoneSeat: -1}
}

// SayReplayed makes the walk say each answer it takes from the draft from
// now on, once, with whose it is ("Anna · coins: 3"): a resumed walk-through
// shows what it continues from.
func (w *Walk) SayReplayed() { w.replayed = map[string]bool{} }

// Table is the table the walk asks about.
func (w *Walk) Table() Table { return w.table }

// Draft is where the walk keeps its answers.
func (w *Walk) Draft() *drafts.Draft { return w.draft }

// SetPrompter changes who answers: the host's terminal becomes a plain
// line reader once the phones are served.
func (w *Walk) SetPrompter(p prompt.Prompter) { w.ask = p }

// Prompter is who answers.
func (w *Walk) Prompter() prompt.Prompter { return w.ask }

// Say prints a line between questions, wrapped at words as the terminal's
// questions are (a scripted prompter has no width: nothing is wrapped).
func (w *Walk) Say(s string) { prompt.Say(w.out, w.ask, s) }

// SayProblem shows a problem the way a refused answer is shown.
func (w *Walk) SayProblem(pr *rules.Problem) { w.Refused(w.ProblemError(pr)) }

// Refused shows why an answer was not taken.
func (w *Walk) Refused(err error) { w.Say("  ! " + err.Error()) }

// Echo shows what was understood, so a misread word is caught at once.
func (w *Walk) Echo(understood string) {
	if understood == "" {
		understood = text.EchoNothing.In(w.P)
	}
	w.Say("  = " + understood)
}

// Label is a seat's question label: "Ana · coins"; a table's question
// (seat -1) is its own label.
func (w *Walk) Label(seat int, s string) string {
	if seat < 0 {
		return s
	}
	return text.Safe(w.table.Seats()[seat]) + " · " + s
}

// ProblemError turns a problem into an error in the walk's language, for
// a prompt to show; nil for none.
func (w *Walk) ProblemError(pr *rules.Problem) error {
	if pr == nil {
		return nil
	}
	return errors.New(w.P.Problem(pr))
}

// ProblemsError is ProblemError for several problems, on one line.
func (w *Walk) ProblemsError(ps rules.Problems) error {
	if len(ps) == 0 {
		return nil
	}
	return errors.New(w.P.AnswerProblems(ps))
}

// CalibrateTip points, once a walk, to recording the whole box instead of
// answering printed values one at a time.
func (w *Walk) CalibrateTip() string {
	if w.hinted {
		return ""
	}
	w.hinted = true
	return text.HintCalibrate.In(w.P) + "\n"
}

// Question is one question: where its answer is kept and how it is checked.
type Question struct {
	Key     Key
	Label   string
	Default string
	// Help is shown above the input line, when the question is really
	// asked (not answered from the draft).
	Help string
	// Check accepts an answer (nil) or says why not, in the walk's
	// language; a *prompt.Refusal proposes the corrected answer.
	Check func(answer string) error
	// Short: a yes/no; a refused answer is cleared, not offered again.
	Short bool
	// Numeric: the answer is digits; a phone shows its numeric keyboard.
	Numeric bool
}

// Once reports whether what is named is shown for the first time on this
// walk (a list to choose from, shown above the first question that needs
// it: once in the terminal, once on each phone).
func (w *Walk) Once(what string) bool {
	if w.once[what] {
		return false
	}
	if w.once == nil {
		w.once = map[string]bool{}
	}
	w.once[what] = true
	return true
}

// Kept reports whether the draft already holds an answer for k: a step
// may leave out what only helps to answer (a list to choose from) when the
// answer comes from the draft.
func (w *Walk) Kept(k Key) bool {
	_, ok := w.draft.Answer(k.String())
	return ok
}

// Answer returns the draft's answer to q when it still passes q's check,
// or asks and records it. A replayed answer that no longer holds (an
// edited draft, an older version) is shown with its problem and asked
// again.
func (w *Walk) Answer(q Question) (string, error) {
	key := q.Key.String()
	fill := ""
	if a, ok := w.draft.Answer(key); ok {
		err := q.Check(a)
		if err == nil {
			if w.replayed != nil && !w.replayed[key] {
				w.replayed[key] = true
				w.Say("  " + w.P.Answered(q.Label, a))
			}
			return a, nil
		}
		w.Refused(err)
		w.draft.Forget(key)
		fill = a
	}
	if prev, ok := w.defaults[key]; ok {
		fill = prev
		delete(w.defaults, key)
	}
	def := q.Default
	if q.Short {
		// A yes/no is never pre-typed: "n" on the line and n typed is
		// "nn". A kept answer that still holds is what Enter gives.
		if fill != "" && q.Check(fill) == nil {
			def = fill
		}
		fill = ""
	}
	a, err := w.ask.Ask(prompt.Question{Label: q.Label, Help: q.Help, Default: def, Prefill: fill, Validate: q.Check, Short: q.Short, Numeric: q.Numeric})
	if err != nil {
		return "", err
	}
	if given, ok := w.draft.Answer(key); ok && q.Key.scope == boxScope && strings.TrimSpace(given) != strings.TrimSpace(a) {
		// Another phone gave this value of the box while this one was
		// asked: the table has one box, and the first answer stands. The
		// player hears that theirs was not taken, and who can change it.
		w.Refused(errors.New(text.ErrLearnedMeanwhile.In(w.P, w.givenBy(q.Key), given, a)))
		return given, nil
	}
	return a, w.draft.Set(key, a)
}

// givenBy names the player whose phone gave the value under k, or the
// host's words for another player.
func (w *Walk) givenBy(k Key) string {
	by, ok := w.draft.Answer(k.askedBy())
	seat, err := strconv.Atoi(by)
	if !ok || err != nil || seat < 1 || seat > len(w.table.Seats()) {
		return text.AnotherPlayer.In(w.P)
	}
	return text.Safe(w.table.Seats()[seat-1])
}

// YesNo asks a yes/no question; def is what Enter gives.
func (w *Walk) YesNo(k Key, label string, def bool, help string) (bool, error) {
	d := text.AnswerNo.In(w.P)
	if def {
		d = text.AnswerYes.In(w.P)
	}
	a, err := w.Answer(Question{Key: k, Label: label, Default: d, Help: help, Short: true, Check: func(s string) error {
		if _, ok := text.ParseYesNo(s); !ok {
			return errors.New(text.ErrEntryYesNo.In(w.P, s))
		}
		return nil
	}})
	v, _ := text.ParseYesNo(a)
	return v, err
}

// Number asks a whole number within limit; def is what Enter gives.
func (w *Walk) Number(k Key, label, def string, limit rules.Limit, help string) (int, error) {
	a, err := w.Answer(Question{Key: k, Label: label, Default: def, Help: help, Numeric: true, Check: func(s string) error {
		_, pr := limit.Parse("", rules.Field{}, strings.TrimSpace(s))
		return w.ProblemError(pr)
	}})
	if err != nil {
		return 0, err
	}
	n, _ := limit.Parse("", rules.Field{}, strings.TrimSpace(a))
	return n, nil
}

// Choose asks for one of items, outside the draft.
func (w *Walk) Choose(label string, items []string) (int, error) {
	return w.ask.Choose(label, items, 0)
}

// Prefill puts answer on the line the next time k is asked.
func (w *Walk) Prefill(k Key, answer string) { w.defaults[k.String()] = answer }

// Unprefill forgets what Prefill put on k's line.
func (w *Walk) Unprefill(k Key) { delete(w.defaults, k.String()) }

// Forget drops k's answer from the draft, keeping it to pre-fill the line
// when k is asked again.
func (w *Walk) Forget(k Key) {
	if a, ok := w.draft.Answer(k.String()); ok {
		w.defaults[k.String()] = a
	}
	w.draft.Forget(k.String())
}

// AnswerOf is the draft's answer to k, if it holds one.
func (w *Walk) AnswerOf(k Key) (string, bool) { return w.draft.Answer(k.String()) }

// stepKey is the key of a step's question: a seat's, or the table's.
func stepKey(seat int, field string) Key {
	if seat < 0 {
		return TableKey(field)
	}
	return SeatKey(seat, field)
}

// StepKey is the key of step field's first question for seat (-1: the
// table); its follow-ups are StepKey(…).Follow(…).
func StepKey(seat int, field string) Key { return stepKey(seat, field) }

func (w *Walk) printf(format string, args ...any) { w.Say(fmt.Sprintf(format, args...)) }
