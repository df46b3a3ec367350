package cmd_test

import (
	"testing"
	"time"
	_ "time/tzdata" // the same zones on every machine

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"altiplano/cmd/internal/cmdtest"
)

// A wall-clock time the clocks jumped over is refused with the two times
// it may have meant, and one they showed twice with both offsets; it is
// never silently moved by an hour.
func TestAClockTimeThatDidNotExistIsRefused(t *testing.T) {
	berlin, err := time.LoadLocation("Europe/Berlin")
	require.NoError(t, err)
	env := cmdtest.Env{Zone: berlin, Now: time.Date(2026, 11, 20, 19, 30, 0, 0, time.UTC)}
	tests := []struct{ at, want string }{
		{"2026-03-29 02:30", "played_at (line 2): 2026-03-29 02:30 did not exist in Europe/Berlin: the clocks jumped forward; write 2026-03-29 01:30 or 2026-03-29 03:30\n"},
		{"2026-03-29 02:00", "played_at (line 2): 2026-03-29 02:00 did not exist in Europe/Berlin: the clocks jumped forward; write 2026-03-29 01:00 or 2026-03-29 03:00\n"},
		{"2026-10-25 02:30", "played_at (line 2): 2026-10-25 02:30 happened twice in Europe/Berlin: the clocks were put back; write 2026-10-25T02:30:00+02:00 or 2026-10-25T02:30:00+01:00\n"},
	}
	for _, tt := range tests {
		path := writeRecord(t, "version: 1\nplayed_at: "+tt.at+"\nplayers:\n  - name: A\n  - name: B\n")
		r := cmdtest.Run(t, env, "score", "--file", path, "--no-history")
		assert.Equal(t, 2, r.Code, tt.at)
		assert.Empty(t, r.Stdout)
		assert.Equal(t, "altiplano: "+path+", "+tt.want, r.Stderr)
	}
	// The negative cases: either side of the jump, an offset, another zone.
	for _, at := range []string{"2026-03-29 01:59", "2026-03-29 03:00", "2026-10-25 03:00", "2026-03-29T02:30:00+01:00", "2026-07-01 02:30"} {
		path := writeRecord(t, "version: 1\nplayed_at: "+at+"\nplayers:\n  - name: A\n  - name: B\n")
		r := cmdtest.Run(t, env, "score", "--file", path, "--no-history")
		assert.Equal(t, 0, r.Code, "%s: %s", at, r.Stderr)
	}
	path := writeRecord(t, "version: 1\nplayed_at: 2026-03-29 02:30\nplayers:\n  - name: A\n  - name: B\n")
	r := cmdtest.Run(t, cmdtest.Env{Zone: time.UTC}, "score", "--file", path, "--no-history")
	assert.Equal(t, 0, r.Code, "in UTC the clocks never jump: %s", r.Stderr)
}

// A game written at 12:00 without an offset and one written at 12:00 UTC
// are two games for players in Tokyo, kept apart by their identities; each
// scored again is found as itself.
func TestAWallClockIsAnotherGameThanTheSameClockInUTC(t *testing.T) {
	dir := t.TempDir()
	utc, wall := cmdtest.RecordPlayedAt(t, dir, "2026-03-02T12:00:00Z"), cmdtest.RecordPlayedAt(t, dir, "2026-03-02 12:00")
	tokyo, err := time.LoadLocation("Asia/Tokyo")
	require.NoError(t, err)
	env := cmdtest.Env{ConfigDir: t.TempDir(), Zone: tokyo}
	r := cmdtest.Run(t, env, "games", "import", utc, wall)
	require.Equal(t, 0, r.Code, r.Stderr)
	assert.Contains(t, r.Stderr, "Imported: 2, already in the play history: 0, not imported: 0.")
	r = cmdtest.Run(t, env, "games", "import", wall, utc)
	require.Equal(t, 0, r.Code, r.Stderr)
	assert.Contains(t, r.Stderr, wall+": already in the play history as game 2")
	assert.Contains(t, r.Stderr, utc+": already in the play history as game 1")
}
