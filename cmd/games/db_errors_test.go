package games_test

import (
	"crypto/sha256"
	"database/sql"
	"os"
	"path/filepath"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	_ "modernc.org/sqlite"

	"altiplano/cmd/internal/cmdtest"
)

// A database that must not be used is named with the reason, exits 1 and
// is left as it was, for every command that opens it.
func TestUnusableDatabasesAreNamedAndLeftAlone(t *testing.T) {
	valid := func(t *testing.T) string { return historyOf(t, cmdtest.Env{}, examples[:1]) }
	exec := func(t *testing.T, db, stmt string) {
		conn, err := sql.Open("sqlite", db)
		require.NoError(t, err)
		defer conn.Close()
		_, err = conn.Exec(stmt)
		require.NoError(t, err)
	}
	tests := []struct {
		name string
		make func(t *testing.T) string
		says string
	}{
		{"another program's", func(t *testing.T) string {
			db := filepath.Join(t.TempDir(), "games.db")
			exec(t, db, "CREATE TABLE notes (body TEXT)")
			return db
		}, "belongs to another program; it is left untouched (choose another file with --db)"},
		{"a newer altiplano's", func(t *testing.T) string {
			db := valid(t)
			exec(t, db, "PRAGMA user_version = 99")
			return db
		}, "was written by a newer altiplano (schema 99; this one reads up to 9); it is left untouched"},
		{"read-only", func(t *testing.T) string {
			db := valid(t)
			require.NoError(t, os.Chmod(db, 0o444))
			return db
		}, "cannot be written (read-only); it is left untouched"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			db := tt.make(t)
			before := checksum(t, db)
			commands := [][]string{{"games"}, {"stats"}, scoreArgs("games/4p-missions.yaml", false)}
			if tt.name == "read-only" {
				commands = commands[2:] // reading is tested below
			}
			for _, args := range commands {
				r := cmdtest.Run(t, cmdtest.Env{}, append(args, "--db", db)...)
				assert.Equal(t, 1, r.Code, "%v", args)
				assert.Empty(t, r.Stdout, "%v", args)
				assert.Contains(t, r.Stderr, "altiplano: history database "+db+": "+tt.says, "%v", args)
				assert.Equal(t, before, checksum(t, db), "%v", args)
			}
		})
	}
}

func checksum(t *testing.T, path string) [32]byte {
	data, err := os.ReadFile(path)
	require.NoError(t, err)
	return sha256.Sum256(data)
}

// A read-only history (file and folder) is read: games, show, stats and
// every export answer, and the file is left as it was.
func TestReadOnlyHistoryIsRead(t *testing.T) {
	db := historyOf(t, cmdtest.Env{}, examples[:2])
	dir := filepath.Dir(db)
	require.NoError(t, os.Chmod(db, 0o444))
	require.NoError(t, os.Chmod(dir, 0o555))
	t.Cleanup(func() { os.Chmod(dir, 0o755) })
	before := checksum(t, db)
	for _, args := range [][]string{{"games"}, {"games", "show", "1"}, {"stats"}, {"games", "export", "--format", "json"},
		{"games", "export", "--format", "csv"}, {"games", "export", "--format", "bgstats"}, {"games", "export", "--format", "bggxml"}} {
		r := cmdtest.Run(t, cmdtest.Env{}, append(args, "--db", db)...)
		assert.Equal(t, 0, r.Code, "%v: %s", args, r.Stderr)
		assert.NotEmpty(t, r.Stdout, "%v", args)
	}
	assert.Equal(t, before, checksum(t, db))
}

// damage breaks page n's b-tree header of a database file.
func damage(t *testing.T, db string, n int64) {
	t.Helper()
	f, err := os.OpenFile(db, os.O_RDWR, 0)
	require.NoError(t, err)
	defer f.Close()
	_, err = f.WriteAt([]byte{0x99}, n*4096)
	require.NoError(t, err)
}

// A damaged history is found before any answer: games and stats both
// refuse (exit 1) with a way out, and games repair copies what can be read
// into a new file, keeping the damaged one.
func TestDamagedHistoryIsRefusedAndRepaired(t *testing.T) {
	env := cmdtest.Env{ConfigDir: t.TempDir()}
	db := historyOf(t, env, examples)
	ok := cmdtest.Run(t, env, "games", "--db", db)
	require.Equal(t, 0, ok.Code, "a good check is recorded")
	info, err := os.Stat(db)
	require.NoError(t, err)
	pages := info.Size() / 4096
	damage(t, db, pages-1)
	for _, args := range [][]string{{"games"}, {"stats"}, {"games", "export"}, scoreArgs("games/2p.yaml", false)} {
		r := cmdtest.Run(t, env, append(args, "--db", db)...)
		assert.Equal(t, 1, r.Code, "%v", args)
		assert.Empty(t, r.Stdout, "%v", args)
		wayOut := "games repair copies what can still be read"
		if args[0] == "score" {
			wayOut = "to score without the play history: add --no-history"
		}
		assert.Contains(t, r.Stderr, wayOut, "%v", args)
	}
	r := cmdtest.Run(t, env, "games", "repair", "--db", db)
	require.Equal(t, 0, r.Code, r.Stderr)
	assert.Contains(t, r.Stderr, "the damaged file is kept as "+db+".damaged-")
	kept, err := filepath.Glob(db + ".damaged-*")
	require.NoError(t, err)
	assert.NotEmpty(t, kept)
	after := cmdtest.Run(t, env, "games", "--db", db)
	assert.Equal(t, 0, after.Code, after.Stderr)
	again := cmdtest.Run(t, env, "games", "repair", "--db", db)
	assert.Contains(t, again.Stderr, "nothing to repair")
}
