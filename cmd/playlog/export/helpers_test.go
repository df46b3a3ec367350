package export

import (
	"io"

	"altiplano/cmd/playlog"
	"altiplano/cmd/playlog/playlogtest"
)

// meadow is the made-up game of the fixtures as the exports say it, with
// its BoardGameGeek id when known.
func meadow(bggID int) Game {
	return Game{ID: playlogtest.Game, Name: "Meadow", BGGID: bggID, Categories: playlogtest.Categories,
		TieBreaks: []string{playlogtest.TieBreak}, Roles: true}
}

// readAll reads a history export whole, its games in order.
func readAll(r io.Reader) ([]playlog.Game, error) {
	var games []playlog.Game
	err := ReadJSON(r, func(g playlog.Game, _ At, err error) error {
		if err != nil {
			return err
		}
		games = append(games, g)
		return nil
	})
	return games, err
}
