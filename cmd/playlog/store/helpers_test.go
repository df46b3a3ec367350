package store

import (
	"path/filepath"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
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

// addNew adds g to s, which must keep it as a new game: its id.
func addNew(t *testing.T, s *Store, g playlog.Game) int64 {
	t.Helper()
	id, added, err := s.Add(g)
	require.NoError(t, err)
	require.True(t, added)
	return id
}

// addAgain adds g to s, which must find it kept already, as game id.
func addAgain(t *testing.T, s *Store, g playlog.Game, id int64) {
	t.Helper()
	again, added, err := s.Add(g)
	require.NoError(t, err)
	assert.False(t, added)
	assert.Equal(t, id, again)
}

// timeStep spaces game i by i hours.
func timeStep(i int) time.Duration { return time.Duration(i) * time.Hour }

// storedDB writes a current history holding one game and closes it.
func storedDB(t *testing.T, path string) {
	t.Helper()
	addAt(t, path, sample(hexHash(1), t0))
}

// addAt opens the history at path (creating it if need be), adds g and
// closes it.
func addAt(t *testing.T, path string, g playlog.Game) {
	t.Helper()
	s, err := Open(path)
	require.NoError(t, err)
	_, _, err = s.Add(g)
	require.NoError(t, err)
	require.NoError(t, s.Close())
}

// listAt opens the history at path and lists every game of the made-up
// game in it.
func listAt(t *testing.T, path string) []playlog.Game {
	t.Helper()
	s, err := Open(path)
	require.NoError(t, err)
	defer s.Close()
	games, err := s.List(whole)
	require.NoError(t, err)
	return games
}

// requireCurrent requires s in WAL mode, at the latest schema.
func requireCurrent(t *testing.T, s *Store) {
	t.Helper()
	var mode string
	require.NoError(t, s.db.QueryRow("PRAGMA journal_mode").Scan(&mode))
	require.Equal(t, "wal", mode)
	st, err := readState(t.Context(), s.db)
	require.NoError(t, err)
	require.Equal(t, latestVersion(), st.version)
}
