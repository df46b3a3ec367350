package export

import "altiplano/cmd/playlog/playlogtest"

// meadow is the made-up game of the fixtures as the exports say it, with
// its BoardGameGeek id when known.
func meadow(bggID int) Game {
	return Game{ID: playlogtest.Game, Name: "Meadow", BGGID: bggID, Categories: playlogtest.Categories,
		TieBreaks: []string{playlogtest.TieBreak}, Roles: true}
}
