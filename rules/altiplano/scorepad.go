package altiplano

// Category is one line of the score pad.
type Category string

const (
	ScoreGoods      Category = "goods"
	ScoreBoats      Category = "boats"
	ScoreHouses     Category = "houses"
	ScoreOrders     Category = "orders"
	ScoreHouseBonus Category = "house_bonus"
	ScoreWarehouse  Category = "warehouse"
	ScoreMissions   Category = "missions"
)

// ScorePad returns the categories in the order the pad lists them.
func ScorePad() [7]Category {
	return [7]Category{ScoreGoods, ScoreBoats, ScoreHouses, ScoreOrders, ScoreHouseBonus, ScoreWarehouse, ScoreMissions}
}

// Fixed VP the rulebook states in text.
const (
	BoatVP             = 2
	HouseVP            = 4
	HouseBonusPerTile  = 1 // per tile of the house's good, per house
	MaxMissionsPerHand = 2 // each player ends the deal holding 2 missions
	MissionsDealt      = 3 // each player is dealt 3
)

// Index returns c's line on the pad (0–6), or -1.
func (c Category) Index() int {
	for i, known := range ScorePad() {
		if c == known {
			return i
		}
	}
	return -1
}

// Pad holds one player's points per category, in pad order.
type Pad [7]int

// Of returns the points in category c.
func (p *Pad) Of(c Category) int {
	if i := c.Index(); i >= 0 {
		return p[i]
	}
	return 0
}

// Add adds n points to category c.
func (p *Pad) Add(c Category, n int) {
	if i := c.Index(); i >= 0 {
		p[i] += n
	}
}

// Total is the sum of every category.
func (p *Pad) Total() int {
	t := 0
	for _, n := range p {
		t += n
	}
	return t
}
