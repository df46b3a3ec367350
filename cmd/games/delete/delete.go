// Package delete is `altiplano games delete ID`: a kept game and everything
// kept with it go, after a yes (or --yes).
package delete

import (
	"fmt"
	"io"
	"time"

	"github.com/spf13/cobra"

	"altiplano/cmd/cmdutil"
	"altiplano/cmd/factory"
	"altiplano/cmd/game"
	"altiplano/cmd/playlog"
	"altiplano/cmd/playlog/logutil"
	"altiplano/cmd/playlog/store"
	"altiplano/cmd/prompt"
	"altiplano/cmd/text"
)

// Options are the inputs of delete.
type Options struct {
	ErrOut      io.Writer
	Interactive bool
	Printer     text.Printer
	History     func() (*store.Store, error)
	Prompter    func() prompt.Prompter
	// Zone is where dates are shown: the user's local time.
	Zone *time.Location

	Registry game.Registry

	logutil.OneGame
	Yes bool

	Set map[string]bool
}

// NewCmdDelete builds `games delete`. runF replaces the run function in
// tests.
func NewCmdDelete(f *factory.Factory, reg game.Registry, runF func(*Options) error) *cobra.Command {
	p := f.Printer()
	opts := &Options{ErrOut: f.IO.ErrOut, Interactive: f.IO.IsInteractive(), Printer: p,
		History: logutil.Change(f), Prompter: f.NewPrompter, Zone: f.Zone, Registry: reg, Set: map[string]bool{}}
	run := cmdutil.RunE(opts, opts.Set, runF, Run)
	cmd := &cobra.Command{Use: "delete ID", Short: text.HelpGamesDeleteShort.In(p)}
	logutil.TakeOneGame(cmd, &opts.OneGame, run)
	cmd.Flags().BoolVarP(&opts.Yes, "yes", "y", false, text.HelpFlagYes.In(p))
	logutil.CompleteGameIDs(cmd, logutil.Read(f), reg, p, false)
	return cmd
}

// Run deletes the game after a yes in a terminal, or with --yes; with
// --game, only a game of that game.
func Run(o *Options) error {
	return o.OneGame.With(o.History, o.Registry, o.Set["game"], func(s *store.Store, g playlog.Game) error {
		if !o.Yes {
			if !o.Interactive {
				return cmdutil.Usage(text.ErrDeleteNeedsYes.T())
			}
			yes, err := cmdutil.AskYesNo(o.Prompter(), o.Printer, text.AskDeleteGame.In(o.Printer, int(g.ID), g.PlayedAt.In(o.Zone).Format("2006-01-02")+": "+logutil.PlayersLine(g)), false)
			if err != nil {
				return &cmdutil.Stopped{Text: text.EchoNotDeleted.T()}
			}
			if !yes {
				_, err := fmt.Fprintln(o.ErrOut, text.EchoNotDeleted.In(o.Printer))
				return err
			}
		}
		if err := s.Delete(g.ID); err != nil {
			return err
		}
		_, err := fmt.Fprintln(o.ErrOut, text.EchoDeleted.In(o.Printer, int(g.ID)))
		return err
	})
}
