//go:build linux

package store

import (
	"os"
	"path/filepath"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"golang.org/x/sys/unix"
)

// fsImmutableFL is FS_IMMUTABLE_FL from linux/fs.h (x/sys/unix lacks it).
const fsImmutableFL = 0x10

// setImmutable sets or clears the immutable attribute (chattr +i), which
// the kernel enforces even against root. It reports false when this
// process or file system cannot, and the caller skips.
func setImmutable(t *testing.T, path string, on bool) bool {
	t.Helper()
	f, err := os.Open(path)
	require.NoError(t, err)
	defer f.Close()
	flags, err := unix.IoctlGetUint32(int(f.Fd()), unix.FS_IOC_GETFLAGS)
	if err != nil {
		return false
	}
	if on {
		flags |= fsImmutableFL
	} else {
		flags &^= fsImmutableFL
	}
	return unix.IoctlSetPointerInt(int(f.Fd()), unix.FS_IOC_SETFLAGS, int(flags)) == nil
}

// Read-only for real, not by permission bits: an immutable file refuses
// writes to root too, and Open must notice (through access(2)) before
// SQLite tries.
func TestOpenRefusesImmutableFileUntouched(t *testing.T) {
	path := filepath.Join(t.TempDir(), "games.db")
	storedDB(t, path)
	if !setImmutable(t, path, true) {
		t.Skip("cannot set the immutable attribute here (needs CAP_LINUX_IMMUTABLE)")
	}
	t.Cleanup(func() { setImmutable(t, path, false) })

	openRefusedReadOnly(t, path, path)
	assert.NoFileExists(t, path+"-wal")
}

func TestOpenRefusesImmutableDirectoryUntouched(t *testing.T) {
	dir, path := storedInFolder(t)
	if !setImmutable(t, dir, true) {
		t.Skip("cannot set the immutable attribute here (needs CAP_LINUX_IMMUTABLE)")
	}
	t.Cleanup(func() { setImmutable(t, dir, false) })

	openRefusedReadOnly(t, path, dir)

	_, err := Open(filepath.Join(dir, "new.db"))
	require.ErrorIs(t, err, ErrReadOnly)
	assert.NoFileExists(t, filepath.Join(dir, "new.db"))
}

// A named pipe as the database is refused at once: opening it would wait
// for a writer forever.
func TestOpenRefusesANamedPipe(t *testing.T) {
	path := filepath.Join(t.TempDir(), "games.db")
	require.NoError(t, unix.Mkfifo(path, 0o644))
	_, err := Open(path)
	assert.ErrorIs(t, err, ErrNotRegular)
	_, err = OpenEmpty(path)
	assert.NoError(t, err, "OpenEmpty never touches the path")
}
