package text

import (
	"altiplano/rules"
	"altiplano/rules/catalog"
	"altiplano/scoring"
)

// Names of the things of the game, declared per identifier so that a test
// can check, from the model's own lists, that each has a text.

var roleNames = map[rules.Role]M0{
	rules.Woodcutter: m0("role.woodcutter"),
	rules.Fisherman:  m0("role.fisherman"),
	rules.Shepherd:   m0("role.shepherd"),
	rules.Miner:      m0("role.miner"),
	rules.Farmer:     m0("role.farmer"),
	rules.Trader:     m0("role.trader"),
	rules.Stonemason: m0("role.stonemason"),
}

var itemNames = map[rules.Item]M0{
	rules.ItemCart:  m0("item.cart"),
	rules.ItemHouse: m0("item.house"),
	rules.ItemBoat:  m0("item.boat"),
	rules.ItemOrder: m0("item.order"),
	rules.ItemCoins: m0("item.coins"),
}

var categoryNames = map[rules.Category]M0{
	rules.ScoreGoods:      m0("category.goods"),
	rules.ScoreBoats:      m0("category.boats"),
	rules.ScoreHouses:     m0("category.houses"),
	rules.ScoreOrders:     m0("category.orders"),
	rules.ScoreHouseBonus: m0("category.house_bonus"),
	rules.ScoreWarehouse:  m0("category.warehouse"),
	rules.ScoreMissions:   m0("category.missions"),
}

var sideNames = map[rules.Side]M0{
	rules.Left:  m0("side.left"),
	rules.Right: m0("side.right"),
}

var sourceNames = map[catalog.Source]M0{
	catalog.Rulebook: SourceRulebook,
	catalog.Inferred: SourceInferred,
	catalog.Unknown:  SourceUnknown,
	catalog.Box:      SourceBox,
}

// missionTexts are each card's text in a few words; missionRules how the
// program decides it.
var missionTexts = map[rules.MissionID]M0{
	1: m0("mission.1.text"), 2: m0("mission.2.text"), 3: m0("mission.3.text"), 4: m0("mission.4.text"),
	5: m0("mission.5.text"), 6: m0("mission.6.text"), 7: m0("mission.7.text"), 8: m0("mission.8.text"),
	9: m0("mission.9.text"), 10: m0("mission.10.text"), 11: m0("mission.11.text"), 12: m0("mission.12.text"),
	13: m0("mission.13.text"), 14: m0("mission.14.text"), 15: m0("mission.15.text"), 16: m0("mission.16.text"),
	17: m0("mission.17.text"), 18: m0("mission.18.text"), 19: m0("mission.19.text"), 20: m0("mission.20.text"),
}

var missionRules = map[rules.MissionID]M0{
	1: m0("mission.1.rule"), 2: m0("mission.2.rule"), 3: m0("mission.3.rule"), 4: m0("mission.4.rule"),
	5: m0("mission.5.rule"), 6: m0("mission.6.rule"), 7: m0("mission.7.rule"), 8: m0("mission.8.rule"),
	9: m0("mission.9.rule"), 10: m0("mission.10.rule"), 11: m0("mission.11.rule"), 12: m0("mission.12.rule"),
	13: m0("mission.13.rule"), 14: m0("mission.14.rule"), 15: m0("mission.15.rule"), 16: m0("mission.16.rule"),
	17: m0("mission.17.rule"), 18: m0("mission.18.rule"), 19: m0("mission.19.rule"), 20: m0("mission.20.rule"),
}

var effectTexts = map[rules.Effect]M0{
	1: m0("extension.e1"), 2: m0("extension.e2"), 3: m0("extension.e3"), 4: m0("extension.e4"),
	5: m0("extension.e5"), 6: m0("extension.e6"), 7: m0("extension.e7"), 8: m0("extension.e8"),
	9: m0("extension.e9"), 10: m0("extension.e10"), 11: m0("extension.e11"), 12: m0("extension.e12"),
	13: m0("extension.e13"), 14: m0("extension.e14"), 15: m0("extension.e15"), 16: m0("extension.e16"),
	17: m0("extension.e17"), 18: m0("extension.e18"), 19: m0("extension.e19"), 20: m0("extension.e20"),
	21: m0("extension.e21"), 22: m0("extension.e22"), 23: m0("extension.e23"), 24: m0("extension.e24"),
	25: m0("extension.e25"),
}

