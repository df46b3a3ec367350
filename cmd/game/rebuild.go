package game

import (
	"strconv"
	"time"

	"altiplano/cmd/playlog"
)

// Rebuild is Reader.Rebuild as a game writes it. fromKept makes the game
// again from its record, named as a problem with it names it ("game 12"),
// and the result it was kept with; the game keeps that result and its
// assumptions. Where fromKept cannot use the kept result (used false: it
// cannot be read, or it is not the record's), the record is read again by
// read, as a new game is.
func Rebuild(row playlog.Game, read func(name string, data []byte, at time.Time) (playlog.Game, error),
	fromKept func(name string) (g playlog.Game, used bool, err error)) (playlog.Game, error) {
	name := KeptName(row.ID)
	g, used, err := fromKept(name)
	if err != nil {
		return playlog.Game{}, err
	}
	if !used {
		return read(name, row.Record, row.PlayedAt)
	}
	g.Result, g.Assumptions = row.Result, row.Assumptions
	return g, nil
}

// KeptName is how a kept game is named as a problem with its record
// names a file: "game 12".
func KeptName(id int64) string { return "game " + strconv.FormatInt(id, 10) }
