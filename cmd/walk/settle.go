package walk

import (
	"fmt"
	"slices"
	"strconv"

	"altiplano/rules"
)

// Settle runs step s for seat (-1: the table's step) until the table has no
// problem it did not have before the step; a problem is shown and the step
// is asked again, offering the refused answers pre-filled. A value learned
// in the step may be what is wrong (a row of one space): it is forgotten
// and asked again too.
func (w *Walk) Settle(seat int, s Step) error {
	learner, learns := w.table.(Learner)
	for {
		keys := w.learned
		var learned any
		if learns {
			learned = learner.Learned()
		}
		if err := s.Ask(w, seat); err != nil {
			return err
		}
		problems := w.newProblems(w.without(seat, s), w.table.Problems(), s.Pending...)
		if len(problems) == 0 {
			return nil
		}
		for _, pr := range problems {
			w.SayProblem(pr)
		}
		w.Redo(seat, s.Field)
		for _, k := range w.learned[len(keys):] {
			w.Forget(k)
			w.draft.Forget(k.askedBy())
		}
		w.learned = keys[:len(keys):len(keys)]
		if learns {
			learner.Unlearn(learned)
		}
	}
}

// without is what the table would have wrong with seat's step s
// unanswered: what is wrong with the table as it is now is the step's
// doing only if it is not wrong without the step too (with --serve the
// other seats answer meanwhile).
func (w *Walk) without(seat int, s Step) rules.Problems {
	now := w.table.Snapshot()
	defer w.table.Restore(now)
	s.Clear(seat)
	return w.table.Problems()
}

// Fits checks an answer as soon as it is typed: the first problem the table
// would have with seat's step field set by set that it has not with the
// field unanswered, as an error in the walk's language; nil when none.
// pending are the kinds the step's later questions settle. The table is
// left as it was.
func (w *Walk) Fits(seat int, field string, set func(), pending ...rules.Kind) error {
	s, ok := w.step(seat, field)
	if !ok {
		return nil
	}
	snap := w.table.Snapshot()
	defer w.table.Restore(snap)
	s.Clear(seat)
	before := w.table.Problems()
	set()
	if problems := w.newProblems(before, w.table.Problems(), pending...); len(problems) > 0 {
		return w.ProblemError(problems[0])
	}
	return nil
}

// Fitted asks seat's step field (-1: the table's) as q, under the step's
// key: read reads an answer (its error, in the walk's words, refuses it),
// and an answer whose value, set into the table by set, does not fit it
// (Fits, with pending) is refused too. The value taken is set, and
// returned; nothing is set when the question ends without one.
func Fitted[T any](w *Walk, seat int, field string, q Question, read func(answer string) (T, error), set func(T),
	pending ...rules.Kind) (T, error) {
	var taken T
	q.Key = stepKey(seat, field)
	q.Check = func(answer string) error {
		v, err := read(answer)
		if err != nil {
			return err
		}
		taken = v
		return w.Fits(seat, field, func() { set(v) }, pending...)
	}
	if _, err := w.Answer(q); err != nil {
		var none T
		return none, err
	}
	set(taken)
	return taken, nil
}

// step is seat's step field (a table's step for seat -1).
func (w *Walk) step(seat int, field string) (Step, bool) {
	steps := w.table.Steps()
	if seat < 0 {
		steps = append(w.table.Opening(), w.table.Closing()...)
	}
	for _, s := range steps {
		if s.Field == field {
			return s, true
		}
	}
	return Step{}, false
}

// Redo forgets a step's answers so that it is asked again, each question
// offering its previous answer.
func (w *Walk) Redo(seat int, field string) {
	for k, a := range w.draft.ForgetPrefix(stepKey(seat, field).String()) {
		w.defaults[k] = a
	}
}

// newProblems are the problems in after that before has not, leaving out
// those a step's later questions settle and, while the phones answer,
// those the host settles.
func (w *Walk) newProblems(before, after rules.Problems, pending ...rules.Kind) rules.Problems {
	seen := map[string]bool{}
	for _, pr := range before {
		seen[fmt.Sprintf("%+v", *pr)] = true
	}
	settler, hostSettles := w.table.(HostSettler)
	var out rules.Problems
	for _, pr := range after {
		if seen[fmt.Sprintf("%+v", *pr)] || slices.Contains(pending, pr.Kind) || (w.deferHost && hostSettles && settler.SettledOnHost(pr)) {
			continue
		}
		out = append(out, pr)
	}
	return out
}

// NoteLearned lists a learned value's question for the review, once. A
// served seat's walk lists only what its own phone gave: the first phone
// to note a value is kept in the draft as the one that gave it.
func (w *Walk) NoteLearned(k Key) {
	if w.phoneSeat >= 0 {
		seat := strconv.Itoa(w.phoneSeat + 1)
		by, ok := w.draft.Answer(k.askedBy())
		if ok && by != seat {
			return
		}
		if !ok {
			_ = w.draft.Set(k.askedBy(), seat) // the answer before it was written
		}
	}
	if !slices.Contains(w.learned, k) {
		w.learned = append(w.learned, k)
	}
}

// ForgetLearned drops the learned values gone says, and their answers:
// values that depended on one asked again (the rows above a board row).
func (w *Walk) ForgetLearned(gone func(Key) bool) {
	kept := w.learned[:0]
	for _, k := range w.learned {
		if gone(k) {
			w.draft.Forget(k.String(), k.askedBy())
			continue
		}
		kept = append(kept, k)
	}
	w.learned = kept
}
