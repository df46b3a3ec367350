package box

import (
	"strconv"
	"strings"

	"altiplano/cmd/altiplano/words"
	"altiplano/cmd/game"
	"altiplano/cmd/text"
	"altiplano/rules/altiplano"
	"altiplano/rules/altiplano/catalog"
)

// items lists what profile q records in section s, in the box's order.
func items(p text.Printer, q catalog.Profile, s catalog.Section) []item {
	var out []item
	switch s {
	case catalog.GoodsSection:
		for _, g := range altiplano.Goods() {
			if vp, ok := q.Goods[g]; ok {
				out = append(out, item{Label: words.Good(p, g), Value: words.BoxValueVP.In(p, vp)})
			}
		}
	case catalog.WarehouseSection:
		for i, r := range q.WarehouseRows {
			out = append(out, item{Label: words.BoxItemRow.In(p, i+1), Value: rowText(p, r)})
		}
		if q.MoreRows {
			out = append(out, item{Label: words.BoxItemMoreRows.In(p), Value: words.ShowYes.In(p)})
		}
	case catalog.MissionsSection:
		for _, id := range altiplano.MissionIDs() {
			if vp, ok := q.Missions[id]; ok {
				out = append(out, item{Label: words.FieldMission.In(p, int(id)), Value: words.BoxValueVP.In(p, vp)})
			}
		}
	case catalog.StripSection:
		for i, s := range q.Strip {
			out = append(out, item{Label: words.BoxItemSlot.In(p, i+1), Value: "+" + strconv.Itoa(s)})
		}
	case catalog.OrdersSection:
		for i, o := range q.Orders {
			out = append(out, item{Label: words.BoxItemCard.In(p, i+1), Value: orderText(p, o)})
		}
	case catalog.HousesSection:
		for i, g := range q.Houses {
			out = append(out, item{Label: words.FieldHouse.In(p, i+1), Value: words.Good(p, g)})
		}
	case catalog.BoatsSection:
		for i, g := range q.Boats {
			out = append(out, item{Label: words.FieldBoat.In(p, i+1), Value: words.Good(p, g)})
		}
	case catalog.ExtensionsSection:
		for i, t := range q.ExtensionTiles {
			out = append(out, item{Label: words.BoxItemTile.In(p, i+1), Value: tileText(p, t)})
		}
	case catalog.RolesSection:
		for _, r := range altiplano.Roles() {
			if start, ok := q.Roles[r]; ok {
				out = append(out, item{Label: words.Role(p, r), Value: roleText(p, start)})
			}
		}
	}
	return out
}

// item is one value a profile records, as a person reads it.
type item = game.BoxItem

// rowText is a recorded row: "left · 3 spaces · 1 VP".
func rowText(p text.Printer, r catalog.ProfileRow) string {
	parts := []string{words.BoxValueSpaces.In(p, r.Capacity), "?"}
	if r.VP != nil {
		parts[1] = words.BoxValueVP.In(p, *r.VP)
	}
	if r.Side != "" {
		parts = append([]string{words.Side(p, r.Side)}, parts...)
	}
	return strings.Join(parts, " · ")
}

// orderText is an order card: "wool, fish · 6 VP".
func orderText(p text.Printer, o catalog.OrderCard) string {
	return goodsList(p, o.Goods) + " · " + words.BoxValueVP.In(p, o.VP)
}

// tileText is an extension tile: "E5 · A · 3+ · cost 1".
func tileText(p text.Printer, t catalog.ExtensionTile) string {
	parts := []string{"E" + strconv.Itoa(int(t.Effect)), string(t.Letter)}
	if t.Players != altiplano.AnyPlayers {
		parts = append(parts, string(t.Players))
	}
	return strings.Join(append(parts, words.BoxValueCost.In(p, t.Cost)), " · ")
}

// roleText is a role's start: "food 2, coins 1 · 1 wood, 1 stone".
func roleText(p text.Printer, s catalog.RoleStart) string {
	out := words.BoxValueRole.In(p, s.Food, s.Coins)
	counts := map[altiplano.Good]int{}
	for _, g := range altiplano.Goods() {
		if n := s.Goods.Of(g); n > 0 {
			counts[g] = n
		}
	}
	if len(counts) > 0 {
		out += " · " + words.GoodCounts(p, counts)
	}
	return out
}

// goodsList names goods, comma-separated; "nothing" for none.
func goodsList(p text.Printer, goods []altiplano.Good) string {
	if len(goods) == 0 {
		return text.EchoNothing.In(p)
	}
	names := make([]string, len(goods))
	for i, g := range goods {
		names[i] = words.Good(p, g)
	}
	return strings.Join(names, ", ")
}
