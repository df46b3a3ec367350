package gamescmd_test

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
	valid := func(t *testing.T) string {
		db := filepath.Join(t.TempDir(), "games.db")
		r := cmdtest.Run(t, cmdtest.Env{}, append(scoreArgs("games/2p.yaml", false), "--db", db)...)
		require.Equal(t, 0, r.Code, r.Stderr)
		return db
	}
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
		}, "was written by a newer altiplano (schema 99; this one reads up to 3); it is left untouched"},
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
			for _, args := range [][]string{{"games"}, {"stats"}, scoreArgs("games/4p-missions.yaml", false)} {
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
