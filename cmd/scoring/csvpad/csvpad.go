// Package csvpad writes a game's score pad for a spreadsheet, as every
// game's score --csv writes it. It stands apart from the score command
// (cmd/scoring) so that a game's printouts use it without linking the
// command's play history.
package csvpad

import (
	"encoding/csv"
	"io"
	"strconv"

	"altiplano/cmd/render"
)

// Pad is a score pad for a spreadsheet, as every game's score --csv
// writes it: a header row, "category" and the players' names, then a row
// per line of the pad, its English id and each player's value, a column
// per player in the order given.
type Pad[P any] struct {
	players []P
	rows    [][]string
}

// New starts a pad of players, each named by name; a name that a
// spreadsheet would read as a formula is escaped.
func New[P any](players []P, name func(P) string) *Pad[P] {
	header := []string{"category"}
	for _, p := range players {
		header = append(header, render.CSVCell(name(p)))
	}
	return &Pad[P]{players: players, rows: [][]string{header}}
}

// Line adds the line id, each player's value.
func (c *Pad[P]) Line(id string, value func(P) int) {
	cells := []string{id}
	for _, p := range c.players {
		cells = append(cells, strconv.Itoa(value(p)))
	}
	c.rows = append(c.rows, cells)
}

// Write writes the pad.
func (c *Pad[P]) Write(w io.Writer) error {
	cw := csv.NewWriter(w)
	if err := cw.WriteAll(c.rows); err != nil {
		return err
	}
	return cw.Error()
}
