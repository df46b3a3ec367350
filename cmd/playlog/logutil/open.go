// Package logutil is what the commands that keep or read the play
// history share: only they import it, so the commands that never touch the
// history do not link the SQLite engine.
package logutil

import (
	"errors"
	"io/fs"
	"os"
	"path/filepath"

	"altiplano/cmd/factory"
	"altiplano/cmd/playlog/store"
)

// The factory knows where the play log is (DBPath); opening it lives here,
// so only the commands that keep or read games link the database engine.

// Open opens the play log, creating it if need be. Only commands that
// keep or read games call it; the others never touch the database.
func Open(f *factory.Factory) func() (*store.Store, error) {
	return func() (*store.Store, error) { return openLog(f) }
}

// Read opens it to read (see readLog).
func Read(f *factory.Factory) func() (*store.Store, error) {
	return func() (*store.Store, error) { return readLog(f) }
}

// Change opens it to change stored games (see changeLog).
func Change(f *factory.Factory) func() (*store.Store, error) {
	return func() (*store.Store, error) { return changeLog(f) }
}

// readLog opens the play log to read it, read-only: a history in a
// read-only file or folder can be read. A database that does not exist yet
// is an empty history, and is not created. It is checked for damage first
// when it changed since its last check.
func readLog(f *factory.Factory) (*store.Store, error) {
	return openAt(f, func(path string) (*store.Store, error) { return store.OpenReadOnly(path, options(f)) })
}

// changeLog opens the play log to change games already stored (delete,
// rescore): checked for damage like readLog, and never created.
func changeLog(f *factory.Factory) (*store.Store, error) {
	return openAt(f, func(path string) (*store.Store, error) {
		if _, err := os.Lstat(path); errors.Is(err, fs.ErrNotExist) {
			return store.OpenEmpty(path)
		}
		return store.OpenChecked(path, options(f))
	})
}

// options are what the store is opened with: where the good damage checks
// of history files are recorded (in the config directory, so that a
// read-only history needs no file beside it), and the games' readers of
// their kept records, for upgrading an old history.
func options(f *factory.Factory) store.Options {
	opts := store.Options{Recorded: f.Recorded}
	if dir, err := f.ConfigDir(); err == nil && dir != "" {
		opts.Checks = &store.Checks{File: filepath.Join(dir, "history-checked.json")}
	}
	return opts
}

// openLog opens the database at DBPath, creating it if need be, and checks
// an existing one for damage as readLog does.
func openLog(f *factory.Factory) (*store.Store, error) {
	return openAt(f, func(path string) (*store.Store, error) { return store.OpenChecked(path, options(f)) })
}

// openAt opens the play log at DBPath with open, whichever way the
// command needs it; a failure is worded as the database's.
func openAt(f *factory.Factory, open func(path string) (*store.Store, error)) (*store.Store, error) {
	path, err := f.DBPath()
	if err != nil {
		return nil, err
	}
	s, err := open(path)
	if err != nil {
		return nil, HistoryError(path, err)
	}
	return s, nil
}
