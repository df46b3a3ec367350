package store

import (
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestHeadToHead(t *testing.T) {
	s := openTemp(t)
	_, err := s.AddMany([]Game{
		sample(hexHash(1), t0), // Ana and Ben level (shared first), Cleo third
		duel(hexHash(2), t0.Add(time.Hour), "ana", "Ben"),
		duel(hexHash(3), t0.Add(2*time.Hour), "Ben", "ANA"),
		duel(hexHash(4), t0.Add(3*time.Hour), "ANA", "Ben"),
		duel(hexHash(5), t0.Add(4*time.Hour), "Ana", "Dora"),
	})
	require.NoError(t, err)
	tests := []struct {
		name string
		f    Filter
		a, b string
		want H2H
	}{
		{"all", Filter{}, "ana", "BEN", H2H{A: "Ana", B: "Ben", Games: 4, ABetter: 2, BBetter: 1, Level: 1}},
		{"swapped", Filter{}, "Ben", "Ana", H2H{A: "Ben", B: "Ana", Games: 4, ABetter: 1, BBetter: 2, Level: 1}},
		{"3-player games only", Filter{Players: 3}, "Ana", "Ben", H2H{A: "Ana", B: "Ben", Games: 1, Level: 1}},
		{"period", Filter{Since: t0.Add(time.Hour), Until: t0.Add(2 * time.Hour)}, "Ana", "Ben",
			H2H{A: "Ana", B: "Ben", Games: 2, ABetter: 1, BBetter: 1}},
		{"never met", Filter{}, "Cleo", "Dora", H2H{A: "Cleo", B: "Dora"}},
		{"unknown player keeps the given name", Filter{}, "Ana", " Zed ", H2H{A: "Ana", B: "Zed"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got, err := s.HeadToHead(tt.f, tt.a, tt.b)
			require.NoError(t, err)
			assert.Equal(t, tt.want, got)
		})
	}
	_, err = s.HeadToHead(Filter{}, "Ana", "ANA")
	require.ErrorIs(t, err, ErrInvalid)
	_, err = s.HeadToHead(Filter{}, "", "Ana")
	require.ErrorIs(t, err, ErrInvalid)
}
