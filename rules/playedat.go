package rules

import (
	"regexp"
	"strconv"
	"strings"
	"time"
)

// When a game was played, as every game's record writes it (played_at):
// one parser, one set of checks, one way of writing it back.

// Kinds of problems with a record's played_at, at the key's line.
const (
	// PlayedAtForm: text that is not a date, or a date and time. Value as
	// written; Names[0], when the text holds a date and time that can be
	// read another way (21.11.2026 20:30), how to write them.
	PlayedAtForm Kind = "record_played_at"
	// PlayedAtRange: a date before the game came out (Min, its year), or
	// later than the day after it was scored. Value (as written, or RFC
	// 3339).
	PlayedAtRange Kind = "record_played_at_range"
	// PlayedAtGap: a local time the clocks skipped (spring forward). Value
	// as written; Names: the zone, then the two times it may have meant.
	PlayedAtGap Kind = "record_played_at_gap"
	// PlayedAtTwice: a local time the clocks showed twice (fall back).
	// Value; Names: the zone, then the two times with their offsets.
	PlayedAtTwice Kind = "record_played_at_twice"
)

// PlayedAtKinds lists the kinds above, for the presentation's completeness
// test.
func PlayedAtKinds() []Kind { return []Kind{PlayedAtForm, PlayedAtRange, PlayedAtGap, PlayedAtTwice} }

// PlayedAt is a game's time as its players wrote it: a date (2026-11-21),
// or a date and a time of day (20:30, or 20:30:15, with a fraction of a
// second if need be) after a T or a space, each with an optional offset
// (Z, +01:00 or +0100). With an offset it is an instant, kept at the offset
// written (AtOwnOffset); without one it is the players' wall clock (Local),
// read as UTC until it is placed in their zone (In).
type PlayedAt struct {
	At       time.Time
	Local    bool // written without an offset
	DateOnly bool // written as a date alone
}

// IsZero reports whether no time was written.
func (p PlayedAt) IsZero() bool { return p.At.IsZero() }

// ParsePlayedAt reads a played_at as written.
func ParsePlayedAt(s string) (PlayedAt, bool) {
	s = strings.TrimSpace(s)
	for _, layout := range playedAtLayouts {
		if t, err := time.Parse(layout.text, s); err == nil {
			if layout.offset {
				return PlayedAt{At: AtOwnOffset(t), DateOnly: layout.date}, true
			}
			return PlayedAt{At: t, Local: true, DateOnly: layout.date}, true
		}
	}
	return PlayedAt{}, false
}

type playedAtLayout struct {
	text         string
	offset, date bool
}

// playedAtLayouts are the forms ParsePlayedAt reads: every combination of
// the separator, the seconds and the offset's form.
var playedAtLayouts = func() []playedAtLayout {
	var out []playedAtLayout
	for _, zone := range []string{"", "Z07:00", "Z0700"} {
		out = append(out, playedAtLayout{"2006-01-02" + zone, zone != "", true})
		for _, sep := range []string{"T", " "} {
			for _, clock := range []string{"15:04", "15:04:05"} {
				out = append(out, playedAtLayout{"2006-01-02" + sep + clock + zone, zone != "", false})
			}
		}
	}
	return out
}()

// Written is p as a record writes it back, as its players wrote it: the
// date alone, the wall clock without an offset, or the time with its
// offset.
func (p PlayedAt) Written() string {
	switch {
	case p.DateOnly && p.Local:
		return p.At.Format("2006-01-02")
	case p.DateOnly:
		return p.At.Format("2006-01-02Z07:00")
	case p.Local:
		return p.At.Format("2006-01-02T15:04:05.999999999")
	}
	return p.At.Format(time.RFC3339Nano)
}

// Shown is p as a person reads it, as its players wrote it: the date
// alone, or with the time of day to the minute, and the offset they wrote
// when they wrote one (2026-03-14 23:30 -07:00).
func (p PlayedAt) Shown() string {
	layout := "2006-01-02 15:04"
	if p.DateOnly {
		layout = "2006-01-02"
	}
	if !p.Local {
		layout += " -07:00"
	}
	return p.At.Format(layout)
}

