package files_test

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"altiplano/cmd/files"
)

func TestWriteAtomicReplacesAndLeavesNoTemporaryFile(t *testing.T) {
	dir := filepath.Join(t.TempDir(), "new", "dir")
	path := filepath.Join(dir, "draft.yaml")
	require.NoError(t, files.WriteAtomic(path, []byte("one")))
	require.NoError(t, files.WriteAtomic(path, []byte("two")))
	data, err := os.ReadFile(path)
	require.NoError(t, err)
	assert.Equal(t, "two", string(data))
	entries, err := os.ReadDir(dir)
	require.NoError(t, err)
	assert.Len(t, entries, 1, "no temporary file is left behind")
}

// A rewritten file keeps its permissions, and a symbolic link is written
// through: the link stays a link, its target gets the new content.
func TestWriteAtomicKeepsModeAndLinks(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, "box.yaml")
	require.NoError(t, os.WriteFile(path, []byte("old"), 0o640))
	require.NoError(t, os.Chmod(path, 0o640))
	require.NoError(t, files.WriteAtomic(path, []byte("new")))
	info, err := os.Stat(path)
	require.NoError(t, err)
	assert.Equal(t, os.FileMode(0o640), info.Mode().Perm())

	link := filepath.Join(dir, "link.yaml")
	require.NoError(t, os.Symlink("box.yaml", link))
	require.NoError(t, files.WriteAtomic(link, []byte("through the link")))
	linfo, err := os.Lstat(link)
	require.NoError(t, err)
	assert.NotZero(t, linfo.Mode()&os.ModeSymlink, "the link is still a link")
	data, err := os.ReadFile(path)
	require.NoError(t, err)
	assert.Equal(t, "through the link", string(data))

	fresh := filepath.Join(dir, "fresh.yaml")
	require.NoError(t, files.WriteAtomic(fresh, []byte("x")))
	info, err = os.Stat(fresh)
	require.NoError(t, err)
	assert.Equal(t, os.FileMode(0o644), info.Mode().Perm(), "a new file is 0644, not the temporary file's 0600")

	assert.ErrorIs(t, files.WriteAtomic(dir, []byte("x")), files.ErrIsDir)
}

func TestReadLimited(t *testing.T) {
	data, err := files.ReadLimited(strings.NewReader("12345"), 5)
	require.NoError(t, err)
	assert.Equal(t, "12345", string(data))
	_, err = files.ReadLimited(strings.NewReader("123456"), 5)
	assert.ErrorIs(t, err, files.ErrTooLarge)
	zero, err := os.Open("/dev/zero")
	require.NoError(t, err)
	defer zero.Close()
	_, err = files.ReadLimited(zero, 1<<20)
	assert.ErrorIs(t, err, files.ErrTooLarge, "an endless input is refused after the limit, not read to the end")
}

func TestCheckWritable(t *testing.T) {
	dir := t.TempDir()
	assert.NoError(t, files.CheckWritable(filepath.Join(dir, "game.yaml")))
	assert.ErrorIs(t, files.CheckWritable(dir), files.ErrIsDir)
	assert.ErrorIs(t, files.CheckWritable(filepath.Join(dir, "missing", "game.yaml")), os.ErrNotExist)
	entries, err := os.ReadDir(dir)
	require.NoError(t, err)
	assert.Empty(t, entries, "the check leaves nothing behind")
}

// A private file (a draft) is its owner's only: 0600, new or not, in a
// folder made 0700.
func TestWritePrivateIsTheOwnersOnly(t *testing.T) {
	dir := filepath.Join(t.TempDir(), "drafts")
	path := filepath.Join(dir, "draft.yaml")
	require.NoError(t, files.WritePrivate(path, []byte("one")))
	info, err := os.Stat(path)
	require.NoError(t, err)
	assert.Equal(t, os.FileMode(0o600), info.Mode().Perm())
	folder, err := os.Stat(dir)
	require.NoError(t, err)
	assert.Equal(t, os.FileMode(0o700), folder.Mode().Perm())

	require.NoError(t, os.Chmod(path, 0o644)) // an older version's draft
	require.NoError(t, files.WritePrivate(path, []byte("two")))
	info, err = os.Stat(path)
	require.NoError(t, err)
	assert.Equal(t, os.FileMode(0o600), info.Mode().Perm(), "made private again")
	data, err := os.ReadFile(path)
	require.NoError(t, err)
	assert.Equal(t, "two", string(data))
}
