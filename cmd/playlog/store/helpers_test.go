package store

import (
	"path/filepath"
	"testing"
	"time"

	"github.com/stretchr/testify/require"

	"altiplano/cmd/playlog"
	"altiplano/cmd/playlog/playlogtest"
)

// t0 is a fixed instant so that tests do not depend on the clock.
var t0 = playlogtest.T0

// game is the made-up board game of the fixtures, and whole selects every
// game of it.
var (
	game  = playlogtest.Game
	whole = playlog.Filter{Game: game}
)

func sample(hash string, at time.Time) playlog.Game { return playlogtest.Sample(hash, at) }

func duel(hash string, at time.Time, winner, loser string) playlog.Game {
	return playlogtest.Duel(hash, at, winner, loser)
}

func hexHash(i int) string { return playlogtest.HexHash(i) }

// openTemp opens a new store in a fresh temporary directory.
func openTemp(t testing.TB) *Store {
	t.Helper()
	s, err := Open(filepath.Join(t.TempDir(), "games.db"))
	require.NoError(t, err)
	t.Cleanup(func() { s.Close() })
	return s
}

// timeStep spaces game i by i hours.
func timeStep(i int) time.Duration { return time.Duration(i) * time.Hour }
