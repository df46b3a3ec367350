package altiplano

import (
	"slices"
	"strconv"
	"strings"
	"unicode"

	"altiplano/missions"
	"altiplano/rules"
	"altiplano/rules/altiplano"
)

// The one-line answers of the interactive walk-through. They are forgiving:
// goods in any language the lexicon knows, counts before a good ("3 wood"),
// commas or spaces between items. Each parser returns a typed problem.

// Kinds of problems with a one-line answer.
const (
	// EntryTwoNumbers: two numbers in a row. Value is the two as typed.
	EntryTwoNumbers rules.Kind = "entry_two_numbers"
	// EntryNumberAlone: a count with no good after it. N.
	EntryNumberAlone rules.Kind = "entry_number_alone"
	// EntryRowVP: what follows "=" in a row is not a whole number. Value.
	EntryRowVP rules.Kind = "entry_row_vp"
	// EntryRowEmpty: a row with no good in it.
	EntryRowEmpty rules.Kind = "entry_row_empty"
	// EntryMissionWord: no mission mentions the word. Value.
	EntryMissionWord rules.Kind = "entry_mission_word"
	// EntryMissionAmbiguous: the word fits several missions. Value, Names (their numbers).
	EntryMissionAmbiguous rules.Kind = "entry_mission_ambiguous"
	// EntryWords: a goods line over the length a warehouse could need. N words, Max.
	EntryWords rules.Kind = "entry_words"
)

// EntryKinds lists the kinds above, for the presentation's completeness test.
func EntryKinds() []rules.Kind {
	return []rules.Kind{EntryTwoNumbers, EntryNumberAlone, EntryRowVP, EntryRowEmpty, EntryMissionWord, EntryMissionAmbiguous, EntryWords}
}

// maxEntryWords bounds one answer: more words than tiles in the box is no answer.
const maxEntryWords = 256

func words(line string) []string {
	return strings.FieldsFunc(line, func(r rune) bool { return unicode.IsSpace(r) || r == ',' || r == ';' })
}

func entryProblem(p rules.Problem) *rules.Problem { return &p }

// ParseGoodsList reads "3 wood 2 stone glass" as goods in order, counts
// defaulting to 1: wood, wood, wood, stone, stone, glass. "3x wood" works too.
// A count is bounded by the tiles of that good in the box.
func ParseGoodsList(line string, lex altiplano.Lexicon) ([]altiplano.Good, *rules.Problem) {
	return parseGoods(line, lex, false)
}

// parseGoods is ParseGoodsList; oneWord: each good is named by one word
// only (a line of counts per good), so "3 Holz 2 wood" is one good named
// twice, in two languages, and refused rather than read as 5 wood, while
// "wood wood 2x wood" counts 4.
func parseGoods(line string, lex altiplano.Lexicon, oneWord bool) ([]altiplano.Good, *rules.Problem) {
	named := map[altiplano.Good]string{} // the word that first named each good
	ws := words(line)
	if len(ws) > maxEntryWords {
		return nil, entryProblem(rules.Problem{Kind: EntryWords, N: len(ws), Max: maxEntryWords})
	}
	var out []altiplano.Good
	count, countWord := 0, ""
	for _, w := range ws {
		if rules.IsDigits(strings.TrimSuffix(strings.ToLower(w), "x")) {
			if countWord != "" {
				return nil, entryProblem(rules.Problem{Kind: EntryTwoNumbers, Value: countWord + " " + w})
			}
			countWord = strings.TrimSuffix(strings.ToLower(w), "x")
			continue
		}
		g, ok := lex.Good(w)
		if !ok {
			return nil, entryProblem(rules.Problem{Kind: altiplano.UnknownGood, Value: w})
		}
		if first, seen := named[g]; oneWord && seen && !strings.EqualFold(first, w) {
			return nil, entryProblem(rules.Problem{Kind: altiplano.DuplicateGood, Item: string(g), Value: w})
		}
		if _, seen := named[g]; !seen {
			named[g] = w
		}
		count = 1
		if countWord != "" {
			limit := altiplano.GoodLimit(g)
			limit.Min = 1
			n, p := limit.Parse("", rules.Field{Kind: altiplano.FieldGood, Item: string(g)}, countWord)
			if p != nil {
				return nil, p
			}
			count = n
		}
		for range count {
			out = append(out, g)
		}
		countWord = ""
	}
	if countWord != "" {
		n, _ := strconv.Atoi(countWord)
		return nil, entryProblem(rules.Problem{Kind: EntryNumberAlone, N: n, Value: countWord})
	}
	return out, nil
}

