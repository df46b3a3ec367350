package render

import (
	"fmt"
	"io"

	"altiplano/cmd/playlog"
	"altiplano/cmd/text"
)

// Changes says, player by player, how game id's stored result differs
// from the new one.
func Changes(w io.Writer, p text.Printer, id int64, changes []playlog.Change) {
	fmt.Fprintln(w, text.UpdateHeader.In(p, int(id)))
	for _, c := range changes {
		line := text.UpdatePoints.In(p, c.Name, c.OldTotal, c.NewTotal)
		switch {
		case c.OldTotal == c.NewTotal && c.Categories:
			line = text.UpdateSameTotal.In(p, c.Name, c.NewTotal)
		case c.OldTotal == c.NewTotal:
			line = text.UpdateTotal.In(p, c.Name, c.NewTotal)
		}
		if c.OldRank != c.NewRank {
			line += ", " + text.UpdatePlace.In(p, c.OldRank, c.NewRank)
		}
		fmt.Fprintln(w, "  "+line)
	}
}
