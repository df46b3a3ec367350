// Package altiplano is Altiplano as the program plays it: the game's
// declarations for the shared machinery, and its commands (rules, setup,
// score), built by the packages beside this one.
package altiplano

import (
	"io/fs"

	"github.com/spf13/cobra"

	rulescmd "altiplano/cmd/altiplano/rules"
	score "altiplano/cmd/altiplano/score"
	setupcmd "altiplano/cmd/altiplano/setup"
	"altiplano/cmd/altiplano/words"
	"altiplano/cmd/factory"
	"altiplano/cmd/game"
	"altiplano/cmd/scoring"
	"altiplano/cmd/text"
	"altiplano/rules/altiplano"
	setup "altiplano/setup/altiplano"
)

// Game is Altiplano.
type Game struct{}

var _ game.Game = Game{}

func (Game) ID() game.ID     { return altiplano.ID }
func (Game) Name() text.Text { return words.GameName.T() }

// Help is unused while Altiplano is the home game: its commands are the
// program's own.
func (Game) Help() (short, long text.Text, example string) {
	return text.HelpRootShort.T(), text.HelpRootLong.T(), ""
}

func (Game) HelpFiles() fs.FS { return words.Help }

func (Game) Commands(f *factory.Factory) []*cobra.Command {
	return []*cobra.Command{rulescmd.NewCmdRules(f, nil), setupcmd.NewCmdSetup(f, nil)}
}

func (Game) Scoring(f *factory.Factory) scoring.Game { return score.Scoring(f) }

func init() {
	text.RegisterGame(text.Game{ID: string(altiplano.ID), CodeNumber: setup.CodeNumber, Name: words.GameName, OtherGameCode: words.ErrCodeOtherGame})
}
