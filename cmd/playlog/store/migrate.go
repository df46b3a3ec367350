package store

import (
	"context"
	"database/sql"
	"embed"
	"fmt"
	"io/fs"
	"path"
	"strconv"
	"strings"
)

// applicationID marks a SQLite file as an altiplano history ("ALTP"), so that
// a path pointing at another program's database is refused, not migrated.
const applicationID int32 = 0x414c5450

//go:embed schema/*.sql
var schemaFS embed.FS

// step is one schema migration: the SQL that takes the database from
// version-1 to version.
type step struct {
	version int
	sql     string
}

// steps lists the embedded migrations in order. Files are named
// NNN_what.sql; NNN is the version the file produces, and the versions must
// run 1, 2, 3… without gaps (a test checks that).
func steps() ([]step, error) {
	names, err := fs.Glob(schemaFS, "schema/*.sql")
	if err != nil {
		return nil, err
	}
	out := make([]step, 0, len(names))
	for i, name := range names { // Glob returns them sorted
		base := path.Base(name)
		num, _, ok := strings.Cut(base, "_")
		v, err := strconv.Atoi(num)
		if !ok || err != nil || v != i+1 {
			return nil, fmt.Errorf("store: schema file %s out of sequence", base)
		}
		b, err := schemaFS.ReadFile(name)
		if err != nil {
			return nil, err
		}
		out = append(out, step{version: v, sql: string(b)})
	}
	return out, nil
}

// latestVersion is the schema version this build writes.
func latestVersion() int {
	s, err := steps()
	if err != nil || len(s) == 0 {
		return 0
	}
	return s[len(s)-1].version
}

// schemaState is read from SQLite, so it includes what is still in the WAL.
type schemaState struct {
	version    int
	appID      int32
	hasObjects bool
}

type queryer interface {
	QueryRowContext(ctx context.Context, query string, args ...any) *sql.Row
}

func readState(ctx context.Context, q queryer) (schemaState, error) {
	var st schemaState
	var objects int
	err := q.QueryRowContext(ctx, `SELECT
		(SELECT user_version FROM pragma_user_version),
		(SELECT application_id FROM pragma_application_id),
		(SELECT count(*) FROM sqlite_schema)`).Scan(&st.version, &st.appID, &objects)
	st.hasObjects = objects > 0
	return st, err
}

// migrate applies the steps above the database's version, each in its own
// BEGIN IMMEDIATE transaction that first re-reads the version: when several
// processes open a new or old file at once, one applies a step and the
// others find it done. Upgrading a database that holds data is preceded by
// PRAGMA quick_check, so a damaged file is reported, not written to.
func (s *Store) migrate(ctx context.Context, upTo int, opts Options) error {
	all, err := steps()
	if err != nil {
		return err
	}
	checked := false
	for _, st := range all {
		if st.version > upTo {
			break
		}
		if err := s.applyStep(ctx, st, &checked, opts); err != nil {
			return s.classify(err)
		}
	}
	return nil
}

func (s *Store) applyStep(ctx context.Context, st step, checked *bool, opts Options) error {
	tx, err := s.db.BeginTx(ctx, nil) // BEGIN IMMEDIATE (see dsn)
	if err != nil {
		return err
	}
	defer tx.Rollback()
	cur, err := readState(ctx, tx)
	if err != nil {
		return err
	}
	if err := verdict(s.path, cur.appID, cur.version, cur.hasObjects); err != nil {
		return err
	}
	if cur.version >= st.version {
		return nil // done by us earlier or by another process
	}
	if cur.version > 0 && !*checked {
		var res string
		if err := tx.QueryRowContext(ctx, "PRAGMA quick_check(1)").Scan(&res); err != nil {
			return err
		}
		if res != "ok" {
			return &CorruptError{Path: s.path, Err: fmt.Errorf("quick_check: %s", res)}
		}
		*checked = true
	}
	if _, err := tx.ExecContext(ctx, st.sql); err != nil {
		return fmt.Errorf("store: schema step %d: %w", st.version, err)
	}
	if hook := afterStep[st.version]; hook != nil {
		if err := hook(ctx, tx, opts); err != nil {
			return fmt.Errorf("store: schema step %d: %w", st.version, err)
		}
	}
	// PRAGMA takes no bound parameters; both values are ints from this file.
	set := fmt.Sprintf("PRAGMA user_version = %d; PRAGMA application_id = %d", st.version, applicationID)
	if _, err := tx.ExecContext(ctx, set); err != nil {
		return err
	}
	return tx.Commit()
}
