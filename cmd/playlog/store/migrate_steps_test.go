package store

import (
	"os"
	"path/filepath"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"altiplano/rules/altiplano"
	"altiplano/rules/altiplano/catalog"
	scoring "altiplano/scoring/altiplano"
)

// scoredSample scores testdata/games/2p.yaml with the embedded catalog,
// its first player renamed.
func scoredSample(t testing.TB, first string, at time.Time) Played {
	t.Helper()
	data, err := os.ReadFile(filepath.Join("..", "..", "..", "testdata", "games", "2p.yaml"))
	require.NoError(t, err)
	r, err := scoring.ParseRecord("2p.yaml", data, altiplano.Identifiers{})
	require.NoError(t, err)
	r.Players[0].Name = first
	r.PlayedAt = at
	c := catalog.Default()
	res, err := scoring.Score(r, c)
	require.NoError(t, err)
	return Played{Record: r, Result: res, Catalog: c, Now: at}
}

// A database of schema 3 (the one before games became game-neutral) keeps
// every game through step 4: the game column says Altiplano, the points
// per category are copied, and hashes follow the name rule, so the same
// record with another spelling of a name is found as the stored game.
func TestUpgradeFromVersion3KeepsGamesAndRehashes(t *testing.T) {
	path := filepath.Join(t.TempDir(), "games.db")
	s, err := open(path, 1)
	require.NoError(t, err)
	insertV1(t, s.db, 1, 4)
	require.NoError(t, s.Close())
	s, err = open(path, 3)
	require.NoError(t, err)
	g, err := scoredSample(t, "ANNA", t0).Game()
	require.NoError(t, err)
	res, err := s.db.Exec(`INSERT INTO games (hash, played_at, record_yaml, player_count) VALUES ('abc', ?, ?, 2)`,
		t0.Unix(), g.Record)
	require.NoError(t, err)
	id, err := res.LastInsertId()
	require.NoError(t, err)
	for _, p := range g.Players {
		c := p.Categories
		_, err := s.db.Exec(`INSERT INTO players (game_id, seat, name, name_key, coins, goods, boats, houses, orders,
			house_bonus, warehouse, missions, total, rank, player_count, played_at)
			VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 2, ?)`, id, p.Seat, p.Name, nameKey(p.Name), p.Coins,
			c.Goods, c.Boats, c.Houses, c.Orders, c.HouseBonus, c.Warehouse, c.Missions, p.Total, p.Rank, t0.Unix())
		require.NoError(t, err)
	}
	require.NoError(t, s.Close())

	s, err = Open(path)
	require.NoError(t, err)
	defer s.Close()
	games, err := s.List(Filter{})
	require.NoError(t, err)
	assert.Len(t, games, 5, "every game kept")
	for _, g := range games {
		assert.Equal(t, GameAltiplano, g.Game)
	}
	var scores, seats int
	require.NoError(t, s.db.QueryRow(`SELECT count(*) FROM player_scores`).Scan(&scores))
	require.NoError(t, s.db.QueryRow(`SELECT count(*) FROM players`).Scan(&seats))
	assert.Equal(t, 7*seats, scores, "seven Altiplano categories per seat")

	again, err := scoredSample(t, "Anna", t0).Game()
	require.NoError(t, err)
	got, added, err := s.Add(again)
	require.NoError(t, err)
	assert.False(t, added, "Anna and ANNA are one player, so one game")
	assert.Equal(t, id, got)
}

func TestIdentityIgnoresNameCaseAndZone(t *testing.T) {
	a, err := scoredSample(t, "Anna", time.Date(2026, 5, 1, 20, 30, 0, 0, time.FixedZone("CEST", 7200))).Game()
	require.NoError(t, err)
	b, err := scoredSample(t, "ANNA", time.Date(2026, 5, 1, 18, 30, 0, 0, time.UTC)).Game()
	require.NoError(t, err)
	assert.Equal(t, a.Hash, b.Hash)
	c, err := scoredSample(t, "Anna", time.Date(2026, 5, 1, 18, 31, 0, 0, time.UTC)).Game()
	require.NoError(t, err)
	assert.NotEqual(t, a.Hash, c.Hash, "another instant is another game")
}

