package altiplano_test

import (
	"fmt"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"altiplano/rules"
	"altiplano/rules/rulestest"
	scoring "altiplano/scoring/altiplano"
)

// played_at is a date, or a date and a time after a T or a space, with or
// without seconds, with or without an offset (Z, ±HH:MM, ±HHMM). With an
// offset it is an instant at that offset; without one, the players' wall
// clock.
func TestParsePlayedAtForms(t *testing.T) {
	wall := func(h, m, s int) time.Time { return time.Date(2026, 11, 21, h, m, s, 0, time.UTC) }
	tests := []struct {
		in     string
		want   time.Time
		local  bool
		offset int // seconds east of UTC, as written
	}{
		{"2026-11-21", wall(0, 0, 0), true, 0},
		{"2026-11-21 20:30", wall(20, 30, 0), true, 0},
		{"2026-11-21T20:30", wall(20, 30, 0), true, 0},
		{"2026-11-21 20:30:15", wall(20, 30, 15), true, 0},
		{"2026-11-21T20:30:15", wall(20, 30, 15), true, 0},
		{"2026-11-21T20:30:15.5", wall(20, 30, 15).Add(500 * time.Millisecond), true, 0},
		{"2026-11-21T20:30Z", wall(20, 30, 0), false, 0},
		{"2026-11-21 20:30Z", wall(20, 30, 0), false, 0},
		{"2026-11-21T20:30:15Z", wall(20, 30, 15), false, 0},
		{"2026-11-21 20:30:15Z", wall(20, 30, 15), false, 0},
		{"2026-11-21T20:30+01:00", wall(19, 30, 0), false, 3600},
		{"2026-11-21 20:30+01:00", wall(19, 30, 0), false, 3600},
		{"2026-11-21T20:30:15+01:00", wall(19, 30, 15), false, 3600},
		{"2026-11-21T20:30+0100", wall(19, 30, 0), false, 3600},
		{"2026-11-21 20:30:15-0230", wall(23, 0, 15), false, -9000},
		{"2026-11-21T20:30:15-02:30", wall(23, 0, 15), false, -9000},
		{"2026-11-21T20:30:15+00:00", wall(20, 30, 15), false, 0},
		{"  2026-11-21 20:30  ", wall(20, 30, 0), true, 0},
		// A date alone may have an offset too: the players' day there.
		{"2026-11-21+01:00", wall(0, 0, 0).Add(-time.Hour), false, 3600},
		{"2026-11-21Z", wall(0, 0, 0), false, 0},
		{"2026-11-21-0800", wall(8, 0, 0), false, -28800},
	}
	for _, tt := range tests {
		got, local, ok := parsePlayedAt(tt.in)
		require.True(t, ok, "%q", tt.in)
		assert.True(t, tt.want.Equal(got), "%q: %v, want %v", tt.in, got, tt.want)
		_, offset := got.Zone()
		assert.Equal(t, tt.offset, offset, "%q keeps the offset written", tt.in)
		assert.Equal(t, rules.AtOwnOffset(got), got, "%q: at its own offset, not the machine's zone", tt.in)
		assert.Equal(t, tt.local, local, "%q", tt.in)
	}
	for _, bad := range []string{"", "yesterday", "21.11.2026", "2026-11-21 20", "2026-11-21T20:30+1", "2026-11-21T20:30 +01:00",
		"2026-13-01", "2026-11-31", "2026-11-21 24:30", "2026-11-21T20:30:15+01", "2026/11/21"} {
		_, _, ok := parsePlayedAt(bad)
		assert.False(t, ok, "%q", bad)
	}
}

// A played_at that cannot be read is refused quoting what was typed.
func TestPlayedAtRefusalQuotesTheText(t *testing.T) {
	_, err := scoring.ParseRecord("g.yaml", []byte("version: 1\nplayed_at: 21.11.2026 20:30\nplayers:\n  - name: A\n  - name: B\n"), words{})
	ps := rulestest.Problems(t, err)
	require.Len(t, ps, 1)
	assert.Equal(t, rules.Problem{Kind: scoring.PlayedAt, Value: "21.11.2026 20:30", Field: rules.InFile("g.yaml", "played_at", 2),
		Names: []string{"2026-11-21 20:30"}}, *ps[0], "how to write what was typed")
}

