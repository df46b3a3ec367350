// Package rescore is `altiplano games rescore`: kept games scored again
// from their records with the current box profile, each by its own game.
package rescore

import (
	"errors"
	"fmt"
	"io"
	"strconv"

	"github.com/spf13/cobra"

	"altiplano/cmd/cmdutil"
	"altiplano/cmd/factory"
	"altiplano/cmd/game"
	"altiplano/cmd/playlog"
	"altiplano/cmd/playlog/logutil"
	"altiplano/cmd/playlog/store"
	"altiplano/cmd/prompt"
	"altiplano/cmd/render"
	"altiplano/cmd/text"
)

// Options are the inputs of rescore.
type Options struct {
	ErrOut      io.Writer
	Interactive bool
	Printer     text.Printer
	History     func() (*store.Store, error)
	Prompter    func() prompt.Prompter
	Registry    game.Registry
	// Reader reads game g's records as `score --file` does, with the
	// user's box profile (logutil.Readers).
	Reader func(g game.Game) (game.Reader, error)

	IDs    []string
	All    bool // every game of Game
	Yes    bool
	DryRun bool
	Game   string

	Set map[string]bool
}

// NewCmdRescore builds `games rescore`. runF replaces the run function in
// tests.
func NewCmdRescore(f *factory.Factory, reg game.Registry, runF func(*Options) error) *cobra.Command {
	p := f.Printer()
	opts := &Options{ErrOut: f.IO.ErrOut, Interactive: f.IO.IsInteractive(), Printer: p, History: logutil.Change(f),
		Prompter: f.NewPrompter, Registry: reg, Reader: logutil.Readers(f), Set: map[string]bool{}}
	run := cmdutil.RunE(opts, opts.Set, runF, Run)
	cmd := &cobra.Command{Use: "rescore [ID...]", Short: text.HelpGamesRescoreShort.In(p),
		RunE: func(c *cobra.Command, args []string) error {
			opts.IDs = args
			return run(c, args)
		}}
	fl := cmd.Flags()
	fl.BoolVar(&opts.All, "all", false, text.HelpFlagAll.In(p))
	fl.BoolVarP(&opts.Yes, "yes", "y", false, text.HelpFlagYes.In(p))
	fl.BoolVar(&opts.DryRun, "dry-run", false, text.HelpFlagDryRun.In(p))
	logutil.GameFlag(fl, &opts.Game, p, reg)
	logutil.TakesGameIDs(cmd)
	logutil.CompleteSelection(cmd, &logutil.Selection{}, reg, p)
	logutil.CompleteGameIDs(cmd, logutil.Read(f), reg, p, true)
	return cmd
}

// rescored is a stored game and its result scored again.
type rescored struct {
	id    int64
	fresh playlog.Game
}

// Run scores stored games again from their records with the current box
// profile, shows every change player by player, and applies them after one
// confirmation (--yes without a terminal; --dry-run only shows).
func Run(o *Options) error {
	switch {
	case o.All && len(o.IDs) > 0:
		return cmdutil.Usage(text.ErrFlagsExclusive.T("--all", "ID"))
	case !o.All && len(o.IDs) == 0:
		return cmdutil.Usage(text.ErrRescoreNeedsIDs.T())
	}
	gm, err := logutil.GameOf(o.Registry, o.Game)
	if err != nil {
		return err
	}
	if o.All || o.Set["game"] {
		if _, err := o.Reader(gm); err != nil {
			return err // the box profile, before the history is opened
		}
	}
	return logutil.With(o.History, func(s *store.Store) error {
		ids, err := o.rescoreIDs(s, gm)
		if err != nil {
			return err
		}
		var todo []rescored
		for _, id := range ids {
			g, err := s.Get(id)
			if err != nil {
				return err
			}
			fresh, err := o.scoreAgain(g)
			var stop *readerError
			if errors.As(err, &stop) {
				return stop.err
			}
			if err != nil {
				fmt.Fprintln(o.ErrOut, text.RescoreUnreadable.In(o.Printer, int(id), cmdutil.Render(o.Printer, err)))
				continue
			}
			if changes := playlog.Changes(g, fresh); len(changes) > 0 {
				render.Changes(o.ErrOut, o.Printer, id, changes)
				todo = append(todo, rescored{id, fresh})
			}
		}
		if len(todo) == 0 {
			_, err := fmt.Fprintln(o.ErrOut, text.RescoreUnchanged.In(o.Printer))
			return err
		}
		if o.DryRun {
			_, err := fmt.Fprintln(o.ErrOut, text.EchoNothingChanged.In(o.Printer))
			return err
		}
		if !o.Yes {
			if !o.Interactive {
				return cmdutil.Usage(text.ErrRescoreNeedsYes.T())
			}
			yes, err := cmdutil.AskYesNo(o.Prompter(), o.Printer, text.AskRescore.In(o.Printer, len(todo)), false)
			if err != nil || !yes {
				return &cmdutil.Stopped{Text: text.EchoNothingChanged.T()}
			}
		}
		for _, r := range todo {
			if err := s.Replace(r.id, r.fresh); err != nil {
				return err
			}
		}
		_, err = fmt.Fprintln(o.ErrOut, text.EchoRescored.In(o.Printer, len(todo)))
		return err
	})
}

// rescoreIDs are the games named, each checked to exist (and, with
// --game, to be a game of it: each is scored again by its own game), or
// every game of gm.
func (o *Options) rescoreIDs(s *store.Store, gm game.Game) ([]int64, error) {
	if !o.All {
		ids := make([]int64, 0, len(o.IDs))
		for _, typed := range o.IDs {
			g, err := logutil.Find(s, typed)
			if err != nil {
				return nil, err
			}
			if o.Set["game"] && g.Game != gm.ID() {
				theirs, err := logutil.GameOf(o.Registry, string(g.Game))
				if err != nil {
					return nil, err
				}
				return nil, cmdutil.Usage(text.ErrRescoreOtherGame.T(int(g.ID), theirs.Name(), gm.Name()))
			}
			ids = append(ids, g.ID)
		}
		return ids, nil
	}
	return s.IDs(playlog.Filter{Game: gm.ID()})
}

// readerError: the box profile of a game cannot be used, which stops the
// command rather than one game.
type readerError struct{ err error }

func (e *readerError) Error() string { return e.err.Error() }

// scoreAgain scores a stored game's record by its own game, as `score
// --file` would, keeping the stored time when the record has none.
func (o *Options) scoreAgain(g playlog.Game) (playlog.Game, error) {
	gm, ok := o.Registry.Find(g.Game)
	if !ok {
		return playlog.Game{}, cmdutil.Input(text.ErrGameUnknown.T(string(g.Game), logutil.IDList(o.Registry)))
	}
	r, err := o.Reader(gm)
	if err != nil {
		return playlog.Game{}, &readerError{err}
	}
	return r.Read("game "+strconv.FormatInt(g.ID, 10), g.Record, g.PlayedAt)
}
