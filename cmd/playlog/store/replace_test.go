package store

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"altiplano/cmd/playlog"
)

// Replace puts a corrected result in place: same id, new totals, and the
// running sums that unfiltered statistics read follow at once.
func TestReplaceUpdatesResultAndStatistics(t *testing.T) {
	s := openTemp(t)
	id := addNew(t, s, sample(hexHash(1), t0))
	fixed := sample(hexHash(1), t0)
	fixed.Players[2].Total, fixed.Players[2].Rank = 60, 1
	fixed.Players[0].Rank, fixed.Players[1].Rank = 2, 2
	stored, err := s.Get(id)
	require.NoError(t, err)
	changes := playlog.Changes(stored, fixed)
	require.Len(t, changes, 3)
	assert.Equal(t, playlog.Change{Seat: 3, Name: "Cleo", OldTotal: 41, NewTotal: 60, OldRank: 3, NewRank: 1, NewWon: true}, changes[2])
	require.NoError(t, s.Replace(id, fixed))

	got, err := s.Get(id)
	require.NoError(t, err)
	assert.Equal(t, 60, got.Players[2].Total)
	assert.Empty(t, playlog.Changes(got, fixed))
	all, err := s.Stats(whole)
	require.NoError(t, err)
	viaSeats, err := s.Stats(playlog.Filter{Game: game, Limit: 10})
	require.NoError(t, err)
	assert.Equal(t, viaSeats, all, "running sums agree with the seats")
	assert.Equal(t, 1, all.Wins)
	assert.Equal(t, "Cleo", all.Players[0].Name)

	var nf *NotFoundError
	assert.ErrorAs(t, s.Replace(99, fixed), &nf)
}
