package store

import (
	"errors"
	"io/fs"
	"os"
	"path/filepath"
	"syscall"
)

// checkWritable refuses a database whose file or directory is read-only.
// The directory matters because WAL mode creates -wal and -shm files beside
// the database.
func checkWritable(path, dir string, exists bool) error {
	if err := writable(dir); err != nil {
		return err
	}
	if !exists {
		return nil
	}
	if err := writable(path); err != nil {
		return err
	}
	if err := sideFilesWritable(path); err != nil {
		return err
	}
	// Opening for writing (no truncation) changes nothing on disk.
	f, err := os.OpenFile(path, os.O_RDWR, 0)
	if err != nil {
		if isPermission(err) {
			return &ReadOnlyError{Path: path, Err: err}
		}
		return err
	}
	return f.Close()
}

// writable refuses a file or directory that its permission bits, or the
// kernel (access(2): an immutable file, a read-only mount), say cannot be
// written.
func writable(path string) error {
	fi, err := os.Stat(path)
	if err != nil {
		return err
	}
	if fi.Mode().Perm()&0o222 == 0 {
		return &ReadOnlyError{Path: path}
	}
	if err := canWrite(path); err != nil {
		return &ReadOnlyError{Path: path, Err: err}
	}
	return nil
}

// existingAncestor is dir or its nearest existing parent ("" if none).
func existingAncestor(dir string) string {
	for {
		if _, err := os.Stat(dir); err == nil {
			return dir
		}
		parent := filepath.Dir(dir)
		if parent == dir {
			return ""
		}
		dir = parent
	}
}

func isPermission(err error) bool {
	return errors.Is(err, fs.ErrPermission) || errors.Is(err, syscall.EROFS)
}
