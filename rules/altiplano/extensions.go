package altiplano

import "altiplano/rules"

// Effect is one of the 25 extension effects the rulebook describes, numbered
// in the rulebook's order (E1–E25). Some effects are printed on more than one
// of the 28 tiles; which, and each tile's letter, mark and cost, are printed
// values (see rules/altiplano/catalog).
type Effect int

// EffectCount is how many distinct effects the rulebook describes.
const EffectCount = 25

// EffectLimit are the effects' numbers.
var EffectLimit = rules.Limit{Min: 1, Max: EffectCount}

// Effects returns E1..E25.
func Effects() []Effect {
	out := make([]Effect, EffectCount)
	for i := range out {
		out[i] = Effect(i + 1)
	}
	return out
}

// Valid reports whether e is one of E1..E25.
func (e Effect) Valid() bool { return e >= 1 && e <= EffectCount }

// effectLocation is where an effect's action is used; absent for effects that
// are not tied to a location (jokers, planning tricks, end-of-game storing).
var effectLocation = map[Effect]Location{
	1: Farm, 2: Harbor, 3: Forest, 4: Mine, 5: Harbor, 6: Market, 7: Market, 8: Market,
	9: Market, 10: Mine, 11: Harbor, 12: Harbor, 13: Forest, 15: Farm, 16: Forest,
	19: Village, 21: Harbor, 22: Market, 23: Market,
}

// Location returns where the effect is used and whether it is tied to one.
func (e Effect) Location() (Location, bool) {
	l, ok := effectLocation[e]
	return l, ok
}

// PlayerMark is the player-count mark on an extension tile.
type PlayerMark string

const (
	AnyPlayers PlayerMark = ""   // no mark: used at every count
	ThreePlus  PlayerMark = "3+" // removed with 2 players
	FourPlus   PlayerMark = "4+" // removed with fewer than 4
	FivePlus   PlayerMark = "5+" // used only with 5
)

// Valid reports whether m is a mark printed on tiles.
func (m PlayerMark) Valid() bool {
	return m == AnyPlayers || m == ThreePlus || m == FourPlus || m == FivePlus
}

// InPlay reports whether a tile with this mark stays in the game with n players.
func (m PlayerMark) InPlay(n PlayerCount) bool {
	switch m {
	case ThreePlus:
		return n >= 3
	case FourPlus:
		return n >= 4
	case FivePlus:
		return n >= 5
	}
	return true
}

// Letter is the letter on an extension tile's back: A, B, C or D.
type Letter string

// Letters returns the letters from the top of the stack to the bottom.
func Letters() []Letter { return []Letter{"A", "B", "C", "D"} }

// Valid reports whether l is A–D.
func (l Letter) Valid() bool { return l == "A" || l == "B" || l == "C" || l == "D" }
