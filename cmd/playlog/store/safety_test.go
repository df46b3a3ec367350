package store

import (
	"bytes"
	"database/sql"
	"errors"
	"math/rand/v2"
	"os"
	"path/filepath"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"altiplano/cmd/playlog"
)

// snapshot is a file's content and modification time.
type snapshot struct {
	data  []byte
	mtime time.Time
}

func snap(t *testing.T, path string) snapshot {
	t.Helper()
	data, err := os.ReadFile(path)
	require.NoError(t, err)
	fi, err := os.Stat(path)
	require.NoError(t, err)
	return snapshot{data, fi.ModTime()}
}

func requireUnchanged(t *testing.T, path string, before snapshot) {
	t.Helper()
	after := snap(t, path)
	require.True(t, bytes.Equal(before.data, after.data), "content of %s changed", path)
	require.True(t, before.mtime.Equal(after.mtime), "mtime of %s changed", path)
}

// rawDB opens path with the driver directly, bypassing Open's checks, to
// build the odd databases these tests need.
func rawDB(t *testing.T, path string) *sql.DB {
	t.Helper()
	db, err := sql.Open("sqlite", path)
	require.NoError(t, err)
	return db
}

// storedInFolder writes a history of one game in a folder of its own, for
// the tests that make the folder read-only.
func storedInFolder(t *testing.T) (dir, path string) {
	t.Helper()
	dir = filepath.Join(t.TempDir(), "data")
	require.NoError(t, os.Mkdir(dir, 0o755))
	path = filepath.Join(dir, "games.db")
	storedDB(t, path)
	return dir, path
}

// openRefused opens path, which must be refused with target and left as
// it was; the error is returned for a closer look.
func openRefused(t *testing.T, path string, target error) error {
	t.Helper()
	before := snap(t, path)
	s, err := Open(path)
	require.ErrorIs(t, err, target)
	require.Nil(t, s)
	requireUnchanged(t, path, before)
	return err
}

// openRefusedReadOnly opens path, which must be refused as read-only at
// at (the file, or the folder that holds it) and left as it was.
func openRefusedReadOnly(t *testing.T, path, at string) {
	t.Helper()
	err := openRefused(t, path, ErrReadOnly)
	var re *ReadOnlyError
	require.ErrorAs(t, err, &re)
	assert.Equal(t, at, re.Path)
}

func TestOpenRefusesCorruptFilesUntouched(t *testing.T) {
	random := make([]byte, 8192)
	r := rand.New(rand.NewPCG(1, 2))
	for i := range random {
		random[i] = byte(r.UintN(256))
	}
	header := append([]byte("SQLite format 3\x00"), make([]byte, 30)...)  // too short
	badPage := append([]byte("SQLite format 3\x00"), make([]byte, 84)...) // page size 0
	cases := map[string][]byte{
		"text":         []byte("name,score\nAna,50\n"),
		"random bytes": random,
		"short header": header,
		"bad header":   badPage,
		"one byte":     {0},
	}
	for name, content := range cases {
		t.Run(name, func(t *testing.T) {
			path := filepath.Join(t.TempDir(), "games.db")
			require.NoError(t, os.WriteFile(path, content, 0o644))
			err := openRefused(t, path, ErrCorrupt)
			var ce *CorruptError
			require.ErrorAs(t, err, &ce)
			assert.Equal(t, path, ce.Path)
			assert.NoFileExists(t, path+"-wal")
		})
	}
}

func TestOpenRefusesDirectoryAtPath(t *testing.T) {
	path := filepath.Join(t.TempDir(), "games.db")
	require.NoError(t, os.Mkdir(path, 0o755))
	_, err := Open(path)
	require.ErrorIs(t, err, ErrCorrupt)
}

// A data page damaged in a version-1 database: the upgrade must not run.
func TestOpenDoesNotMigrateDamagedDatabase(t *testing.T) {
	path := filepath.Join(t.TempDir(), "games.db")
	s, err := open(path, 1)
	require.NoError(t, err)
	insertV1(t, s.db, 1, 200) // enough rows to fill several pages
	require.NoError(t, s.Close())

	data, err := os.ReadFile(path)
	require.NoError(t, err)
	pageSize := 4096
	require.Greater(t, len(data), 4*pageSize)
	for i := 2 * pageSize; i < 3*pageSize; i++ { // wreck page 3
		data[i] = 0xA5
	}
	require.NoError(t, os.WriteFile(path, data, 0o644))

	openRefused(t, path, ErrCorrupt)
}

