//go:build unix

package files_test

import (
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"syscall"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"altiplano/cmd/files"
)

// Writing to /dev/null, /dev/stdout or a FIFO writes to it; renaming a file
// over it would replace the device (root may do that to /dev/null).
func TestWriteAtomicWritesIntoPipesAndDevices(t *testing.T) {
	dir := t.TempDir()
	fifo := filepath.Join(dir, "pipe")
	require.NoError(t, syscall.Mkfifo(fifo, 0o644))
	got := make(chan string, 1)
	go func() {
		f, err := os.Open(fifo) // waits for the writer
		if err != nil {
			got <- err.Error()
			return
		}
		defer f.Close()
		data, _ := io.ReadAll(f)
		got <- string(data)
	}()
	require.NoError(t, files.WriteAtomic(fifo, []byte("plays")))
	assert.Equal(t, "plays", <-got, "the reader of the pipe gets the data")
	info, err := os.Lstat(fifo)
	require.NoError(t, err)
	assert.NotZero(t, info.Mode()&fs.ModeNamedPipe, "the pipe is still a pipe")

	require.NoError(t, files.CheckWritable(os.DevNull))
	require.NoError(t, files.WriteAtomic(os.DevNull, []byte("nothing")))
	info, err = os.Stat(os.DevNull)
	require.NoError(t, err)
	assert.NotZero(t, info.Mode()&fs.ModeCharDevice, "/dev/null is still a device")
}

// A file nobody may write (no write bit) is refused, even for root, as the
// play history does: someone made it read-only on purpose.
func TestWriteAtomicRefusesAReadOnlyFile(t *testing.T) {
	path := filepath.Join(t.TempDir(), "plays.json")
	require.NoError(t, os.WriteFile(path, []byte("kept"), 0o444))
	err := files.WriteAtomic(path, []byte("new"))
	assert.ErrorIs(t, err, fs.ErrPermission)
	assert.ErrorIs(t, files.CheckWritable(path), fs.ErrPermission)
	data, err := os.ReadFile(path)
	require.NoError(t, err)
	assert.Equal(t, "kept", string(data))
}
