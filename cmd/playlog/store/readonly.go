package store

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"net/url"
	"path/filepath"
	"strconv"
	"strings"

	"modernc.org/sqlite"
	sqlite3 "modernc.org/sqlite/lib"
)

// ErrDamaged is the cause of a *CorruptError when SQLite's quick_check
// finds damage inside a database that opens.
var ErrDamaged = errors.New("quick_check found damage")

// OpenReadOnly opens the history at path only to read it: nothing is
// written to the file, so a read-only file, folder or mount can be read.
// A file that does not exist is an empty history (not created). A
// database of an older schema is upgraded first when it can be written,
// and refused (*ReadOnlyError) when it cannot.
//
// Before answering, the database is checked with SQLite's quick_check
// when opts.Checks says it changed since its last good check (nil: always
// check); damage is a *CorruptError wrapping ErrDamaged.
func OpenReadOnly(path string, opts Options) (*Store, error) {
	abs, h, err := locate(path)
	if err != nil {
		return nil, err
	}
	if !h.exists || h.empty {
		return OpenEmpty(abs)
	}
	s, st, err := openRO(abs, notWritable(abs))
	if err != nil {
		// A WAL database in a folder nobody may write has no -shm file to
		// share; opened as immutable it is read from the file alone.
		s, st, err = openRO(abs, true)
		if err != nil {
			return nil, err
		}
	}
	if st.version < latestVersion() {
		s.Close()
		if werr := checkWritable(abs, filepath.Dir(abs), true); werr != nil {
			return nil, werr
		}
		return OpenChecked(abs, opts)
	}
	if err := s.quickCheck(opts.Checks); err != nil {
		s.Close()
		return nil, err
	}
	return s, nil
}

// OpenChecked is Open followed by the same damage check as OpenReadOnly,
// for commands that read before they write.
func OpenChecked(path string, opts Options) (*Store, error) {
	s, err := OpenWith(path, opts)
	if err != nil {
		return nil, err
	}
	if err := s.quickCheck(opts.Checks); err != nil {
		s.Close()
		return nil, err
	}
	s.checks = opts.Checks
	return s, nil
}

func openRO(abs string, immutable bool) (*Store, schemaState, error) {
	conn, err := sqlite.NewConnector(roDSN(abs, immutable))
	if err != nil {
		return nil, schemaState{}, err
	}
	s := &Store{db: sql.OpenDB(conn), path: abs}
	st, err := readState(context.Background(), s.db)
	if err == nil {
		err = verdict(abs, st.appID, st.version, st.hasObjects)
	}
	if err != nil {
		s.db.Close()
		return nil, st, s.classify(err)
	}
	return s, st, nil
}

// roDSN is dsn for reading only: mode=ro, and query_only so that not even
// a stray statement could write.
func roDSN(path string, immutable bool) string {
	p := uriPath(path)
	q := url.Values{}
	q.Set("mode", "ro")
	if immutable {
		q.Set("immutable", "1")
	}
	q.Add("_pragma", "busy_timeout("+strconv.Itoa(busyTimeoutMS)+")")
	q.Add("_pragma", "query_only(1)")
	return "file:" + p + "?" + q.Encode()
}

// quickCheck runs PRAGMA quick_check unless checks knows the file is as it
// was at its last good check, and records a good check.
func (s *Store) quickCheck(checks *Checks) error {
	if checks.fresh(s.path) {
		return nil
	}
	rows, err := s.db.QueryContext(context.Background(), "PRAGMA quick_check(3)")
	if err != nil {
		return s.corrupt(err)
	}
	defer rows.Close()
	var problems []string
	for rows.Next() {
		var line string
		if err := rows.Scan(&line); err != nil {
			return s.corrupt(err)
		}
		if line != "ok" {
			problems = append(problems, line)
		}
	}
	if err := rows.Err(); err != nil {
		return s.corrupt(err)
	}
	if len(problems) > 0 {
		return &CorruptError{Path: s.path, Err: fmt.Errorf("%w: %s", ErrDamaged, strings.Join(problems, "; "))}
	}
	checks.record(s.path)
	return nil
}

// corrupt reports a check that could not even run as damage, unless it is
// another kind of failure.
func (s *Store) corrupt(err error) error {
	var se *sqlite.Error
	if errors.As(err, &se) && se.Code()&0xff == sqlite3.SQLITE_CORRUPT {
		return &CorruptError{Path: s.path, Err: fmt.Errorf("%w: %v", ErrDamaged, err)}
	}
	return s.classify(err)
}
