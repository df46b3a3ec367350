package walk

import (
	"errors"
	"slices"
	"strconv"

	"altiplano/cmd/prompt"
	"altiplano/cmd/text"
	"altiplano/rules"
)

// With --serve every seat runs its own walk on its phone, and the host's
// walk asks what concerns the whole table. The walks share one table and
// one draft; a seat's walk holds the table while it runs and lets go only
// while it waits for its phone.

// Answered is how many of seat i's steps the draft answers.
func (w *Walk) Answered(i int) (answered int) {
	for _, s := range w.table.Steps() {
		if _, ok := w.draft.Answer(stepKey(i, s.Field).String()); ok {
			answered++
		}
	}
	return answered
}

// At is where a served seat's walk is, in the host's language.
func (w *Walk) At() string { return w.at }

// Served asks seat i's steps on its phone, then shows the player's own
// answers until the table is scored: the player changes any of them, or
// marks them done (done reports it to the server), which a done player is
// no longer offered. wasDone: the seat is done already (its phone changed
// language, and the walk starts again in it). host is the host's language,
// for the host's progress lines.
func (w *Walk) Served(i int, wasDone bool, done func(bool), host text.Printer) error {
	w.phoneSeat = i
	for _, s := range w.table.Steps() {
		w.at = host.T(s.Name)
		if err := w.Settle(i, s); err != nil {
			return err
		}
	}
	if err := w.closingFor(i, host); err != nil {
		return err
	}
	w.noteOwnLearned()
	isDone := wasDone
	if isDone {
		done(true) // a seat done before a resume is done again
	}
	var shown reviewPage
	redraw := false // the table changed under the review shown
	for {
		steps := w.table.Steps()
		w.at = text.ServeAtReview.In(host)
		r := w.reviewPage(i, isDone)
		if redraw && isDone && !slices.Equal(r.items, shown.items) {
			// Done over answers the table has changed since: not done
			// until the player says so over what the review shows now. A
			// problem said or gone changes no answer (the host settles
			// what is left).
			isDone = false
			done(false)
			r = w.reviewPage(i, isDone)
		}
		if redraw && !r.same(shown) {
			w.Say(text.ServeReviewRedrawn.In(w.P))
		}
		if !redraw || !r.same(shown) {
			for _, pr := range r.problems {
				w.SayProblem(pr)
			}
		}
		shown, redraw = r, false
		first, closing := r.first, r.closing
		choice, err := w.chooseReview(r, isDone)
		if errors.Is(err, prompt.ErrAskAgain) {
			redraw = true
			continue
		}
		if err != nil {
			return err
		}
		if !w.reviewPage(i, isDone).same(shown) {
			// Chosen on a review the table changed under (another seat
			// or the host, while this walk waited to take the answer):
			// not taken, as "done" over values the player never saw.
			w.Say("  ! " + text.ServeReviewNotTaken.In(w.P))
			continue
		}
		if choice < first {
			isDone = true
			done(true)
			continue
		}
		k := choice - first
		if k < len(steps) {
			if why := notAskedWhy(steps[k], i); !why.IsZero() {
				// Nothing to change: say why, not just show the list again.
				w.Say("  ! " + text.ReviewNotAskedHere.In(w.P, w.P.T(steps[k].Name), why))
				continue
			}
		}
		isDone = false
		done(false)
		if k >= len(steps)+len(closing) {
			if err := w.relearn(w.learned[k-len(steps)-len(closing)]); err != nil {
				return err
			}
			continue
		}
		if k >= len(steps) {
			s := closing[k-len(steps)]
			w.at = host.T(s.Name)
			w.Redo(-1, s.Field)
			if err := w.Settle(-1, s); err != nil {
				return err
			}
			continue
		}
		s := steps[k]
		w.at = host.T(s.Name)
		w.Redo(i, s.Field)
		if err := w.Settle(i, s); err != nil {
			return err
		}
		if err := w.closingFor(i, host); err != nil {
			return err
		}
	}
}

// reviewPage is a served seat's review as its phone shows it.
type reviewPage struct {
	label string
	items []string
	// first is the first answer's item (before it, "I am done").
	first    int
	closing  []Step // the table's questions this phone answers
	problems []*rules.Problem
	said     []string // the problems, in words
}

// chooseReview asks which line of review r to change (or "I am done"),
// as a review where the prompter knows one.
func (w *Walk) chooseReview(r reviewPage, isDone bool) (int, error) {
	if rv, ok := w.ask.(prompt.Reviewer); ok {
		return rv.ChooseReview(r.label, r.items, isDone)
	}
	return w.ask.Choose(r.label, r.items, 0)
}

