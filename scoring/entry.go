package scoring

import (
	"strconv"
	"strings"
	"unicode"

	"altiplano/missions"
	"altiplano/rules"
	"altiplano/rules/i18n"
)

// The one-line answers of the interactive walk-through. They are forgiving:
// goods in any of the six languages, counts before a good ("3 wood"), commas
// or spaces between items.

func words(line string) []string {
	return strings.FieldsFunc(line, func(r rune) bool { return unicode.IsSpace(r) || r == ',' || r == ';' })
}

func entryProblem(msg i18n.Key, args ...any) error {
	return &rules.Problem{Message: i18n.T(msg, args...)}
}

// ParseGoodsList reads "3 wood 2 stone glass" as goods in order, counts
// defaulting to 1: wood, wood, wood, stone, stone, glass. "3x wood" works too.
func ParseGoodsList(line string) ([]rules.Good, error) {
	var out []rules.Good
	count := 0
	for _, w := range words(line) {
		if n, err := strconv.Atoi(strings.TrimSuffix(strings.ToLower(w), "x")); err == nil {
			if count > 0 {
				return nil, entryProblem(i18n.ErrEntryTwoNumbers, count, n)
			}
			if n < 1 || n > rules.Box().GoodsTiles {
				return nil, entryProblem(i18n.ErrEntryCount, n)
			}
			count = n
			continue
		}
		g, ok := rules.ParseGood(w)
		if !ok {
			return nil, entryProblem(i18n.ErrUnknownGood, w)
		}
		if count == 0 {
			count = 1
		}
		for range count {
			out = append(out, g)
		}
		count = 0
	}
	if count > 0 {
		return nil, entryProblem(i18n.ErrEntryNumberAlone, count)
	}
	return out, nil
}

// ParseGoodsLine reads goods outside the warehouse: "3 wood 2 stone glass".
func ParseGoodsLine(line string) (map[rules.Good]int, error) {
	list, err := ParseGoodsList(line)
	if err != nil {
		return nil, err
	}
	out := map[rules.Good]int{}
	for _, g := range list {
		out[g]++
	}
	return out, nil
}

// ParseRowLine reads a warehouse row: "fish fish fish", "3 fish", "silver
// corn", or with "= N" at the end to say the row is complete and prints N.
func ParseRowLine(line string) (Row, error) {
	var row Row
	if goods, vp, found := strings.Cut(line, "="); found {
		n, err := strconv.Atoi(strings.TrimSpace(vp))
		if err != nil || n < 0 {
			return row, entryProblem(i18n.ErrEntryRowVP, strings.TrimSpace(vp))
		}
		row.VP = &n
		line = goods
	}
	goods, err := ParseGoodsList(line)
	if err != nil {
		return row, err
	}
	if len(goods) == 0 {
		return row, entryProblem(i18n.ErrEntryRowEmpty)
	}
	row.Goods = goods
	return row, nil
}

// ParseNumbers reads whole numbers ≥ 0, such as the VP of orders: "6 9".
func ParseNumbers(line string) ([]int, error) {
	var out []int
	for _, w := range words(line) {
		n, err := strconv.Atoi(w)
		if err != nil || n < 0 {
			return nil, entryProblem(i18n.ErrEntryNotNumber, w)
		}
		out = append(out, n)
	}
	return out, nil
}

// ParseMissionsLine reads missions by number or by a word of their text:
// "12 5", or "boats 5". text gives a mission's text in the user's language;
// a word must match exactly one mission.
func ParseMissionsLine(line string, text func(missions.ID) string) ([]missions.ID, error) {
	var out []missions.ID
	for _, w := range words(line) {
		if n, err := strconv.Atoi(strings.TrimPrefix(w, "#")); err == nil {
			id := missions.ID(n)
			if !id.Valid() {
				return nil, entryProblem(i18n.ErrProfileMissionID, n)
			}
			out = append(out, id)
			continue
		}
		var matches []missions.ID
		needle := strings.ToLower(w)
		for _, id := range missions.All() {
			if startsAWord(strings.ToLower(text(id)), needle) {
				matches = append(matches, id)
			}
		}
		switch len(matches) {
		case 0:
			return nil, entryProblem(i18n.ErrEntryMissionWord, w)
		case 1:
			out = append(out, matches[0])
		default:
			ids := make([]string, len(matches))
			for i, id := range matches {
				ids[i] = strconv.Itoa(int(id))
			}
			return nil, entryProblem(i18n.ErrEntryMissionAmbiguous, w, strings.Join(ids, ", "))
		}
	}
	return out, nil
}

// startsAWord reports whether some word of text begins with prefix, so
// "house" finds "houses" but not "warehouse".
func startsAWord(text, prefix string) bool {
	for _, w := range strings.FieldsFunc(text, func(r rune) bool { return !unicode.IsLetter(r) && !unicode.IsDigit(r) }) {
		if strings.HasPrefix(w, prefix) {
			return true
		}
	}
	return false
}

// FormatGoods renders goods as counts in component order: "3 wood, 2 stone, 1 glass".
func FormatGoods(p i18n.Printer, goods map[rules.Good]int) string {
	var parts []string
	for _, g := range rules.Goods() {
		if n := goods[g]; n > 0 {
			parts = append(parts, p.Sprintf(i18n.GoodsCount, n, g.Name()))
		}
	}
	return strings.Join(parts, ", ")
}

// FormatRow renders a row as typed back: "fish fish corn = 2".
func FormatRow(p i18n.Printer, r Row) string {
	names := make([]string, len(r.Goods))
	for i, g := range r.Goods {
		names[i] = p.Text(g.Name())
	}
	s := strings.Join(names, " ")
	if r.VP != nil {
		s += " = " + strconv.Itoa(*r.VP)
	}
	return s
}
