package games_test

import (
	"os"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"altiplano/cmd/internal/cmdtest"
)

// Reading a read-only history leaves nothing beside it: no -shm or -wal
// that, as read-only as the file, would block every write once the file is
// made writable again.
func TestReadingAReadOnlyHistoryCreatesNoSideFiles(t *testing.T) {
	env := cmdtest.Env{ConfigDir: t.TempDir()}
	db := historyOf(t, env, examples[:1])
	require.NoError(t, os.Chmod(db, 0o444))
	for _, args := range [][]string{{"games"}, {"games", "show", "1"}, {"stats"}, {"games", "export", "--format", "csv"}} {
		r := cmdtest.Run(t, env, append(args, "--db", db)...)
		require.Equal(t, 0, r.Code, "%v: %s", args, r.Stderr)
		for _, side := range []string{"-shm", "-wal"} {
			assert.NoFileExists(t, db+side, "%v", args)
		}
	}
	require.NoError(t, os.Chmod(db, 0o644))
	w := cmdtest.Run(t, env, append(scoreArgs("games/4p-missions.yaml", false), "--db", db)...)
	assert.Equal(t, 0, w.Code, w.Stderr)
	assert.Contains(t, w.Stderr, "Kept in the play history as game 2.")
}

// A read-only -shm or -wal left beside a writable history is named: the
// write is refused (exit 1) saying which file to fix, not "read-only".
func TestAReadOnlySideFileIsNamed(t *testing.T) {
	for _, side := range []string{"-shm", "-wal"} {
		t.Run(side, func(t *testing.T) {
			env := cmdtest.Env{ConfigDir: t.TempDir()}
			db := historyOf(t, env, examples[:1])
			require.NoError(t, os.WriteFile(db+side, nil, 0o444))
			require.NoError(t, os.Chmod(db+side, 0o444))

			w := cmdtest.Run(t, env, append(scoreArgs("games/4p-missions.yaml", false), "--db", db)...)
			assert.Equal(t, 1, w.Code, w.Stderr)
			assert.Contains(t, w.Stderr, "altiplano: history database "+db+": cannot be written: the file "+db+side+
				" beside it is read-only (left by an earlier read); make it writable, or remove it while no altiplano is running")
		})
	}
}
