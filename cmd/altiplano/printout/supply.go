package printout

import (
	"strconv"

	"altiplano/cmd/altiplano/words"
	"altiplano/cmd/render"
	"altiplano/cmd/text"
	"altiplano/rules/altiplano"
	"altiplano/rules/altiplano/catalog"
)

// Views shared by the rules reference and the setup sheet.

// SupplyJSON is the supply for a player count as `rules supply --json` and
// `setup --json` print it.
type SupplyJSON struct {
	Players       int                                   `json:"players"`
	Supply        map[altiplano.Good]int                `json:"supply"`
	Carts         int                                   `json:"carts"`
	Houses        int                                   `json:"houses"`
	Boats         int                                   `json:"boats"`
	OrdersInPlay  int                                   `json:"orders_in_play"`
	OrdersRemoved int                                   `json:"orders_removed"`
	Locations     map[altiplano.Location]map[string]int `json:"locations"`
	ReturnedToBox map[string]int                        `json:"returned_to_box"`
}

// NewSupplyJSON describes s.
func NewSupplyJSON(s altiplano.Supply) SupplyJSON {
	out := SupplyJSON{
		Players: int(s.Players), Supply: s.Goods, Carts: s.Carts, Houses: s.Houses, Boats: s.Boats,
		OrdersInPlay: s.OrdersInPlay, OrdersRemoved: s.OrdersRemoved(),
		Locations:     map[altiplano.Location]map[string]int{},
		ReturnedToBox: map[string]int{string(altiplano.ItemCart): s.CartsReturned()},
	}
	for g, n := range s.ReturnedToBox() {
		out.ReturnedToBox[string(g)] = n
	}
	for _, loc := range append(altiplano.Locations(), altiplano.Centre) {
		items := map[string]int{}
		for _, it := range altiplano.ItemsAt(loc) {
			if it != altiplano.ItemCoins { // coins are unlimited: no count
				items[string(it)] = s.Count(it)
			}
		}
		out.Locations[loc] = items
	}
	return out
}

// SupplyTable lays out what goes on each location and what goes back to the box.
func SupplyTable(p text.Printer, s altiplano.Supply, circle []altiplano.Location) render.Table {
	t := render.Table{Header: render.Heads(p, words.HeadLocation, words.HeadItem, words.HeadLayOut, words.HeadBackToBox)}
	back := s.ReturnedToBox()
	for _, loc := range append(circle, altiplano.Centre) {
		for _, it := range altiplano.ItemsAt(loc) {
			count, returned := strconv.Itoa(s.Count(it)), ""
			switch it {
			case altiplano.ItemCoins:
				count = words.ValueUnlimited.In(p)
			case altiplano.ItemCart:
				returned = strconv.Itoa(s.CartsReturned())
			case altiplano.ItemOrder:
				returned = words.ValueRemovedUnseen.In(p, s.OrdersRemoved())
			case altiplano.ItemHouse, altiplano.ItemBoat:
				returned = "0"
			default:
				returned = strconv.Itoa(back[altiplano.Good(it)])
			}
			t.Add(words.Location(p, loc), words.Item(p, it), count, returned)
		}
	}
	return t
}

// StartGoods renders a role's starting goods ("1 fish, 1 ore"), "—" for
// none, or "?" when unknown.
func StartGoods(p text.Printer, s catalog.RoleStart) string {
	if s.Source == catalog.Unknown {
		return "?"
	}
	goods := map[altiplano.Good]int{}
	for _, g := range altiplano.Goods() {
		if n := s.Goods.Of(g); n > 0 {
			goods[g] = n
		}
	}
	if len(goods) == 0 {
		return "—"
	}
	return words.GoodCounts(p, goods)
}

// RoleStartJSON is what a role gives at the start, in JSON.
type RoleStartJSON struct {
	Food   *int           `json:"food"`
	Coins  *int           `json:"coins"`
	Goods  map[string]int `json:"goods"`
	Source string         `json:"source"`
	Note   string         `json:"note,omitempty"`
}

// NewRoleStartJSON describes s; numbers are null while unknown.
func NewRoleStartJSON(s catalog.RoleStart) RoleStartJSON {
	out := RoleStartJSON{Source: string(s.Source), Note: string(s.Note), Goods: map[string]int{}}
	if s.Source == catalog.Unknown {
		return out
	}
	food, coins := s.Food, s.Coins
	out.Food, out.Coins = &food, &coins
	for _, g := range altiplano.Goods() {
		if n := s.Goods.Of(g); n > 0 {
			out.Goods[string(g)] = n
		}
	}
	return out
}

// TileJSON is an extension tile in JSON.
type TileJSON struct {
	Effect  int    `json:"effect"`
	Letter  string `json:"letter"`
	Players string `json:"players"`
	Cost    int    `json:"cost"`
}

// NewTileJSON describes t.
func NewTileJSON(t catalog.ExtensionTile) TileJSON {
	return TileJSON{Effect: int(t.Effect), Letter: string(t.Letter), Players: string(t.Players), Cost: t.Cost}
}

// MarkText renders a tile's player mark ("—" for none).
func MarkText(m altiplano.PlayerMark) string {
	if m == altiplano.AnyPlayers {
		return "—"
	}
	return string(m)
}
