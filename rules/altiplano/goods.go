// Package rules is the model of Altiplano's rules as the rulebook states them:
// goods, locations, player counts, the setup supply, components, roles,
// extension effects, the score pad and the warehouse rules. It holds no printed
// values that only appear as pictures; those live in rules/altiplano/catalog.
package altiplano

// Good is one of the 12 kinds of goods tile. The value is the English
// identifier used in files and JSON.
type Good string

const (
	Food   Good = "food"
	Corn   Good = "corn"
	Wood   Good = "wood"
	Stone  Good = "stone"
	Ore    Good = "ore"
	Wool   Good = "wool"
	Silver Good = "silver"
	Cloth  Good = "cloth"
	Fish   Good = "fish"
	Glass  Good = "glass"
	Alpaca Good = "alpaca"
	Cacao  Good = "cacao"
)

// allGoods is in the order of the component list, which is also the order the
// tool shows goods in.
var allGoods = [...]Good{Food, Corn, Wood, Stone, Ore, Wool, Silver, Cloth, Fish, Glass, Alpaca, Cacao}

// Goods returns the 12 goods in component-list order. It returns an array
// so that ranging over it allocates nothing.
func Goods() [12]Good { return allGoods }

// Valid reports whether g is one of the 12 goods.
func (g Good) Valid() bool {
	return g.Index() >= 0
}

// OverviewTiers are the values the scoring overview prints, one per tier
// (RULEBOOK: six tiers, 0, 0, 1, 2, 3, 4). Which goods sit in which tier is
// printed only on the card.
var OverviewTiers = [...]int{0, 0, 1, 2, 3, 4}

// goodsTilesInBox is the number of tiles of each good in the box (RULEBOOK),
// in component-list order.
var goodsTilesInBox = GoodCounts{36, 25, 20, 20, 15, 15, 15, 15, 12, 12, 12, 12}

// TilesInBox returns how many tiles of g the box holds.
func TilesInBox(g Good) int { return goodsTilesInBox.Of(g) }

// Index returns g's position in component-list order (0–11), or -1.
func (g Good) Index() int {
	switch g {
	case Food:
		return 0
	case Corn:
		return 1
	case Wood:
		return 2
	case Stone:
		return 3
	case Ore:
		return 4
	case Wool:
		return 5
	case Silver:
		return 6
	case Cloth:
		return 7
	case Fish:
		return 8
	case Glass:
		return 9
	case Alpaca:
		return 10
	case Cacao:
		return 11
	}
	return -1
}

// GoodCounts counts tiles per good. It is an array rather than a map
// because scoring fills several per player and lookups are its hot path.
type GoodCounts [len(allGoods)]int

// Add adds n tiles of g; an unknown good is ignored (validation reports it).
func (c *GoodCounts) Add(g Good, n int) {
	if i := g.Index(); i >= 0 {
		c[i] += n
	}
}

// Of returns how many tiles of g are counted.
func (c *GoodCounts) Of(g Good) int {
	if i := g.Index(); i >= 0 {
		return c[i]
	}
	return 0
}

// Kinds returns how many goods have at least one tile.
func (c *GoodCounts) Kinds() int {
	n := 0
	for _, v := range c {
		if v > 0 {
			n++
		}
	}
	return n
}

// Total returns the number of tiles counted.
func (c *GoodCounts) Total() int {
	n := 0
	for _, v := range c {
		n += v
	}
	return n
}