// InZone is p placed in zone, the players' time zone: a wall clock is the
// instant it showed there, at the offset the zone had then; a time with
// an offset is that instant. A wall clock the clocks skipped, or showed
// twice, is refused with the two instants it may mean (field says where).
func (p PlayedAt) InZone(zone *time.Location, field Field) (time.Time, *Problem) {
	if !p.Local || zone == nil {
		return p.At, nil
	}
	wall := p.At
	_, before := wall.Add(-12 * time.Hour).In(zone).Zone()
	_, after := wall.Add(12 * time.Hour).In(zone).Zone()
	if before != after {
		// The instants the wall clock would be at each side's offset,
		// earlier first.
		a, b := wall.Add(-time.Duration(before)*time.Second), wall.Add(-time.Duration(after)*time.Second)
		if b.Before(a) {
			a, b = b, a
		}
		shows := func(t time.Time) bool {
			l := t.In(zone)
			return time.Date(l.Year(), l.Month(), l.Day(), l.Hour(), l.Minute(), l.Second(), l.Nanosecond(), time.UTC).Equal(wall)
		}
		written := wall.Format("2006-01-02 15:04")
		switch {
		case !shows(a) && !shows(b):
			const layout = "2006-01-02 15:04"
			return time.Time{}, &Problem{Kind: PlayedAtGap, Field: field, Value: written,
				Names: []string{zoneName(zone, a), a.In(zone).Format(layout), b.In(zone).Format(layout)}}
		case shows(a) && shows(b):
			return time.Time{}, &Problem{Kind: PlayedAtTwice, Field: field, Value: written,
				Names: []string{zoneName(zone, a), a.In(zone).Format(time.RFC3339), b.In(zone).Format(time.RFC3339)}}
		}
	}
	return AtOwnOffset(time.Date(wall.Year(), wall.Month(), wall.Day(), wall.Hour(), wall.Minute(), wall.Second(), wall.Nanosecond(), zone)), nil
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

// CheckPlayedAt refuses at, a game's time placed in the players' zone,
// before firstYear (the game came out) or later than tomorrow there by
// now: a mistyped year (2062 for 2026). The caller passes the clock.
func CheckPlayedAt(at time.Time, firstYear int, now time.Time, zone *time.Location, field Field) *Problem {
	if at.IsZero() {
		return nil
	}
	if zone == nil {
		zone = time.UTC
	}
	y, m, d := now.In(zone).Date()
	dayAfterTomorrow := time.Date(y, m, d+2, 0, 0, 0, 0, zone)
	if at.Year() >= firstYear && at.Before(dayAfterTomorrow) {
		return nil
	}
	return &Problem{Kind: PlayedAtRange, Field: field, Min: firstYear, Value: at.In(zone).Format("2006-01-02 15:04")}
}

// PlayedAtExample is how to write what s means, when s holds a date (and
// a time) another way: "21.11.2026 20:30", "21/11/2026", "2026/11/21 8:30"
// are 2026-11-21 20:30, 2026-11-21 and 2026-11-21 08:30; "" when s holds
// no date that can be read one way only (11/10/2026 may be either month).
func PlayedAtExample(s string) string {
	m := looseDate.FindStringSubmatch(strings.TrimSpace(s))
	if m == nil {
		return ""
	}
	var y, mo, d int
	if m[1] != "" { // year first
		y, mo, d = atoi(m[1]), atoi(m[2]), atoi(m[3])
	} else {
		a, b := atoi(m[4]), atoi(m[6])
		y = atoi(m[7])
		switch {
		case m[5] == "." || a > 12 && b <= 12: // 21.11.2026, 21/11/2026
			d, mo = a, b
		case b > 12 && a <= 12: // 11/21/2026
			d, mo = b, a
		default:
			return ""
		}
	}
	t := time.Date(y, time.Month(mo), d, 0, 0, 0, 0, time.UTC)
	if t.Year() != y || int(t.Month()) != mo || t.Day() != d {
		return ""
	}
	out := t.Format("2006-01-02")
	if m[8] != "" {
		h, mi := atoi(m[8]), atoi(m[9])
		if h > 23 || mi > 59 {
			return ""
		}
		out += " " + twoDigits(h) + ":" + twoDigits(mi)
	}
	return out
}

// looseDate is a date written with another separator or order, and an
// optional time of day: year first (1–3), or day and month first (4, 6,
// separated by 5; the year 7), then hours and minutes (8, 9).
var looseDate = regexp.MustCompile(`^(?:(\d{4})[./-](\d{1,2})[./-](\d{1,2})|(\d{1,2})([./-])(\d{1,2})[./-](\d{4}))(?:[ T,]+(\d{1,2})[:.h](\d{2}))?$`)

func atoi(s string) int {
	n, _ := strconv.Atoi(s)
	return n
}

func twoDigits(n int) string {
	if n < 10 {
		return "0" + strconv.Itoa(n)
	}
	return strconv.Itoa(n)
}
