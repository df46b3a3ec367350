package scorecmd

import (
	"errors"
	"strconv"
	"strings"

	"altiplano/cmd/text"
	"altiplano/rules"
	scoring "altiplano/scoring/altiplano"
)

// The table's own answers: how long the game took and where it was played,
// as a record's duration and location keys say. They are asked once, after
// the players and before the review (Enter skips), unless --duration or
// --location said them; the review shows them as group 0, before the values
// learned this session.

// metaLine is one of the table's own questions.
type metaLine struct {
	field field
	name  text.M0
	ask   func() error
	show  func() string
}

// metaLines are the table's questions this walk asks: those no flag said.
func (w *walk) metaLines() []metaLine {
	all := []metaLine{
		{fDuration, text.FieldDuration, w.askDuration, func() string {
			if w.record.DurationMin == 0 {
				return "—"
			}
			return strconv.Itoa(w.record.DurationMin)
		}},
		{fLocation, text.FieldLocation, w.askLocation, func() string { return orDash(text.Safe(w.record.Location)) }},
	}
	var out []metaLine
	for _, m := range all {
		if !w.metaByFlag[m.field] {
			out = append(out, m)
		}
	}
	return out
}

// askMeta asks the table's questions; a resumed draft answers them.
func (w *walk) askMeta() error {
	for _, m := range w.metaLines() {
		if err := m.ask(); err != nil {
			return err
		}
	}
	return nil
}

// reaskMeta asks a table question again from the review, pre-filled.
func (w *walk) reaskMeta(m metaLine) error {
	k := tableKey(m.field).String()
	if a, ok := w.draft.Answer(k); ok && a != "" {
		w.defaults[k] = a
	}
	w.draft.Forget(k)
	return m.ask()
}

func (w *walk) askDuration() error {
	a, err := w.answer(question{key: tableKey(fDuration), label: text.AskDuration.In(w.p), help: text.HintSkip.In(w.p), check: func(s string) error {
		if strings.TrimSpace(s) == "" {
			return nil
		}
		_, pr := rules.DurationLimit.Parse("", rules.Field{}, strings.TrimSpace(s))
		return w.problemError(pr)
	}})
	if err != nil {
		return err
	}
	w.record.DurationMin = 0
	if strings.TrimSpace(a) != "" {
		w.record.DurationMin, _ = rules.DurationLimit.Parse("", rules.Field{}, strings.TrimSpace(a))
	}
	return nil
}

func (w *walk) askLocation() error {
	a, err := w.answer(question{key: tableKey(fLocation), label: text.AskLocation.In(w.p), help: text.HintSkip.In(w.p), check: func(s string) error {
		if s = rules.CleanName(s); s != "" && !scoring.ValidLocation(s) {
			return errors.New(text.ErrRecordLocation.In(w.p, rules.LocationLimit.Max))
		}
		return nil
	}})
	if err != nil {
		return err
	}
	w.record.Location = rules.CleanName(a)
	return nil
}
