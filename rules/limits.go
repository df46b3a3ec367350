package rules

import "strconv"

// Limit is the range a number the program reads must lie in. Every bound
// lives here, so that parsers, the walk-through and validation agree, and so
// that no sum the scoring makes can overflow or turn negative.
type Limit struct{ Min, Max int }

// Contains reports whether n lies within the limit.
func (l Limit) Contains(n int) bool { return n >= l.Min && n <= l.Max }

// Check returns an OutOfRange problem at field when n is outside the limit.
func (l Limit) Check(player string, field Field, n int) *Problem {
	if l.Contains(n) {
		return nil
	}
	return &Problem{Kind: OutOfRange, Player: player, Field: field, N: n, Min: l.Min, Max: l.Max}
}

// Parse reads a whole number written by a user and checks it against the
// limit: a word, or a number too large for the machine, is NotANumber.
func (l Limit) Parse(player string, field Field, s string) (int, *Problem) {
	n, err := strconv.Atoi(s)
	if err != nil {
		if ne, ok := err.(*strconv.NumError); ok && ne.Err == strconv.ErrRange {
			// A number, but a huge one: say what the bounds are.
			return 0, &Problem{Kind: OutOfRange, Player: player, Field: field, N: 0, Min: l.Min, Max: l.Max, Value: s}
		}
		return 0, &Problem{Kind: NotANumber, Player: player, Field: field, Value: s}
	}
	if p := l.Check(player, field, n); p != nil {
		p.Value = s
		return 0, p
	}
	return n, nil
}

// Bounds from the rules and the component list (RULEBOOK).
var (
	// HousesLimit, BoatsLimit: the box's cards. (A player's tiles of one
	// good are bounded by GoodLimit, what the box holds; the cross-player
	// check against the supply for the player count is in scoring.)
	HousesLimit   = Limit{0, box.Houses}
	BoatsLimit    = Limit{0, box.Boats}
	OrdersLimit   = Limit{0, 12} // completed orders: at most the orders in play (12 with 4–5 players)
	MissionsLimit = Limit{0, MaxMissionsPerHand}
	PlayersLimit  = Limit{MinPlayers, MaxPlayers}
)

// GoodLimit bounds a count of one good: at most every tile of it in the box.
func GoodLimit(g Good) Limit { return Limit{0, TilesInBox(g)} }

// ItemLimit bounds a count of an item laid out at setup: what the box holds.
func ItemLimit(it Item) Limit {
	switch it {
	case ItemCart:
		return Limit{0, box.Carts}
	case ItemHouse:
		return Limit{0, box.Houses}
	case ItemBoat:
		return Limit{0, box.Boats}
	case ItemOrder:
		return Limit{0, box.Orders}
	}
	return GoodLimit(Good(it))
}

// Plausible bounds for numbers that are not rules but would make no sense
// beyond these values. They refuse typing slips (an extra digit) and keep
// arithmetic safe; a printing that truly differs can still be recorded.
var (
	// CoinsLimit: coins are unlimited in play (substitutes are allowed when the
	// 50 run out), but no game ends with a thousand.
	CoinsLimit = Limit{0, 999}
	// GoodVPLimit: the scoring overview prints tiers 0 to 4.
	GoodVPLimit = Limit{0, 10}
	// OrderVPLimit, MissionVPLimit, RowVPLimit: printed VP on cards and the board.
	OrderVPLimit   = Limit{0, 20}
	MissionVPLimit = Limit{0, 20}
	RowVPLimit     = Limit{0, 20}
	// RowCapacityLimit: spaces in one warehouse row (row 1 has 3).
	RowCapacityLimit = Limit{1, 12}
	// WarehouseRowsLimit: rows on one warehouse board, both sides.
	WarehouseRowsLimit = Limit{0, 20}
	// OrderGoodsLimit: goods one order card asks for.
	OrderGoodsLimit = Limit{1, 10}
	// SurchargeLimit, TileCostLimit: coins printed on the strip and the tiles.
	SurchargeLimit = Limit{0, 10}
	TileCostLimit  = Limit{0, 10}
	// RoleFoodLimit, RoleCoinsLimit, RoleGoodsLimit: what a role tile gives.
	RoleFoodLimit  = Limit{0, 5}
	RoleCoinsLimit = Limit{0, 10}
	RoleGoodsLimit = Limit{0, 5}
	// AnswerWordsLimit, AnswerBytesLimit: words and bytes in one typed answer
	// of the box calibration; the longest (20 mission VP, or the goods of the
	// 10 house cards) needs far fewer. Every answer is kept in a draft.
	AnswerWordsLimit = Limit{0, 64}
	AnswerBytesLimit = Limit{0, 1000}
	// DurationLimit: minutes a game took, as a record may say; Altiplano
	// takes one to two hours, and a day catches an extra digit.
	DurationLimit = Limit{1, 24 * 60}
	// LocationLimit: characters in a record's location (where it was
	// played), as BG Stats and BoardGameGeek show it on one line.
	LocationLimit = Limit{1, 64}
)

// FirstRowCapacity is the capacity of warehouse row 1 (RULEBOOK: two fish and
// one more complete it).
const FirstRowCapacity = 3

// RulebookSurcharges are the strip surcharges the rulebook states, bottom
// (free) slot first: +0, then +1 (its example: a tile printed 2 costs 3 in
// the second slot). The other slots are printed only on the strip.
var RulebookSurcharges = [...]int{0, 1}
