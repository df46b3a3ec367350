package rulescmd

import (
	"fmt"
	"io"
	"strconv"

	"altiplano/cmd/cmdutil"
	"altiplano/cmd/render"
	"altiplano/rules"
	"altiplano/rules/catalog"
	"altiplano/rules/i18n"
)

// SupplyJSON is the supply for a player count as `rules supply --json` and
// `setup --json` print it.
type SupplyJSON struct {
	Players       int                               `json:"players"`
	Supply        map[rules.Good]int                `json:"supply"`
	Carts         int                               `json:"carts"`
	Houses        int                               `json:"houses"`
	Boats         int                               `json:"boats"`
	OrdersInPlay  int                               `json:"orders_in_play"`
	OrdersRemoved int                               `json:"orders_removed"`
	Locations     map[rules.Location]map[string]int `json:"locations"`
	ReturnedToBox map[string]int                    `json:"returned_to_box"`
}

// NewSupplyJSON describes s.
func NewSupplyJSON(s rules.Supply) SupplyJSON {
	out := SupplyJSON{
		Players: int(s.Players), Supply: s.Goods, Carts: s.Carts, Houses: s.Houses, Boats: s.Boats,
		OrdersInPlay: s.OrdersInPlay, OrdersRemoved: s.OrdersRemoved(),
		Locations:     map[rules.Location]map[string]int{},
		ReturnedToBox: map[string]int{string(rules.ItemCart): s.CartsReturned()},
	}
	for g, n := range s.ReturnedToBox() {
		out.ReturnedToBox[string(g)] = n
	}
	for _, loc := range append(rules.Locations(), rules.Centre) {
		items := map[string]int{}
		for _, it := range rules.ItemsAt(loc) {
			if it != rules.ItemCoins { // coins are unlimited: no count
				items[string(it)] = s.Count(it)
			}
		}
		out.Locations[loc] = items
	}
	return out
}

// ItemName is how an item is called in text output.
func ItemName(it rules.Item) i18n.Text {
	if g := rules.Good(it); g.Valid() {
		return g.Name()
	}
	return i18n.T(i18n.Key("item." + string(it)))
}

// SupplyTable lays out what goes on each location and what goes back to the box.
func SupplyTable(p i18n.Printer, s rules.Supply, circle []rules.Location) render.Table {
	t := render.Table{Header: heads(p, i18n.HeadLocation, i18n.HeadItem, i18n.HeadLayOut, i18n.HeadBackToBox)}
	back := s.ReturnedToBox()
	for _, loc := range append(circle, rules.Centre) {
		for _, it := range rules.ItemsAt(loc) {
			count, returned := strconv.Itoa(s.Count(it)), ""
			switch it {
			case rules.ItemCoins:
				count = p.Sprintf(i18n.ValueUnlimited)
			case rules.ItemCart:
				returned = strconv.Itoa(s.CartsReturned())
			case rules.ItemOrder:
				returned = p.Sprintf(i18n.ValueRemovedUnseen, s.OrdersRemoved())
			case rules.ItemHouse, rules.ItemBoat:
				returned = "0"
			default:
				returned = strconv.Itoa(back[rules.Good(it)])
			}
			t.Add(p.Text(loc.Name()), p.Text(ItemName(it)), count, returned)
		}
	}
	return t
}

func supplyView(opts *Options, _ catalog.Catalog) (any, func(io.Writer) error, error) {
	n, err := cmdutil.PlayerCount(opts.Players)
	if err != nil {
		return nil, nil, err
	}
	s := rules.SupplyFor(n)
	p := opts.Printer
	t := SupplyTable(p, s, rules.Locations())
	text := func(w io.Writer) error {
		return writeAll(
			func() error { _, err := fmt.Fprintln(w, p.Sprintf(i18n.TitleSupply, int(n))+"\n"); return err },
			func() error { return t.Write(w) },
		)
	}
	return NewSupplyJSON(s), text, nil
}
