// Package answer reads the one-line answers of a box calibration into
// Altiplano's printed values: what a user reads off a component, typed in
// one line. Each parser returns the values or a typed problem naming the
// section and the item, and checks against the rules what can be checked
// (row 1 has 3 spaces, letters A–D, …), so an answer is refused as soon
// as it is typed.
package answer

import (
	"slices"
	"strconv"
	"strings"
	"unicode"

	"altiplano/rules"
	"altiplano/rules/altiplano"
	"altiplano/rules/altiplano/catalog"
)

// Kinds of problems with a calibration answer.
const (
	// EntryRowPair: a warehouse row not written as spaces/VP. Value.
	EntryRowPair rules.Kind = "box_entry_row_pair"
	// EntryGoodPlaced: Good was already read at N VP; each good has one value.
	EntryGoodPlaced rules.Kind = "box_entry_good_placed"
	// EntryGoodsLeft: goods not yet read at any value (Names: their identifiers).
	EntryGoodsLeft rules.Kind = "box_entry_goods_left"
	// EntryOrderCard: an order card without exactly one number (its VP) and
	// at least one good. Value.
	EntryOrderCard rules.Kind = "box_entry_order_card"
	// EntryTile: a tile not written as effect, letter, mark (optional), cost. Value.
	EntryTile rules.Kind = "box_entry_tile"
	// EntryRole: a role start not written as food, coins, then goods. Value.
	EntryRole rules.Kind = "box_entry_role"
	// EffectsLeft: effects on no tile yet (Names: their numbers) while only
	// N tiles remain to be read.
	EffectsLeft rules.Kind = "box_effects_left"
	// EntryTooLong: an answer of N bytes; at most Max.
	EntryTooLong rules.Kind = "box_entry_too_long"
)

// EntryKinds lists the kinds above, for the presentation's completeness test.
func EntryKinds() []rules.Kind {
	return []rules.Kind{EntryRowPair, EntryGoodPlaced, EntryGoodsLeft, EntryOrderCard, EntryTile, EntryRole, EffectsLeft, EntryTooLong}
}

// Fields of a calibration answer, beyond those rules declares. Index is 1-based.
const (
	FieldStrip      rules.FieldKind = "strip"
	FieldStripSlot  rules.FieldKind = "strip_slot" // Index is the slot, from the bottom (free) one
	FieldOrderCard  rules.FieldKind = "order_card" // Index is the card, in the order read
	FieldBoat       rules.FieldKind = "boat"       // Index is the boat card
	FieldExtensions rules.FieldKind = "extensions"
	FieldTile       rules.FieldKind = "tile" // Index is the tile, in the order read
	FieldRole       rules.FieldKind = "role" // Index is the role's place in rules.Roles()
)

// FieldKinds lists the fields above, for the presentation's completeness test.
func FieldKinds() []rules.FieldKind {
	return []rules.FieldKind{FieldStrip, FieldStripSlot, FieldOrderCard, FieldBoat, FieldExtensions, FieldTile, FieldRole}
}

func problem(p rules.Problem) *rules.Problem { return &p }

// answerWords splits an answer at spaces, commas and semicolons, refusing
// one longer than any component needs.
func answerWords(line string, field rules.Field) ([]string, *rules.Problem) {
	if !altiplano.AnswerBytesLimit.Contains(len(line)) {
		return nil, problem(rules.Problem{Kind: EntryTooLong, Field: field, N: len(line), Max: altiplano.AnswerBytesLimit.Max})
	}
	ws := strings.FieldsFunc(line, func(r rune) bool { return unicode.IsSpace(r) || r == ',' || r == ';' })
	if !altiplano.AnswerWordsLimit.Contains(len(ws)) {
		return nil, problem(rules.Problem{Kind: rules.TooMany, Field: field, N: len(ws), Max: altiplano.AnswerWordsLimit.Max})
	}
	return ws, nil
}

// TierValues are the values the calibration asks goods for, highest first:
// the overview's tiers, its two 0 tiers asked together.
func TierValues() []int {
	var out []int
	for _, vp := range altiplano.OverviewTiers {
		if !slices.Contains(out, vp) {
			out = append(out, vp)
		}
	}
	slices.Sort(out)
	slices.Reverse(out)
	return out
}

// RulebookGoods are the goods whose value the rulebook states (good → VP):
// the calibration places them without asking.
func RulebookGoods() map[altiplano.Good]int {
	out := map[altiplano.Good]int{}
	for _, g := range altiplano.Goods() {
		if v := catalog.Default().GoodVP(g); v.Source == catalog.Rulebook {
			out[g] = v.N
		}
	}
	return out
}

