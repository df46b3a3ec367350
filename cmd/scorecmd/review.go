package scorecmd

import (
	"errors"
	"fmt"

	"altiplano/rules"
	"altiplano/rules/i18n"
	"altiplano/scoring"
)

// review shows the whole record and lets any answer be changed before the
// result. It returns once the record is valid and the user asks for the score.
func (w *walk) review() error {
	for {
		problems := w.showReview()
		items := []string{w.p.Sprintf(i18n.ReviewScoreIt)}
		type target struct {
			player int
			step   step
		}
		var targets []target
		for i, p := range w.record.Players {
			for _, s := range w.steps() {
				items = append(items, fmt.Sprintf("%s · %s: %s", p.Name, w.p.Sprintf(s.name), s.show(p)))
				targets = append(targets, target{i, s})
			}
		}
		choice, err := w.ask.Choose(w.p.Sprintf(i18n.ReviewChoose), items, 0)
		if err != nil {
			return err
		}
		if choice == 0 {
			if problems == nil {
				return nil
			}
			w.say(i18n.ReviewFixFirst)
			continue
		}
		t := targets[choice-1]
		if err := w.edit(t.player, t.step); err != nil {
			return err
		}
	}
}

// edit asks one step again, each question offering the previous answer.
func (w *walk) edit(i int, s step) error {
	previous := map[string]string{}
	for _, k := range s.keys(i) {
		if a, ok := w.draft.answers[k]; ok {
			previous[k] = a
		}
	}
	w.draft.forget(s.keys(i)...)
	w.defaults = previous
	defer func() { w.defaults = nil }()
	return s.ask(i)
}

// showReview prints the record compactly with any problems, which it returns.
func (w *walk) showReview() error {
	fmt.Fprintln(w.out)
	w.say(i18n.ReviewTitle)
	for _, p := range w.record.Players {
		fmt.Fprintf(w.out, "  %s\n", p.Name)
		for _, s := range w.steps() {
			fmt.Fprintf(w.out, "    %-12s %s\n", w.p.Sprintf(s.name), s.show(p))
		}
	}
	err := scoring.Validate(w.record, w.cat)
	var problems rules.Problems
	if errors.As(err, &problems) {
		w.say(i18n.ErrProblemCount, len(problems))
		for _, pr := range problems {
			fmt.Fprintln(w.out, "  - "+pr.Render(w.p))
		}
	}
	return err
}
