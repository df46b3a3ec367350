package files_test

import (
	"errors"
	"os"
	"path/filepath"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"altiplano/cmd/files"
)

// After the rename, the folder is synced, so the new entry survives a
// power cut; both ways of writing a file do it, once the file is in place,
// and a failed sync is said, not swallowed.
func TestAtomicWritesSyncTheFolderAfterTheRename(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, "box.yaml")
	var synced []string
	restore := files.SetSyncDir(func(d string) error {
		data, err := os.ReadFile(path)
		require.NoError(t, err, "the file is in place when its folder is synced")
		synced = append(synced, d+"="+string(data))
		return nil
	})
	defer restore()

	require.NoError(t, files.WriteAtomic(path, []byte("one")))
	a, err := files.CreateAtomic(path)
	require.NoError(t, err)
	_, err = a.Write([]byte("two"))
	require.NoError(t, err)
	require.NoError(t, a.Commit())
	assert.Equal(t, []string{dir + "=one", dir + "=two"}, synced)

	broken := errors.New("input/output error")
	files.SetSyncDir(func(string) error { return broken })
	assert.ErrorIs(t, files.WriteAtomic(path, []byte("three")), broken)
}

// The real folder sync works on this system's temporary folder.
func TestSyncDirOnARealFolder(t *testing.T) {
	path := filepath.Join(t.TempDir(), "f")
	require.NoError(t, files.WriteAtomic(path, []byte("x")))
	data, err := os.ReadFile(path)
	require.NoError(t, err)
	assert.Equal(t, "x", string(data))
}
