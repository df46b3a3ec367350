package walk

import (
	"altiplano/cmd/cmdutil"
	"altiplano/cmd/text"
	"altiplano/rules"
)

// Run asks everything in a terminal: the players, the table's opening
// questions, every seat's steps, the table's closing ones and its own (how
// long, where); then the review, until the table has no problem and the
// user asks for the result; then whether to keep what was learned.
func (w *Walk) Run() error {
	if err := w.Seat(); err != nil {
		return err
	}
	for i := range w.table.Seats() {
		if err := w.SeatSteps(i); err != nil {
			return err
		}
	}
	if err := w.closing(); err != nil {
		return err
	}
	if err := w.AskMeta(); err != nil {
		return err
	}
	if err := w.Review(); err != nil {
		return err
	}
	return w.OfferSave()
}

// Intro says what to count before counting.
func (w *Walk) Intro() {
	for _, line := range w.table.Intro(w.P) {
		w.Say(line)
	}
}

// playersKey is where the players' names are kept.
var playersKey = TableKey("players")

// PlayersKey is the draft key of the players' names, for a list of drafts.
func PlayersKey() string { return playersKey.String() }

// Seat asks the players' names, unless the table is seated already (a
// setup code named them), and the table's opening questions.
func (w *Walk) Seat() error {
	if len(w.table.Seats()) == 0 {
		label, help := w.table.Players(w.P)
		a, err := w.Answer(Question{Key: playersKey, Label: label, Help: help, Check: func(s string) error {
			snap := w.table.Snapshot()
			defer w.table.Restore(snap)
			return w.ProblemError(w.table.Seat(rules.ParseNames(s)))
		}})
		if err != nil {
			return err
		}
		if pr := w.table.Seat(rules.ParseNames(a)); pr != nil {
			return w.ProblemError(pr) // the check just took it: kept for safety
		}
	}
	for _, s := range w.table.Opening() {
		if err := s.Ask(w, -1); err != nil {
			return err
		}
	}
	return nil
}

// SeatFrom seats the table from names given on the command line, checked
// as typed names are, and keeps them in the draft so a resumed walk has
// them; a draft that holds names already keeps its own.
func (w *Walk) SeatFrom(names string) error {
	if _, ok := w.draft.Answer(playersKey.String()); ok || names == "" {
		return w.Seat()
	}
	if pr := w.table.Seat(rules.ParseNames(names)); pr != nil {
		pr.Field = rules.InFile("--names", "", 0) // where they were typed
		return pr
	}
	if err := w.draft.Set(playersKey.String(), names); err != nil {
		return err
	}
	return w.Seat()
}

// SeatSteps asks seat i's steps, each until it fits the table.
func (w *Walk) SeatSteps(i int) error {
	for _, s := range w.table.Steps() {
		if err := w.Settle(i, s); err != nil {
			return err
		}
	}
	return nil
}

// closing asks the table's closing questions, each until it fits; asked
// again after a change, they answer from the draft or ask anew.
func (w *Walk) closing() error {
	for _, s := range w.table.Closing() {
		if err := w.Settle(-1, s); err != nil {
			return err
		}
	}
	return nil
}

// Closing is closing for the host of a served game.
func (w *Walk) Closing() error { return w.closing() }

// OfferSave asks once, after the review, whether to keep everything
// learned in the box profile. Nothing is written before; a profile that
// cannot be written is said, and the scoring goes on with the values.
func (w *Walk) OfferSave() error {
	l, ok := w.table.(Learner)
	if !ok || !w.hasLearned(l) {
		return nil
	}
	yes, err := w.YesNo(saveKey(BoxKey("save_box", 0)), text.AskSaveToBox.In(w.P), true, "")
	if err != nil || !yes {
		return err
	}
	path, err := l.SaveLearned()
	if err != nil {
		w.Say(text.EchoNotSaved.In(w.P, cmdutil.Render(w.P, err)))
		return nil
	}
	if path != "" {
		w.Say(text.EchoSaved.In(w.P, path))
	}
	return nil
}

// hasLearned reports whether the session learned anything to save, here
// or (on a served game's host) on the phones.
func (w *Walk) hasLearned(l Learner) bool { return len(l.LearnedKeys()) > 0 }
