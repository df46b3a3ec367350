package scorecmd

import (
	"errors"
	"fmt"
	"strconv"
	"strings"

	"altiplano/cmd/prompt"
	"altiplano/cmd/text"
	"altiplano/rules/altiplano"
)

// With --serve, values are learned on the phones, by the seats' own walks:
// the host's walk holds what they learned but not the questions that
// learned it. Before the save question the host sees them listed, as the
// walk-through's review lists group 0, and may change any.

// collectLearned notes the question of every value learned this session
// whose answer the draft holds.
func (w *walk) collectLearned() {
	var found []key
	for j := range w.learned.WarehouseRows {
		found = append(found, boxKey(fBoardRow, j+1), boxKey(fRowVP, j+1))
	}
	for _, id := range sortedKeys(w.learned.Missions) {
		found = append(found, boxKey(fMissionVP, int(id)))
	}
	for _, g := range altiplano.Goods() {
		if _, ok := w.learned.Goods[g]; ok {
			found = append(found, boxGoodKey(fGoodVP, g))
		}
	}
	for _, k := range found {
		if _, ok := w.draft.Answer(k.String()); ok {
			w.noteLearned(k)
		}
	}
}

// reviewLearned lists what was learned and asks again any line the host
// names; Enter goes on (to the save question).
func (w *walk) reviewLearned() error {
	w.collectLearned()
	for len(w.learnedKeys) > 0 {
		w.say(text.ReviewLearned.In(w.p))
		for k, lk := range w.learnedKeys {
			a, _ := w.draft.Answer(lk.String())
			w.say(fmt.Sprintf("  %d %s %s", k+1, text.PromptLine.In(w.p, w.learnedLabel(lk)), a))
		}
		n := 0
		_, err := w.ask.Ask(prompt.Question{Label: text.ReviewLearnedChoose.In(w.p), Validate: func(s string) error {
			s = strings.TrimSpace(s)
			if s == "" {
				n = 0
				return nil
			}
			var err error
			if n, err = strconv.Atoi(s); err != nil || n < 1 || n > len(w.learnedKeys) {
				return errors.New(text.ReviewBadLine.In(w.p, s, text.ReviewLearned.In(w.p), len(w.learnedKeys)))
			}
			return nil
		}})
		if err != nil || n == 0 {
			return err
		}
		if err := w.relearn(w.learnedKeys[n-1]); err != nil {
			return err
		}
	}
	return nil
}

// learnedItems are the values this seat's player gave, for the phone's
// own review: "Row 1 is complete: VP printed at its end: 9".
func (w *walk) learnedItems() []string {
	items := make([]string, len(w.learnedKeys))
	for k, lk := range w.learnedKeys {
		a, _ := w.draft.Answer(lk.String())
		items[k] = w.learnedLabel(lk) + ": " + a
	}
	return items
}
