package altiplano

// Components is what one box of Altiplano holds (RULEBOOK component list).
type Components struct {
	GoodsTiles      int // all goods tiles together
	Carts           int
	Houses          int
	Boats           int
	Orders          int
	Missions        int
	Cards           int // houses + boats + orders + missions
	ExtensionTiles  int
	ExtensionSlots  int // slots on the extension strip
	Roles           int
	LocationTiles   int
	ActionBoards    int // also warehouses, containers, bags, pawns, road markers: one per player
	StartingCoins   int // coins in the box; coins are unlimited in play
	ExtensionEffect int // distinct extension effects described by the rulebook
}

var box = Components{
	GoodsTiles:      209,
	Carts:           15,
	Houses:          10,
	Boats:           10,
	Orders:          16,
	Missions:        20,
	Cards:           56,
	ExtensionTiles:  28,
	ExtensionSlots:  5,
	Roles:           7,
	LocationTiles:   7,
	ActionBoards:    5,
	StartingCoins:   50,
	ExtensionEffect: 25,
}

// Box returns the component list.
func Box() Components { return box }
