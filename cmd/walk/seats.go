package walk

import "slices"

// Seated is how a table's answers, a game's record R, hold their players
// P: what a table's Snapshot and Restore need of any game's record.
type Seated[R, P any] func(r *R) *[]P

// Copy is a copy of r whose players a step may change without changing
// r's (a step replaces a field's value, never changes it in place).
func (s Seated[R, P]) Copy(r R) R {
	players := s(&r)
	*players = slices.Clone(*players)
	return r
}

// Restore puts snapshot back into *r, its players into the slice *r held:
// a step holding one player's place while a phone answers (another seat's
// check tried and undid a change meanwhile) still writes into the table.
// The snapshot stays as it was; one of another player count is copied.
func (s Seated[R, P]) Restore(r *R, snapshot R) {
	held := *s(r)
	*r = snapshot
	players := s(r)
	if len(held) != len(*players) {
		*players = slices.Clone(*players)
		return
	}
	copy(held, *players)
	*players = held
}

// Names are players' names, each read by name, in turn order: a table's
// Seats.
func Names[P any](players []P, name func(P) string) []string {
	out := make([]string, len(players))
	for i, p := range players {
		out[i] = name(p)
	}
	return out
}
