package store

import (
	"errors"
	"fmt"
)

// Sentinel errors, for errors.Is. The typed errors below carry the details.
// Their Error texts are for logs and developers; the command layer words
// them for users from the typed fields.
var (
	// ErrCorrupt: the file is not a readable SQLite database.
	ErrCorrupt = errors.New("history: not a valid database")
	// ErrReadOnly: the database (or its directory) cannot or must not be written.
	ErrReadOnly = errors.New("history: database is read-only")
	// ErrNewerSchema: the database was written by a newer altiplano.
	ErrNewerSchema = errors.New("history: database schema is newer than supported")
	// ErrForeign: a SQLite database that belongs to another program.
	ErrForeign = errors.New("history: database belongs to another application")
	// ErrBusy: another process held the write lock for longer than the busy timeout.
	ErrBusy = errors.New("history: database is locked")
	// ErrNotFound: no game with the requested id.
	ErrNotFound = errors.New("history: game not found")
)

// CorruptError reports a file at Path that is not a usable SQLite database.
// The file has not been modified.
type CorruptError struct {
	Path string
	Err  error // the underlying cause, if any
}

func (e *CorruptError) Error() string        { return pathMessage(e.Path, "not a valid database", e.Err) }
func (e *CorruptError) Is(target error) bool { return target == ErrCorrupt }
func (e *CorruptError) Unwrap() error        { return e.Err }

// MissingPartError reports a table or column of the history that is not
// there (Kind "table" or "column", Name): another program changed the
// file, or it is damaged. It is a CorruptError's cause, with ErrDamaged.
type MissingPartError struct{ Kind, Name string }

func (e *MissingPartError) Error() string { return "no such " + e.Kind + ": " + e.Name }

// ReadOnlyError reports that Path (the database file or, for a new or WAL
// database, its directory) cannot be written. Nothing has been written.
type ReadOnlyError struct {
	Path string
	Err  error // the underlying cause, if any
}

func (e *ReadOnlyError) Error() string        { return pathMessage(e.Path, "read-only", e.Err) }
func (e *ReadOnlyError) Is(target error) bool { return target == ErrReadOnly }
func (e *ReadOnlyError) Unwrap() error        { return e.Err }

// pathMessage is the Error text of an error at path, with its cause when
// there is one.
func pathMessage(path, what string, cause error) string {
	if cause != nil {
		return fmt.Sprintf("history: %s: %s: %v", path, what, cause)
	}
	return fmt.Sprintf("history: %s: %s", path, what)
}

// NewerSchemaError reports a database whose schema Version is newer than
// Supported, the newest this build knows. The file has not been modified.
type NewerSchemaError struct {
	Path      string
	Version   int
	Supported int
}

func (e *NewerSchemaError) Error() string {
	return fmt.Sprintf("history: %s: schema version %d is newer than supported %d", e.Path, e.Version, e.Supported)
}
func (e *NewerSchemaError) Is(target error) bool { return target == ErrNewerSchema }

// ForeignError reports a SQLite database at Path that is not an altiplano
// history: another application id, or tables without our schema version.
// The file has not been modified.
type ForeignError struct {
	Path          string
	ApplicationID int32
}

func (e *ForeignError) Error() string {
	return fmt.Sprintf("history: %s: not an altiplano history (application id %#x)", e.Path, uint32(e.ApplicationID))
}
func (e *ForeignError) Is(target error) bool { return target == ErrForeign }

// BusyError reports that the write lock on Path stayed taken for longer than
// the busy timeout.
type BusyError struct {
	Path string
	Err  error
}

func (e *BusyError) Error() string        { return fmt.Sprintf("history: %s: locked: %v", e.Path, e.Err) }
func (e *BusyError) Is(target error) bool { return target == ErrBusy }
func (e *BusyError) Unwrap() error        { return e.Err }

// NotFoundError reports that no game has the id ID.
type NotFoundError struct{ ID int64 }

func (e *NotFoundError) Error() string        { return fmt.Sprintf("history: game %d not found", e.ID) }
func (e *NotFoundError) Is(target error) bool { return target == ErrNotFound }

// BatchError locates the game at Index of an AddMany batch that made the
// whole batch fail; Err says why. Nothing of the batch was stored.
type BatchError struct {
	Index int
	Err   error
}

func (e *BatchError) Error() string {
	return fmt.Sprintf("history: game %d of batch: %v", e.Index, e.Err)
}
func (e *BatchError) Unwrap() error { return e.Err }
