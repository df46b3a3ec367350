package files

import (
	"io/fs"
	"os"
	"path/filepath"
)

// Atomic is a file being written in place of path: writes go to a
// temporary file beside it, and Commit renames that over path, so readers
// see the old file or the whole new one, never half of it. Abort (or a
// crash) leaves path as it was.
type Atomic struct {
	f      *os.File
	target string
	mode   fs.FileMode
	stream bool // a device or a pipe, written in place
}

// CreateAtomic starts writing path as WriteAtomic would, for data too large
// to hold in memory at once.
func CreateAtomic(path string) (*Atomic, error) {
	target, kind, mode, err := resolve(path)
	if err != nil {
		return nil, err
	}
	switch kind {
	case stream:
		f, err := os.OpenFile(target, os.O_WRONLY, 0)
		if err != nil {
			return nil, err
		}
		return &Atomic{f: f, target: target, stream: true}, nil
	case regular:
		if mode&0o222 == 0 {
			return nil, &fs.PathError{Op: "write", Path: path, Err: fs.ErrPermission}
		}
	}
	dir := filepath.Dir(target)
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return nil, err
	}
	tmp, err := os.CreateTemp(dir, "."+filepath.Base(target)+".*")
	if err != nil {
		return nil, err
	}
	return &Atomic{f: tmp, target: target, mode: mode}, nil
}

// Write writes to the temporary file.
func (a *Atomic) Write(p []byte) (int, error) { return a.f.Write(p) }

// Commit makes the written data the file at path.
func (a *Atomic) Commit() error {
	if a.stream {
		return a.f.Close()
	}
	defer os.Remove(a.f.Name()) // harmless after the rename
	if err := a.f.Chmod(a.mode); err != nil {
		a.f.Close()
		return err
	}
	if err := a.f.Sync(); err != nil {
		a.f.Close()
		return err
	}
	if err := a.f.Close(); err != nil {
		return err
	}
	return renameDurably(a.f.Name(), a.target)
}

// Abort drops what was written; path stays as it was.
func (a *Atomic) Abort() {
	a.f.Close()
	if !a.stream {
		os.Remove(a.f.Name())
	}
}
