package logutil

import (
	"fmt"
	"io"

	"altiplano/cmd/game"
	"altiplano/cmd/playlog"
	"altiplano/cmd/playlog/store"
	"altiplano/cmd/text"
)

// KeptElsewhere are the registry's games other than selected that have
// games in the play log, in the registry's order: a user who finds none
// of the selected game learns where theirs are.
func KeptElsewhere(s *store.Store, reg game.Registry, selected game.ID) ([]game.Game, error) {
	var out []game.Game
	for _, g := range reg {
		if g.ID() == selected {
			continue
		}
		ids, err := s.IDs(playlog.Filter{Game: g.ID(), Limit: 1})
		if err != nil {
			return nil, err
		}
		if len(ids) > 0 {
			out = append(out, g)
		}
	}
	return out, nil
}

// SayKeptElsewhere writes a line for each of games, pointing to its
// --game.
func SayKeptElsewhere(w io.Writer, p text.Printer, games []game.Game) error {
	for _, g := range games {
		if _, err := fmt.Fprintln(w, text.GamesKeptElsewhere.In(p, g.Name(), string(g.ID()))); err != nil {
			return err
		}
	}
	return nil
}
