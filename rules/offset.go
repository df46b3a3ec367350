package rules

import "time"

// AtOwnOffset is t in a zone that is nothing but its offset from UTC (UTC
// itself for none): it reads the same clock time and offset wherever it is
// read, whatever the zone of the machine or the rules of the zone it came
// from, as a time the players wrote with an offset does.
func AtOwnOffset(t time.Time) time.Time {
	_, offset := t.Zone()
	if offset == 0 {
		return t.In(time.UTC)
	}
	return t.In(time.FixedZone("", offset))
}
