package altiplano

import (
	"time"

	"altiplano/rules"
)

// Kinds of problems with a wall-clock time where the clocks changed
// (rules.PlayedAtGap, rules.PlayedAtTwice).
const (
	PlayedAtGap   = rules.PlayedAtGap
	PlayedAtTwice = rules.PlayedAtTwice
)

// CheckWallClock refuses a played_at written without an offset that does
// not name one instant in zone: one the clocks jumped over, which
// time.Date would quietly move by an hour, or one they showed twice. The
// problem names the two instants it may mean. Call it before InZone.
func (r Record) CheckWallClock(file string, zone *time.Location) *rules.Problem {
	if !r.PlayedAtLocal || r.PlayedAt.IsZero() {
		return nil
	}
	_, pr := r.written().InZone(zone, rules.InFile(file, "played_at", r.PlayedAtLine))
	return pr
}
