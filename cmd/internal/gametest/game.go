// Package gametest is a game for tests, and the template of a new game:
// the smallest game the program can play, built in nowhere and never
// linked into the program, yet a game as the real ones are. It registers
// its words from locale files in six languages, brings its help (a page
// of its own and its record format), declares its printed values for the
// box commands (game.Printed), its setup with a checksummed code, its
// record file, its walk-through in a terminal and on phones, and its place
// in the play history, the statistics and the exports.
//
// Registered in a test only, it shows that the shared machinery runs a
// game it was not written for:
//
//	cmdtest.Run(t, cmdtest.Env{Games: append(cmd.Registry(), gametest.Dice{})}, "dice", "score", "--file", f)
//
// Copied to cmd/<id>, renamed and registered with one line, it is a new
// game of the program: `go doc altiplano/rules` says how, step by step.
//
// The game: each player ends with a number of pips and of rerolls left;
// the pips are the points (one category), and rerolls left break a tie
// (one tie-break key). Its box profile section is dice: {pips: N}, the
// die's highest face, that nothing knows until the user records it.
package gametest

import (
	"io/fs"

	"github.com/spf13/cobra"

	"altiplano/cmd/factory"
	"altiplano/cmd/game"
	"altiplano/cmd/scoring"
	"altiplano/cmd/text"
)

// Dice is the game.
type Dice struct{}

var _ game.Game = Dice{}

// ID is the game's id, its command, and its section's key in the box
// profile.
const ID game.ID = "dice"

func (Dice) ID() game.ID     { return ID }
func (Dice) Name() text.Text { return gameName.T() }

func (Dice) Help() (short, long text.Text, example string) {
	return helpShort.T(), helpLong.T(), "  altiplano dice setup --players 3\n  altiplano dice score --file game.yaml"
}

func (Dice) HelpFiles() fs.FS { return help }

func (Dice) Commands(f *factory.Factory) []*cobra.Command {
	return []*cobra.Command{newCmdSetup(f)}
}

func (Dice) Scoring(f *factory.Factory) scoring.Game { return scorer{f: f} }
