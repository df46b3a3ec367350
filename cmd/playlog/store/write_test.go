package store

import (
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"altiplano/cmd/playlog"
	"altiplano/rules"
)

func TestAddGetRoundTrip(t *testing.T) {
	s := openTemp(t)
	g := sample(strings.ToUpper(hexHash(7)), time.Date(2026, 3, 14, 20, 30, 15, 999, time.FixedZone("CET", 3600)))
	id := addNew(t, s, g)
	require.Positive(t, id)

	got, err := s.Get(id)
	require.NoError(t, err)
	want := g
	want.ID = id
	want.Hash, want.FirstHash = hexHash(7), hexHash(7)                              // lower case
	want.PlayedAt = time.Date(2026, 3, 14, 20, 30, 15, 0, time.FixedZone("", 3600)) // its own offset, whole seconds
	assert.Equal(t, want, got)
}

func TestAddSameHashStoresOnce(t *testing.T) {
	s := openTemp(t)
	id := addNew(t, s, sample(hexHash(1), t0))
	addAgain(t, s, duel(strings.ToUpper(hexHash(1)), t0.Add(time.Hour), "X", "Y"), id)

	games, err := s.List(whole)
	require.NoError(t, err)
	require.Len(t, games, 1)
	assert.Equal(t, "Ana", games[0].Players[0].Name, "the first stored game is kept")
}

func TestAddSortsPlayersBySeat(t *testing.T) {
	s := openTemp(t)
	g := sample(hexHash(1), t0)
	g.Players[0], g.Players[2] = g.Players[2], g.Players[0]
	id := addNew(t, s, g)
	got, err := s.Get(id)
	require.NoError(t, err)
	for i, p := range got.Players {
		assert.Equal(t, i+1, p.Seat)
	}
	assert.Equal(t, "Ana", got.Players[0].Name)
}

func TestAddWithoutOptionalData(t *testing.T) {
	s := openTemp(t)
	g := duel(hexHash(1), t0, "Ana", "Ben")
	id := addNew(t, s, g)
	got, err := s.Get(id)
	require.NoError(t, err)
	g.ID, g.FirstHash = id, g.Hash
	assert.Equal(t, g, got)
	assert.Nil(t, got.Record)
	assert.Nil(t, got.Assumptions)
}

func TestAddRefusesInvalidGames(t *testing.T) {
	tests := []struct {
		name   string
		edit   func(*playlog.Game)
		field  string
		seat   int
		reason playlog.Reason
	}{
		{"no hash", func(g *playlog.Game) { g.Hash = " " }, "hash", 0, playlog.ReasonEmpty},
		{"hash not hex", func(g *playlog.Game) { g.Hash = "xyz" }, "hash", 0, playlog.ReasonFormat},
		{"no time", func(g *playlog.Game) { g.PlayedAt = time.Time{} }, "played_at", 0, playlog.ReasonEmpty},
		{"no players", func(g *playlog.Game) { g.Players = nil }, "players", 0, playlog.ReasonEmpty},
		{"seat 0", func(g *playlog.Game) { g.Players[0].Seat = 0 }, "players.seat", 0, playlog.ReasonRange},
		{"seat too high", func(g *playlog.Game) { g.Players[0].Seat = 4 }, "players.seat", 4, playlog.ReasonRange},
		{"seat twice", func(g *playlog.Game) { g.Players[1].Seat = 1 }, "players.seat", 1, playlog.ReasonDuplicate},
		{"empty name", func(g *playlog.Game) { g.Players[1].Name = "  " }, "players.name", 2, playlog.ReasonEmpty},
		{"name twice ignoring case", func(g *playlog.Game) { g.Players[1].Name = " ANA" }, "players.name", 2, playlog.ReasonDuplicate},
		{"rank 0", func(g *playlog.Game) { g.Players[2].Rank = 0 }, "players.rank", 3, playlog.ReasonRange},
		{"rank too high", func(g *playlog.Game) { g.Players[2].Rank = 4 }, "players.rank", 3, playlog.ReasonRange},
		{"nobody first", func(g *playlog.Game) { g.Players[0].Rank, g.Players[1].Rank = 2, 2 }, "players.rank", 0, playlog.ReasonEmpty},
		{"no game", func(g *playlog.Game) { g.Game = " " }, "game", 0, playlog.ReasonEmpty},
		{"category twice", func(g *playlog.Game) { g.Players[0].Scores[1].Category = "goods" }, "players.scores.category", 1, playlog.ReasonDuplicate},
		{"category without key", func(g *playlog.Game) { g.Players[1].Scores[1].Category = "" }, "players.scores.category", 2, playlog.ReasonDuplicate},
		{"another seat's categories", func(g *playlog.Game) { g.Players[2].Scores[6].Category = "other" }, "players.scores.category", 3, playlog.ReasonFormat},
		{"tie-break key twice", func(g *playlog.Game) {
			g.Players[0].TieBreak = append(g.Players[0].TieBreak, g.Players[0].TieBreak[0])
		}, "players.tie_break.key", 1, playlog.ReasonDuplicate},
		{"another seat's tie-break", func(g *playlog.Game) { g.Players[1].TieBreak = nil }, "players.scores.category", 2, playlog.ReasonFormat},
		{"mission 0", func(g *playlog.Game) { g.Players[0].Missions[0].ID = 0 }, "players.missions.id", 1, playlog.ReasonRange},
		{"mission twice", func(g *playlog.Game) { g.Players[0].Missions[1].ID = 3 }, "players.missions.id", 1, playlog.ReasonDuplicate},
		{"blank assumption", func(g *playlog.Game) { g.Assumptions = []string{""} }, "assumptions", 0, playlog.ReasonEmpty},
	}
	s := openTemp(t)
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			g := sample(hexHash(1), t0)
			tt.edit(&g)
			_, _, err := s.Add(g)
			require.ErrorIs(t, err, playlog.ErrInvalid)
			var ie *playlog.InvalidError
			require.ErrorAs(t, err, &ie)
			assert.Equal(t, tt.field, ie.Field)
			assert.Equal(t, tt.seat, ie.Seat)
			assert.Equal(t, tt.reason, ie.Reason)
		})
	}
	games, err := s.List(whole)
	require.NoError(t, err)
	assert.Empty(t, games)
}

