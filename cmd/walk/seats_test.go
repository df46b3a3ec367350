package walk

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

type seatsRecord struct {
	Round   int
	Players []int
}

var testSeats Seated[seatsRecord, int] = func(r *seatsRecord) *[]int { return &r.Players }

// A copy's players are its own; a restore writes the snapshot's players
// into the slice the record held (a step holding it sees them) and leaves
// the snapshot as it was; a snapshot of another player count is copied.
func TestSeatedCopyAndRestore(t *testing.T) {
	r := seatsRecord{Round: 1, Players: []int{1, 2}}
	snap := testSeats.Copy(r)
	snap.Players[0] = 9
	assert.Equal(t, []int{1, 2}, r.Players, "a copy changes nothing of the record")

	held := r.Players
	r.Round = 2
	testSeats.Restore(&r, snap)
	assert.Equal(t, 1, r.Round)
	assert.Equal(t, []int{9, 2}, held, "the held slice has the snapshot's players")
	r.Players[1] = 7
	assert.Equal(t, []int{9, 2}, snap.Players, "the snapshot stays as it was")

	three := seatsRecord{Players: []int{4, 5, 6}}
	testSeats.Restore(&r, three)
	r.Players[0] = 0
	assert.Equal(t, []int{4, 5, 6}, three.Players)
}

// A table's seats are its players' names, in turn order.
func TestNamesAreThePlayersInTurnOrder(t *testing.T) {
	type player struct{ name string }
	name := func(p player) string { return p.name }
	assert.Equal(t, []string{"Ana", "Ben"}, Names([]player{{"Ana"}, {"Ben"}}, name))
	assert.Empty(t, Names(nil, name))
}
