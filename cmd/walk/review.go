package scorecmd

import (
	"errors"
	"fmt"
	"strconv"
	"strings"
	"unicode"

	"altiplano/cmd/prompt"
	"altiplano/cmd/text"
	"altiplano/rules/altiplano"
	scoring "altiplano/scoring/altiplano"
)

// review shows the whole record, numbered, and lets any answer be changed
// before the result: a line is reached by its seat and line numbers (23:
// seat 2, line 3), or a name then a line, so any line of a 5-player table is
// three keys away, Enter included. Values learned this session are group 0.
// It returns once the record is valid and the user asks for the score.
func (w *walk) review() error {
	help := text.ReviewJumpHelp.In(w.p)
	if len(w.learnedKeys) == 0 {
		help = text.ReviewJumpHelpThisGame.In(w.p) // nothing learned: not offered
	}
	for {
		valid := w.showReview()
		var to jump
		_, err := w.ask.Ask(prompt.Question{Label: text.ReviewChoose.In(w.p), Help: help, Validate: func(s string) error {
			var err error
			to, err = w.parseJump(s)
			return err
		}})
		if err != nil {
			return err
		}
		help = "" // said once
		if to.group < 0 {
			if valid {
				return nil
			}
			w.say(text.ReviewFixFirst.In(w.p))
			continue
		}
		if to.line == 0 {
			if to, err = w.askLine(to.group); err != nil {
				return err
			}
		}
		if err := w.change(to); err != nil {
			return err
		}
	}
}

// jump is a line of the review: group 0 is what was learned, 1… the
// seats; line counts from 1, 0 when not said yet. group -1: score it.
type jump struct{ group, line int }

func (w *walk) groupLines(group int) int {
	if group == 0 {
		return len(w.metaLines()) + len(w.learnedKeys)
	}
	return len(w.steps())
}

// parseJump reads "23", "2 3", "2", "Ben 3", "ben", "03" or nothing; a
// refusal says what would work.
func (w *walk) parseJump(s string) (jump, error) {
	s = strings.TrimSpace(s)
	if s == "" {
		return jump{group: -1}, nil
	}
	bad := errors.New(text.ReviewBadJump.In(w.p, s))
	if w.groupLines(0) > 0 {
		bad = errors.New(text.ReviewBadJumpName.In(w.p, s)) // names and 0N work too: say so
	}
	name := strings.TrimRightFunc(s, func(r rune) bool { return unicode.IsDigit(r) || r == ' ' })
	digits := strings.ReplaceAll(s[len(name):], " ", "")
	group := -1
	if name != "" {
		group = w.playerNamed(name)
		if group < 0 {
			return jump{}, bad
		}
	} else {
		if digits == "" {
			return jump{}, bad
		}
		group, digits = int(digits[0]-'0'), digits[1:]
	}
	if group > len(w.record.Players) || (group == 0 && w.groupLines(0) == 0) {
		return jump{}, bad
	}
	to := jump{group: group}
	if digits != "" {
		n, err := strconv.Atoi(digits)
		if err != nil || n < 1 || n > w.groupLines(group) {
			return jump{}, errors.New(text.ReviewBadLine.In(w.p, s, w.groupName(group), w.groupLines(group)))
		}
		to.line = n
	}
	return to, nil
}

// groupName is what the review calls a group: a player, or group 0.
func (w *walk) groupName(group int) string {
	if group > 0 {
		return text.Safe(w.record.Players[group-1].Name)
	}
	if len(w.metaLines()) > 0 {
		return text.ReviewThisGame.In(w.p)
	}
	return text.ReviewLearned.In(w.p)
}

// playerNamed is the seat (from 1) of the one player whose name starts
// with prefix, in any case; -1 when none or several.
func (w *walk) playerNamed(prefix string) int {
	found := -1
	for i, p := range w.record.Players {
		if strings.HasPrefix(strings.ToLower(p.Name), strings.ToLower(strings.TrimSpace(prefix))) {
			if strings.EqualFold(p.Name, strings.TrimSpace(prefix)) {
				return i + 1
			}
			if found >= 0 {
				return -1
			}
			found = i + 1
		}
	}
	return found
}

