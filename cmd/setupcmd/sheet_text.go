package setupcmd

import (
	"fmt"
	"io"
	"strconv"
	"strings"

	"altiplano/cmd/render"
	"altiplano/cmd/rulescmd"
	"altiplano/rules"
	"altiplano/rules/catalog"
	"altiplano/rules/i18n"
	"altiplano/setup"
)

// WriteSheet prints the sheet in the order the table is laid out.
func WriteSheet(w io.Writer, p i18n.Printer, s setup.Sheet, c catalog.Catalog) error {
	names := s.Options.SeatNames(p)
	marks := render.NewMarks(p)
	var werr error
	line := func(format i18n.Key, args ...any) {
		if werr == nil {
			_, werr = fmt.Fprintln(w, p.Sprintf(format, args...))
		}
	}
	blank := func() {
		if werr == nil {
			_, werr = fmt.Fprintln(w)
		}
	}
	table := func(t render.Table) {
		if werr == nil {
			werr = t.Write(w)
		}
	}

	line(i18n.SheetTitle, int(s.Options.Players), s.Code)
	line(i18n.SheetReproduce, s.Code, s.Seed)
	line(i18n.SheetPlayers, strings.Join(names, ", "))
	blank()

	line(i18n.SheetCircleTitle)
	circle := make([]string, len(s.Circle))
	for i, l := range s.Circle {
		circle[i] = p.Text(l.Name())
	}
	line(i18n.SheetCircle, strings.Join(circle, " → "), circle[0])
	blank()

	line(i18n.SheetSupplyTitle)
	table(rulescmd.SupplyTable(p, s.Supply, s.Circle))
	blank()

	line(i18n.SheetOrdersTitle)
	line(i18n.SheetOrders, rules.Box().Orders, s.Supply.OrdersRemoved(), s.Supply.OrdersInPlay)
	if s.OrdersRemoved != nil {
		var cards []string
		for _, n := range s.OrdersRemoved {
			cards = append(cards, orderCard(p, n, c.Orders[n-1]))
		}
		line(i18n.SheetOrdersRemoved, strings.Join(cards, "; "))
	}
	blank()

	line(i18n.SheetExtensionsTitle)
	writeExtensions(line, table, p, s, marks)
	blank()

	line(i18n.SheetPlayersTitle)
	line(i18n.SheetKit)
	line(i18n.SheetStart, names[s.Start])
	blank()

	line(i18n.SheetRolesTitle)
	if s.Roles != nil {
		line(i18n.SheetRolesDeal)
		t := render.Table{Header: []string{p.Sprintf(i18n.HeadSeat), p.Sprintf(i18n.HeadPlayer), p.Sprintf(i18n.HeadRole), p.Sprintf(i18n.HeadStartsWith)}}
		for seat, role := range s.Roles {
			t.Add(strconv.Itoa(seat+1), names[seat], p.Text(rulescmd.RoleName(role)), roleStart(p, marks, c.Role(role)))
		}
		table(t)
	} else {
		order := make([]string, len(s.DraftOrder))
		for i, seat := range s.DraftOrder {
			order[i] = names[seat]
		}
		line(i18n.SheetRolesDraft, strings.Join(order, " → "))
	}
	line(i18n.SheetRolesTake)

	if s.Missions != nil {
		blank()
		line(i18n.SheetMissionsTitle)
		for seat, hand := range s.Missions {
			var cards []string
			for _, id := range hand {
				cards = append(cards, fmt.Sprintf("%d %s", id, p.Text(id.Text())))
			}
			line(i18n.SheetMissionHand, names[seat], strings.Join(cards, " · "))
		}
		if s.Options.Players == 2 {
			line(i18n.SheetMissionPass2)
		} else {
			line(i18n.SheetMissionPass)
		}
	}
	if werr == nil {
		marks.Write(w)
	}
	return werr
}

func orderCard(p i18n.Printer, n int, o catalog.OrderCard) string {
	goods := make([]string, len(o.Goods))
	for i, g := range o.Goods {
		goods[i] = p.Text(g.Name())
	}
	return p.Sprintf(i18n.SheetOrderCard, n, o.VP, strings.Join(goods, ", "))
}

func roleStart(p i18n.Printer, marks *render.Marks, s catalog.RoleStart) string {
	if s.Source == catalog.Unknown {
		marks.Number(0, catalog.Unknown)
		return p.Sprintf(i18n.SheetRoleUnknown)
	}
	text := p.Sprintf(i18n.SheetRoleStart, s.Food, s.Coins, rulescmd.StartGoods(p, s))
	// One mark for the whole cell: every number in it has the same source.
	switch s.Source {
	case catalog.Inferred:
		marks.Number(0, s.Source)
		text += " *"
	case catalog.Box:
		marks.Number(0, s.Source)
		text += " (box)"
	}
	return text
}

func writeExtensions(line func(i18n.Key, ...any), table func(render.Table), p i18n.Printer, s setup.Sheet, marks *render.Marks) {
	line(i18n.SheetExtFilter, int(s.Options.Players), filterText(p, s.Options.Players))
	e := s.Extensions
	if !e.Known {
		line(i18n.SheetExtUnknown)
		return
	}
	var counts []string
	for _, l := range rules.Letters() {
		counts = append(counts, fmt.Sprintf("%s %d", l, e.InPlay[l]))
	}
	line(i18n.SheetExtInPlay, strings.Join(counts, ", "), len(e.Removed))
	t := render.Table{Header: []string{p.Sprintf(i18n.HeadSlot), p.Sprintf(i18n.HeadTile), p.Sprintf(i18n.HeadCost), p.Sprintf(i18n.HeadSurcharge), p.Sprintf(i18n.HeadPrice)}}
	for _, slot := range e.Strip {
		name := p.Sprintf(i18n.SheetTileName, int(slot.Tile.Effect), p.Text(rulescmd.EffectText(slot.Tile.Effect)))
		price := strconv.Itoa(slot.Price)
		if slot.Surcharge.Unverified() {
			price += "*"
		}
		slotName := strconv.Itoa(slot.Slot)
		if slot.Slot == 1 {
			slotName = p.Sprintf(i18n.ValueBottomSlot)
		}
		t.Add(slotName, name, strconv.Itoa(slot.Tile.Cost), "+"+marks.Value(slot.Surcharge), price)
	}
	line(i18n.SheetExtStrip)
	table(t)
	var stack []string
	for _, tile := range e.Stack {
		stack = append(stack, fmt.Sprintf("%s:E%d", tile.Letter, tile.Effect))
	}
	line(i18n.SheetExtStack, len(e.Stack), strings.Join(stack, " "))
}

// filterText says which marked tiles go back to the box for n players.
func filterText(p i18n.Printer, n rules.PlayerCount) string {
	var out []string
	for _, m := range []rules.PlayerMark{rules.ThreePlus, rules.FourPlus, rules.FivePlus} {
		if !m.InPlay(n) {
			out = append(out, string(m))
		}
	}
	if len(out) == 0 {
		return p.Sprintf(i18n.SheetExtKeepAll)
	}
	return p.Sprintf(i18n.SheetExtRemoveMarks, strings.Join(out, ", "))
}
