package scorecmd

import (
	"fmt"

	"altiplano/cmd/text"
	"altiplano/scoring"
)

// review shows the whole record and lets any answer be changed before the
// result. It returns once the record is valid and the user asks for the score.
func (w *walk) review() error {
	for {
		valid := w.showReview()
		items := []string{text.ReviewScoreIt.In(w.p)}
		type target struct {
			player int
			step   step
		}
		var targets []target
		for i, p := range w.record.Players {
			for _, s := range w.steps() {
				items = append(items, fmt.Sprintf("%s · %s: %s", text.Safe(p.Name), s.name.In(w.p), s.show(p)))
				targets = append(targets, target{i, s})
			}
		}
		choice, err := w.ask.Choose(text.ReviewChoose.In(w.p), items, 0)
		if err != nil {
			return err
		}
		if choice == 0 {
			if valid {
				return nil
			}
			w.say(text.ReviewFixFirst.In(w.p))
			continue
		}
		t := targets[choice-1]
		w.redo(t.player, t.step.field)
		if err := w.settle(t.player, t.step); err != nil {
			return err
		}
	}
}

// showReview prints the record compactly with any problems; it reports
// whether the record is valid.
func (w *walk) showReview() bool {
	w.say("")
	w.say(text.ReviewTitle.In(w.p))
	for _, p := range w.record.Players {
		w.say("  " + text.Safe(p.Name))
		for _, s := range w.steps() {
			w.say(fmt.Sprintf("    %-12s %s", s.name.In(w.p), s.show(p)))
		}
	}
	problems := scoring.Validate(w.record, w.cat())
	if len(problems) > 0 {
		w.say(text.ErrProblemCount.In(w.p, len(problems)))
		for _, pr := range problems {
			w.say("  - " + w.p.Problem(pr))
		}
	}
	return len(problems) == 0
}