// ParseTier reads the goods shown at one value of the scoring overview, in
// any language the lexicon knows, each once: "silver glass". Empty is none.
func ParseTier(line string, lex altiplano.Lexicon) ([]altiplano.Good, *rules.Problem) {
	field := rules.At(altiplano.FieldGoods)
	ws, pr := answerWords(line, field)
	if pr != nil {
		return nil, pr
	}
	var out []altiplano.Good
	for _, w := range ws {
		g, ok := lex.Good(w)
		switch {
		case !ok:
			return nil, problem(rules.Problem{Kind: altiplano.UnknownGood, Field: field, Value: w})
		case slices.Contains(out, g):
			return nil, problem(rules.Problem{Kind: altiplano.DuplicateGood, Field: field, Value: w, Item: string(g)})
		}
		out = append(out, g)
	}
	return out, nil
}

// CheckTier checks the goods read at one value against those placed at
// other values (placed: good → VP): each good has one value. With last,
// every good must have its value once these are placed.
func CheckTier(placed map[altiplano.Good]int, goods []altiplano.Good, last bool) *rules.Problem {
	field := rules.At(altiplano.FieldGoods)
	for _, g := range goods {
		if vp, ok := placed[g]; ok {
			return problem(rules.Problem{Kind: EntryGoodPlaced, Field: field, Item: string(g), N: vp})
		}
	}
	if !last {
		return nil
	}
	var left []string
	for _, g := range altiplano.Goods() {
		if _, ok := placed[g]; !ok && !slices.Contains(goods, g) {
			left = append(left, string(g))
		}
	}
	if len(left) > 0 {
		return problem(rules.Problem{Kind: EntryGoodsLeft, Field: field, Names: left})
	}
	return nil
}

// ParseWarehouseSide reads one side of the warehouse board, rows from the
// bottom, each as spaces/VP: "3/1 3/2 4/3". before is the number of rows
// filled before this side (0 for the left side), so that problems name the
// row in filling order and row 1 is checked against the rulebook. Empty is
// no row.
func ParseWarehouseSide(line string, side altiplano.Side, before int) ([]catalog.ProfileRow, *rules.Problem) {
	ws, pr := answerWords(line, rules.At(altiplano.FieldWarehouse))
	if pr != nil {
		return nil, pr
	}
	if n := before + len(ws); !altiplano.WarehouseRowsLimit.Contains(n) {
		return nil, problem(rules.Problem{Kind: rules.TooMany, Field: rules.At(altiplano.FieldWarehouse), N: n, Max: altiplano.WarehouseRowsLimit.Max})
	}
	rows := make([]catalog.ProfileRow, 0, len(ws))
	for i, w := range ws {
		field := rules.AtIndex(altiplano.FieldWarehouseRow, before+i+1)
		capText, vpText, ok := strings.Cut(w, "/")
		if !ok || !rules.IsDigits(capText) || !rules.IsDigits(vpText) {
			return nil, problem(rules.Problem{Kind: EntryRowPair, Field: field, Value: w})
		}
		capacity, pr := altiplano.RowCapacityLimit.Parse("", field, capText)
		if pr != nil {
			return nil, pr
		}
		if before+i == 0 && capacity != altiplano.FirstRowCapacity {
			return nil, problem(rules.Problem{Kind: catalog.FirstRow, Field: field, N: capacity, Max: altiplano.FirstRowCapacity})
		}
		vp, pr := altiplano.RowVPLimit.Parse("", field, vpText)
		if pr != nil {
			return nil, pr
		}
		rows = append(rows, catalog.ProfileRow{Side: side, Capacity: capacity, VP: &vp})
		if pr := catalog.RowsGrow(rows, i); pr != nil {
			pr.N, pr.Field = before+i, field
			return nil, pr
		}
	}
	return rows, nil
}

// numbers reads exactly want whole numbers within limit, naming each by
// item(i) and the whole by field.
func numbers(line string, want int, limit rules.Limit, field rules.Field, item func(i int) rules.Field) ([]int, *rules.Problem) {
	ws, pr := answerWords(line, field)
	if pr != nil {
		return nil, pr
	}
	out := make([]int, 0, len(ws))
	for i, w := range ws {
		n, pr := limit.Parse("", item(i), strings.TrimPrefix(w, "+"))
		if pr != nil {
			return nil, pr
		}
		out = append(out, n)
	}
	if len(out) != want {
		return nil, problem(rules.Problem{Kind: catalog.Count, Field: field, N: len(out), Max: want})
	}
	return out, nil
}

