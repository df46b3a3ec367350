// Package game is what a board game gives the program to plug into it:
// its id and name, its own commands, and what the shared machinery (the
// walk-through, the phones, the play log, the box profile, the exports)
// needs from it, declared. No shared package names a game: each ranges
// over the games the registry lists (cmd/registry/registry.go), the one place that
// names them.
package game

import (
	"io/fs"

	"github.com/spf13/cobra"

	"altiplano/cmd/factory"
	"altiplano/cmd/scoring"
	"altiplano/cmd/text"
	gameid "altiplano/rules/game"
)

// ID names a game in files, the play log and on the command line.
type ID = gameid.ID

// Game is one board game the program knows.
type Game interface {
	// ID is the game's id: "alpaka".
	ID() ID
	// Name is the game's name as players know it, in their language.
	Name() text.Text
	// Help is the short and long help of the game's group of commands, and
	// its examples (`altiplano alpaka --help`).
	Help() (short, long text.Text, example string)
	// HelpFiles are the game's help pages and its sections of the
	// program's, in every language, laid out as cmd/help reads them
	// (help/pages/<lang>/<topic>.txt, help/sections/<lang>/<topic>.txt):
	// its record format in `altiplano help records`, a guide of its own.
	// nil for none.
	HelpFiles() fs.FS
	// Commands builds the game's own commands: setup, rules… (its score
	// command is the engine's, made from Scoring).
	Commands(f *factory.Factory) []*cobra.Command
	// Scoring is how the game is scored: its record files, its
	// walk-through's table and steps, its score pad. The engine makes the
	// game's score command of it, and every surface runs it (the
	// terminal, the phones, the offline page).
	Scoring(f *factory.Factory) scoring.Game
	// Box is the game's part of the box profile (see box.go).
	Box() Box
	// Log is what the play log needs from the game (log.go).
	Log() Log
}

// Registry is the games the program knows, in the order they were added.
// The first is the home game: its commands are the program's own
// (`altiplano setup`); every other game's are under its id (`altiplano
// alpaka setup`).
type Registry []Game

// Home is the first game.
func (r Registry) Home() Game { return r[0] }

// Find is the game with id, if the registry has it.
func (r Registry) Find(id ID) (Game, bool) {
	for _, g := range r {
		if g.ID() == id {
			return g, true
		}
	}
	return nil, false
}

// IDs are the games' ids, in the registry's order.
func (r Registry) IDs() []ID {
	ids := make([]ID, len(r))
	for i, g := range r {
		ids[i] = g.ID()
	}
	return ids
}

// HelpFiles are the games' help files, in the registry's order.
func (r Registry) HelpFiles() []fs.FS {
	out := make([]fs.FS, len(r))
	for i, g := range r {
		out[i] = g.HelpFiles()
	}
	return out
}
