package altiplano

import "altiplano/rules"

// Bounds from the rules and the component list (RULEBOOK).
var (
	// HousesLimit, BoatsLimit: the box's cards. (A player's tiles of one
	// good are bounded by GoodLimit, what the box holds; the cross-player
	// check against the supply for the player count is in scoring.)
	HousesLimit   = rules.Limit{Min: 0, Max: box.Houses}
	BoatsLimit    = rules.Limit{Min: 0, Max: box.Boats}
	OrdersLimit   = rules.Limit{Min: 0, Max: 12} // completed orders: at most the orders in play (12 with 4–5 players)
	MissionsLimit = rules.Limit{Min: 0, Max: MaxMissionsPerHand}
	PlayersLimit  = rules.Limit{Min: MinPlayers, Max: MaxPlayers}
	// GoodVPLimit: a good's value is one of the scoring overview's tiers,
	// 0 to 4; the box profile, the calibration and the scoring's questions
	// all refuse any other.
	GoodVPLimit = rules.Limit{Min: OverviewTiers[0], Max: OverviewTiers[len(OverviewTiers)-1]}
)

// GoodLimit bounds a count of one good: at most every tile of it in the box.
func GoodLimit(g Good) rules.Limit { return rules.Limit{Min: 0, Max: TilesInBox(g)} }

// ItemLimit bounds a count of an item laid out at setup: what the box holds.
func ItemLimit(it Item) rules.Limit {
	switch it {
	case ItemCart:
		return rules.Limit{Min: 0, Max: box.Carts}
	case ItemHouse:
		return rules.Limit{Min: 0, Max: box.Houses}
	case ItemBoat:
		return rules.Limit{Min: 0, Max: box.Boats}
	case ItemOrder:
		return rules.Limit{Min: 0, Max: box.Orders}
	}
	return GoodLimit(Good(it))
}

// Plausible bounds for numbers that are not rules but would make no sense
// beyond these values. They refuse typing slips (an extra digit) and keep
// arithmetic safe; a printing that truly differs can still be recorded.
var (
	// CoinsLimit: coins are unlimited in play (substitutes are allowed when the
	// 50 run out), but no game ends with a thousand.
	CoinsLimit = rules.Limit{Min: 0, Max: 999}
	// OrderVPLimit, MissionVPLimit, RowVPLimit: printed VP on cards and the board.
	OrderVPLimit   = rules.Limit{Min: 0, Max: 20}
	MissionVPLimit = rules.Limit{Min: 0, Max: 20}
	RowVPLimit     = rules.Limit{Min: 0, Max: 20}
	// RowCapacityLimit: spaces in one warehouse row (row 1 has 3).
	RowCapacityLimit = rules.Limit{Min: 1, Max: 12}
	// WarehouseRowsLimit: rows on one warehouse board, both sides.
	WarehouseRowsLimit = rules.Limit{Min: 0, Max: 20}
	// OrderGoodsLimit: goods one order card asks for.
	OrderGoodsLimit = rules.Limit{Min: 1, Max: 10}
	// SurchargeLimit, TileCostLimit: coins printed on the strip and the tiles.
	SurchargeLimit = rules.Limit{Min: 0, Max: 10}
	TileCostLimit  = rules.Limit{Min: 0, Max: 10}
	// RoleFoodLimit, RoleCoinsLimit, RoleGoodsLimit: what a role tile gives.
	RoleFoodLimit  = rules.Limit{Min: 0, Max: 5}
	RoleCoinsLimit = rules.Limit{Min: 0, Max: 10}
	RoleGoodsLimit = rules.Limit{Min: 0, Max: 5}
	// AnswerWordsLimit, AnswerBytesLimit: words and bytes in one typed answer
	// of the box calibration; the longest (20 mission VP, or the goods of the
	// 10 house cards) needs far fewer. Every answer is kept in a draft.
	AnswerWordsLimit = rules.Limit{Min: 0, Max: 64}
	AnswerBytesLimit = rules.Limit{Min: 0, Max: 1000}
)

// FirstRowCapacity is the capacity of warehouse row 1 (RULEBOOK: two fish and
// one more complete it).
const FirstRowCapacity = 3

// RulebookSurcharges are the strip surcharges the rulebook states, bottom
// (free) slot first: +0, then +1 (its example: a tile printed 2 costs 3 in
// the second slot). The other slots are printed only on the strip.
var RulebookSurcharges = [...]int{0, 1}
