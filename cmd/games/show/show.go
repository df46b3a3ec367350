// Package show is `altiplano games show ID`: a kept game again, as its
// game's score pad (or the shared table of its categories), or --json.
package show

import (
	"io"

	"github.com/spf13/cobra"

	"altiplano/cmd/cmdutil"
	"altiplano/cmd/factory"
	"altiplano/cmd/game"
	"altiplano/cmd/iostreams"
	"altiplano/cmd/playlog"
	"altiplano/cmd/playlog/logutil"
	"altiplano/cmd/playlog/store"
	"altiplano/cmd/text"
)

// Options are the inputs of show.
type Options struct {
	Out      io.Writer
	Printer  text.Printer
	History  func() (*store.Store, error)
	Registry game.Registry

	logutil.OneGame
	JSON bool

	Set map[string]bool
}

// NewCmdShow builds `games show`. runF replaces the run function in tests.
func NewCmdShow(f *factory.Factory, reg game.Registry, runF func(*Options) error) *cobra.Command {
	p := f.Printer()
	opts := &Options{Out: f.IO.Out, Printer: p, History: logutil.Read(f), Registry: reg, Set: map[string]bool{}}
	run := cmdutil.RunE(opts, opts.Set, runF, Run)
	cmd := &cobra.Command{Use: "show ID", Short: text.HelpGamesShowShort.In(p)}
	logutil.TakeOneGame(cmd, &opts.OneGame, run)
	cmd.Flags().BoolVar(&opts.JSON, "json", false, text.HelpFlagJSON.In(p))
	logutil.CompleteGameIDs(cmd, logutil.Read(f), reg, p, false)
	return cmd
}

// Run shows the game: its title and roles, then its game's own pad when
// the game has one (game.Pad), else each player's points per category,
// total and place, and how the game's pad ended (game.Verdict); --json
// gives the game's score --json, or the JSON export's game.
func Run(o *Options) error {
	var g playlog.Game
	if err := o.OneGame.With(o.History, o.Registry, o.Set["game"], func(_ *store.Store, kept playlog.Game) error {
		g = kept
		return nil
	}); err != nil {
		return err
	}
	if o.JSON {
		return game.WriteKeptJSON(iostreams.Raw(o.Out), o.Printer, o.Registry, g) // data: never wrapped
	}
	return game.WriteKept(o.Out, o.Printer, o.Registry, g)
}
