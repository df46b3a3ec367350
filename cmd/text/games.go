package text

import "altiplano/rules"

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

// Renderer words a game's own problems: the kinds its rules report and
// the fields of its inputs. Each returns false for what is not its own.
type Renderer struct {
	Problem func(p Printer, pr *rules.Problem) (Text, bool)
	// Field, when set, says where in the game's input a problem is.
	Field func(p Printer, f rules.Field) (string, bool)
	// Kinds are the kinds of problem the game's packages report, each of
	// which Problem words: the tests render every one.
	Kinds []rules.Kind
	// Together, when set, words several problems of one kind at one place
	// of one answer as one message (what is wrong said once, then each
	// case); false leaves each to Problem.
	Together func(p Printer, ps []*rules.Problem) (Text, bool)
}

var renderers []Renderer

// RegisterRenderer adds a game's renderer of problems.
func RegisterRenderer(r Renderer) { renderers = append(renderers, r) }
