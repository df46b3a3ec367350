// Package repair is `altiplano games repair`: what can still be read of a
// damaged play log, copied into a new file at the same path.
package repair

import (
	"bytes"
	"errors"
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
	"altiplano/cmd/text"
)

// Options are the inputs of repair.
type Options struct {
	ErrOut   io.Writer
	Printer  text.Printer
	DBPath   func() (string, error)
	Now      func() time.Time
	Registry game.Registry
	// Reader reads game g's records with the user's box profile
	// (logutil.Readers).
	Reader func(g game.Game) (game.Reader, error)

	Set map[string]bool
}

// NewCmdRepair builds `games repair`. runF replaces the run function in
// tests.
func NewCmdRepair(f *factory.Factory, reg game.Registry, runF func(*Options) error) *cobra.Command {
	p := f.Printer()
	opts := &Options{ErrOut: f.IO.ErrOut, Printer: p, DBPath: f.DBPath, Now: f.Now, Registry: reg,
		Reader: logutil.Readers(f), Set: map[string]bool{}}
	return &cobra.Command{Use: "repair", Short: text.HelpGamesRepair.In(p), Args: cmdutil.NoArgs,
		RunE: cmdutil.RunE(opts, opts.Set, runF, Run)}
}

// Run copies what can be read of a damaged history into a new file at the
// same path, keeping the damaged one beside it. A game whose players can
// no longer be read is rebuilt by its game from its stored record and
// result; games that could not be read at all are counted, and when none
// can be read the damaged file stays where it is.
func Run(o *Options) error {
	if o.Set["game"] { // the group's flag, inherited
		return cmdutil.Usage(text.ErrRepairGameFlag.T())
	}
	path, err := o.DBPath()
	if err != nil {
		return err
	}
	// Every game's box profile first: a game that cannot be rebuilt for
	// want of one would be lost.
	readers := map[playlog.ID]game.Reader{}
	for _, g := range o.Registry {
		if readers[g.ID()], err = o.Reader(g); err != nil {
			return err
		}
	}
	res, err := store.Repair(path, o.Now(), func(row playlog.Game) (playlog.Game, error) { return rebuild(readers, row) })
	// A file too damaged to open is one of which not a game can be read:
	// said so, not pointed to repair again.
	if errors.Is(err, store.ErrNothingReadable) || errors.Is(err, store.ErrCorrupt) && !errors.Is(err, store.ErrNotRegular) {
		return cmdutil.Fail(text.FieldDatabase.T(path), text.ErrRepairNothingReadable.T(), err)
	}
	if err != nil {
		return logutil.HistoryError(path, err)
	}
	if !res.Needed {
		_, err = fmt.Fprintln(o.ErrOut, text.EchoRepairNotNeeded.In(o.Printer))
		return err
	}
	fmt.Fprintln(o.ErrOut, text.EchoRepaired.In(o.Printer, res.Copied, res.Kept))
	if res.Rebuilt > 0 {
		fmt.Fprintln(o.ErrOut, text.EchoRepairRebuilt.In(o.Printer, res.Rebuilt))
	}
	if res.Lost > 0 {
		fmt.Fprintln(o.ErrOut, text.EchoRepairLost.In(o.Printer, res.Lost, res.Kept))
	}
	return nil
}

// errNotPlayed: a kept game of a game this program does not play, which
// cannot be rebuilt.
var errNotPlayed = errors.New("repair: a game this program does not play")

// rebuild makes a kept game again by its own game's reader. A game rebuilt
// from the result it was kept with keeps the printed values it was scored
// with.
func rebuild(readers map[playlog.ID]game.Reader, row playlog.Game) (playlog.Game, error) {
	r, ok := readers[row.Game]
	if !ok {
		return playlog.Game{}, errNotPlayed
	}
	g, err := r.Rebuild(row)
	if err != nil {
		return playlog.Game{}, err
	}
	if bytes.Equal(g.Result, row.Result) {
		g.Values = row.Values
	}
	return g, nil
}
