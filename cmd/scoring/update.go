package scoring

import (
	"fmt"
	"io"

	"altiplano/cmd/cmdutil"
	"altiplano/cmd/playlog"
	"altiplano/cmd/prompt"
	"altiplano/cmd/render"
	"altiplano/cmd/text"
)

// update settles a scored game whose record is already in the history,
// for any board game: an unchanged result stays as it is; a changed one
// (other box values, another option) is shown player by player and
// replaces the stored one after a yes in a terminal, or with --yes.
type update struct {
	History     playlog.History
	ErrOut      io.Writer
	Printer     text.Printer
	Yes         bool
	Interactive bool
	Prompter    func() prompt.Prompter
}

// Stored compares game id as stored with g, the same record scored now.
func (u update) Stored(id int64, g playlog.Game) error {
	stored, err := u.History.Get(id)
	if err != nil {
		return err
	}
	changes := playlog.Changes(stored, g)
	if len(changes) == 0 {
		_, err = fmt.Fprintln(u.ErrOut, text.EchoAlreadyStored.In(u.Printer, int(id)))
		return err
	}
	render.Changes(u.ErrOut, u.Printer, id, changes)
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
	if err := u.History.Replace(id, g); err != nil {
		return err
	}
	_, err = fmt.Fprintln(u.ErrOut, text.EchoUpdated.In(u.Printer, int(id)))
	return err
}
