// Package game is the idea every game's data shares: a game's ID. Score
// pads, ranking, setup codes and the history carry one, so that each game
// stands beside the others, never on top of them. Each game declares its
// own ID in its rules package; the program's registry lists them.
package game

// ID names a game; it is stored in the history and written in files.
type ID string