// ParseMissionVPs reads the VP of all 20 missions, in card-number order:
// "5 4 5 6 …".
func ParseMissionVPs(line string) (map[altiplano.MissionID]int, *rules.Problem) {
	vps, pr := numbers(line, altiplano.MissionCount, altiplano.MissionVPLimit, rules.At(altiplano.FieldMissions),
		func(i int) rules.Field { return rules.AtIndex(altiplano.FieldMission, i+1) })
	if pr != nil {
		return nil, pr
	}
	out := make(map[altiplano.MissionID]int, len(vps))
	for i, vp := range vps {
		out[altiplano.MissionID(i+1)] = vp
	}
	return out, nil
}

// ParseStrip reads the five surcharges beside the strip's slots, bottom
// (free) slot first: "0 1 2 3 4" (a + before a number is allowed).
func ParseStrip(line string) ([]int, *rules.Problem) {
	slot := func(i int) rules.Field { return rules.AtIndex(FieldStripSlot, i+1) }
	out, pr := numbers(line, altiplano.Box().ExtensionSlots, altiplano.SurchargeLimit, rules.At(FieldStrip), slot)
	if pr != nil {
		return nil, pr
	}
	for i, s := range out {
		if pr := catalog.CheckStrip(i, s); pr != nil {
			pr.Field = slot(i)
			return nil, pr
		}
	}
	return out, nil
}

// ParseOrderCard reads one order card: the goods it asks for and its VP,
// in any order: "wool fish 6". card (1-based) names it in problems.
func ParseOrderCard(line string, lex altiplano.Lexicon, card int) (catalog.OrderCard, *rules.Problem) {
	field := rules.AtIndex(FieldOrderCard, card)
	ws, pr := answerWords(line, field)
	if pr != nil {
		return catalog.OrderCard{}, pr
	}
	var o catalog.OrderCard
	var vps []string
	for _, w := range ws {
		if rules.IsDigits(w) || strings.HasPrefix(w, "-") {
			vps = append(vps, w)
			continue
		}
		g, ok := lex.Good(w)
		if !ok {
			return catalog.OrderCard{}, problem(rules.Problem{Kind: altiplano.UnknownGood, Field: field, Value: w})
		}
		o.Goods = append(o.Goods, g)
	}
	if len(vps) != 1 || len(o.Goods) == 0 {
		return catalog.OrderCard{}, problem(rules.Problem{Kind: EntryOrderCard, Field: field, Value: line})
	}
	if o.VP, pr = altiplano.OrderVPLimit.Parse("", field, vps[0]); pr != nil {
		return catalog.OrderCard{}, pr
	}
	if !altiplano.OrderGoodsLimit.Contains(len(o.Goods)) {
		return catalog.OrderCard{}, problem(rules.Problem{Kind: rules.TooMany, Field: field, N: len(o.Goods), Max: altiplano.OrderGoodsLimit.Max})
	}
	return o, nil
}

// ParseFaces reads the good printed on each card of a kind (houses, boats):
// exactly want goods, in any language: "glass silver cloth …".
func ParseFaces(line string, lex altiplano.Lexicon, want int, field rules.Field) ([]altiplano.Good, *rules.Problem) {
	ws, pr := answerWords(line, field)
	if pr != nil {
		return nil, pr
	}
	out := make([]altiplano.Good, 0, len(ws))
	for _, w := range ws {
		g, ok := lex.Good(w)
		if !ok {
			return nil, problem(rules.Problem{Kind: altiplano.UnknownGood, Field: field, Value: w})
		}
		out = append(out, g)
	}
	if len(out) != want {
		return nil, problem(rules.Problem{Kind: catalog.Count, Field: field, N: len(out), Max: want})
	}
	return out, nil
}

// ParseHouses reads the good printed on each of the house cards, as
// ParseFaces, refusing a good no house shows (HouseNever), with the card.
func ParseHouses(line string, lex altiplano.Lexicon) ([]altiplano.Good, *rules.Problem) {
	faces, pr := ParseFaces(line, lex, altiplano.Box().Houses, rules.At(altiplano.FieldHouses))
	if pr != nil {
		return nil, pr
	}
	for i, g := range faces {
		if slices.Contains(catalog.HouseNever, g) {
			return nil, problem(rules.Problem{Kind: catalog.HouseFace, Field: rules.AtIndex(altiplano.FieldHouse, i+1), Item: string(g)})
		}
	}
	return faces, nil
}

