package history

import (
	"context"
	"errors"
	"os"
	"path/filepath"
	"time"
)

// Repaired says what Repair did.
type Repaired struct {
	Needed bool   // the file failed quick_check (else nothing was done)
	Copied int    // games copied into the new file
	Lost   int    // games that could not be read
	Kept   string // where the damaged file now is
}

// Repair copies every game that can still be read from the damaged
// history at path into a new file at path, keeping their ids, and keeps the
// damaged file beside it (renamed path.damaged-<time>, with its -wal). A
// history that passes quick_check is left alone (Needed false).
func Repair(path string, now time.Time) (Repaired, error) {
	abs, err := filepath.Abs(path)
	if err != nil {
		return Repaired{}, err
	}
	if _, err := inspect(abs); err != nil && !errors.Is(err, ErrCorrupt) {
		return Repaired{}, err
	}
	old, _, err := openRO(abs, false)
	if err != nil {
		if old, _, err = openRO(abs, true); err != nil {
			return Repaired{}, err
		}
	}
	if err := old.quickCheck(nil); err == nil {
		old.Close()
		return Repaired{}, nil
	}
	games, lost := old.readable()
	old.Close()
	out := Repaired{Needed: true, Lost: lost, Kept: abs + ".damaged-" + now.UTC().Format("20060102-150405")}
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

// readable reads every game that can still be read, one by one, oldest
// first; lost counts the others.
func (s *Store) readable() (games []Game, lost int) {
	ctx := context.Background()
	rows, err := s.db.QueryContext(ctx, `SELECT id FROM games ORDER BY id`)
	if err != nil {
		return nil, 0
	}
	var ids []int64
	for rows.Next() {
		var id int64
		if rows.Scan(&id) == nil {
			ids = append(ids, id)
		}
	}
	rows.Close()
	for _, id := range ids {
		g, err := s.Get(id)
		if err != nil {
			lost++
			continue
		}
		if _, err := normalize(g); err != nil {
			lost++
			continue
		}
		games = append(games, g)
	}
	return games, lost
}
