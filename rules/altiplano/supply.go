package altiplano

// Supply is what is laid out for a player count (RULEBOOK setup table).
// Everything beyond it goes back to the box.
type Supply struct {
	Players      PlayerCount
	Goods        map[Good]int
	Carts        int
	Houses       int
	Boats        int
	OrdersInPlay int
}

// supplyRow is one row of the rulebook's table, in its column grouping.
type supplyRow struct {
	corn, woodStone, oreSilverClothWool, alpacaFishGlassCacao, carts, orders int
}

var supplyTable = map[PlayerCount]supplyRow{
	2: {corn: 12, woodStone: 12, oreSilverClothWool: 8, alpacaFishGlassCacao: 7, carts: 6, orders: 10},
	3: {corn: 17, woodStone: 15, oreSilverClothWool: 12, alpacaFishGlassCacao: 9, carts: 9, orders: 10},
	4: {corn: 22, woodStone: 18, oreSilverClothWool: 14, alpacaFishGlassCacao: 11, carts: 12, orders: 12},
	5: {corn: 25, woodStone: 20, oreSilverClothWool: 15, alpacaFishGlassCacao: 12, carts: 15, orders: 12},
}

// SupplyFor returns the setup supply for n players. Food is always all 36.
func SupplyFor(n PlayerCount) Supply {
	row := supplyTable[n]
	return Supply{
		Players: n,
		Goods: map[Good]int{
			Food: TilesInBox(Food), Corn: row.corn,
			Wood: row.woodStone, Stone: row.woodStone,
			Ore: row.oreSilverClothWool, Silver: row.oreSilverClothWool, Cloth: row.oreSilverClothWool, Wool: row.oreSilverClothWool,
			Alpaca: row.alpacaFishGlassCacao, Fish: row.alpacaFishGlassCacao, Glass: row.alpacaFishGlassCacao, Cacao: row.alpacaFishGlassCacao,
		},
		Carts:        row.carts,
		Houses:       Box().Houses,
		Boats:        Box().Boats,
		OrdersInPlay: row.orders,
	}
}

// OrdersRemoved is how many order cards are removed unseen at setup.
func (s Supply) OrdersRemoved() int { return Box().Orders - s.OrdersInPlay }

// ReturnedToBox returns, per good, the tiles that stay in the box.
func (s Supply) ReturnedToBox() map[Good]int {
	back := map[Good]int{}
	for _, g := range Goods() {
		back[g] = TilesInBox(g) - s.Goods[g]
	}
	return back
}

// CartsReturned is how many carts stay in the box.
func (s Supply) CartsReturned() int { return Box().Carts - s.Carts }

// Count returns how many of item are laid out (coins: 0, they are unlimited).
func (s Supply) Count(item Item) int {
	switch item {
	case ItemCart:
		return s.Carts
	case ItemHouse:
		return s.Houses
	case ItemBoat:
		return s.Boats
	case ItemOrder:
		return s.OrdersInPlay
	case ItemCoins:
		return 0
	}
	return s.Goods[Good(item)]
}

// ItemsAt returns what is placed on loc (or the centre), goods first in
// component order, then cards and carts.
func ItemsAt(loc Location) []Item {
	var items []Item
	for _, g := range Goods() {
		if PlacedAt(GoodItem(g)) == loc {
			items = append(items, GoodItem(g))
		}
	}
	for _, it := range []Item{ItemHouse, ItemCart, ItemBoat, ItemOrder, ItemCoins} {
		if PlacedAt(it) == loc {
			items = append(items, it)
		}
	}
	return items
}
