package store

import (
	"database/sql"
	"path/filepath"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"altiplano/cmd/playlog"
)

func TestStepsAreInSequence(t *testing.T) {
	all, err := steps()
	require.NoError(t, err)
	require.GreaterOrEqual(t, len(all), 2)
	for i, st := range all {
		assert.Equal(t, i+1, st.version)
		assert.NotEmpty(t, st.sql)
	}
	assert.Equal(t, len(all), latestVersion())
}

// oldGame is the game of every history of schemas 1 to 3, which held
// Altiplano's games only; step 4 names it.
const oldGame playlog.ID = "altiplano"

// oldSample is sample as a history of schemas 1 to 3 keeps it: a game of
// oldGame, whose seats' columns are the made-up game's seven categories
// and its coins.
func oldSample(hash string, at time.Time) playlog.Game {
	g := sample(hash, at)
	g.Game = oldGame
	return g
}

// v1Seat is a seat's values in the columns of schema 1: coins, then the
// seven categories.
func v1Seat(p playlog.Player) []any {
	out := []any{p.TieBreak[0].Value}
	for _, sc := range p.Scores {
		out = append(out, sc.Points)
	}
	return out
}

// insertV1 writes n 3-player games in the version-1 shape (no
// player_count), as an older altiplano would have.
func insertV1(t testing.TB, db *sql.DB, from, n int) {
	t.Helper()
	tx, err := db.Begin()
	require.NoError(t, err)
	for i := from; i < from+n; i++ {
		g, err := oldSample(hexHash(i), t0.Add(timeStep(i))).Normalized()
		require.NoError(t, err)
		res, err := tx.Exec(`INSERT INTO games (hash, played_at, setup_code, missions, assumptions, record_yaml)
			VALUES (?, ?, ?, ?, '["warehouse-row-vp"]', ?)`, g.Hash, g.PlayedAt.Unix(), g.SetupCode, g.Missions, g.Record)
		require.NoError(t, err)
		id, err := res.LastInsertId()
		require.NoError(t, err)
		for _, p := range g.Players {
			args := append([]any{id, p.Seat, p.Name, playlog.NameKey(p.Name)}, v1Seat(p)...)
			_, err := tx.Exec(`INSERT INTO players VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
				append(args, p.Total, p.Rank, p.StartPlayer, p.Role)...)
			require.NoError(t, err)
			for _, m := range p.Missions {
				_, err := tx.Exec(`INSERT INTO player_missions VALUES (?, ?, ?, ?, ?)`, id, p.Seat, m.ID, m.Achieved, m.VP)
				require.NoError(t, err)
			}
		}
	}
	require.NoError(t, tx.Commit())
}

func TestUpgradeFromVersion1KeepsData(t *testing.T) {
	path := filepath.Join(t.TempDir(), "games.db")
	s, err := open(path, 1)
	require.NoError(t, err)
	st, err := readState(t.Context(), s.db)
	require.NoError(t, err)
	require.Equal(t, 1, st.version)
	var cols int
	require.NoError(t, s.db.QueryRow(`SELECT count(*) FROM pragma_table_info('games') WHERE name = 'player_count'`).Scan(&cols))
	require.Zero(t, cols, "version 1 has no player_count")
	insertV1(t, s.db, 1, 3)
	require.NoError(t, s.Close())

	s, err = Open(path)
	require.NoError(t, err)
	defer s.Close()
	st, err = readState(t.Context(), s.db)
	require.NoError(t, err)
	assert.Equal(t, latestVersion(), st.version)
	assert.Equal(t, 9, latestVersion())
	assert.Equal(t, applicationID, st.appID)

	// The backfilled column serves the player-count filter.
	games, err := s.List(playlog.Filter{Game: oldGame, Players: 3})
	require.NoError(t, err)
	require.Len(t, games, 3)
	none, err := s.List(playlog.Filter{Game: oldGame, Players: 4})
	require.NoError(t, err)
	assert.Empty(t, none)

	// Every value of the seats' columns is kept: the categories by key
	// (step 4), the coins as the tie-break 'coins' (step 5).
	want, err := oldSample(hexHash(1), t0.Add(timeStep(1))).Normalized()
	require.NoError(t, err)
	got := games[2] // oldest
	want.ID = got.ID
	want.Values, want.Result = nil, nil // not written by insertV1
	assert.Equal(t, want, got)

	// The indexes of version 2 that step 5 keeps exist, with its own, and
	// the copied columns were filled.
	var n int
	require.NoError(t, s.db.QueryRow(`SELECT count(*) FROM sqlite_schema WHERE type = 'index'
		AND name IN ('games_by_time', 'games_by_count', 'players_by_name', 'players_best')`).Scan(&n))
	assert.Equal(t, 4, n)
	require.NoError(t, s.db.QueryRow(`SELECT count(*) FROM players p JOIN games g ON g.id = p.game_id
		WHERE p.player_count = 3 AND p.played_at = g.played_at
		AND p.shared_rank = (p.name_key IN ('ana', 'ben'))`).Scan(&n))
	assert.Equal(t, 9, n)
	st1, err := s.Stats(playlog.Filter{Game: oldGame})
	require.NoError(t, err)
	assert.Equal(t, 6, st1.SharedWins, "Ana and Ben share first place in each of the 3 games")
	// Steps 5 and 8 filled the running sums and step 8 the packs from the
	// seats already stored.
	viaSeats, err := s.Stats(playlog.Filter{Game: oldGame, Limit: 10})
	require.NoError(t, err)
	assert.Equal(t, viaSeats, st1)

	// And a new game goes in alongside.
	addNew(t, s, sample(hexHash(100), t0))
}

func TestConcurrentUpgradeAppliesStepOnce(t *testing.T) {
	path := filepath.Join(t.TempDir(), "games.db")
	s, err := open(path, 1)
	require.NoError(t, err)
	insertV1(t, s.db, 1, 5)
	require.NoError(t, s.Close())

	const n = 8
	errs := make(chan error, n)
	for range n {
		go func() {
			s, err := Open(path)
			if err == nil {
				err = s.Close()
			}
			errs <- err
		}()
	}
	for range n {
		require.NoError(t, <-errs)
	}
	s, err = Open(path)
	require.NoError(t, err)
	defer s.Close()
	games, err := s.List(playlog.Filter{Game: oldGame, Players: 3})
	require.NoError(t, err)
	assert.Len(t, games, 5)
}
