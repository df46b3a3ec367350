package cmdutil

import (
	"altiplano/rules"
	"altiplano/rules/catalog"
	"altiplano/scoring"
	"altiplano/setup"
)

// MarkStart checks a record's setup code against its players and, when no
// player is marked as the start player, marks the one the code's sheet
// named, so the history and its exports know who started. file is the
// record's name for problems ("" for the walk-through).
func MarkStart(r *scoring.Record, file string, c catalog.Catalog) error {
	if r.Code == "" {
		return nil
	}
	names := make([]string, len(r.Players))
	for i, pl := range r.Players {
		names[i] = pl.Name
	}
	seat, p := setup.StartSeat(r.Code, names, c)
	if p != nil {
		p.Field = rules.At(rules.FieldCode)
		if file != "" {
			p.Field = rules.InFile(file, "code", 0)
		}
		return p
	}
	for _, pl := range r.Players {
		if pl.Start {
			return nil // the record says; the table may have played another way
		}
	}
	r.Players[seat].Start = true
	return nil
}
