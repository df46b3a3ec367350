package store

import (
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"altiplano/cmd/playlog"
	"altiplano/cmd/playlog/stats"
)

func TestHeadToHead(t *testing.T) {
	s := openTemp(t)
	_, err := s.AddMany([]playlog.Game{
		sample(hexHash(1), t0), // Ana and Ben level (shared first), Cleo third
		duel(hexHash(2), t0.Add(time.Hour), "ana", "Ben"),
		duel(hexHash(3), t0.Add(2*time.Hour), "Ben", "ANA"),
		duel(hexHash(4), t0.Add(3*time.Hour), "ANA", "Ben"),
		duel(hexHash(5), t0.Add(4*time.Hour), "Ana", "Dora"),
	})
	require.NoError(t, err)
	tests := []struct {
		name string
		f    playlog.Filter
		a, b string
		want stats.H2H
	}{
		{"all", whole, "ana", "BEN", stats.H2H{A: "Ana", B: "Ben", Games: 4, ABetter: 2, BBetter: 1, Level: 1}},
		{"swapped", whole, "Ben", "Ana", stats.H2H{A: "Ben", B: "Ana", Games: 4, ABetter: 1, BBetter: 2, Level: 1}},
		{"3-player games only", playlog.Filter{Game: game, Players: 3}, "Ana", "Ben", stats.H2H{A: "Ana", B: "Ben", Games: 1, Level: 1}},
		{"period", playlog.Filter{Game: game, Since: t0.Add(time.Hour), Until: t0.Add(2 * time.Hour)}, "Ana", "Ben",
			stats.H2H{A: "Ana", B: "Ben", Games: 2, ABetter: 1, BBetter: 1}},
		{"never met", whole, "Cleo", "Dora", stats.H2H{A: "Cleo", B: "Dora"}},
		{"unknown player keeps the given name", whole, "Ana", " Zed ", stats.H2H{A: "Ana", B: "Zed"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got, err := s.HeadToHead(tt.f, tt.a, tt.b)
			require.NoError(t, err)
			assert.Equal(t, tt.want, got)
		})
	}
	_, err = s.HeadToHead(whole, "Ana", "ANA")
	require.ErrorIs(t, err, playlog.ErrInvalid)
	_, err = s.HeadToHead(whole, "", "Ana")
	require.ErrorIs(t, err, playlog.ErrInvalid)
}
