package export

import "altiplano/cmd/playlog"

// Game is what an export says of the board game whose plays it writes, as
// the game declares it (see cmd/game): the exports name no game.
type Game struct {
	ID   playlog.ID
	Name string // the name BG Stats and BoardGameGeek know it by; "" = its id
	// BGGID is its BoardGameGeek id; 0 = not known: none is written (never
	// guessed).
	BGGID int
	// Categories are its score pad's categories and TieBreaks its
	// tie-break keys after the points, in order: the CSV's columns.
	Categories []string
	TieBreaks  []string
	// Roles: its players take roles, and the CSV has a role column.
	Roles bool
}

// name is the game's name in an export.
func (g Game) name() string {
	if g.Name == "" {
		return string(g.ID)
	}
	return g.Name
}
