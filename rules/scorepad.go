package rules

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
func ScorePad() []Category {
	return []Category{ScoreGoods, ScoreBoats, ScoreHouses, ScoreOrders, ScoreHouseBonus, ScoreWarehouse, ScoreMissions}
}

// Fixed VP the rulebook states in text.
const (
	BoatVP             = 2
	HouseVP            = 4
	HouseBonusPerTile  = 1 // per tile of the house's good, per house
	MaxMissionsPerHand = 2 // each player ends the deal holding 2 missions
	MissionsDealt      = 3 // each player is dealt 3
)
