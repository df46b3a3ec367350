// Package alpaka is Alpaka as the program plays it: the game's
// declarations for the shared machinery, and its commands (setup, score),
// built by the packages beside this one.
package alpaka

import (
	"io/fs"

	"github.com/spf13/cobra"

	scorecmd "altiplano/cmd/alpaka/score"
	setupcmd "altiplano/cmd/alpaka/setup"
	"altiplano/cmd/alpaka/words"
	"altiplano/cmd/factory"
	"altiplano/cmd/game"
	"altiplano/cmd/scoring"
	"altiplano/cmd/text"
	"altiplano/rules/alpaka"
	alpakasetup "altiplano/setup/alpaka"
)

// Game is Alpaka.
type Game struct{}

var _ game.Game = Game{}

func (Game) ID() game.ID     { return alpaka.ID }
func (Game) Name() text.Text { return words.GameName.T() }

func (Game) Help() (short, long text.Text, example string) {
	return words.HelpShort.T(), words.HelpLong.T(),
		"  altiplano alpaka setup --players 3\n  altiplano alpaka setup --players 2 --quick\n  altiplano alpaka score --file game.yaml"
}

func (Game) HelpFiles() fs.FS { return words.Help }

func (Game) Commands(f *factory.Factory) []*cobra.Command {
	return []*cobra.Command{setupcmd.NewCmdSetup(f, nil)}
}

func (Game) Scoring(f *factory.Factory) scoring.Game { return scorecmd.Scoring(f) }

func init() {
	text.RegisterGame(text.Game{ID: string(alpaka.ID), CodeNumber: alpakasetup.CodeNumber, Name: words.GameName, OtherGameCode: words.ErrCodeOtherGame})
}