// noteTexts explain where a printed value comes from (the catalog's notes).
var noteTexts = map[catalog.Note]M0{
	"goods_zero_tier":      m0("note.goods_zero_tier"),
	"goods_market_price":   m0("note.goods_market_price"),
	"goods_cloth_tip":      m0("note.goods_cloth_tip"),
	"warehouse_row1":       m0("note.warehouse_row1"),
	"warehouse_rows":       m0("note.warehouse_rows"),
	"warehouse_vp_missing": m0("note.warehouse_vp_missing"),
	"missions_vp":          m0("note.missions_vp"),
	"strip_rulebook":       m0("note.strip_rulebook"),
	"strip_guess":          m0("note.strip_guess"),
	"extension_tiles":      m0("note.extension_tiles"),
	"role_miner_review":    m0("note.role_miner_review"),
	"role_unknown":         m0("note.role_unknown"),
	"house_faces":          m0("note.house_faces"),
	"house_goods":          m0("note.house_goods"),
	"boat_faces":           m0("note.boat_faces"),
	"boat_goods":           m0("note.boat_goods"),
	"order_faces":          m0("note.order_faces"),
}

// Notes lists the notes this package can explain, for the catalog test.
func Notes() []catalog.Note {
	out := make([]catalog.Note, 0, len(noteTexts))
	for n := range noteTexts {
		out = append(out, n)
	}
	return out
}

func name[K comparable](p Printer, names map[K]M0, k K, fallback string) string {
	if m, ok := names[k]; ok {
		return m.In(p)
	}
	return Safe(fallback)
}

// Good is the good's name as the rulebook of p's language prints it.
func (p Printer) Good(g rules.Good) string { return terms().name(p.lang, "good."+string(g), string(g)) }

// Location is the location's name as the rulebook of p's language prints it.
func (p Printer) Location(l rules.Location) string {
	return terms().name(p.lang, "location."+string(l), string(l))
}

// Role is the role's name.
func (p Printer) Role(r rules.Role) string { return name(p, roleNames, r, string(r)) }

// Item is what is laid out at setup: a good's name or a component's.
func (p Printer) Item(it rules.Item) string {
	if g := rules.Good(it); g.Valid() {
		return p.Good(g)
	}
	return name(p, itemNames, it, string(it))
}

// Category is a score-pad line's name.
func (p Printer) Category(c rules.Category) string { return name(p, categoryNames, c, string(c)) }

// Side is a warehouse side's name; "?" when a learned row did not record it.
func (p Printer) Side(s rules.Side) string { return name(p, sideNames, s, "?") }

// Source is the name of where a printed value comes from.
func (p Printer) Source(s catalog.Source) string { return name(p, sourceNames, s, string(s)) }

// MissionText is a mission card's text in a few words.
func (p Printer) MissionText(id rules.MissionID) string { return name(p, missionTexts, id, "") }

// MissionRule is how the program decides a mission.
func (p Printer) MissionRule(id rules.MissionID) string { return name(p, missionRules, id, "") }

// Effect is an extension effect's description.
func (p Printer) Effect(e rules.Effect) string { return name(p, effectTexts, e, "") }

// Note explains where a printed value comes from.
func (p Printer) Note(n catalog.Note) string { return name(p, noteTexts, n, string(n)) }

// Goods renders goods as names joined by spaces: "fish fish corn".
func (p Printer) Goods(goods []rules.Good) string {
	out := ""
	for i, g := range goods {
		if i > 0 {
			out += " "
		}
		out += p.Good(g)
	}
	return out
}

// GoodCounts renders counts in component order: "3 wood, 2 stone, 1 glass";
// empty for none.
func (p Printer) GoodCounts(goods map[rules.Good]int) string {
	out := ""
	for _, g := range rules.Goods() {
		if n := goods[g]; n > 0 {
			if out != "" {
				out += ", "
			}
			out += GoodsCount.In(p, n, p.Good(g))
		}
	}
	return out
}

// Row renders a row as typed back: "fish fish corn = 2".
func (p Printer) Row(r scoring.Row) string {
	s := p.Goods(r.Goods)
	if r.VP != nil {
		s += " = " + itoa(*r.VP)
	}
	return s
}
