package catalog

import (
	"altiplano/rules/altiplano"
)

// The printed values of Altiplano as far as text sources tell them: numbers
// the rulebook shows only as pictures on cards, tiles and boards. Each says
// where it comes from:
//
//	Rulebook  stated in the rulebook text (all translations agree)
//	Inferred  a reasoned default, not printed anywhere we can read: shown as unverified
//	Unknown   printed on a component no text source shows: the user's box profile supplies it
//
// and a note naming the explanation the program shows with it. The values
// are Go rather than a data file parsed at start-up, which would cost more
// than the rest of a command.

func inferred(n int, note Note) Value { return Value{N: n, Source: Inferred, Note: note} }

func defaults() Catalog {
	c := Catalog{roles: map[altiplano.Role]RoleStart{}}

	// The scoring overview prints six tiers, 0, 0, 1, 2, 3, 4. Cloth is 3 by
	// the rulebook's tips; the rest is guessed from the market extensions'
	// coin prices (1 coin: 1 VP, 2 coins: 2, 3 coins: 4), and food and corn
	// plainly fill the two 0 tiers.
	vp := map[altiplano.Good]Value{
		altiplano.Food: inferred(0, "goods_zero_tier"), altiplano.Corn: inferred(0, "goods_zero_tier"),
		altiplano.Wood: inferred(1, "goods_market_price"), altiplano.Stone: inferred(1, "goods_market_price"),
		altiplano.Alpaca: inferred(1, "goods_market_price"), altiplano.Fish: inferred(1, "goods_market_price"),
		altiplano.Ore: inferred(2, "goods_market_price"), altiplano.Wool: inferred(2, "goods_market_price"),
		altiplano.Cacao:  inferred(2, "goods_market_price"),
		altiplano.Cloth:  {N: 3, Source: Rulebook, Note: "goods_cloth_tip"},
		altiplano.Silver: inferred(4, "goods_market_price"), altiplano.Glass: inferred(4, "goods_market_price"),
	}
	for i, g := range altiplano.Goods() {
		c.goods[i] = vp[g]
	}

	// Only the first row is described in text (3 spaces); how many rows each
	// side has, the other capacities and every row's VP are printed on the board.
	c.warehouse = Warehouse{
		Rows: []WarehouseRow{{
			Side:     altiplano.Left,
			Capacity: Value{N: altiplano.FirstRowCapacity, Source: Rulebook, Note: "warehouse_row1"},
			VP:       UnknownValue("warehouse_row1"),
		}},
		RowsSource: Unknown,
		Note:       "warehouse_rows",
	}

	for _, id := range altiplano.MissionIDs() {
		c.missions[id] = UnknownValue("missions_vp")
	}

	// The rulebook's example gives the second slot +1; the rest continue it.
	c.strip = []Value{
		{N: altiplano.RulebookSurcharges[0], Source: Rulebook, Note: "strip_rulebook"},
		{N: altiplano.RulebookSurcharges[1], Source: Rulebook, Note: "strip_rulebook"},
		inferred(2, "strip_guess"), inferred(3, "strip_guess"), inferred(4, "strip_guess"),
	}

	c.tiles = Tiles{Source: Unknown, Note: "extension_tiles"}

	// One published review, not the rulebook.
	var miner altiplano.GoodCounts
	miner.Add(altiplano.Fish, 1)
	miner.Add(altiplano.Ore, 1)
	c.roles[altiplano.Miner] = RoleStart{Food: 2, Coins: 1, Goods: miner, Source: Inferred, Note: "role_miner_review"}

	// Which good each card shows is printed on it only. That no house shows
	// food or corn is an inference (ten houses for the ten other goods); a
	// boat gives its good from that good's location, and food has none.
	c.houses = Faces{Source: Unknown, Note: "house_faces",
		Never: HouseNever, NeverSource: Inferred, NeverNote: "house_goods"}
	c.boats = Faces{Source: Unknown, Note: "boat_faces",
		Never: []altiplano.Good{altiplano.Food}, NeverSource: Inferred, NeverNote: "boat_goods"}
	c.orders = Orders{Source: Unknown, Note: "order_faces"}
	return c
}

// HouseNever are the goods no house card shows: the ten houses show the ten
// goods other than food and corn (an inference the program holds to: a box
// profile or a record that puts food or corn on a house is refused).
var HouseNever = []altiplano.Good{altiplano.Food, altiplano.Corn}
