package store

import (
	"context"
	"database/sql"
	"strconv"
	"strings"
)

// Source yields games one at a time, in order, to fn; it stops at fn's
// first error and returns it. Exports read a Source, so a whole history is
// written without being held in memory.
type Source func(fn func(Game) error) error

// Slice is a Source over games already in memory.
func Slice(games []Game) Source {
	return func(fn func(Game) error) error {
		for _, g := range games {
			if err := fn(g); err != nil {
				return err
			}
		}
		return nil
	}
}

// eachBatch is how many games Each reads at a time: enough to amortise the
// queries, few enough that memory stays flat in the size of the history.
const eachBatch = 256

// Each yields the games f selects to fn, newest first, as List orders them
// (oldestFirst: oldest first), reading them a batch at a time inside one
// read transaction, so memory does not grow with the history.
func (s *Store) Each(f Filter, oldestFirst bool, fn func(Game) error) error {
	ctx := context.Background()
	tx, err := s.db.BeginTx(ctx, &sql.TxOptions{ReadOnly: true})
	if err != nil {
		return s.classify(err)
	}
	defer tx.Rollback()
	sel, args := f.selection()
	order := "DESC"
	if oldestFirst {
		order = "ASC"
	}
	rows, err := tx.QueryContext(ctx, `SELECT id FROM games WHERE id IN (`+sel+`)
		ORDER BY played_at `+order+`, id `+order, args...)
	if err != nil {
		return s.classify(err)
	}
	// The ids alone (8 bytes a game) are read first, so that the batches
	// below do not run while this query is open on the same connection.
	var ids []int64
	for rows.Next() {
		var id int64
		if err := rows.Scan(&id); err != nil {
			rows.Close()
			return s.classify(err)
		}
		ids = append(ids, id)
	}
	rows.Close()
	if err := rows.Err(); err != nil {
		return s.classify(err)
	}
	for i := 0; i < len(ids); i += eachBatch {
		batch := ids[i:min(i+eachBatch, len(ids))]
		games, err := loadIDs(ctx, tx, batch)
		if err != nil {
			return s.classify(err)
		}
		for _, id := range batch {
			g, ok := games[id]
			if !ok {
				continue
			}
			if err := fn(*g); err != nil {
				return err
			}
		}
	}
	return nil
}

// Source is the Source of the games f selects (see Each).
func (s *Store) Source(f Filter, oldestFirst bool) Source {
	return func(fn func(Game) error) error { return s.Each(f, oldestFirst, fn) }
}

// loadIDs reads the games with the given ids, whole.
func loadIDs(ctx context.Context, tx *sql.Tx, ids []int64) (map[int64]*Game, error) {
	list := make([]string, len(ids))
	for i, id := range ids {
		list[i] = strconv.FormatInt(id, 10)
	}
	sel := "SELECT value FROM json_each(?)"
	args := []any{"[" + strings.Join(list, ",") + "]"}
	games, err := loadGames(ctx, tx, sel, args)
	if err != nil {
		return nil, err
	}
	if err := loadPlayers(ctx, tx, sel, args, games); err != nil {
		return nil, err
	}
	if err := loadMissions(ctx, tx, sel, args, games); err != nil {
		return nil, err
	}
	if err := loadScores(ctx, tx, sel, args, games); err != nil {
		return nil, err
	}
	return index(games), nil
}
