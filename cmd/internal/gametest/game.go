// Package gametest is a game for tests: the smallest game the program can
// play, built in nowhere and never linked into the program. Registered in
// a test only, it shows that the shared machinery runs a game it was not
// written for: its setup with a checksummed code, its record file, its
// walk-through in a terminal and on phones, its box section, its place in
// the play history, the statistics and the exports.
//
//	cmdtest.Run(t, cmdtest.Env{Games: append(cmd.Registry(), gametest.Dice{})}, "dice", "score", "--file", f)
//
// The game: each player ends with a number of pips and of rerolls left;
// the pips are the points (one category), and rerolls left break a tie
// (one tie-break key). Its box profile section is dice: {pips: N}, the
// die's highest face, that nothing knows until the user records it. Its
// texts are English only, words of a test (text.List shows a string as it
// is, in every language).
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

// ID is the game's id, and its section's key in the box profile.
const ID game.ID = "dice"

func (Dice) ID() game.ID     { return ID }
func (Dice) Name() text.Text { return words("Dice") }

func (Dice) Help() (short, long text.Text, example string) {
	return words("Dice, a game for tests"), words("Dice, the smallest game the program can play: for tests."),
		"  altiplano dice setup --players 3\n  altiplano dice score --file game.yaml"
}

func (Dice) HelpFiles() fs.FS { return nil }

func (Dice) Commands(f *factory.Factory) []*cobra.Command {
	return []*cobra.Command{newCmdSetup(f)}
}

func (Dice) Scoring(f *factory.Factory) scoring.Game { return scorer{f: f} }

// words is a test's text, shown as it is in every language.
func words(s string) text.Text { return text.List(s) }
