package box

import (
	"strconv"
	"strings"

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
				out = append(out, item{Label: text.Good(p, g), Value: text.BoxValueVP.In(p, vp)})
			}
		}
	case catalog.WarehouseSection:
		for i, r := range q.WarehouseRows {
			out = append(out, item{Label: text.BoxItemRow.In(p, i+1), Value: rowText(p, r)})
		}
		if q.MoreRows {
			out = append(out, item{Label: text.BoxItemMoreRows.In(p), Value: text.ShowYes.In(p)})
		}
	case catalog.MissionsSection:
		for _, id := range altiplano.MissionIDs() {
			if vp, ok := q.Missions[id]; ok {
				out = append(out, item{Label: text.FieldMission.In(p, int(id)), Value: text.BoxValueVP.In(p, vp)})
			}
		}
	case catalog.StripSection:
		for i, s := range q.Strip {
			out = append(out, item{Label: text.BoxItemSlot.In(p, i+1), Value: "+" + strconv.Itoa(s)})
		}
	case catalog.OrdersSection:
		for i, o := range q.Orders {
			out = append(out, item{Label: text.BoxItemCard.In(p, i+1), Value: orderText(p, o)})
		}
	case catalog.HousesSection:
		for i, g := range q.Houses {
			out = append(out, item{Label: text.FieldHouse.In(p, i+1), Value: text.Good(p, g)})
		}
	case catalog.BoatsSection:
		for i, g := range q.Boats {
			out = append(out, item{Label: text.FieldBoat.In(p, i+1), Value: text.Good(p, g)})
		}
	case catalog.ExtensionsSection:
		for i, t := range q.ExtensionTiles {
			out = append(out, item{Label: text.BoxItemTile.In(p, i+1), Value: tileText(p, t)})
		}
	case catalog.RolesSection:
		for _, r := range altiplano.Roles() {
			if start, ok := q.Roles[r]; ok {
				out = append(out, item{Label: text.Role(p, r), Value: roleText(p, start)})
			}
		}
	}
	return out
}

// item is one value a profile records, as a person reads it.
type item = game.BoxItem

// rowText is a recorded row: "left · 3 spaces · 1 VP".
func rowText(p text.Printer, r catalog.ProfileRow) string {
	parts := []string{text.BoxValueSpaces.In(p, r.Capacity), "?"}
	if r.VP != nil {
		parts[1] = text.BoxValueVP.In(p, *r.VP)
	}
	if r.Side != "" {
		parts = append([]string{text.Side(p, r.Side)}, parts...)
	}
	return strings.Join(parts, " · ")
}

// orderText is an order card: "wool, fish · 6 VP".
func orderText(p text.Printer, o catalog.OrderCard) string {
	return goodsList(p, o.Goods) + " · " + text.BoxValueVP.In(p, o.VP)
}

// tileText is an extension tile: "E5 · A · 3+ · cost 1".
func tileText(p text.Printer, t catalog.ExtensionTile) string {
	parts := []string{"E" + strconv.Itoa(int(t.Effect)), string(t.Letter)}
	if t.Players != altiplano.AnyPlayers {
		parts = append(parts, string(t.Players))
	}
	return strings.Join(append(parts, text.BoxValueCost.In(p, t.Cost)), " · ")
}

// roleText is a role's start: "food 2, coins 1 · 1 wood, 1 stone".
func roleText(p text.Printer, s catalog.RoleStart) string {
	out := text.BoxValueRole.In(p, s.Food, s.Coins)
	counts := map[altiplano.Good]int{}
	for _, g := range altiplano.Goods() {
		if n := s.Goods.Of(g); n > 0 {
			counts[g] = n
		}
	}
	if len(counts) > 0 {
		out += " · " + text.GoodCounts(p, counts)
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
		names[i] = text.Good(p, g)
	}
	return strings.Join(names, ", ")
}
