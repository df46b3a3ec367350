package store

import (
	"time"
)

// exportGames are stored-looking games (ids set) with awkward names: markup,
// quotes, formula starters, non-ASCII; newest first, as List returns them.
func exportGames() []Game {
	g1 := sample(hexHash(1), t0)
	g1.ID = 1
	g2 := duel(hexHash(2), t0.Add(26*time.Hour), `<Ana & "Ben">`, "=HYPERLINK(\"x\")")
	g2.ID = 2
	g2.SetupCode = "-2G0G"
	g3 := duel(hexHash(3), t0.Add(50*time.Hour), "Émile", "@SUM(A1)")
	g3.ID = 3
	g3.Players[1].Name = "\tTab"
	g4 := sample(hexHash(4), t0.Add(75*time.Hour))
	g4.ID = 4
	g4.Players[0].Name = "ana" // a second spelling of Ana
	g4.Players[2].Name = "+Cleo"
	return []Game{g4, g3, g2, g1}
}
