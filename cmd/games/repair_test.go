package games_test

import (
	"bytes"
	"database/sql"
	"errors"
	"io/fs"
	"os"
	"path/filepath"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"altiplano/cmd/internal/cmdtest"
)

// threeGames is a history of the three example games, and its JSON export.
func threeGames(t *testing.T, env cmdtest.Env) (db, export string) {
	t.Helper()
	db = historyOf(t, env, examples[:3])
	r := cmdtest.Run(t, env, "games", "export", "--format", "json", "--db", db)
	require.Equal(t, 0, r.Code, r.Stderr)
	return db, r.Stdout
}

// overwrite writes garbage into db at offset, as a failing disk would.
func overwrite(t *testing.T, db string, offset int64, n int) {
	t.Helper()
	f, err := os.OpenFile(db, os.O_RDWR, 0)
	require.NoError(t, err)
	defer f.Close()
	_, err = f.WriteAt(bytes.Repeat([]byte("GARBAGEGARBAGEGARBAGE"), n), offset)
	require.NoError(t, err)
}

// rootPages are where the tables' first pages are in db (1-based page
// numbers, as sqlite_schema gives them), and the page size.
func rootPages(t *testing.T, db string, tables ...string) (pages []int64, size int64) {
	t.Helper()
	conn, err := sql.Open("sqlite", db)
	require.NoError(t, err)
	defer conn.Close()
	require.NoError(t, conn.QueryRow(`PRAGMA page_size`).Scan(&size))
	for _, name := range tables {
		var page int64
		require.NoError(t, conn.QueryRow(`SELECT rootpage FROM sqlite_schema WHERE name = ?`, name).Scan(&page))
		pages = append(pages, page)
	}
	return pages, size
}

// Damage to the players' and missions' pages leaves every game's own row
// readable: repair rebuilds each game from its stored record and result,
// so the new history holds the same games with the same results.
func TestRepairRebuildsGamesWhosePlayersAreDamaged(t *testing.T) {
	env := cmdtest.Env{ConfigDir: t.TempDir()}
	db, before := threeGames(t, env)
	pages, size := rootPages(t, db, "players", "player_missions")
	for _, page := range pages {
		overwrite(t, db, (page-1)*size, int(size)/21) // the whole page
	}

	r := cmdtest.Run(t, env, "games", "repair", "--db", db)
	require.Equal(t, 0, r.Code, r.Stderr)
	assert.Contains(t, r.Stderr, "3 games copied into a new history; the damaged file is kept as "+db+".damaged-")
	assert.Contains(t, r.Stderr, "3 of them were rebuilt from their stored records and results.")
	assert.NotContains(t, r.Stderr, "could not be read")

	after := cmdtest.Run(t, env, "games", "export", "--format", "json", "--db", db)
	require.Equal(t, 0, after.Code, after.Stderr)
	assert.Equal(t, before, after.Stdout, "the repaired history holds the same games, results and ids")
}

// When not one game can be read, the damaged file stays where it is and
// repair says so, exit 1: a history is never replaced by an empty one.
func TestRepairKeepsTheFileWhenNothingCanBeRead(t *testing.T) {
	env := cmdtest.Env{ConfigDir: t.TempDir()}
	db, _ := threeGames(t, env)
	overwrite(t, db, 4096, 190) // the games table's page
	sum := checksum(t, db)

	r := cmdtest.Run(t, env, "games", "repair", "--db", db)
	assert.Equal(t, 1, r.Code, r.Stderr)
	assert.Contains(t, r.Stderr, "altiplano: history database "+db+": not one game can be read")
	assert.Contains(t, r.Stderr, "the damaged file is left as it is — restore a backup")
	assert.Equal(t, sum, checksum(t, db), "the damaged file is untouched")
	kept, err := filepath.Glob(db + ".damaged-*")
	require.NoError(t, err)
	assert.Empty(t, kept)
}

// folder is what a folder holds: each file's name and checksum.
func folder(t *testing.T, dir string) map[string][32]byte {
	t.Helper()
	entries, err := os.ReadDir(dir)
	require.NoError(t, err)
	out := map[string][32]byte{}
	for _, e := range entries {
		out[e.Name()] = checksum(t, filepath.Join(dir, e.Name()))
	}
	return out
}

// A history repair cannot read leaves the damaged file and its folder as
// they were (no -shm or -wal made beside it), and repair never points to
// itself: whether the games' pages or the file's header are damaged.
func TestRepairLeavesAnUnreadableHistoryAndItsFolderAsTheyWere(t *testing.T) {
	for name, offset := range map[string]int64{"games' page": 4096, "header": 100} {
		t.Run(name, func(t *testing.T) {
			env := cmdtest.Env{ConfigDir: t.TempDir()}
			db, _ := threeGames(t, env)
			overwrite(t, db, offset, 20)
			before := folder(t, filepath.Dir(db)) // with the -wal and -shm the export left

			r := cmdtest.Run(t, env, "games", "repair", "--db", db)
			assert.Equal(t, 1, r.Code, r.Stderr)
			assert.Equal(t, "altiplano: history database "+db+": not one game can be read; the damaged file is left as it is — restore a backup\n", r.Stderr)
			assert.Equal(t, before, folder(t, filepath.Dir(db)))
		})
	}
}

// Repairing a history whose games can be read leaves no side file of the
// damaged one that was not there: it is read as it is, never written.
func TestRepairMakesNoSideFilesOfTheDamagedFile(t *testing.T) {
	env := cmdtest.Env{ConfigDir: t.TempDir()}
	db, _ := threeGames(t, env)
	pages, size := rootPages(t, db, "players")
	for _, side := range []string{"-wal", "-shm"} { // as a history closed by its last writer
		if err := os.Remove(db + side); !errors.Is(err, fs.ErrNotExist) {
			require.NoError(t, err)
		}
	}
	overwrite(t, db, (pages[0]-1)*size, int(size)/21)
	damaged := checksum(t, db)

	r := cmdtest.Run(t, env, "games", "repair", "--db", db)
	require.Equal(t, 0, r.Code, r.Stderr)
	kept, err := filepath.Glob(db + ".damaged-*")
	require.NoError(t, err)
	require.Len(t, kept, 1, "the damaged file alone, without -shm or -wal")
	assert.Equal(t, damaged, checksum(t, kept[0]), "kept as it was")
}
