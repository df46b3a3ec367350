package playlog

import "time"

// Recorded is what a game reads in one of its kept records for the play
// log: the game's identity (Game.Hash), and when the record says it was
// played, as the players wrote it: at the offset they wrote, or, when
// WallClock, the wall clock they wrote without one (read as UTC). PlayedAt
// is zero when the record does not say.
type Recorded struct {
	Hash      string
	PlayedAt  time.Time
	WallClock bool
}
