package logutil

import (
	"github.com/spf13/cobra"

	"altiplano/cmd/game"
	"altiplano/cmd/playlog"
	"altiplano/cmd/playlog/store"
)

// OneGame is the kept game a verb under games names by its id (show,
// delete), with the group's --game, which it must be a game of.
type OneGame struct {
	ID string
	// Game is the group's --game, when given: the game's must be it.
	Game string
}

// TakeOneGame has cmd take exactly one game id: run gets it in k, with the
// --game the verb inherits from the group.
func TakeOneGame(cmd *cobra.Command, k *OneGame, run func(*cobra.Command, []string) error) {
	cmd.Args = ExactlyOneID
	cmd.RunE = func(c *cobra.Command, args []string) error {
		k.ID, k.Game = args[0], InheritedGame(c)
		return run(c, args)
	}
	TakesGameIDs(cmd)
}

// With opens the play log with open and runs do on the game k names; a
// --game no game has is refused before the history is opened, and a game
// of another game than --game is refused. set is whether --game was given.
func (k OneGame) With(open func() (*store.Store, error), reg game.Registry, set bool, do func(*store.Store, playlog.Game) error) error {
	if set {
		if _, err := GameOf(reg, k.Game); err != nil {
			return err
		}
	}
	return With(open, func(s *store.Store) error {
		g, err := Find(s, k.ID)
		if err != nil {
			return err
		}
		if err := CheckGameOf(reg, g, k.Game, set); err != nil {
			return err
		}
		return do(s, g)
	})
}
