// Package draftstest is a folder of files in memory, for the tests of what
// keeps its answers in drafts (the walk-through, the score command, box
// calibration): the file operations a drafts.Store and a command's options
// take, with locks another process may hold, writes that fail, and a
// record of what was written.
package draftstest

import (
	"io/fs"
	"path"
	"slices"
	"strings"
	"sync"
	"time"

	"altiplano/cmd/drafts"
)

// Files are files in memory, by path.
type Files struct {
	mu    sync.Mutex
	files map[string][]byte
	held  map[string]bool // locks taken, by this process or another
	// FailWrite, when set, is what every write returns; nothing is
	// written.
	FailWrite error
	// Writes counts the writes that were made.
	Writes int
}

// New is an empty folder.
func New() *Files { return &Files{files: map[string][]byte{}, held: map[string]bool{}} }

// ReadFile reads a file, as os.ReadFile does.
func (f *Files) ReadFile(name string) ([]byte, error) {
	f.mu.Lock()
	defer f.mu.Unlock()
	data, ok := f.files[path.Clean(name)]
	if !ok {
		return nil, &fs.PathError{Op: "open", Path: name, Err: fs.ErrNotExist}
	}
	return slices.Clone(data), nil
}

// WriteFile writes a file whole, unless FailWrite says it cannot.
func (f *Files) WriteFile(name string, data []byte) error {
	f.mu.Lock()
	defer f.mu.Unlock()
	if f.FailWrite != nil {
		return &fs.PathError{Op: "write", Path: name, Err: f.FailWrite}
	}
	f.files[path.Clean(name)] = slices.Clone(data)
	f.Writes++
	return nil
}

// Put writes a file as another program would: FailWrite does not apply.
func (f *Files) Put(name, data string) {
	f.mu.Lock()
	defer f.mu.Unlock()
	f.files[path.Clean(name)] = []byte(data)
}

// RemoveFile removes a file.
func (f *Files) RemoveFile(name string) error {
	f.mu.Lock()
	defer f.mu.Unlock()
	if _, ok := f.files[path.Clean(name)]; !ok {
		return &fs.PathError{Op: "remove", Path: name, Err: fs.ErrNotExist}
	}
	delete(f.files, path.Clean(name))
	return nil
}

// Lock takes the lock at name without waiting: ok is false when it is
// held (by this process, or by another: Hold).
func (f *Files) Lock(name string) (unlock func(), ok bool, err error) {
	f.mu.Lock()
	defer f.mu.Unlock()
	if f.held[name] {
		return nil, false, nil
	}
	f.held[name] = true
	return func() {
		f.mu.Lock()
		defer f.mu.Unlock()
		delete(f.held, name)
	}, true, nil
}

// Hold takes the lock of draft file as another process running would.
func (f *Files) Hold(file string) {
	f.mu.Lock()
	defer f.mu.Unlock()
	f.held[drafts.LockPath(file)] = true
}

// Held reports whether the lock of draft file is held.
func (f *Files) Held(file string) bool {
	f.mu.Lock()
	defer f.mu.Unlock()
	return f.held[drafts.LockPath(file)]
}

// ListDir lists the names of the files directly in dir, sorted; none when
// it holds none.
func (f *Files) ListDir(dir string) ([]string, error) {
	f.mu.Lock()
	defer f.mu.Unlock()
	prefix := path.Clean(dir) + "/"
	var names []string
	for p := range f.files {
		if rest, ok := strings.CutPrefix(p, prefix); ok && !strings.Contains(rest, "/") {
			names = append(names, rest)
		}
	}
	slices.Sort(names)
	return names, nil
}

// Has reports whether name is a file.
func (f *Files) Has(name string) bool {
	f.mu.Lock()
	defer f.mu.Unlock()
	_, ok := f.files[path.Clean(name)]
	return ok
}

// Text is a file's content ("" when there is none).
func (f *Files) Text(name string) string {
	f.mu.Lock()
	defer f.mu.Unlock()
	return string(f.files[path.Clean(name)])
}

// Store is a store of drafts in dir of these files.
func (f *Files) Store(dir string) *drafts.Store {
	return &drafts.Store{Dir: dir, Read: f.ReadFile, Write: f.WriteFile, Remove: f.RemoveFile, Lock: f.Lock, List: f.ListDir}
}

// Started is when the drafts of tests start.
var Started = time.Date(2026, 11, 20, 19, 30, 0, 0, time.UTC)

// Draft is a new draft in dir of f, started at Started.
func (f *Files) Draft(dir string) (*drafts.Draft, error) {
	return f.Store(dir).Create(Started, 1, "", "")
}
