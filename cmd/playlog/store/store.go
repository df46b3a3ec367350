package store

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"net/url"
	"os"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"time"

	"modernc.org/sqlite"
	sqlite3 "modernc.org/sqlite/lib"

	"altiplano/cmd/playlog"
)

// busyTimeoutMS is how long a write waits for another process's write to
// finish before giving up with ErrBusy. Recording a game takes milliseconds,
// so 5 s only runs out when something is stuck.
const busyTimeoutMS = 5000

// Store is an open play history. It is safe for concurrent use by several
// goroutines, and several processes may have the same file open at once.
type Store struct {
	db   *sql.DB
	path string
	// checks, when the store passed its damage check at open, records the
	// file as checked again at Close: what changed since was written by
	// SQLite in this process's transactions.
	checks *Checks
}

// Path is the absolute path of the database file.
func (s *Store) Path() string { return s.path }

// Close releases the database. The last process to close a WAL database
// folds the WAL back into the main file.
func (s *Store) Close() error {
	err := s.db.Close()
	if err == nil && s.checks != nil {
		s.checks.record(s.path)
	}
	return err
}

// Options are what opening a play log may be given.
type Options struct {
	// Checks records the database files that passed the damage check, so
	// that an unchanged file is not checked again (nil: always check).
	Checks *Checks
	// Recorded reads a kept game's record, by its board game: its
	// identity (playlog.Game's Hash) and its time as written. Upgrading a
	// history from before schema 6 takes each game's offset from its
	// record with it; from before schema 7, when names were compared by
	// another key, it recomputes every game's identity with it. nil: games
	// stay at UTC and the stored hashes stay.
	Recorded func(game playlog.ID, record []byte) (playlog.Recorded, error)
}

// Open opens the history at path, creating the directory and the database
// when absent and bringing an older schema up to date.
//
// It refuses, before SQLite may write anything: a file that is not a SQLite
// database (*CorruptError), another program's database (*ForeignError), a
// database written by a newer altiplano (*NewerSchemaError), and a file or
// directory that cannot or must not be written (*ReadOnlyError). A file or
// directory without any write permission bit counts as read-only even for
// root, who could write it anyway: someone made it read-only on purpose.
func Open(path string) (*Store, error) {
	return OpenWith(path, Options{})
}

// OpenWith is Open with options (Checks is not used: see OpenChecked).
func OpenWith(path string, opts Options) (*Store, error) {
	return openWith(path, openOptions{pause: time.Sleep, now: time.Now, Options: opts})
}

// OpenEmpty is an empty history that lives in memory only: what reading
// commands see when the database file does not exist yet, so that asking
// (or a mistyped --db) never creates one. path is only reported.
func OpenEmpty(path string) (*Store, error) {
	abs, err := filepath.Abs(path)
	if err != nil {
		return nil, err
	}
	conn, err := sqlite.NewConnector("file:empty?mode=memory")
	if err != nil {
		return nil, err
	}
	s := &Store{db: sql.OpenDB(conn), path: abs}
	s.db.SetMaxOpenConns(1) // each connection to memory is a database of its own
	if err := s.migrate(context.Background(), latestVersion(), Options{}); err != nil {
		s.db.Close()
		return nil, err
	}
	return s, nil
}

// open is Open with the schema brought only up to version upTo (0: latest).
// Tests use it to write databases of an older schema.
func open(path string, upTo int) (*Store, error) {
	return openWith(path, openOptions{upTo: upTo, pause: time.Sleep, now: time.Now})
}

// openOptions are the parts of opening that tests replace.
type openOptions struct {
	upTo  int                 // schema version to reach; 0: latest
	pause func(time.Duration) // waits between attempts to switch to WAL
	now   func() time.Time    // the clock for the busy timeout
	Options
}

func openWith(path string, o openOptions) (*Store, error) {
	upTo := o.upTo
	abs, h, err := locate(path)
	if err != nil {
		return nil, err
	}
	dir := filepath.Dir(abs)
	if !h.exists {
		// Root may create directories inside a read-only one; refuse as a
		// user would be refused.
		if anc := existingAncestor(dir); anc != "" {
			if fi, err := os.Stat(anc); err == nil && fi.Mode().Perm()&0o222 == 0 {
				return nil, &ReadOnlyError{Path: anc}
			}
		}
		if err := os.MkdirAll(dir, 0o755); err != nil {
			if isPermission(err) {
				return nil, &ReadOnlyError{Path: dir, Err: err}
			}
			return nil, err
		}
	}
	if err := checkWritable(abs, dir, h.exists); err != nil {
		return nil, err
	}
	conn, err := sqlite.NewConnector(dsn(abs, h.exists))
	if err != nil {
		return nil, err
	}
	s := &Store{db: sql.OpenDB(conn), path: abs}
	if upTo == 0 {
		upTo = latestVersion()
	}
	if err := s.prepare(context.Background(), h, upTo, o); err != nil {
		s.db.Close()
		return nil, err
	}
	return s, nil
}

