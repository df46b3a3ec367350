package walk

import (
	"errors"
	"strconv"
	"strings"

	"altiplano/cmd/text"
	"altiplano/rules"
)

// The table's own answers: how long the game took and where it was played,
// as a record's duration and location keys say, for every game. They are
// asked once, after the seats and before the review (Enter skips), unless
// --duration or --location said them; the review shows them in group 0.

// Meta is the table's own answers.
type Meta struct {
	Duration int    // minutes; 0: not said
	Location string // "": not said
	// ByFlag: --duration and --location were given; they are not asked.
	DurationByFlag, LocationByFlag bool
}

// Meta is the table's own answers as the walk has them.
func (w *Walk) Meta() Meta {
	if w.meta == nil {
		return Meta{}
	}
	return *w.meta
}

// metaLine is one of the table's own questions.
type metaLine struct {
	field string
	name  text.M0
	ask   func() error
	show  func() string
}

// metaLines are the table's questions this walk asks: those no flag said.
func (w *Walk) metaLines() []metaLine {
	if w.meta == nil {
		return nil
	}
	var out []metaLine
	if !w.meta.DurationByFlag {
		out = append(out, metaLine{"duration", text.FieldDuration, w.askDuration, func() string {
			if w.meta.Duration == 0 {
				return text.ReviewNotGiven.In(w.P) // skipped: not "nothing" (the game took time)
			}
			return strconv.Itoa(w.meta.Duration)
		}})
	}
	if !w.meta.LocationByFlag {
		out = append(out, metaLine{"location", text.FieldLocation, w.askLocation, func() string {
			if w.meta.Location == "" {
				return text.ReviewNotGiven.In(w.P)
			}
			return text.Safe(w.meta.Location)
		}})
	}
	return out
}

// AskMeta asks the table's own questions; a resumed draft answers them.
func (w *Walk) AskMeta() error {
	for _, m := range w.metaLines() {
		if err := m.ask(); err != nil {
			return err
		}
	}
	return nil
}

// MetaLines are the fields of the table's own questions this walk asks.
func (w *Walk) MetaLines() []string {
	var names []string
	for _, m := range w.metaLines() {
		names = append(names, m.field)
	}
	return names
}

// AskMetaAgain asks the table's own questions again, each pre-filled with
// its answer (Enter keeps it).
func (w *Walk) AskMetaAgain() error {
	for _, m := range w.metaLines() {
		if err := w.reaskMeta(m); err != nil {
			return err
		}
	}
	return nil
}

// reaskMeta asks a table question again from the review, pre-filled.
func (w *Walk) reaskMeta(m metaLine) error {
	k := TableKey(m.field).String()
	if a, ok := w.draft.Answer(k); ok && a != "" {
		w.defaults[k] = a
	}
	w.draft.Forget(k)
	return m.ask()
}

func (w *Walk) askDuration() error {
	a, err := w.Answer(Question{Key: TableKey("duration"), Label: text.AskDuration.In(w.P), Help: text.HintSkip.In(w.P), Check: func(s string) error {
		if strings.TrimSpace(s) == "" {
			return nil
		}
		_, pr := rules.DurationLimit.Parse("", rules.Field{}, strings.TrimSpace(s))
		return w.ProblemError(pr)
	}})
	if err != nil {
		return err
	}
	w.meta.Duration = 0
	if strings.TrimSpace(a) != "" {
		w.meta.Duration, _ = rules.DurationLimit.Parse("", rules.Field{}, strings.TrimSpace(a))
	}
	return nil
}

func (w *Walk) askLocation() error {
	a, err := w.Answer(Question{Key: TableKey("location"), Label: text.AskLocation.In(w.P), Help: text.HintSkip.In(w.P), Check: func(s string) error {
		switch s = rules.CleanName(s); {
		case s == "" || rules.ValidLocation(s):
		case rules.LocationHidden(s):
			return errors.New(text.ErrRecordLocationCharacters.In(w.P, s))
		default:
			return errors.New(text.ErrRecordLocation.In(w.P, rules.LocationLimit.Max))
		}
		return nil
	}})
	if err != nil {
		return err
	}
	w.meta.Location = rules.CleanName(a)
	return nil
}