func TestAddDoesNotAliasCallerSlices(t *testing.T) {
	g := sample(hexHash(1), t0)
	n, err := g.Normalized()
	require.NoError(t, err)
	n.Players[0].Name = "changed"
	n.Players[0].Missions[0].VP = 99
	assert.Equal(t, "Ana", g.Players[0].Name)
	assert.Equal(t, 4, g.Players[0].Missions[0].VP)
}

func TestAddManyIsAllOrNothing(t *testing.T) {
	s := openTemp(t)
	batch := []playlog.Game{sample(hexHash(1), t0), sample(hexHash(2), t0), sample("", t0)}
	_, err := s.AddMany(batch)
	var be *BatchError
	require.ErrorAs(t, err, &be)
	assert.Equal(t, 2, be.Index)
	require.ErrorIs(t, err, playlog.ErrInvalid)
	games, err := s.List(whole)
	require.NoError(t, err)
	assert.Empty(t, games)

	batch[2] = sample(hexHash(1), t0.Add(time.Hour)) // same hash as the first
	res, err := s.AddMany(batch)
	require.NoError(t, err)
	require.Len(t, res, 3)
	assert.True(t, res[0].Added)
	assert.True(t, res[1].Added)
	assert.Equal(t, Added{ID: res[0].ID, Added: false}, res[2])
}

func TestDelete(t *testing.T) {
	s := openTemp(t)
	id := addNew(t, s, sample(hexHash(1), t0))
	keep := addNew(t, s, sample(hexHash(2), t0))

	require.NoError(t, s.Delete(id))
	_, err := s.Get(id)
	var nf *NotFoundError
	require.ErrorAs(t, err, &nf)
	assert.Equal(t, id, nf.ID)
	require.ErrorIs(t, s.Delete(id), ErrNotFound)

	for table, want := range map[string]int{"games": 1, "players": 3, "player_missions": 4} {
		var n int
		require.NoError(t, s.db.QueryRow("SELECT count(*) FROM "+table).Scan(&n))
		assert.Equal(t, want, n, table)
	}
	_, err = s.Get(keep)
	require.NoError(t, err)

	// The hash is free again.
	addNew(t, s, sample(hexHash(1), t0))
}

func TestGetMissing(t *testing.T) {
	s := openTemp(t)
	_, err := s.Get(12345)
	require.ErrorIs(t, err, ErrNotFound)
}

// A player across games is a name under the name rule (NFKC and full case
// folding): "Straße", "STRASSE", "STRAẞE" and "ＳＴＲＡＳＳＥ" are one
// player, shown by their most recent spelling, and two of them cannot sit
// at one table.
func TestPlayerIdentityIsTheNameRule(t *testing.T) {
	s := openTemp(t)
	for i, name := range []string{"Straße", "STRASSE", "ＳＴＲＡＳＳＥ", "STRAẞE"} {
		addNew(t, s, duel(hexHash(i+1), t0.Add(timeStep(i)), name, "Ben"))
	}
	st, err := s.Stats(whole)
	require.NoError(t, err)
	games := map[string]int{}
	for _, p := range st.Players {
		games[p.Name] = p.Games
	}
	assert.Equal(t, map[string]int{"STRAẞE": 4, "Ben": 4}, games)
	for _, name := range []string{"Straße", "STRAẞE", "straße", "STRASSE", "ＳＴＲＡＳＳＥ"} {
		assert.Equal(t, rules.SameNameKey("Straße"), playlog.NameKey(name), name)
	}
	_, _, err = s.Add(duel(hexHash(9), t0, "Straße", "STRASSE"))
	var invalid *playlog.InvalidError
	require.ErrorAs(t, err, &invalid)
	assert.Equal(t, playlog.ReasonDuplicate, invalid.Reason)
}

// A game keeps the id it asks for (an imported or repaired history keeps
// its ids) only while that id is free: a game asking for a taken one gets
// the next, and the game holding it is left as it was.
func TestAddKeepsAnIDOnlyWhenItIsFree(t *testing.T) {
	s := openTemp(t)
	kept := duel(hexHash(1), t0, "Ana", "Ben")
	kept.ID = 5
	first := addNew(t, s, kept)
	require.Equal(t, int64(5), first, "a free id is kept")

	tests := []struct {
		name   string
		asks   int64
		wantID int64
	}{
		{"the taken id", 5, 6},
		{"a free id", 3, 3},
		{"none", 0, 7},
		{"the taken id again", 5, 8},
	}
	for i, tt := range tests {
		g := duel(hexHash(10+i), t0.Add(timeStep(i+1)), "Cleo", "Dora")
		g.ID = tt.asks
		res, err := s.AddMany([]playlog.Game{g})
		require.NoError(t, err, tt.name)
		assert.Equal(t, Added{ID: tt.wantID, Added: true}, res[0], tt.name)
	}
	got, err := s.Get(5)
	require.NoError(t, err)
	assert.Equal(t, hexHash(1), got.Hash, "the game holding the id stays")
	assert.Equal(t, "Ana", got.Players[0].Name)
}
