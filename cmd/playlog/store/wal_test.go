package store

import (
	"database/sql"
	"path/filepath"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	_ "modernc.org/sqlite"
)

// Several processes creating the history at once: SQLite refuses the switch
// to WAL with SQLITE_BUSY, without waiting, while another connection holds
// a lock. Opening tries again instead of failing.
// lockedByAnother creates the database at path as another process would
// and holds its write lock; the connection releases it with ROLLBACK.
func lockedByAnother(t *testing.T, path string) *sql.Conn {
	t.Helper()
	other, err := sql.Open("sqlite", "file:"+path+"?mode=rwc")
	require.NoError(t, err)
	t.Cleanup(func() { other.Close() })
	conn, err := other.Conn(t.Context())
	require.NoError(t, err)
	t.Cleanup(func() { conn.Close() })
	_, err = conn.ExecContext(t.Context(), "BEGIN IMMEDIATE")
	require.NoError(t, err)
	return conn
}

func TestSwitchToWALWaitsForAnotherProcess(t *testing.T) {
	path := filepath.Join(t.TempDir(), "games.db")
	conn := lockedByAnother(t, path)

	var pauses []time.Duration
	release := func(d time.Duration) {
		pauses = append(pauses, d)
		if len(pauses) == 3 {
			_, err := conn.ExecContext(t.Context(), "ROLLBACK")
			require.NoError(t, err)
		}
	}
	s, err := openWith(path, openOptions{pause: release, now: time.Now})
	require.NoError(t, err)
	defer s.Close()
	assert.Equal(t, []time.Duration{time.Millisecond, 2 * time.Millisecond, 4 * time.Millisecond}, pauses,
		"tried again with growing pauses until the lock was gone")
	requireCurrent(t, s)
}

// A lock that is never released ends in ErrBusy once the busy timeout has
// passed, not in a wait without end.
func TestSwitchToWALGivesUpAfterTheBusyTimeout(t *testing.T) {
	path := filepath.Join(t.TempDir(), "games.db")
	lockedByAnother(t, path)

	clock := time.Date(2026, 11, 22, 20, 0, 0, 0, time.UTC)
	var waited time.Duration
	_, err := openWith(path, openOptions{
		pause: func(d time.Duration) { waited += d; clock = clock.Add(d) },
		now:   func() time.Time { return clock },
	})
	assert.ErrorIs(t, err, ErrBusy)
	assert.GreaterOrEqual(t, waited, busyTimeoutMS*time.Millisecond)
	assert.Less(t, waited, busyTimeoutMS*time.Millisecond+100*time.Millisecond, "gave up once the timeout had passed")
}
