// Package logutil is what the commands that keep or read the play
// history share: only they import it, so the commands that never touch the
// history do not link the SQLite engine.
package logutil

import (
	"fmt"
	"io"

	"altiplano/cmd/cmdutil"
	"altiplano/cmd/playlog"
	"altiplano/cmd/playlog/store"
	"altiplano/cmd/prompt"
	"altiplano/cmd/text"
)

// Update settles a scored game whose record is already in the history,
// for any board game: an unchanged result stays as it is; a changed one
// (other box values, another option) is shown player by player and
// replaces the stored one after a yes in a terminal, or with --yes.
type Update struct {
	Store       *store.Store
	ErrOut      io.Writer
	Printer     text.Printer
	Yes         bool
	Interactive bool
	Prompter    func() prompt.Prompter
}

// Stored compares game id as stored with g, the same record scored now.
func (u Update) Stored(id int64, g playlog.Game) error {
	stored, err := u.Store.Get(id)
	if err != nil {
		return HistoryError(u.Store.Path(), err)
	}
	changes := playlog.Changes(stored, g)
	if len(changes) == 0 {
		_, err = fmt.Fprintln(u.ErrOut, text.EchoAlreadyStored.In(u.Printer, int(id)))
		return err
	}
	WriteChanges(u.ErrOut, u.Printer, id, changes)
	yes := u.Yes
	if !yes && u.Interactive {
		if yes, err = cmdutil.AskYesNo(u.Prompter(), u.Printer, text.AskUpdateGame.In(u.Printer, int(id)), true); err != nil {
			return err
		}
		if !yes {
			_, err = fmt.Fprintln(u.ErrOut, text.EchoNotUpdatedAnswer.In(u.Printer, int(id)))
			return err
		}
	}
	if !yes {
		_, err = fmt.Fprintln(u.ErrOut, text.EchoNotUpdated.In(u.Printer, int(id)))
		return err
	}
	if err := u.Store.Replace(id, g); err != nil {
		return HistoryError(u.Store.Path(), err)
	}
	_, err = fmt.Fprintln(u.ErrOut, text.EchoUpdated.In(u.Printer, int(id)))
	return err
}
