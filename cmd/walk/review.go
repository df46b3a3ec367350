package walk

import (
	"errors"
	"strconv"
	"strings"
	"unicode"

	"altiplano/cmd/prompt"
	"altiplano/cmd/text"
	"altiplano/rules"
)

// Review shows every answer, numbered, and lets any be changed before the
// result: a line is reached by its seat and line numbers (23: seat 2, line
// 3), or a name then a line, so any line of a 5-player table is three keys
// away, Enter included. Group 0 holds the table's own answers and the
// values learned this session. It returns once the table has no problem
// and the user asks for the result.
func (w *Walk) Review() error {
	help := text.ReviewJumpHelp.In(w.P)
	if len(w.learned) == 0 {
		help = text.ReviewJumpHelpThisGame.In(w.P) // nothing learned: not offered
	}
	for {
		var valid bool
		var to jump
		var err error
		if rv, ok := w.ask.(prompt.Reviewer); ok {
			valid, to, err = w.tapReview(rv)
			if errors.Is(err, errNotAsked) {
				continue // said why; the review again
			}
		} else {
			valid = w.showReview()
			_, err = w.ask.Ask(prompt.Question{Label: text.ReviewChoose.In(w.P), Help: help, Validate: func(s string) error {
				var err error
				to, err = w.parseJump(s)
				return err
			}})
		}
		if err != nil {
			return err
		}
		help = "" // said once
		if to.group < 0 {
			if valid {
				return nil
			}
			w.Say(text.ReviewFixFirst.In(w.P))
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
		// What the seats' answers together need may have changed: the
		// table's closing questions answer from the draft, or ask anew.
		if err := w.closing(); err != nil {
			return err
		}
	}
}

// errNotAsked is a review line tapped whose question is not asked: why
// was said.
var errNotAsked = errors.New("not asked")

// tapReview is the review on a prompter that shows it as buttons (the
// offline page, a table passed from hand to hand): the result first, then
// a button per answer, with the table's problems said above them. It
// reports whether the table has no problem, and the line tapped.
func (w *Walk) tapReview(rv prompt.Reviewer) (valid bool, to jump, err error) {
	items := []string{text.ReviewResult.In(w.P)}
	jumps := []jump{{group: -1}}
	for i := range w.table.Seats() {
		for k, s := range w.table.Steps() {
			items = append(items, w.Label(i, w.labelled(w.P.T(s.Name), w.stepShown(s, i))))
			jumps = append(jumps, jump{group: i + 1, line: k + 1})
		}
	}
	lines := w.tableLines()
	for k, l := range lines {
		shown := w.shown(l.show())
		if !l.notAsked().IsZero() {
			shown = "—"
		}
		items = append(items, w.labelled(l.name, shown))
		jumps = append(jumps, jump{group: 0, line: k + 1})
	}
	for k, lk := range w.learned {
		a, _ := w.draft.Answer(lk.String())
		items = append(items, w.labelled(w.learnedLabel(lk), a))
		jumps = append(jumps, jump{group: 0, line: len(lines) + k + 1})
	}
	problems := w.table.Problems()
	if len(problems) > 0 {
		w.Say(text.ErrProblemCount.In(w.P, len(problems)))
		for _, pr := range problems {
			w.Say("  - " + w.P.Problem(pr))
		}
	}
	k, err := rv.ChooseReview(text.ReviewTap.In(w.P), items, false)
	if err != nil {
		return false, jump{}, err
	}
	to = jumps[k]
	if name, why := w.notAskedLine(to); !why.IsZero() {
		w.Refused(errors.New(text.ReviewNotAskedHere.In(w.P, name, why)))
		return false, to, errNotAsked
	}
	return len(problems) == 0, to, nil
}

// jump is a line of the review: group 0 is the table's, 1… the seats;
// line counts from 1, 0 when not said yet. group -1: score it.
type jump struct{ group, line int }

// tableLines are group 0's lines: the table's questions the review lists,
// then how long and where, then what was learned.
type tableLine struct {
	name   string
	show   func() string
	change func() error
	// notAsked is why the line's question is not asked; zero when it is.
	notAsked func() text.Text
}

func (w *Walk) tableLines() []tableLine {
	var lines []tableLine
	for _, s := range w.table.Closing() {
		if s.Show == nil {
			continue
		}
		lines = append(lines, tableLine{w.P.T(s.Name), func() string { return s.Show(w.P, -1) }, func() error {
			w.Redo(-1, s.Field)
			return w.Settle(-1, s)
		}, func() text.Text { return notAskedWhy(s, -1) }})
	}
	for _, m := range w.metaLines() {
		lines = append(lines, tableLine{m.name.In(w.P), m.show, func() error { return w.reaskMeta(m) }, func() text.Text { return text.Text{} }})
	}
	return lines
}

func (w *Walk) groupLines(group int) int {
	if group == 0 {
		return len(w.tableLines()) + len(w.learned)
	}
	return len(w.table.Steps())
}

// parseJump reads "23", "2 3", "2", "Ben 3", "ben", "03" or nothing; a
// refusal says what would work.
func (w *Walk) parseJump(s string) (jump, error) {
	s = strings.TrimSpace(s)
	if s == "" {
		return jump{group: -1}, nil
	}
	bad := errors.New(text.ReviewBadJump.In(w.P, s))
	if w.groupLines(0) > 0 {
		bad = errors.New(text.ReviewBadJumpName.In(w.P, s)) // names and 0N work too: say so
	}
	name := strings.TrimRightFunc(s, func(r rune) bool { return unicode.IsDigit(r) || r == ' ' })
	digits := strings.ReplaceAll(s[len(name):], " ", "")
	group := -1
	if name != "" {
		// A name typed is read under the one name rule: one no player can
		// have is said so, and capitals and letter widths do not count.
		if pr := rules.CheckName("", rules.At(rules.FieldName), rules.CleanName(name)); pr != nil {
			return jump{}, errors.New(w.P.Problem(pr))
		}
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
	if group > len(w.table.Seats()) || (group == 0 && w.groupLines(0) == 0) {
		return jump{}, bad
	}
	to := jump{group: group}
	if digits != "" {
		n, err := strconv.Atoi(digits)
		if err != nil || n < 1 || n > w.groupLines(group) {
			return jump{}, errors.New(text.ReviewBadLine.In(w.P, s, w.groupName(group), w.groupLines(group)))
		}
		to.line = n
		if err := w.notAsked(s, to); err != nil {
			return jump{}, err
		}
	}
	return to, nil
}

// notAsked refuses a line whose question is not asked (a unicorn's swap
// without a unicorn, the market when nobody has one), saying why: choosing
// it would only show the review again. typed is the answer as typed.
func (w *Walk) notAsked(typed string, to jump) error {
	if to.group > 0 {
		s := w.table.Steps()[to.line-1]
		if why := notAskedWhy(s, to.group-1); !why.IsZero() {
			return errors.New(text.ReviewNotAsked.In(w.P, typed, w.P.T(s.Name), w.groupName(to.group), why))
		}
		return nil
	}
	if lines := w.tableLines(); to.line <= len(lines) {
		if why := lines[to.line-1].notAsked(); !why.IsZero() {
			return errors.New(text.ReviewNotAskedTable.In(w.P, typed, lines[to.line-1].name, why))
		}
	}
	return nil
}

// notAskedLine is the name of review line to and why its question is not
// asked; a zero Text when it is (or to is the result).
func (w *Walk) notAskedLine(to jump) (string, text.Text) {
	switch {
	case to.group > 0:
		s := w.table.Steps()[to.line-1]
		return w.P.T(s.Name), notAskedWhy(s, to.group-1)
	case to.group == 0:
		if lines := w.tableLines(); to.line <= len(lines) {
			return lines[to.line-1].name, lines[to.line-1].notAsked()
		}
	}
	return "", text.Text{}
}

// notAskedWhy is why seat is not asked step s; a zero Text when it is.
func notAskedWhy(s Step, seat int) text.Text {
	if s.NotAsked == nil {
		return text.Text{}
	}
	return s.NotAsked(seat)
}

// stepShown is seat's answer to step s as a review shows it: "—" for a
// step the seat is not asked, "nothing" for an empty answer.
func (w *Walk) stepShown(s Step, seat int) string {
	if !notAskedWhy(s, seat).IsZero() {
		return "—"
	}
	return w.shown(s.Show(w.P, seat))
}

// groupName is what the review calls a group: a player, or group 0.
func (w *Walk) groupName(group int) string {
	if group > 0 {
		return text.Safe(w.table.Seats()[group-1])
	}
	if len(w.tableLines()) > 0 {
		return text.ReviewThisGame.In(w.P)
	}
	return text.ReviewLearned.In(w.P)
}

// playerNamed is the seat (from 1) of the one player whose name starts
// with prefix, compared as the name rule compares names (capitals and
// letter widths do not count); -1 when none or several.
func (w *Walk) playerNamed(prefix string) int {
	found := -1
	prefix = rules.SameNameKey(prefix)
	for i, name := range w.table.Seats() {
		if key := rules.SameNameKey(name); strings.HasPrefix(key, prefix) {
			if key == prefix {
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
func (w *Walk) askLine(group int) (jump, error) {
	a, err := w.ask.Ask(prompt.Question{Label: text.ReviewWhichLine.In(w.P, w.groupName(group)), Validate: func(s string) error {
		n, err := strconv.Atoi(strings.TrimSpace(s))
		if err != nil || n < 1 || n > w.groupLines(group) {
			return errors.New(text.ReviewBadLine.In(w.P, strings.TrimSpace(s), w.groupName(group), w.groupLines(group)))
		}
		return w.notAsked(strings.TrimSpace(s), jump{group: group, line: n})
	}})
	if err != nil {
		return jump{}, err
	}
	n, _ := strconv.Atoi(strings.TrimSpace(a))
	return jump{group: group, line: n}, nil
}

// change asks a review line again, its answer pre-filled.
func (w *Walk) change(to jump) error {
	if to.group == 0 {
		lines := w.tableLines()
		if to.line <= len(lines) {
			return lines[to.line-1].change()
		}
		return w.relearn(w.learned[to.line-len(lines)-1])
	}
	i, s := to.group-1, w.table.Steps()[to.line-1]
	w.Redo(i, s.Field)
	return w.Settle(i, s)
}

// showReview prints every answer compactly with any problems; it reports
// whether the table has none.
func (w *Walk) showReview() bool {
	w.Say("")
	w.Say(text.ReviewTitle.In(w.P))
	lines := w.tableLines()
	cols := w.reviewColumns(lines)
	for i, name := range w.table.Seats() {
		w.printf("  %d %s", i+1, text.Safe(name))
		for k, s := range w.table.Steps() {
			w.Say(cols.line(k+1, w.P.T(s.Name), w.stepShown(s, i)))
		}
	}
	// Group 0: the table's own answers, then what was learned this time.
	if len(lines) > 0 {
		w.Say("  0 " + text.ReviewThisGame.In(w.P))
		for k, l := range lines {
			shown := w.shown(l.show())
			if !l.notAsked().IsZero() {
				shown = "—"
			}
			w.Say(cols.line(k+1, l.name, shown))
		}
	}
	if len(w.learned) > 0 {
		if len(lines) == 0 {
			w.Say("  0 " + text.ReviewLearned.In(w.P))
		} else {
			w.Say("    " + text.ReviewLearned.In(w.P))
		}
		for k, lk := range w.learned {
			a, _ := w.draft.Answer(lk.String())
			w.Say(cols.numbered("    ", len(lines)+k+1, text.PromptLine.In(w.P, w.learnedLabel(lk)), a))
		}
	}
	problems := w.table.Problems()
	if len(problems) > 0 {
		w.Say(text.ErrProblemCount.In(w.P, len(problems)))
		for _, pr := range problems {
			w.Say("  - " + w.P.Problem(pr))
		}
	}
	return len(problems) == 0
}

// shown is an answer as the review shows it: an empty one (no goods, no
// house) says so, as its echo did, rather than leave the line blank.
func (w *Walk) shown(answer string) string {
	if answer == "" {
		return text.EchoNothing.In(w.P)
	}
	return answer
}

func (w *Walk) learnedLabel(k Key) string {
	if l, ok := w.table.(Learner); ok {
		return l.LearnedLabel(w.P, k)
	}
	return k.String()
}

// relearn asks a learned value again, its answer pre-filled.
func (w *Walk) relearn(k Key) error {
	w.Forget(k)
	l, ok := w.table.(Learner)
	if !ok {
		return nil
	}
	return l.Relearn(w, k)
}
