package words

import (
	"strconv"

	"altiplano/cmd/text"
	"altiplano/rules/altiplano"
	"altiplano/rules/altiplano/catalog"
	scoring "altiplano/scoring/altiplano"
	setup "altiplano/setup/altiplano"
)

var roleNames = map[altiplano.Role]text.M0{
	altiplano.Woodcutter: text.M0{Key: "role.woodcutter"},
	altiplano.Fisherman:  text.M0{Key: "role.fisherman"},
	altiplano.Shepherd:   text.M0{Key: "role.shepherd"},
	altiplano.Miner:      text.M0{Key: "role.miner"},
	altiplano.Farmer:     text.M0{Key: "role.farmer"},
	altiplano.Trader:     text.M0{Key: "role.trader"},
	altiplano.Stonemason: text.M0{Key: "role.stonemason"},
}

var itemNames = map[altiplano.Item]text.M0{
	altiplano.ItemCart:  text.M0{Key: "item.cart"},
	altiplano.ItemHouse: text.M0{Key: "item.house"},
	altiplano.ItemBoat:  text.M0{Key: "item.boat"},
	altiplano.ItemOrder: text.M0{Key: "item.order"},
	altiplano.ItemCoins: text.M0{Key: "item.coins"},
}

var categoryNames = map[altiplano.Category]text.M0{
	altiplano.ScoreGoods:      text.M0{Key: "category.goods"},
	altiplano.ScoreBoats:      text.M0{Key: "category.boats"},
	altiplano.ScoreHouses:     text.M0{Key: "category.houses"},
	altiplano.ScoreOrders:     text.M0{Key: "category.orders"},
	altiplano.ScoreHouseBonus: text.M0{Key: "category.house_bonus"},
	altiplano.ScoreWarehouse:  text.M0{Key: "category.warehouse"},
	altiplano.ScoreMissions:   text.M0{Key: "category.missions"},
}

var sideNames = map[altiplano.Side]text.M0{
	altiplano.Left:  text.M0{Key: "side.left"},
	altiplano.Right: text.M0{Key: "side.right"},
}

// missionTexts are each card's text in a few words; missionRules how the
// program decides it.
var missionTexts = [altiplano.MissionCount + 1]text.M0{
	1: text.M0{Key: "mission.1.text"}, 2: text.M0{Key: "mission.2.text"}, 3: text.M0{Key: "mission.3.text"}, 4: text.M0{Key: "mission.4.text"},
	5: text.M0{Key: "mission.5.text"}, 6: text.M0{Key: "mission.6.text"}, 7: text.M0{Key: "mission.7.text"}, 8: text.M0{Key: "mission.8.text"},
	9: text.M0{Key: "mission.9.text"}, 10: text.M0{Key: "mission.10.text"}, 11: text.M0{Key: "mission.11.text"}, 12: text.M0{Key: "mission.12.text"},
	13: text.M0{Key: "mission.13.text"}, 14: text.M0{Key: "mission.14.text"}, 15: text.M0{Key: "mission.15.text"}, 16: text.M0{Key: "mission.16.text"},
	17: text.M0{Key: "mission.17.text"}, 18: text.M0{Key: "mission.18.text"}, 19: text.M0{Key: "mission.19.text"}, 20: text.M0{Key: "mission.20.text"},
}

var missionRules = [altiplano.MissionCount + 1]text.M0{
	1: text.M0{Key: "mission.1.rule"}, 2: text.M0{Key: "mission.2.rule"}, 3: text.M0{Key: "mission.3.rule"}, 4: text.M0{Key: "mission.4.rule"},
	5: text.M0{Key: "mission.5.rule"}, 6: text.M0{Key: "mission.6.rule"}, 7: text.M0{Key: "mission.7.rule"}, 8: text.M0{Key: "mission.8.rule"},
	9: text.M0{Key: "mission.9.rule"}, 10: text.M0{Key: "mission.10.rule"}, 11: text.M0{Key: "mission.11.rule"}, 12: text.M0{Key: "mission.12.rule"},
	13: text.M0{Key: "mission.13.rule"}, 14: text.M0{Key: "mission.14.rule"}, 15: text.M0{Key: "mission.15.rule"}, 16: text.M0{Key: "mission.16.rule"},
	17: text.M0{Key: "mission.17.rule"}, 18: text.M0{Key: "mission.18.rule"}, 19: text.M0{Key: "mission.19.rule"}, 20: text.M0{Key: "mission.20.rule"},
}

// missionLacks are, for each "first to" mission, what a player who was
// first still has at the end, said as what a claim lacks: "no complete
// row of fish".
var missionLacks = map[altiplano.MissionID]text.M0{
	5: text.M0{Key: "mission.5.lacks"}, 11: text.M0{Key: "mission.11.lacks"},
	17: text.M0{Key: "mission.17.lacks"}, 18: text.M0{Key: "mission.18.lacks"},
}

var effectTexts = [altiplano.EffectCount + 1]text.M0{
	1: text.M0{Key: "extension.e1"}, 2: text.M0{Key: "extension.e2"}, 3: text.M0{Key: "extension.e3"}, 4: text.M0{Key: "extension.e4"},
	5: text.M0{Key: "extension.e5"}, 6: text.M0{Key: "extension.e6"}, 7: text.M0{Key: "extension.e7"}, 8: text.M0{Key: "extension.e8"},
	9: text.M0{Key: "extension.e9"}, 10: text.M0{Key: "extension.e10"}, 11: text.M0{Key: "extension.e11"}, 12: text.M0{Key: "extension.e12"},
	13: text.M0{Key: "extension.e13"}, 14: text.M0{Key: "extension.e14"}, 15: text.M0{Key: "extension.e15"}, 16: text.M0{Key: "extension.e16"},
	17: text.M0{Key: "extension.e17"}, 18: text.M0{Key: "extension.e18"}, 19: text.M0{Key: "extension.e19"}, 20: text.M0{Key: "extension.e20"},
	21: text.M0{Key: "extension.e21"}, 22: text.M0{Key: "extension.e22"}, 23: text.M0{Key: "extension.e23"}, 24: text.M0{Key: "extension.e24"},
	25: text.M0{Key: "extension.e25"},
}

