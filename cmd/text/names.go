package text

import (
	"altiplano/rules/altiplano"
	"altiplano/rules/altiplano/catalog"
	"altiplano/rules/printed"
	scoring "altiplano/scoring/altiplano"
	setup "altiplano/setup/altiplano"
)

// Names of the things of the game, declared per identifier so that a test
// can check, from the model's own lists, that each has a text.

var roleNames = map[altiplano.Role]M0{
	altiplano.Woodcutter: M0{Key: "role.woodcutter"},
	altiplano.Fisherman:  M0{Key: "role.fisherman"},
	altiplano.Shepherd:   M0{Key: "role.shepherd"},
	altiplano.Miner:      M0{Key: "role.miner"},
	altiplano.Farmer:     M0{Key: "role.farmer"},
	altiplano.Trader:     M0{Key: "role.trader"},
	altiplano.Stonemason: M0{Key: "role.stonemason"},
}

var itemNames = map[altiplano.Item]M0{
	altiplano.ItemCart:  M0{Key: "item.cart"},
	altiplano.ItemHouse: M0{Key: "item.house"},
	altiplano.ItemBoat:  M0{Key: "item.boat"},
	altiplano.ItemOrder: M0{Key: "item.order"},
	altiplano.ItemCoins: M0{Key: "item.coins"},
}

var categoryNames = map[altiplano.Category]M0{
	altiplano.ScoreGoods:      M0{Key: "category.goods"},
	altiplano.ScoreBoats:      M0{Key: "category.boats"},
	altiplano.ScoreHouses:     M0{Key: "category.houses"},
	altiplano.ScoreOrders:     M0{Key: "category.orders"},
	altiplano.ScoreHouseBonus: M0{Key: "category.house_bonus"},
	altiplano.ScoreWarehouse:  M0{Key: "category.warehouse"},
	altiplano.ScoreMissions:   M0{Key: "category.missions"},
}

var sideNames = map[altiplano.Side]M0{
	altiplano.Left:  M0{Key: "side.left"},
	altiplano.Right: M0{Key: "side.right"},
}

var sourceNames = map[printed.Source]M0{
	catalog.Rulebook: SourceRulebook,
	catalog.Inferred: SourceInferred,
	catalog.Unknown:  SourceUnknown,
	catalog.Box:      SourceBox,
}

// missionTexts are each card's text in a few words; missionRules how the
// program decides it.
var missionTexts = [altiplano.MissionCount + 1]M0{
	1: M0{Key: "mission.1.text"}, 2: M0{Key: "mission.2.text"}, 3: M0{Key: "mission.3.text"}, 4: M0{Key: "mission.4.text"},
	5: M0{Key: "mission.5.text"}, 6: M0{Key: "mission.6.text"}, 7: M0{Key: "mission.7.text"}, 8: M0{Key: "mission.8.text"},
	9: M0{Key: "mission.9.text"}, 10: M0{Key: "mission.10.text"}, 11: M0{Key: "mission.11.text"}, 12: M0{Key: "mission.12.text"},
	13: M0{Key: "mission.13.text"}, 14: M0{Key: "mission.14.text"}, 15: M0{Key: "mission.15.text"}, 16: M0{Key: "mission.16.text"},
	17: M0{Key: "mission.17.text"}, 18: M0{Key: "mission.18.text"}, 19: M0{Key: "mission.19.text"}, 20: M0{Key: "mission.20.text"},
}

var missionRules = [altiplano.MissionCount + 1]M0{
	1: M0{Key: "mission.1.rule"}, 2: M0{Key: "mission.2.rule"}, 3: M0{Key: "mission.3.rule"}, 4: M0{Key: "mission.4.rule"},
	5: M0{Key: "mission.5.rule"}, 6: M0{Key: "mission.6.rule"}, 7: M0{Key: "mission.7.rule"}, 8: M0{Key: "mission.8.rule"},
	9: M0{Key: "mission.9.rule"}, 10: M0{Key: "mission.10.rule"}, 11: M0{Key: "mission.11.rule"}, 12: M0{Key: "mission.12.rule"},
	13: M0{Key: "mission.13.rule"}, 14: M0{Key: "mission.14.rule"}, 15: M0{Key: "mission.15.rule"}, 16: M0{Key: "mission.16.rule"},
	17: M0{Key: "mission.17.rule"}, 18: M0{Key: "mission.18.rule"}, 19: M0{Key: "mission.19.rule"}, 20: M0{Key: "mission.20.rule"},
}

var effectTexts = [altiplano.EffectCount + 1]M0{
	1: M0{Key: "extension.e1"}, 2: M0{Key: "extension.e2"}, 3: M0{Key: "extension.e3"}, 4: M0{Key: "extension.e4"},
	5: M0{Key: "extension.e5"}, 6: M0{Key: "extension.e6"}, 7: M0{Key: "extension.e7"}, 8: M0{Key: "extension.e8"},
	9: M0{Key: "extension.e9"}, 10: M0{Key: "extension.e10"}, 11: M0{Key: "extension.e11"}, 12: M0{Key: "extension.e12"},
	13: M0{Key: "extension.e13"}, 14: M0{Key: "extension.e14"}, 15: M0{Key: "extension.e15"}, 16: M0{Key: "extension.e16"},
	17: M0{Key: "extension.e17"}, 18: M0{Key: "extension.e18"}, 19: M0{Key: "extension.e19"}, 20: M0{Key: "extension.e20"},
	21: M0{Key: "extension.e21"}, 22: M0{Key: "extension.e22"}, 23: M0{Key: "extension.e23"}, 24: M0{Key: "extension.e24"},
	25: M0{Key: "extension.e25"},
}