// The example a refusal gives is what was typed, written as a record
// writes it; a date that may be read two ways gives none.
func TestPlayedAtExampleIsWhatWasTyped(t *testing.T) {
	for typed, want := range map[string]string{
		"21.11.2026 20:30": "2026-11-21 20:30", "21.11.2026": "2026-11-21", "21/11/2026": "2026-11-21",
		"11/21/2026 8:05": "2026-11-21 08:05", "2026/11/21": "2026-11-21", "2026.11.21 19h30": "2026-11-21 19:30",
		"11/10/2026": "", "31.02.2026": "", "yesterday": "", "21.11.2026 25:00": "",
	} {
		assert.Equal(t, want, rules.PlayedAtExample(typed), typed)
	}
}

// parsePlayedAt is rules.ParsePlayedAt as the time, whether it is a wall
// clock, and whether it was read.
func parsePlayedAt(s string) (time.Time, bool, bool) {
	at, ok := rules.ParsePlayedAt(s)
	return at.At, at.Local, ok
}

// Every combination of the accepted forms reads as the instant or the wall
// clock it writes.
func FuzzPlayedAtForms(f *testing.F) {
	f.Add(uint16(2026), uint8(11), uint8(21), uint8(20), uint8(30), uint8(15), uint8(0), int16(60))
	f.Fuzz(func(t *testing.T, year uint16, month, day, hour, minute, second, form uint8, offset int16) {
		y, mo, d := 2017+int(year)%100, 1+int(month)%12, 1+int(day)%28
		h, mi, s := int(hour)%24, int(minute)%60, int(second)%60
		off := int(offset) % (24 * 60) // minutes east of UTC
		sep := []string{"T", " "}[form&1]
		withSeconds := form&2 != 0
		zone := int(form>>2) % 4 // none, Z, ±HH:MM, ±HHMM
		text := fmt.Sprintf("%04d-%02d-%02d%s%02d:%02d", y, mo, d, sep, h, mi)
		if !withSeconds {
			s = 0
		} else {
			text += fmt.Sprintf(":%02d", s)
		}
		sign, abs := "+", off
		if off < 0 {
			sign, abs = "-", -off
		}
		switch zone {
		case 1:
			text, off = text+"Z", 0
		case 2:
			text += fmt.Sprintf("%s%02d:%02d", sign, abs/60, abs%60)
		case 3:
			text += fmt.Sprintf("%s%02d%02d", sign, abs/60, abs%60)
		}
		got, local, ok := parsePlayedAt(text)
		require.True(t, ok, text)
		require.Equal(t, zone == 0, local, text)
		want := time.Date(y, time.Month(mo), d, h, mi, s, 0, time.UTC)
		if zone != 0 {
			want = want.Add(-time.Duration(off) * time.Minute)
		}
		require.True(t, want.Equal(got), "%s: %v, want %v", text, got, want)
		if zone != 0 {
			_, at := got.Zone()
			require.Equal(t, off*60, at, "%s keeps its offset", text)
		}
	})
}

// Whatever is written, ParsePlayedAt answers without panicking, and what
// it reads is at its own offset and reads back the same written in RFC
// 3339.
func FuzzParsePlayedAt(f *testing.F) {
	for _, s := range []string{"2026-11-21", "2026-11-21T20:30+01:00", "2026-11-21 20:30:15-0230", "x"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		got, local, ok := parsePlayedAt(s)
		if !ok {
			return
		}
		require.Equal(t, rules.AtOwnOffset(got), got)
		back, _, ok := parsePlayedAt(got.Format(time.RFC3339Nano))
		require.True(t, ok)
		require.True(t, got.Equal(back))
		require.Equal(t, got.Format(time.RFC3339Nano), back.Format(time.RFC3339Nano))
		_ = local
	})
}