// Replace puts a corrected result in place: same id, new totals, and the
// running sums that unfiltered statistics read follow at once.
func TestReplaceUpdatesResultAndStatistics(t *testing.T) {
	s := openTemp(t)
	id, _, err := s.Add(sample(hexHash(1), t0))
	require.NoError(t, err)
	fixed := sample(hexHash(1), t0)
	fixed.Players[2].Total, fixed.Players[2].Rank = 60, 1
	fixed.Players[0].Rank, fixed.Players[1].Rank = 2, 2
	stored, err := s.Get(id)
	require.NoError(t, err)
	changes := Changes(stored, fixed)
	require.Len(t, changes, 3)
	assert.Equal(t, Change{Seat: 3, Name: "Cleo", OldTotal: 41, NewTotal: 60, OldRank: 3, NewRank: 1, NewWon: true}, changes[2])
	require.NoError(t, s.Replace(id, fixed))

	got, err := s.Get(id)
	require.NoError(t, err)
	assert.Equal(t, 60, got.Players[2].Total)
	assert.Empty(t, Changes(got, fixed))
	all, err := s.Stats(Filter{})
	require.NoError(t, err)
	viaSeats, err := s.Stats(Filter{Limit: 10})
	require.NoError(t, err)
	assert.Equal(t, viaSeats, all, "running sums agree with the seats")
	assert.Equal(t, 1, all.Wins)
	assert.Equal(t, "Cleo", all.Players[0].Name)

	var nf *NotFoundError
	assert.ErrorAs(t, s.Replace(99, fixed), &nf)
}

// A good check is recorded with the file's size and time; a changed file
// is checked again, an unchanged one is not.
func TestChecksRecordGoodChecksCheaply(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, "games.db")
	s, err := Open(path)
	require.NoError(t, err)
	_, _, err = s.Add(sample(hexHash(1), t0))
	require.NoError(t, err)
	require.NoError(t, s.Close())
	checks := &Checks{File: filepath.Join(dir, "checked.json")}
	assert.False(t, checks.fresh(path))
	r, err := OpenReadOnly(path, checks)
	require.NoError(t, err)
	require.NoError(t, r.Close())
	assert.True(t, checks.fresh(path), "recorded after a good check")
	s, err = Open(path)
	require.NoError(t, err)
	_, _, err = s.Add(sample(hexHash(2), t0))
	require.NoError(t, err)
	require.NoError(t, s.Close())
	assert.False(t, checks.fresh(path), "a write makes the file due for a check")
	var nilChecks *Checks
	assert.False(t, nilChecks.fresh(path))
}

// Another game's results are stored through AddResult, kept apart from
// Altiplano's: its own list, statistics and exports, never mixed.
func TestAddResultKeepsGamesApart(t *testing.T) {
	s := openTemp(t)
	_, _, err := s.Add(sample(hexHash(1), t0))
	require.NoError(t, err)
	alpaka := Result{Game: "alpaka", PlayedAt: t0.Add(time.Hour), Record: []byte("version: 1\n"),
		Players: []ResultPlayer{
			{Name: "Ana", Total: 31, Place: 1, Scores: []Score{{"alpacas", 20}, {"cards", 11}}, TieBreak: []int{3}, Start: true},
			{Name: "Zoë", Total: 31, Place: 1, Scores: []Score{{"alpacas", 25}, {"cards", 6}}, TieBreak: []int{3}},
			{Name: "Ben", Total: 12, Place: 3, Scores: []Score{{"alpacas", 12}}},
		}}
	id, added, err := s.AddResult(alpaka)
	require.NoError(t, err)
	require.True(t, added)
	again, added, err := s.AddResult(alpaka)
	require.NoError(t, err)
	assert.False(t, added)
	assert.Equal(t, id, again)

	g, err := s.Get(id)
	require.NoError(t, err)
	assert.Equal(t, "alpaka", g.Game)
	assert.Equal(t, []Score{{"alpacas", 20}, {"cards", 11}}, g.Players[0].Scores)

	altiplano, err := s.Stats(Filter{})
	require.NoError(t, err)
	assert.Equal(t, 1, altiplano.Games, "Altiplano's statistics never count another game")
	for _, p := range altiplano.Players {
		assert.NotEqual(t, "zoë", p.Key)
	}
	st, err := s.Stats(Filter{Game: "alpaka"})
	require.NoError(t, err)
	assert.Equal(t, 1, st.Games)
	assert.Equal(t, 2, st.Wins)
	assert.Equal(t, 2, st.SharedWins)
	list, err := s.List(Filter{Game: "alpaka"})
	require.NoError(t, err)
	require.Len(t, list, 1)
	all, err := s.List(Filter{})
	require.NoError(t, err)
	assert.Len(t, all, 1, "lists are per game too")

	_, _, err = s.AddResult(Result{Game: GameAltiplano})
	assert.ErrorIs(t, err, ErrInvalid)
}
