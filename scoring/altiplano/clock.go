package altiplano

import (
	"time"

	"altiplano/rules"
)

// Kinds of problems with a wall-clock time where the clocks changed.
const (
	// PlayedAtGap: a local time the clocks skipped (spring forward). Value
	// as written; Names: the zone, then the two times it may have meant.
	PlayedAtGap rules.Kind = "record_played_at_gap"
	// PlayedAtTwice: a local time the clocks showed twice (fall back).
	// Value; Names: the zone, then the two times with their offsets.
	PlayedAtTwice rules.Kind = "record_played_at_twice"
)

// CheckWallClock refuses a played_at written without an offset that does
// not name one instant in zone: one the clocks jumped over, which
// time.Date would quietly move by an hour, or one they showed twice. The
// problem names the two instants it may mean. Call it before InZone.
func (r Record) CheckWallClock(file string, zone *time.Location) *rules.Problem {
	if !r.PlayedAtLocal || zone == nil || r.PlayedAt.IsZero() {
		return nil
	}
	wall := r.PlayedAt // the wall clock, read as UTC
	_, before := wall.Add(-12 * time.Hour).In(zone).Zone()
	_, after := wall.Add(12 * time.Hour).In(zone).Zone()
	if before == after {
		return nil
	}
	// The instants the wall clock would be at each side's offset, earlier first.
	a, b := wall.Add(-time.Duration(before)*time.Second), wall.Add(-time.Duration(after)*time.Second)
	if b.Before(a) {
		a, b = b, a
	}
	shows := func(t time.Time) bool {
		l := t.In(zone)
		return time.Date(l.Year(), l.Month(), l.Day(), l.Hour(), l.Minute(), l.Second(), l.Nanosecond(), time.UTC).Equal(wall)
	}
	field := rules.InFile(file, "played_at", r.PlayedAtLine)
	written := wall.Format("2006-01-02 15:04")
	switch {
	case !shows(a) && !shows(b):
		const layout = "2006-01-02 15:04"
		return &rules.Problem{Kind: PlayedAtGap, Field: field, Value: written,
			Names: []string{zoneName(zone, a), a.In(zone).Format(layout), b.In(zone).Format(layout)}}
	case shows(a) && shows(b):
		return &rules.Problem{Kind: PlayedAtTwice, Field: field, Value: written,
			Names: []string{zoneName(zone, a), a.In(zone).Format(time.RFC3339), b.In(zone).Format(time.RFC3339)}}
	}
	return nil
}

// zoneName names zone for a user: its name, or for the system's zone
// (which Go calls "Local") the abbreviation in force at t.
func zoneName(zone *time.Location, t time.Time) string {
	if name := zone.String(); name != "Local" && name != "" {
		return name
	}
	abbr, _ := t.In(zone).Zone()
	return abbr
}
