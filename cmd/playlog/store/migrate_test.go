package store

import (
	"database/sql"
	"path/filepath"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
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

// insertV1 writes n 3-player games in the version-1 shape (no
// player_count), as an older altiplano would have.
func insertV1(t testing.TB, db *sql.DB, from, n int) {
	t.Helper()
	tx, err := db.Begin()
	require.NoError(t, err)
	for i := from; i < from+n; i++ {
		g, err := normalize(sample(hexHash(i), t0.Add(timeStep(i))))
		require.NoError(t, err)
		res, err := tx.Exec(`INSERT INTO games (hash, played_at, setup_code, missions, assumptions, record_yaml)
			VALUES (?, ?, ?, ?, '["warehouse-row-vp"]', ?)`, g.Hash, g.PlayedAt.Unix(), g.SetupCode, g.Missions, g.Record)
		require.NoError(t, err)
		id, err := res.LastInsertId()
		require.NoError(t, err)
		for _, p := range g.Players {
			c := p.Categories
			_, err := tx.Exec(`INSERT INTO players VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
				id, p.Seat, p.Name, nameKey(p.Name), p.Coins, c.Goods, c.Boats, c.Houses, c.Orders,
				c.HouseBonus, c.Warehouse, c.Missions, p.Total, p.Rank, p.StartPlayer, p.Role)
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
	assert.Equal(t, 4, latestVersion())
	assert.Equal(t, applicationID, st.appID)

	// The backfilled column serves the player-count filter.
	games, err := s.List(Filter{Players: 3})
	require.NoError(t, err)
	require.Len(t, games, 3)
	none, err := s.List(Filter{Players: 4})
	require.NoError(t, err)
	assert.Empty(t, none)

	want, err := normalize(sample(hexHash(1), t0.Add(timeStep(1))))
	require.NoError(t, err)
	got := games[2] // oldest
	want.ID = got.ID
	want.Values, want.Result = nil, nil // not written by insertV1
	assert.Equal(t, want, got)

	// The indexes of version 2 exist, and the copied columns were filled.
	var n int
	require.NoError(t, s.db.QueryRow(`SELECT count(*) FROM sqlite_schema WHERE type = 'index'
		AND name IN ('games_by_time', 'games_by_count', 'players_by_name', 'players_stats', 'missions_stats')`).Scan(&n))
	assert.Equal(t, 5, n)
	require.NoError(t, s.db.QueryRow(`SELECT count(*) FROM players p JOIN games g ON g.id = p.game_id
		WHERE p.player_count = 3 AND p.played_at = g.played_at
		AND p.shared_rank = (p.name_key IN ('ANA', 'BEN'))`).Scan(&n))
	assert.Equal(t, 9, n)
	st1, err := s.Stats(Filter{})
	require.NoError(t, err)
	assert.Equal(t, 6, st1.SharedWins, "Ana and Ben share first place in each of the 3 games")
	// Version 3 filled the running sums from the seats already stored.
	viaSeats, err := s.Stats(Filter{Limit: 10})
	require.NoError(t, err)
	assert.Equal(t, viaSeats, st1)

	// And a new game goes in alongside.
	_, added, err := s.Add(sample(hexHash(100), t0))
	require.NoError(t, err)
	assert.True(t, added)
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
	games, err := s.List(Filter{Players: 3})
	require.NoError(t, err)
	assert.Len(t, games, 5)
}
