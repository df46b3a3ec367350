// Package registry is every game the program plays, and the one place that
// names them: a new game is a folder under cmd/ (and under rules/,
// scoring/, setup/ as it grows) and its line here, with the line that
// imports it. The program's command line and the offline page both play
// the games listed here.
package registry

import (
	"slices"

	"altiplano/cmd/alpaka"
	"altiplano/cmd/altiplano"
	"altiplano/cmd/game"
)

// games are the games, in the order they were added, one a line. The first
// is the home game, whose commands are the program's own.
var games = game.Registry{
	altiplano.Game{},
	alpaka.Game{},
}

// Games is the games the program plays (a copy: a test appends a game of
// its own to it).
func Games() game.Registry { return slices.Clone(games) }
