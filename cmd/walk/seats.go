package walk

import "slices"

// RestoreSeats is the players of a snapshot put back into players, the
// slice the table held: a step holding one player's place while a phone
// answers (another seat's check tried and undid a change meanwhile) still
// writes into the table. A snapshot of another player count is a copy of
// its own.
func RestoreSeats[P any](players, snapshot []P) []P {
	if len(players) != len(snapshot) {
		return slices.Clone(snapshot)
	}
	copy(players, snapshot)
	return players
}