// noteTexts explain where a printed value comes from (the catalog's notes).
var noteTexts = map[catalog.Note]M0{
	"goods_zero_tier":      M0{Key: "note.goods_zero_tier"},
	"goods_market_price":   M0{Key: "note.goods_market_price"},
	"goods_cloth_tip":      M0{Key: "note.goods_cloth_tip"},
	"warehouse_row1":       M0{Key: "note.warehouse_row1"},
	"warehouse_rows":       M0{Key: "note.warehouse_rows"},
	"warehouse_vp_missing": M0{Key: "note.warehouse_vp_missing"},
	"missions_vp":          M0{Key: "note.missions_vp"},
	"strip_rulebook":       M0{Key: "note.strip_rulebook"},
	"strip_guess":          M0{Key: "note.strip_guess"},
	"extension_tiles":      M0{Key: "note.extension_tiles"},
	"role_miner_review":    M0{Key: "note.role_miner_review"},
	"role_unknown":         M0{Key: "note.role_unknown"},
	"house_faces":          M0{Key: "note.house_faces"},
	"house_goods":          M0{Key: "note.house_goods"},
	"boat_faces":           M0{Key: "note.boat_faces"},
	"boat_goods":           M0{Key: "note.boat_goods"},
	"order_faces":          M0{Key: "note.order_faces"},
}

func name[K comparable](p Printer, names map[K]M0, k K, fallback string) string {
	if m, ok := names[k]; ok {
		return m.In(p)
	}
	return Safe(fallback)
}

// Good is the good's name as the rulebook of p's language prints it.
func Good(p Printer, g altiplano.Good) string {
	return terms().name(p.lang, "good."+string(g), string(g))
}

// Location is the location's name as the rulebook of p's language prints it.
func Location(p Printer, l altiplano.Location) string {
	return terms().name(p.lang, "location."+string(l), string(l))
}

// Role is the role's name.
func Role(p Printer, r altiplano.Role) string { return name(p, roleNames, r, string(r)) }

// Item is what is laid out at setup: a good's name or a component's.
func Item(p Printer, it altiplano.Item) string {
	if g := altiplano.Good(it); g.Valid() {
		return Good(p, g)
	}
	return name(p, itemNames, it, string(it))
}

// Category is a score-pad line's name.
func Category(p Printer, c altiplano.Category) string { return name(p, categoryNames, c, string(c)) }

// Side is a warehouse side's name; "?" when a learned row did not record it.
func Side(p Printer, s altiplano.Side) string { return name(p, sideNames, s, "?") }

// Source is the name of where a printed value comes from.
func (p Printer) Source(s printed.Source) string { return name(p, sourceNames, s, string(s)) }

// MissionText is a mission card's text in a few words.
func MissionText(p Printer, id altiplano.MissionID) string {
	if !id.Valid() {
		return ""
	}
	return missionTexts[id].In(p)
}

// MissionRule is how the program decides a mission.
func MissionRule(p Printer, id altiplano.MissionID) string {
	if !id.Valid() {
		return ""
	}
	return missionRules[id].In(p)
}

// Effect is an extension effect's description.
func Effect(p Printer, e altiplano.Effect) string {
	if !e.Valid() {
		return ""
	}
	return effectTexts[e].In(p)
}

// Note explains where a printed value comes from.
// NoteText explains a catalog value's note, as a footnote says it.
func NoteText(n catalog.Note) Text {
	if n == "" {
		return Text{}
	}
	if m, ok := noteTexts[n]; ok {
		return m.T()
	}
	return List(string(n))
}

// SeatNames are the seats of a setup, clockwise: its names, or "Player 1"…
func SeatNames(p Printer, o setup.Options) []string {
	if o.Named() {
		return o.Names
	}
	names := make([]string, o.Players)
	for i := range names {
		names[i] = SeatLabel.In(p, i+1)
	}
	return names
}

// Goods renders goods as names joined by spaces: "fish fish corn".
func Goods(p Printer, goods []altiplano.Good) string {
	out := ""
	for i, g := range goods {
		if i > 0 {
			out += " "
		}
		out += Good(p, g)
	}
	return out
}

// GoodCounts renders counts in component order: "3 wood, 2 stone, 1 glass";
// empty for none.
func GoodCounts(p Printer, goods map[altiplano.Good]int) string {
	out := ""
	for _, g := range altiplano.Goods() {
		if n := goods[g]; n > 0 {
			if out != "" {
				out += ", "
			}
			out += GoodsCount.In(p, n, Good(p, g))
		}
	}
	return out
}

// Row renders a row as typed back: "fish fish corn = 2".
func Row(p Printer, r scoring.Row) string {
	s := Goods(p, r.Goods)
	if r.VP != nil {
		s += " = " + itoa(*r.VP)
	}
	return s
}
