package store

import (
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"altiplano/cmd/playlog"
)

// listIDs returns the ids List gives for f.
func listIDs(t *testing.T, s *Store, f playlog.Filter) []int64 {
	t.Helper()
	games, err := s.List(f)
	require.NoError(t, err)
	ids := make([]int64, len(games))
	for i, g := range games {
		ids[i] = g.ID
	}
	return ids
}

func TestListFilters(t *testing.T) {
	s := openTemp(t)
	add := func(g playlog.Game) int64 { return addNew(t, s, g) }
	day := func(d int) time.Time { return t0.AddDate(0, 0, d) }
	a := add(duel(hexHash(1), day(0), "Straße", "Ben"))
	b := add(sample(hexHash(2), day(1))) // Ana, Ben, Cleo
	c := add(duel(hexHash(3), day(2), "ANA", "Dora"))
	d := add(duel(hexHash(4), day(2), "dora", "ＳＴＲＡＳＳＥ")) // same time as c, later id
	e := add(sample(hexHash(5), day(3)))

	tests := []struct {
		name string
		f    playlog.Filter
		want []int64
	}{
		{"all, newest first, id breaks ties", whole, []int64{e, d, c, b, a}},
		{"player, case-insensitive", playlog.Filter{Game: game, Player: "ana"}, []int64{e, c, b}},
		{"player, the name rule's folding", playlog.Filter{Game: game, Player: "straẞe"}, []int64{d, a}},
		{"player, ß is ss, full width is narrow", playlog.Filter{Game: game, Player: "strasse"}, []int64{d, a}},
		{"player, spaces ignored", playlog.Filter{Game: game, Player: " Dora "}, []int64{d, c}},
		{"unknown player", playlog.Filter{Game: game, Player: "Zed"}, []int64{}},
		{"player count", playlog.Filter{Game: game, Players: 3}, []int64{e, b}},
		{"player count none", playlog.Filter{Game: game, Players: 5}, []int64{}},
		{"since inclusive", playlog.Filter{Game: game, Since: day(2)}, []int64{e, d, c}},
		{"until inclusive", playlog.Filter{Game: game, Until: day(1)}, []int64{b, a}},
		{"since and until", playlog.Filter{Game: game, Since: day(1), Until: day(2)}, []int64{d, c, b}},
		{"since a fraction later", playlog.Filter{Game: game, Since: day(2).Add(time.Millisecond)}, []int64{e}},
		{"until a fraction later", playlog.Filter{Game: game, Until: day(1).Add(time.Millisecond)}, []int64{b, a}},
		{"since in another zone", playlog.Filter{Game: game, Since: day(2).In(time.FixedZone("X", -5*3600))}, []int64{e, d, c}},
		{"limit", playlog.Filter{Game: game, Limit: 2}, []int64{e, d}},
		{"limit after filter", playlog.Filter{Game: game, Player: "Ben", Limit: 2}, []int64{e, b}},
		{"combined", playlog.Filter{Game: game, Player: "dora", Players: 2, Since: day(2), Until: day(2)}, []int64{d, c}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got := listIDs(t, s, tt.f)
			if len(tt.want) == 0 {
				assert.Empty(t, got)
				return
			}
			assert.Equal(t, tt.want, got)
		})
	}
}

func TestListLoadsEveryGameWhole(t *testing.T) {
	s := openTemp(t)
	var want []playlog.Game
	for i := 1; i <= 5; i++ {
		g := sample(hexHash(i), t0.Add(timeStep(i)))
		g.Players[2].Name = []string{"Cleo", "Dora", "Eve", "Finn", "Gus"}[i-1]
		id := addNew(t, s, g)
		g.ID, g.FirstHash = id, g.Hash
		want = append([]playlog.Game{g}, want...) // newest first
	}
	got, err := s.List(whole)
	require.NoError(t, err)
	assert.Equal(t, want, got)
}