// askLine asks which line of a group, when only the seat or name was said.
func (w *walk) askLine(group int) (jump, error) {
	who := text.ReviewLearned.In(w.p)
	if len(w.metaLines()) > 0 {
		who = text.ReviewThisGame.In(w.p)
	}
	if group > 0 {
		who = text.Safe(w.record.Players[group-1].Name)
	}
	a, err := w.ask.Ask(prompt.Question{Label: text.ReviewWhichLine.In(w.p, who), Validate: func(s string) error {
		n, err := strconv.Atoi(strings.TrimSpace(s))
		if err != nil || n < 1 || n > w.groupLines(group) {
			return errors.New(text.ReviewBadLine.In(w.p, strings.TrimSpace(s), w.groupName(group), w.groupLines(group)))
		}
		return nil
	}})
	if err != nil {
		return jump{}, err
	}
	n, _ := strconv.Atoi(strings.TrimSpace(a))
	return jump{group: group, line: n}, nil
}

// change asks a review line again, its answer pre-filled.
func (w *walk) change(to jump) error {
	if to.group == 0 {
		meta := w.metaLines()
		if to.line <= len(meta) {
			return w.reaskMeta(meta[to.line-1])
		}
		return w.relearn(w.learnedKeys[to.line-len(meta)-1])
	}
	i, s := to.group-1, w.steps()[to.line-1]
	w.redo(i, s.field)
	return w.settle(i, s)
}

// showReview prints the record compactly with any problems; it reports
// whether the record is valid.
func (w *walk) showReview() bool {
	w.say("")
	w.say(text.ReviewTitle.In(w.p))
	for i, p := range w.record.Players {
		w.say(fmt.Sprintf("  %d %s", i+1, text.Safe(p.Name)))
		for k, s := range w.steps() {
			w.say(fmt.Sprintf("    %d %-12s %s", k+1, s.name.In(w.p), s.show(p)))
		}
	}
	// Group 0: the table's own answers, then what was learned this time.
	meta := w.metaLines()
	if len(meta) > 0 {
		w.say("  0 " + text.ReviewThisGame.In(w.p))
		for k, m := range meta {
			w.say(fmt.Sprintf("    %d %-12s %s", k+1, m.name.In(w.p), m.show()))
		}
	}
	if len(w.learnedKeys) > 0 {
		if len(meta) == 0 {
			w.say("  0 " + text.ReviewLearned.In(w.p))
		} else {
			w.say("    " + text.ReviewLearned.In(w.p))
		}
		for k, lk := range w.learnedKeys {
			a, _ := w.draft.Answer(lk.String())
			w.say(fmt.Sprintf("    %d %s %s", len(meta)+k+1, text.PromptLine.In(w.p, w.learnedLabel(lk)), a))
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

func (w *walk) learnedLabel(k key) string {
	switch k.field {
	case fBoardRow:
		return text.AskBoardRow.In(w.p, k.index)
	case fRowVP:
		return text.AskRowVP.In(w.p, k.index)
	case fMissionVP:
		return text.AskMissionVP.In(w.p, k.index)
	default:
		return text.FieldGood.In(w.p, w.p.Good(k.good))
	}
}

// relearn asks a learned value again, its answer pre-filled, and lays the
// new value over the session's profile.
func (w *walk) relearn(k key) error {
	if a, ok := w.draft.Answer(k.String()); ok {
		w.defaults[k.String()] = a
	}
	w.draft.Forget(k.String())
	switch k.field {
	case fBoardRow, fRowVP:
		row := k.index - 1
		if k.field == fBoardRow {
			// The rows above it were learned after it: asked again when needed.
			w.learned.WarehouseRows = w.learned.WarehouseRows[:min(row, len(w.learned.WarehouseRows))]
			w.forgetLearned(func(o key) bool { return (o.field == fBoardRow || o.field == fRowVP) && o.index > row })
			return w.askBoardRow(row, w.mostTiles(row))
		}
		if row < len(w.learned.WarehouseRows) {
			w.learned.WarehouseRows[row].VP = nil
		}
		vp, err := w.number(k, text.AskRowVP.In(w.p, k.index), "", altiplano.RowVPLimit, text.HintRowVP.In(w.p, k.index))
		if err != nil {
			return err
		}
		w.learnRow(row, w.cat().Warehouse().Row(row).Capacity.N, &vp)
		return nil
	case fMissionVP:
		delete(w.learned.Missions, altiplano.MissionID(k.index))
		return w.learnMissionVP(altiplano.MissionID(k.index))
	default:
		delete(w.learned.Goods, k.good)
		return w.learnGoodVP(k.good)
	}
}

// forgetLearned drops learned questions, and their answers, that gone says.
func (w *walk) forgetLearned(gone func(key) bool) {
	kept := w.learnedKeys[:0]
	for _, k := range w.learnedKeys {
		if gone(k) {
			w.draft.Forget(k.String())
			continue
		}
		kept = append(kept, k)
	}
	w.learnedKeys = kept
}