// noteTexts explain where a printed value comes from (the catalog's notes).
var noteTexts = map[catalog.Note]text.M0{
	"goods_zero_tier":      text.M0{Key: "note.goods_zero_tier"},
	"goods_market_price":   text.M0{Key: "note.goods_market_price"},
	"goods_cloth_tip":      text.M0{Key: "note.goods_cloth_tip"},
	"warehouse_row1":       text.M0{Key: "note.warehouse_row1"},
	"warehouse_rows":       text.M0{Key: "note.warehouse_rows"},
	"warehouse_vp_missing": text.M0{Key: "note.warehouse_vp_missing"},
	"missions_vp":          text.M0{Key: "note.missions_vp"},
	"strip_rulebook":       text.M0{Key: "note.strip_rulebook"},
	"strip_guess":          text.M0{Key: "note.strip_guess"},
	"extension_tiles":      text.M0{Key: "note.extension_tiles"},
	"role_miner_review":    text.M0{Key: "note.role_miner_review"},
	"role_unknown":         text.M0{Key: "note.role_unknown"},
	"house_faces":          text.M0{Key: "note.house_faces"},
	"house_goods":          text.M0{Key: "note.house_goods"},
	"boat_faces":           text.M0{Key: "note.boat_faces"},
	"boat_goods":           text.M0{Key: "note.boat_goods"},
	"order_faces":          text.M0{Key: "note.order_faces"},
}

// Good is the good's name as the rulebook of p's language prints it.
func Good(p text.Printer, g altiplano.Good) string {
	return terms().Name(p.Lang(), "good."+string(g), string(g))
}

// Location is the location's name as the rulebook of p's language prints it.
func Location(p text.Printer, l altiplano.Location) string {
	return terms().Name(p.Lang(), "location."+string(l), string(l))
}

// Role is the role's name.
func Role(p text.Printer, r altiplano.Role) string { return text.NameOf(p, roleNames, r, string(r)) }

// Item is what is laid out at setup: a good's name or a component's.
func Item(p text.Printer, it altiplano.Item) string {
	if g := altiplano.Good(it); g.Valid() {
		return Good(p, g)
	}
	return text.NameOf(p, itemNames, it, string(it))
}

// Category is a score-pad line's name.
func Category(p text.Printer, c altiplano.Category) string {
	return text.NameOf(p, categoryNames, c, string(c))
}

// Side is a warehouse side's name; "?" when a learned row did not record it.
func Side(p text.Printer, s altiplano.Side) string { return text.NameOf(p, sideNames, s, "?") }

// MissionText is a mission card's text in a few words.
func MissionText(p text.Printer, id altiplano.MissionID) string {
	if !id.Valid() {
		return ""
	}
	return missionTexts[id].In(p)
}

// MissionRule is how the program decides a mission.
func MissionRule(p text.Printer, id altiplano.MissionID) string {
	if !id.Valid() {
		return ""
	}
	return missionRules[id].In(p)
}

// Effect is an extension effect's description.
func Effect(p text.Printer, e altiplano.Effect) string {
	if !e.Valid() {
		return ""
	}
	return effectTexts[e].In(p)
}

// Note explains where a printed value comes from.
// NoteText explains a catalog value's note, as a footnote says it.
func NoteText(n catalog.Note) text.Text {
	if n == "" {
		return text.Text{}
	}
	if m, ok := noteTexts[n]; ok {
		return m.T()
	}
	return text.List(string(n))
}

// SeatNames are the seats of a setup, clockwise: its names, or "Player 1"…
func SeatNames(p text.Printer, o setup.Options) []string {
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
func Goods(p text.Printer, goods []altiplano.Good) string {
	out := ""
	for i, g := range goods {
		if i > 0 {
			out += " "
		}
		out += Good(p, g)
	}
	return out
}

// GoodList renders goods as the language lists items: "glass, silver",
// as a player's houses are echoed beside the goods' counts.
func GoodList(p text.Printer, goods []altiplano.Good) string {
	names := make([]string, len(goods))
	for i, g := range goods {
		names[i] = Good(p, g)
	}
	return p.T(text.List(names...))
}

// GoodCounts renders counts in component order: "3 wood, 2 stone, 1 glass";
// empty for none.
func GoodCounts(p text.Printer, goods map[altiplano.Good]int) string {
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
func Row(p text.Printer, r scoring.Row) string {
	s := Goods(p, r.Goods)
	if r.VP != nil {
		s += " = " + strconv.Itoa(*r.VP)
	}
	return s
}

// CategoryName is a score-pad line's name.
func CategoryName(c altiplano.Category) text.Text { return categoryNames[c].T() }

// RoleName is a role's name.
func RoleName(r altiplano.Role) text.Text { return roleNames[r].T() }

// MissionName is a mission card's text in a few words.
func MissionName(id altiplano.MissionID) text.Text {
	if !id.Valid() {
		return text.Text{}
	}
	return missionTexts[id].T()
}