// ParseTile reads one extension tile: its effect number (E1–E25, the E may
// be left out), back letter, player mark if it has one, and cost:
// "5 A 3+ 1", "E1 A 1". tile (1-based) names it in problems.
func ParseTile(line string, tile int) (catalog.ExtensionTile, *rules.Problem) {
	field := rules.AtIndex(FieldTile, tile)
	ws, pr := answerWords(line, field)
	if pr != nil {
		return catalog.ExtensionTile{}, pr
	}
	if len(ws) != 3 && len(ws) != 4 {
		return catalog.ExtensionTile{}, problem(rules.Problem{Kind: EntryTile, Field: field, Value: line})
	}
	var t catalog.ExtensionTile
	effect := strings.TrimPrefix(strings.ToUpper(ws[0]), "E")
	if !rules.IsDigits(effect) {
		return t, problem(rules.Problem{Kind: EntryTile, Field: field, Value: line})
	}
	e, err := strconv.Atoi(effect)
	if err != nil {
		return t, problem(rules.Problem{Kind: EntryTile, Field: field, Value: line})
	}
	if !altiplano.Effect(e).Valid() {
		return t, problem(rules.Problem{Kind: catalog.NoSuchEffect, Field: field, N: e, Value: ws[0]})
	}
	t.Effect = altiplano.Effect(e)
	if t.Letter = altiplano.Letter(strings.ToUpper(ws[1])); !t.Letter.Valid() {
		return t, problem(rules.Problem{Kind: catalog.Letter, Field: field, Value: ws[1]})
	}
	if len(ws) == 4 {
		t.Players = altiplano.PlayerMark(ws[2])
		if !t.Players.Valid() || t.Players == altiplano.AnyPlayers {
			return t, problem(rules.Problem{Kind: catalog.Mark, Field: field, Value: ws[2]})
		}
	}
	if t.Cost, pr = altiplano.TileCostLimit.Parse("", field, ws[len(ws)-1]); pr != nil {
		return t, pr
	}
	return t, nil
}

// CheckEffectsLeft refuses tiles read so far that leave more effects on no
// tile than the remaining tiles could carry: every effect is on a tile.
func CheckEffectsLeft(tiles []catalog.ExtensionTile, remaining int) *rules.Problem {
	var missing []string
	for _, e := range altiplano.Effects() {
		if !slices.ContainsFunc(tiles, func(t catalog.ExtensionTile) bool { return t.Effect == e }) {
			missing = append(missing, strconv.Itoa(int(e)))
		}
	}
	if len(missing) > remaining {
		return problem(rules.Problem{Kind: EffectsLeft, Field: rules.At(FieldExtensions), N: remaining, Names: missing})
	}
	return nil
}

// ParseRoleStart reads what a role tile gives at the start: food, coins,
// then its goods, a count before a good for more than one: "2 1 wood
// stone", "2 1 2 fish". role names it in problems.
func ParseRoleStart(line string, lex altiplano.Lexicon, role altiplano.Role) (catalog.RoleStart, *rules.Problem) {
	field := rules.AtIndex(FieldRole, slices.Index(altiplano.Roles(), role)+1)
	ws, pr := answerWords(line, field)
	if pr != nil {
		return catalog.RoleStart{}, pr
	}
	if len(ws) < 2 || !rules.IsDigits(ws[0]) || !rules.IsDigits(ws[1]) {
		return catalog.RoleStart{}, problem(rules.Problem{Kind: EntryRole, Field: field, Value: line})
	}
	s := catalog.RoleStart{Source: catalog.Box}
	if s.Food, pr = altiplano.RoleFoodLimit.Parse("", field, ws[0]); pr != nil {
		return catalog.RoleStart{}, pr
	}
	if s.Coins, pr = altiplano.RoleCoinsLimit.Parse("", field, ws[1]); pr != nil {
		return catalog.RoleStart{}, pr
	}
	count := ""
	for _, w := range ws[2:] {
		if rules.IsDigits(w) {
			if count != "" {
				return catalog.RoleStart{}, problem(rules.Problem{Kind: EntryRole, Field: field, Value: line})
			}
			count = w
			continue
		}
		g, ok := lex.Good(w)
		if !ok {
			return catalog.RoleStart{}, problem(rules.Problem{Kind: altiplano.UnknownGood, Field: field, Value: w})
		}
		n := 1
		if count != "" {
			if n, pr = altiplano.RoleGoodsLimit.Parse("", field, count); pr != nil {
				return catalog.RoleStart{}, pr
			}
			count = ""
		}
		s.Goods.Add(g, n)
		if pr := altiplano.RoleGoodsLimit.Check("", field, s.Goods.Of(g)); pr != nil {
			return catalog.RoleStart{}, pr
		}
	}
	if count != "" {
		return catalog.RoleStart{}, problem(rules.Problem{Kind: EntryRole, Field: field, Value: line})
	}
	return s, nil
}