// prepare repeats the header checks through SQLite (which sees the WAL too),
// switches a new database to WAL mode and migrates.
func (s *Store) prepare(ctx context.Context, h fileHeader, upTo int, o openOptions) error {
	var st schemaState
	err := retryBusy(func() error {
		var err error
		st, err = readState(ctx, s.db)
		return s.classify(err)
	})
	if err != nil {
		return err
	}
	if err := verdict(s.path, st.appID, st.version, st.hasObjects); err != nil {
		return err
	}
	if !h.wal {
		if err := s.switchToWAL(ctx, o); err != nil {
			return err
		}
	}
	if st.version >= upTo {
		// Up to date: no write transaction, so opening to read never waits
		// for another process's write.
		return nil
	}
	return retryBusy(func() error { return s.migrate(ctx, upTo, o.Options) })
}

// switchToWAL puts a new database in WAL mode. SQLite answers this pragma
// with SQLITE_BUSY at once, without its busy handler, while another process
// holds a lock, which happens whenever several processes create the history
// together; so it is tried again, with growing pauses, for as long as the
// busy timeout. Once any process has switched, the pragma just says "wal".
func (s *Store) switchToWAL(ctx context.Context, o openOptions) error {
	deadline := o.now().Add(busyTimeoutMS * time.Millisecond)
	wait := time.Millisecond
	for {
		var mode string
		err := s.db.QueryRowContext(ctx, "PRAGMA journal_mode = WAL").Scan(&mode)
		if err == nil {
			if !strings.EqualFold(mode, "wal") {
				return &ReadOnlyError{Path: s.path, Err: errors.New("journal_mode " + mode)}
			}
			return nil
		}
		err = s.classify(err)
		if !errors.Is(err, ErrBusy) || o.now().After(deadline) {
			return err
		}
		o.pause(wait)
		wait = min(2*wait, 50*time.Millisecond)
	}
}

// dsn builds the SQLite URI for path. mode=rw on an existing file means
// SQLite never creates a file we did not inspect; every connection gets the
// busy timeout and foreign keys; BeginTx issues BEGIN IMMEDIATE, so a
// writing transaction takes the write lock up front (waiting on the busy
// timeout) instead of failing with SQLITE_BUSY when it first writes.
func dsn(path string, exists bool) string {
	p := uriPath(path)
	mode := "rwc"
	if exists {
		mode = "rw"
	}
	q := url.Values{}
	q.Set("mode", mode)
	q.Add("_pragma", "busy_timeout("+strconv.Itoa(busyTimeoutMS)+")")
	q.Add("_pragma", "foreign_keys(1)")
	q.Set("_txlock", "immediate")
	return "file:" + p + "?" + q.Encode()
}

// uriPath is path as the file part of a SQLite URI.
func uriPath(path string) string {
	p := filepath.ToSlash(path)
	if !strings.HasPrefix(p, "/") {
		p = "/" + p // C:/… becomes /C:/…
	}
	// SQLite decodes %HH in URI filenames; ? and # would end the path.
	return strings.NewReplacer("%", "%25", "?", "%3f", "#", "%23").Replace(p)
}

// classify turns SQLite's result codes into this package's typed errors.
func (s *Store) classify(err error) error {
	var se *sqlite.Error
	if err == nil || !errors.As(err, &se) {
		return err
	}
	switch se.Code() & 0xff {
	case sqlite3.SQLITE_NOTADB:
		return &CorruptError{Path: s.path, Err: err}
	case sqlite3.SQLITE_CORRUPT:
		return &CorruptError{Path: s.path, Err: fmt.Errorf("%w: %w", ErrDamaged, err)}
	case sqlite3.SQLITE_READONLY, sqlite3.SQLITE_PERM:
		return &ReadOnlyError{Path: s.path, Err: err}
	case sqlite3.SQLITE_BUSY, sqlite3.SQLITE_LOCKED:
		return &BusyError{Path: s.path, Err: err}
	case sqlite3.SQLITE_ERROR:
		// A table or column the schema has, gone: the file was changed.
		if m := missingPart.FindStringSubmatch(se.Error()); m != nil {
			return &CorruptError{Path: s.path, Err: fmt.Errorf("%w: %w", ErrDamaged, &MissingPartError{Kind: m[1], Name: m[2]})}
		}
	}
	return err
}

// missingPart is SQLite's message for a table or column that is not there.
var missingPart = regexp.MustCompile(`no such (table|column): ([\w.]+)`)