func TestOpenRefusesNewerSchemaUntouched(t *testing.T) {
	path := filepath.Join(t.TempDir(), "games.db")
	storedDB(t, path)
	db := rawDB(t, path)
	_, err := db.Exec("PRAGMA user_version = 99")
	require.NoError(t, err)
	require.NoError(t, db.Close()) // checkpoints: the header says 99

	err = openRefused(t, path, ErrNewerSchema)
	var ne *NewerSchemaError
	require.ErrorAs(t, err, &ne)
	assert.Equal(t, NewerSchemaError{Path: path, Version: 99, Supported: latestVersion()}, *ne)
}

// The newer version is still in the WAL (another process has the file open
// and has not checkpointed): the header looks current, SQLite knows better.
func TestOpenRefusesNewerSchemaInWAL(t *testing.T) {
	path := filepath.Join(t.TempDir(), "games.db")
	storedDB(t, path)
	db := rawDB(t, path)
	defer db.Close()
	db.SetMaxOpenConns(1)
	_, err := db.Exec("PRAGMA wal_autocheckpoint = 0")
	require.NoError(t, err)
	_, err = db.Exec("PRAGMA user_version = 42")
	require.NoError(t, err)
	h, err := inspect(path)
	require.NoError(t, err, "the main file still says version %d", h.version)

	err = openRefused(t, path, ErrNewerSchema)
	var ne *NewerSchemaError
	require.ErrorAs(t, err, &ne)
	assert.Equal(t, 42, ne.Version)
}

func TestOpenRefusesForeignDatabaseUntouched(t *testing.T) {
	cases := map[string]string{
		"other tables":         "CREATE TABLE notes (body TEXT)",
		"other application id": "PRAGMA application_id = 1234",
		"other user_version":   "PRAGMA user_version = 7",
	}
	for name, stmt := range cases {
		t.Run(name, func(t *testing.T) {
			path := filepath.Join(t.TempDir(), "games.db")
			db := rawDB(t, path)
			_, err := db.Exec(stmt)
			require.NoError(t, err)
			require.NoError(t, db.Close())

			openRefused(t, path, ErrForeign)
		})
	}
}

// Running as root, the kernel would let us write a 0444 file or a 0555
// directory; Open goes by the permission bits, so these tests hold for root
// and for ordinary users alike.
func TestOpenRefusesReadOnlyFileUntouched(t *testing.T) {
	path := filepath.Join(t.TempDir(), "games.db")
	storedDB(t, path)
	require.NoError(t, os.Chmod(path, 0o444))

	openRefusedReadOnly(t, path, path)
	assert.NoFileExists(t, path+"-wal")
	assert.NoFileExists(t, path+"-shm")
}

func TestOpenRefusesReadOnlyDirectoryUntouched(t *testing.T) {
	dir, path := storedInFolder(t)
	require.NoError(t, os.Chmod(dir, 0o555))
	t.Cleanup(func() { os.Chmod(dir, 0o755) })

	openRefusedReadOnly(t, path, dir)
	assert.NoFileExists(t, path+"-wal")

	_, err := Open(filepath.Join(dir, "new.db"))
	require.ErrorIs(t, err, ErrReadOnly)
	assert.NoFileExists(t, filepath.Join(dir, "new.db"))

	_, err = Open(filepath.Join(dir, "sub", "new.db"))
	require.ErrorIs(t, err, ErrReadOnly)
	assert.NoDirExists(t, filepath.Join(dir, "sub"))
}

func TestOpenEmptyPath(t *testing.T) {
	_, err := Open("")
	require.ErrorIs(t, err, playlog.ErrInvalid)
}

func TestEmptyFileIsANewDatabase(t *testing.T) {
	path := filepath.Join(t.TempDir(), "games.db")
	require.NoError(t, os.WriteFile(path, nil, 0o644))
	s, err := Open(path)
	require.NoError(t, err)
	defer s.Close()
	addNew(t, s, sample(hexHash(1), t0))
}

func TestClassifyMapsSQLiteCodes(t *testing.T) {
	s := openTemp(t)
	_, err := s.db.Exec("SELEKT 1")
	require.Error(t, err)
	assert.False(t, errors.Is(s.classify(err), ErrCorrupt), "a statement of ours that is wrong is no damage")
	assert.Nil(t, s.classify(nil))

	// A table or column the history has, gone, is a damaged file naming it.
	_, err = s.db.Exec("INSERT INTO nowhere VALUES (1)")
	require.Error(t, err)
	var missing *MissingPartError
	require.ErrorAs(t, s.classify(err), &missing)
	assert.Equal(t, MissingPartError{Kind: "table", Name: "nowhere"}, *missing)
	assert.ErrorIs(t, s.classify(err), ErrDamaged)
}