// reviewPage draws seat i's review from the table as it is now.
func (w *Walk) reviewPage(i int, isDone bool) reviewPage {
	r := reviewPage{label: text.ServeReviewDone.In(w.P)}
	if !isDone {
		r.label, r.items = text.ServeReview.In(w.P), []string{text.ServeImDone.In(w.P)}
	}
	r.first = len(r.items)
	for _, s := range w.table.Steps() {
		r.items = append(r.items, w.labelled(w.P.T(s.Name), w.stepShown(s, i)))
	}
	r.closing = w.closingOf(i)
	for _, s := range r.closing {
		r.items = append(r.items, w.labelled(w.P.T(s.Name), w.shown(s.Show(w.P, -1))))
	}
	r.items = append(r.items, w.learnedItems()...) // values this player gave for the box
	for _, pr := range w.table.Problems() {
		if w.fixesHere(pr, i) {
			r.problems = append(r.problems, pr)
			r.said = append(r.said, w.ProblemError(pr).Error())
		}
	}
	return r
}

// same reports whether two reviews show the same: the same problems in
// any order (a check need not list them in one).
func (r reviewPage) same(o reviewPage) bool {
	return r.label == o.label && slices.Equal(r.items, o.items) && slices.Equal(slices.Sorted(slices.Values(r.said)), slices.Sorted(slices.Values(o.said)))
}

// closingOf are the table's closing questions seat i's phone asks and
// its review lists.
func (w *Walk) closingOf(i int) []Step {
	var steps []Step
	for _, s := range w.table.Closing() {
		if s.Asker != nil && s.Asker() == i && s.Show != nil {
			steps = append(steps, s)
		}
	}
	return steps
}

// fixesHere reports whether seat i's phone shows pr: a problem of its
// player's, or of the whole table's but for one in a closing question
// another phone (or the host) answers.
func (w *Walk) fixesHere(pr *rules.Problem, i int) bool {
	if pr.Player != "" {
		return pr.Player == w.table.Seats()[i]
	}
	for _, s := range w.table.Closing() {
		if s.Asker != nil && string(pr.Field.Kind) == s.Field {
			return s.Asker() == i
		}
	}
	return true
}

// closingFor asks, on seat i's phone, the table's closing questions that
// concern its player first (what was left in the market, for the first
// player whose unicorn took from it); the host's walk then finds them
// answered.
func (w *Walk) closingFor(i int, host text.Printer) error {
	for _, s := range w.table.Closing() {
		if s.Asker == nil || s.Asker() != i {
			continue
		}
		w.at = host.T(s.Name)
		if err := w.Settle(-1, s); err != nil {
			return err
		}
	}
	return nil
}

// noteOwnLearned lists the values this walk's phone gave that another
// walk learned from the draft first (a resumed game replays them all).
func (w *Walk) noteOwnLearned() {
	l, ok := w.table.(Learner)
	if !ok {
		return
	}
	for _, k := range l.LearnedKeys() {
		_, answered := w.draft.Answer(k.String())
		if by, ok := w.draft.Answer(k.askedBy()); answered && ok && by == strconv.Itoa(w.phoneSeat+1) {
			w.NoteLearned(k)
		}
	}
}

// learnedItems are the values this walk's player gave, for the phone's
// own review: "Row 1 is complete: VP printed at its end: 9".
func (w *Walk) learnedItems() []string {
	items := make([]string, len(w.learned))
	for k, lk := range w.learned {
		a, _ := w.draft.Answer(lk.String())
		items[k] = w.labelled(w.learnedLabel(lk), a)
	}
	return items
}

// labelled is an answer after its label, punctuated as the walk's
// language writes it ("coins: 7", "pièces : 7").
func (w *Walk) labelled(label, answer string) string {
	return text.PromptLine.In(w.P, label) + " " + answer
}

// SettleOnHost asks the host what the phones left to it.
func (w *Walk) SettleOnHost() error {
	w.deferHost = false
	if s, ok := w.table.(HostSettler); ok {
		return s.SettleOnHost(w)
	}
	return nil
}

// ShowLearned lists, on a served game's host, the values learned at the
// table (on the phones, whose walks noted them), before the question to
// save them: nothing goes to the box profile unseen. The phones change
// them in their own reviews.
func (w *Walk) ShowLearned() {
	l, ok := w.table.(Learner)
	if !ok {
		return
	}
	for _, k := range l.LearnedKeys() {
		if _, ok := w.draft.Answer(k.String()); ok {
			w.NoteLearned(k)
		}
	}
	if len(w.learned) == 0 {
		return
	}
	w.Say(text.ReviewLearned.In(w.P))
	cols := columns{number: len(strconv.Itoa(len(w.learned)))}
	for k, lk := range w.learned {
		a, _ := w.draft.Answer(lk.String())
		w.Say(cols.numbered("  ", k+1, text.PromptLine.In(w.P, w.learnedLabel(lk)), a))
	}
}

// Replay asks, on the host, every seat's steps the phones left unanswered:
// the draft answers the rest (the host typed s to score now).
func (w *Walk) Replay() error {
	w.deferHost = true // the phones' answers are taken as the phones took them
	for i := range w.table.Seats() {
		if err := w.SeatSteps(i); err != nil {
			return err
		}
	}
	return nil
}