// ParseGoodsLine reads goods outside the warehouse: "3 wood 2 stone glass".
// The counts are per good, each bounded by the box; a good named by two
// words ("3 Holz 2 wood") is refused, as a record refuses it.
func ParseGoodsLine(line string, lex altiplano.Lexicon) (map[altiplano.Good]int, *rules.Problem) {
	list, p := parseGoods(line, lex, true)
	if p != nil {
		return nil, p
	}
	out := map[altiplano.Good]int{}
	for _, g := range list {
		out[g]++
	}
	for g, n := range out {
		if p := altiplano.GoodLimit(g).Check("", rules.Field{Kind: altiplano.FieldGood, Item: string(g)}, n); p != nil {
			return nil, p
		}
	}
	return out, nil
}

// ParseRowLine reads a warehouse row: "fish fish fish", "3 fish", "silver
// corn", or with "= N" at the end to say the row is complete and prints N.
func ParseRowLine(line string, lex altiplano.Lexicon) (Row, *rules.Problem) {
	var row Row
	if goods, vp, found := strings.Cut(line, "="); found {
		n, p := altiplano.RowVPLimit.Parse("", rules.Field{}, strings.TrimSpace(vp))
		if p != nil {
			if p.Kind == rules.NotANumber {
				p = entryProblem(rules.Problem{Kind: EntryRowVP, Value: strings.TrimSpace(vp)})
			}
			return row, p
		}
		row.VP = &n
		line = goods
	}
	goods, p := ParseGoodsList(line, lex)
	if p != nil {
		return row, p
	}
	if len(goods) == 0 {
		return row, entryProblem(rules.Problem{Kind: EntryRowEmpty})
	}
	if len(goods) > altiplano.RowCapacityLimit.Max {
		return row, entryProblem(rules.Problem{Kind: altiplano.WarehouseOverfull, N: len(goods), Max: altiplano.RowCapacityLimit.Max})
	}
	row.Goods = goods
	return row, nil
}

// RowSeparators split a whole warehouse typed on one line, in filling order.
const RowSeparators = "|/"

// ParseWarehouseLine reads a whole warehouse in one answer, rows in filling
// order separated by | or /: "3 fish | silver silver corn | cacao". An empty
// line is an empty warehouse. A problem names the row it is in.
func ParseWarehouseLine(line string, lex altiplano.Lexicon) ([]Row, *rules.Problem) {
	if strings.TrimSpace(line) == "" {
		return nil, nil
	}
	parts := strings.FieldsFunc(line, func(r rune) bool { return strings.ContainsRune(RowSeparators, r) })
	if len(parts) > altiplano.WarehouseRowsLimit.Max {
		return nil, entryProblem(rules.Problem{Kind: rules.TooMany, Field: rules.At(altiplano.FieldWarehouse), N: len(parts), Max: altiplano.WarehouseRowsLimit.Max})
	}
	rows := make([]Row, 0, len(parts))
	for i, part := range parts {
		row, p := ParseRowLine(part, lex)
		if p != nil {
			p.Field = rules.AtIndex(altiplano.FieldWarehouseRow, i+1)
			return nil, p
		}
		rows = append(rows, row)
	}
	return rows, nil
}

// ParseNumbers reads whole numbers within limit, such as the VP of orders: "6 9".
func ParseNumbers(line string, limit rules.Limit) ([]int, *rules.Problem) {
	ws := words(line)
	if len(ws) > maxEntryWords {
		return nil, entryProblem(rules.Problem{Kind: EntryWords, N: len(ws), Max: maxEntryWords})
	}
	var out []int
	for _, w := range ws {
		n, p := limit.Parse("", rules.Field{}, w)
		if p != nil {
			return nil, p
		}
		out = append(out, n)
	}
	return out, nil
}

