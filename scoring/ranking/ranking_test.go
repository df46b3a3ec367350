package ranking

import (
	"math/rand/v2"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

var alpaka = []Key{"points", "alpacas", "most_valuable", "deck"}

func TestRankByEachLevel(t *testing.T) {
	tests := []struct {
		name    string
		entries []Entry
		places  []int
		winners []string
		decided Key
		between []Key
	}{
		{"points", []Entry{{"A", []int{30, 7, 8, 10}}, {"B", []int{34, 6, 8, 9}}},
			[]int{2, 1}, []string{"B"}, "points", []Key{"points"}},
		{"alpacas", []Entry{{"A", []int{30, 7, 8, 10}}, {"B", []int{30, 6, 8, 9}}},
			[]int{1, 2}, []string{"A"}, "alpacas", []Key{"alpacas"}},
		{"most valuable", []Entry{{"A", []int{30, 7, 8, 10}}, {"B", []int{30, 7, 9, 9}}},
			[]int{2, 1}, []string{"B"}, "most_valuable", []Key{"most_valuable"}},
		{"deck", []Entry{{"A", []int{30, 7, 8, 10}}, {"B", []int{30, 7, 8, 11}}},
			[]int{2, 1}, []string{"B"}, "deck", []Key{"deck"}},
		{"shared", []Entry{{"A", []int{30, 7, 8, 10}}, {"B", []int{30, 7, 8, 10}}, {"C", []int{2, 1, 1, 1}}},
			[]int{1, 1, 3}, []string{"A", "B"}, Shared, []Key{Shared, "points"}},
		{"alone", []Entry{{"A", []int{3, 1, 1, 1}}}, []int{1}, []string{"A"}, "points", nil},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			r := Rank(alpaka, tt.entries)
			assert.Equal(t, tt.places, r.Places)
			assert.Equal(t, tt.winners, r.Winners)
			assert.Equal(t, tt.decided, r.DecidedBy)
			assert.Equal(t, tt.between, r.Between)
		})
	}
}

// Properties on random tables: places are 1 + the number strictly better;
// Order is sorted by place; players next to each other share a place
// exactly when Between says Shared.
func TestRankProperties(t *testing.T) {
	rng := rand.New(rand.NewPCG(1, 2))
	for range 500 {
		n := 1 + rng.IntN(5)
		entries := make([]Entry, n)
		for i := range entries {
			entries[i] = Entry{Name: string(rune('A' + i)), Values: []int{rng.IntN(3), rng.IntN(2), rng.IntN(2), rng.IntN(2)}}
		}
		r := Rank(alpaka, entries)
		require.Len(t, r.Order, n)
		for k := 0; k+1 < n; k++ {
			a, b := r.Order[k], r.Order[k+1]
			require.LessOrEqual(t, r.Places[a], r.Places[b])
			require.Equal(t, r.Places[a] == r.Places[b], r.Between[k] == Shared)
		}
		require.NotEmpty(t, r.Winners)
		require.Equal(t, len(r.Winners) > 1, r.DecidedBy == Shared)
	}
}
