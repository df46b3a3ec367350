package text

// The shared renderers speak of games by what each game registers here:
// its name, its number in setup codes, and how it says that a code is
// another game's. Each game registers itself when the program starts; the
// shared code never names one.

// Game is a game's words that the shared renderers need.
type Game struct {
	ID         string
	CodeNumber int
	Name       M0
	// OtherGameCode says that a code (%q) is a setup code of another game
	// (%s, its name), not of this one.
	OtherGameCode M2[string, Text]
}

var games []Game

// RegisterGame adds a game's words; a game registered again replaces its
// words.
func RegisterGame(g Game) {
	for i, have := range games {
		if have.ID == g.ID {
			games[i] = g
			return
		}
	}
	games = append(games, g)
}

// gameNumbered is the registered game whose setup codes carry number n.
func gameNumbered(n int) (Game, bool) {
	for _, g := range games {
		if g.CodeNumber == n {
			return g, true
		}
	}
	return Game{}, false
}
