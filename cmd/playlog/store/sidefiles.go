package store

import (
	"errors"
	"fmt"
	"os"
)

// sideFiles are the files SQLite keeps beside a database in WAL mode.
var sideFiles = []string{"-wal", "-shm"}

// SideFileReadOnlyError reports a database that could be written but for
// a -wal or -shm file beside it that cannot: left, say, by an older reader
// of a read-only history. SQLite would refuse every write with a bare
// "read-only".
type SideFileReadOnlyError struct {
	Path string // the side file
}

func (e *SideFileReadOnlyError) Error() string {
	return fmt.Sprintf("history: %s: read-only side file", e.Path)
}
func (e *SideFileReadOnlyError) Is(target error) bool { return target == ErrReadOnly }

// sideFilesWritable refuses a database whose existing side files cannot be
// written, naming the file.
func sideFilesWritable(path string) error {
	for _, side := range sideFiles {
		// One that is absent (a failed stat) SQLite creates.
		if errors.Is(writable(path+side), ErrReadOnly) {
			return &SideFileReadOnlyError{Path: path + side}
		}
	}
	return nil
}

// notWritable reports whether this process may not write the database at
// path while no -wal holds changes the file lacks: such a history is read
// as immutable, so reading it creates no -shm or -wal (which SQLite would
// make as read-only as the file, blocking every later write once the file
// is made writable again).
func notWritable(path string) bool {
	if !errors.Is(writable(path), ErrReadOnly) {
		return false
	}
	if wal, err := os.Stat(path + "-wal"); err == nil && wal.Size() > 0 {
		return false // the changes in the WAL must be read through a -shm
	}
	return true
}
