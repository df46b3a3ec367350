// Package logtest checks a game's part of the play log (game.Log) against
// what the play log needs of every game: a kept game made again from its
// record and kept result is the same game, and its record's identity is
// the kept game's hash. Each game's tests run it on one of its records.
package logtest

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"altiplano/cmd/game"
	"altiplano/cmd/playlog"
)

// Rebuilds checks g, a game of l's as a Reader read it: made again by
// rebuilder (a Reader of l, with the same box profile or another), it has
// g's hash, players and result; its record's identity is g's hash. It
// returns the game made again and the identity, for what a game checks
// besides.
func Rebuilds(t *testing.T, l game.Log, rebuilder game.Reader, g playlog.Game) (playlog.Game, playlog.Recorded) {
	t.Helper()
	back, err := rebuilder.Rebuild(g)
	require.NoError(t, err)
	assert.Equal(t, g.Hash, back.Hash)
	assert.Equal(t, g.Players, back.Players, "the kept result stays")
	assert.Equal(t, g.Result, back.Result)
	rec, err := l.Recorded(g.Record)
	require.NoError(t, err)
	assert.Equal(t, g.Hash, rec.Hash, "its identity")
	return back, rec
}