// ParseMissionsLine reads missions by number, by their whole text or by a
// word of it: "12 5", "build 3 boats, store 20 goods" or "boats 5". text
// gives a mission's text in the user's language; a whole text is read
// before its words (its numbers are no mission numbers, its words may fit
// other missions too); a word must match exactly one mission. A mission
// named by its number and by its text ("12 boats") is one mission; named
// twice the same way ("12 12") it is refused: a player holds each card once.
//
// among are the missions a word is matched against: the ones the player may
// hold when the deal is known, so "store" finds the one dealt; nil is all.
func ParseMissionsLine(line string, text func(altiplano.MissionID) string, among []altiplano.MissionID) ([]altiplano.MissionID, *rules.Problem) {
	if among == nil {
		among = missions.All()
	}
	ws := words(line)
	if len(ws) > maxEntryWords {
		return nil, entryProblem(rules.Problem{Kind: EntryWords, N: len(ws), Max: maxEntryWords})
	}
	var out []altiplano.MissionID
	byNumber, byWord, byTitle := map[altiplano.MissionID]bool{}, map[altiplano.MissionID]bool{}, map[altiplano.MissionID]bool{}
	twice := func(id altiplano.MissionID) *rules.Problem {
		return entryProblem(rules.Problem{Kind: altiplano.DuplicateMission, Ref: int(id)})
	}
	add := func(id altiplano.MissionID, way map[altiplano.MissionID]bool) *rules.Problem {
		if way[id] {
			return twice(id)
		}
		way[id] = true
		if !slices.Contains(out, id) {
			out = append(out, id)
		}
		return nil
	}
	titles := missionTitles(text)
	keys := make([]string, len(ws))
	for k, w := range ws {
		keys[k] = titleKey(w)
	}
	for k := 0; k < len(ws); k++ {
		w := ws[k]
		if id, n := titleAt(titles, keys[k:]); n > 0 {
			if p := add(id, byTitle); p != nil {
				return nil, p
			}
			k += n - 1
			continue
		}
		if digits := strings.TrimPrefix(w, "#"); rules.IsDigits(digits) {
			n, err := strconv.Atoi(digits)
			if err != nil || !altiplano.MissionID(n).Valid() {
				return nil, entryProblem(rules.Problem{Kind: altiplano.NoSuchMission, N: n, Value: digits})
			}
			if p := add(altiplano.MissionID(n), byNumber); p != nil {
				return nil, p
			}
			continue
		}
		var matches []altiplano.MissionID
		needle := strings.ToLower(w)
		for _, id := range among {
			if startsAWord(strings.ToLower(text(id)), needle) {
				matches = append(matches, id)
			}
		}
		switch len(matches) {
		case 0:
			return nil, entryProblem(rules.Problem{Kind: EntryMissionWord, Value: w})
		case 1:
			if p := add(matches[0], byWord); p != nil {
				return nil, p
			}
		default:
			ids := make([]string, len(matches))
			for i, id := range matches {
				ids[i] = strconv.Itoa(int(id))
			}
			return nil, entryProblem(rules.Problem{Kind: EntryMissionAmbiguous, Value: w, Names: ids})
		}
	}
	return out, nil
}

// missionTitle is the words of a mission's whole text, as titleKey reads them.
type missionTitle struct {
	id   altiplano.MissionID
	keys []string
}

// missionTitles are every mission's, in the missions' order.
func missionTitles(text func(altiplano.MissionID) string) []missionTitle {
	var titles []missionTitle
	for _, id := range missions.All() {
		var keys []string
		for _, w := range words(text(id)) {
			if k := titleKey(w); k != "" {
				keys = append(keys, k)
			}
		}
		if len(keys) > 0 {
			titles = append(titles, missionTitle{id, keys})
		}
	}
	return titles
}

// titleAt is the mission whose whole text the answer's words begin with,
// the longest if several do, and how many words it takes; 0 words if none.
// Every mission is matched, as by number: a whole text is as exact.
func titleAt(titles []missionTitle, keys []string) (altiplano.MissionID, int) {
	var best altiplano.MissionID
	n := 0
	for _, t := range titles {
		if len(t.keys) > n && len(t.keys) <= len(keys) && slices.Equal(t.keys, keys[:len(t.keys)]) {
			best, n = t.id, len(t.keys)
		}
	}
	return best, n
}

// titleKey is a word as a mission's text is compared: its letters and
// digits only, lower case, so "Boats." and "boats" are one word.
func titleKey(w string) string {
	return strings.Map(func(r rune) rune {
		if unicode.IsLetter(r) || unicode.IsDigit(r) {
			return unicode.ToLower(r)
		}
		return -1
	}, w)
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
