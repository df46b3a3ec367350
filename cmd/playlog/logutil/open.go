package logutil

import (
	"errors"
	"io/fs"
	"os"
	"path/filepath"

	"altiplano/cmd/factory"
	"altiplano/cmd/playlog/store"
)

// The factory knows where the history is (DBPath); opening it lives here,
// so only the commands that keep or read games link the database engine.

// Open opens the play history, creating it if need be. Only commands that
// keep or read games call it; the others never touch the database.
func Open(f *factory.Factory) func() (*store.Store, error) {
	return func() (*store.Store, error) { return openHistory(f) }
}

// Read opens it to read (see readHistory).
func Read(f *factory.Factory) func() (*store.Store, error) {
	return func() (*store.Store, error) { return readHistory(f) }
}

// Change opens it to change stored games (see changeHistory).
func Change(f *factory.Factory) func() (*store.Store, error) {
	return func() (*store.Store, error) { return changeHistory(f) }
}

// readHistory opens the play history to read it, read-only: a history in a
// read-only file or folder can be read. A database that does not exist yet
// is an empty history, and is not created. It is checked for damage first
// when it changed since its last check.
func readHistory(f *factory.Factory) (*store.Store, error) {
	path, err := f.DBPath()
	if err != nil {
		return nil, err
	}
	s, err := store.OpenReadOnly(path, historyChecks(f))
	if err != nil {
		return nil, HistoryError(path, err)
	}
	return s, nil
}

// changeHistory opens the play history to change games already stored
// (delete, rescore): checked for damage like readHistory, and never created.
func changeHistory(f *factory.Factory) (*store.Store, error) {
	path, err := f.DBPath()
	if err != nil {
		return nil, err
	}
	open := func(p string) (*store.Store, error) { return store.OpenChecked(p, historyChecks(f)) }
	if _, err := os.Lstat(path); errors.Is(err, fs.ErrNotExist) {
		open = store.OpenEmpty
	}
	s, err := open(path)
	if err != nil {
		return nil, HistoryError(path, err)
	}
	return s, nil
}

// historyChecks is where the good damage checks of history files are
// recorded: in the config directory, so that a read-only history needs no
// file beside it.
func historyChecks(f *factory.Factory) *store.Checks {
	dir, err := f.ConfigDir()
	if err != nil || dir == "" {
		return nil
	}
	return &store.Checks{File: filepath.Join(dir, "history-checked.json")}
}

// openHistory opens the database at DBPath, creating it if need be, and
// checks an existing one for damage as readHistory does.
func openHistory(f *factory.Factory) (*store.Store, error) {
	path, err := f.DBPath()
	if err != nil {
		return nil, err
	}
	s, err := store.OpenChecked(path, historyChecks(f))
	if err != nil {
		return nil, HistoryError(path, err)
	}
	return s, nil
}
