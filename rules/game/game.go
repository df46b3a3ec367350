// Package game names the games the program knows. Everything the games
// share (score pads, ranking, setup codes, the history) carries a game ID,
// so that a second game is added beside the first, never on top of it.
package game

// ID names a game; it is stored in the history and written in files.
type ID string

const (
	Altiplano ID = "altiplano"
	Alpaka    ID = "alpaka"
)

// All lists the games, in the order they were added.
func All() []ID { return []ID{Altiplano, Alpaka} }

// Parse reads a game's ID as written (lower case).
func Parse(s string) (ID, bool) {
	for _, g := range All() {
		if string(g) == s {
			return g, true
		}
	}
	return "", false
}

// BGGObjectID is the game's BoardGameGeek id for exports, as far as the
// program knows it; 0 when it does not (Altiplano's comes from the user's
// configuration). Alpaka's id, 391045, comes from one review (digest) and
// can be overridden the same way.
func BGGObjectID(g ID) int {
	if g == Alpaka {
		return 391045
	}
	return 0
}
