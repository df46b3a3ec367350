package store

import (
	"context"
	"database/sql"
	"errors"
	"io"
	"os"
	"path/filepath"
	"time"

	"altiplano/cmd/playlog"
)

// Repaired says what Repair did.
type Repaired struct {
	Needed bool   // the file failed quick_check (else nothing was done)
	Copied int    // games copied into the new file
	Lost   int    // games that could not be read
	Kept   string // where the damaged file now is
	// Rebuilt counts the copied games whose players could not be read and
	// were rebuilt from their stored record.
	Rebuilt int
}

// Rebuild makes a game again from its stored row (record, values, result,
// time, …) when its players can no longer be read: the caller scores the
// record again, as `games import` does. Nil: such games are lost.
type Rebuild func(row playlog.Game) (playlog.Game, error)

// ErrNothingReadable is returned by Repair when not one game of a damaged
// history could be read: the damaged file is left where it is.
var ErrNothingReadable = errors.New("store: no game could be read")

// Repair copies every game that can still be read from the damaged
// history at path into a new file at path, keeping their ids, and keeps the
// damaged file beside it (renamed path.damaged-<time>, with its -wal). A
// history that passes quick_check is left alone (Needed false).
//
// A game whose players or missions cannot be read any more (damaged pages of
// those tables) is rebuilt from its stored record by rebuild. When no game
// can be read at all, the damaged file stays in place and Repair returns
// ErrNothingReadable (with Lost set).
func Repair(path string, now time.Time, rebuild Rebuild) (Repaired, error) {
	abs, err := filepath.Abs(path)
	if err != nil {
		return Repaired{}, err
	}
	if _, err := inspect(abs); err != nil && !errors.Is(err, ErrCorrupt) {
		return Repaired{}, err
	}
	old, done, err := openDamaged(abs)
	if err != nil {
		return Repaired{}, err
	}
	if err := old.quickCheck(nil); err == nil {
		done()
		return Repaired{}, nil
	}
	games, lost, rebuilt := old.readable(rebuild)
	done()
	if len(games) == 0 {
		return Repaired{Needed: true, Lost: lost}, ErrNothingReadable
	}
	out := Repaired{Needed: true, Lost: lost, Rebuilt: rebuilt, Kept: abs + ".damaged-" + now.UTC().Format("20060102-150405")}
	if err := os.Rename(abs, out.Kept); err != nil {
		return Repaired{}, err
	}
	for _, side := range []string{"-wal", "-shm"} {
		if _, err := os.Stat(abs + side); err == nil {
			if err := os.Rename(abs+side, out.Kept+side); err != nil {
				return out, err
			}
		}
	}
	s, err := Open(abs)
	if err != nil {
		return out, err
	}
	defer s.Close()
	for i := 0; i < len(games); i += 500 {
		batch := games[i:min(i+500, len(games))]
		res, err := s.AddMany(batch)
		if err != nil {
			return out, err
		}
		for _, r := range res {
			if r.Added {
				out.Copied++
			}
		}
	}
	return out, nil
}

// openDamaged opens the history at abs to read what can be read of it,
// leaving the file and its folder as they were: the file alone, as
// immutable (SQLite then makes no -shm or -wal beside it), or, when a -wal
// beside it may hold part of the history, a copy of both in a folder of
// its own. done closes it and removes the copy.
func openDamaged(abs string) (s *Store, done func(), err error) {
	if _, err := os.Stat(abs + "-wal"); err != nil {
		s, _, err := openRO(abs, true)
		if err != nil {
			return nil, nil, err
		}
		return s, func() { s.Close() }, nil
	}
	dir, err := os.MkdirTemp("", "altiplano-repair-")
	if err != nil {
		return nil, nil, err
	}
	removeDir := func() { os.RemoveAll(dir) }
	copyPath := filepath.Join(dir, filepath.Base(abs))
	for _, side := range []string{"", "-wal"} {
		if err := copyFile(abs+side, copyPath+side); err != nil {
			removeDir()
			return nil, nil, err
		}
	}
	s, _, err = openRO(copyPath, false)
	if err != nil {
		removeDir()
		return nil, nil, err
	}
	s.path = abs // named as the user's file in what it says
	return s, func() { s.Close(); removeDir() }, nil
}

// copyFile copies the file at from to a new file at to.
func copyFile(from, to string) error {
	in, err := os.Open(from)
	if err != nil {
		return err
	}
	defer in.Close()
	out, err := os.OpenFile(to, os.O_WRONLY|os.O_CREATE|os.O_EXCL, 0o600)
	if err != nil {
		return err
	}
	if _, err := io.Copy(out, in); err != nil {
		out.Close()
		return err
	}
	return out.Close()
}

// readable reads every game that can still be read, one by one, oldest
// first; a game whose players cannot be read is rebuilt from its row;
// lost counts the others.
func (s *Store) readable(rebuild Rebuild) (games []playlog.Game, lost, rebuilt int) {
	ctx := context.Background()
	// NOT INDEXED: the ids come from the table itself, not from an index
	// that may be the damaged part.
	rows, err := s.db.QueryContext(ctx, `SELECT id FROM games NOT INDEXED ORDER BY id`)
	if err != nil {
		return nil, 0, 0
	}
	var ids []int64
	for rows.Next() {
		var id int64
		if rows.Scan(&id) == nil {
			ids = append(ids, id)
		}
	}
	if rows.Err() != nil {
		lost++ // the table stopped somewhere: at least one game is unreadable
	}
	rows.Close()
	for _, id := range ids {
		g, err := s.Get(id)
		if err == nil {
			if g, err = g.Normalized(); err == nil {
				games = append(games, g)
				continue
			}
		}
		g, err = s.rebuilt(ctx, id, rebuild)
		if err != nil {
			lost++
			continue
		}
		rebuilt++
		games = append(games, g)
	}
	return games, lost, rebuilt
}

// rebuilt reads game id's own row only and makes the game again from it.
func (s *Store) rebuilt(ctx context.Context, id int64, rebuild Rebuild) (playlog.Game, error) {
	if rebuild == nil {
		return playlog.Game{}, ErrCorrupt
	}
	tx, err := s.db.BeginTx(ctx, &sql.TxOptions{ReadOnly: true})
	if err != nil {
		return playlog.Game{}, err
	}
	defer tx.Rollback()
	rows, err := loadGames(ctx, tx, "SELECT ?", []any{id})
	if err != nil {
		return playlog.Game{}, err
	}
	if len(rows) != 1 {
		return playlog.Game{}, &NotFoundError{ID: id}
	}
	row := *rows[0]
	g, err := rebuild(row)
	if err != nil {
		return playlog.Game{}, err
	}
	// The stored identity and time stay: the game is the one kept before.
	g.ID, g.Hash, g.FirstHash, g.AltHash, g.Undated = row.ID, row.Hash, row.FirstHash, "", false
	g.PlayedAt, g.WallClock, g.DateOnly = row.PlayedAt, row.WallClock, row.DateOnly
	return g.Normalized()
}
