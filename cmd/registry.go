package cmd

import (
	alpakagame "altiplano/cmd/alpaka"
	altiplanogame "altiplano/cmd/altiplano"
	"altiplano/cmd/game"
)

// registry is every game the program plays, and the one place that names
// them: a new game is a folder under cmd/ (and under rules/, scoring/,
// setup/) and a line here. The first is the home game, whose commands are
// the program's own.
var registry = game.Registry{altiplanogame.Game{}, alpakagame.Game{}}
