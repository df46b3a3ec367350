package store

import (
	"context"
	"database/sql"
	"strconv"
	"strings"

	"altiplano/cmd/playlog"
)

// eachBatch is how many games Each reads at a time: enough to amortise the
// queries, few enough that memory stays flat in the size of the history.
const eachBatch = 256

// Each yields the games f selects to fn, newest first, as List orders them
// (oldestFirst: oldest first), reading them a batch at a time inside one
// read transaction, so memory does not grow with the history.
func (s *Store) Each(f playlog.Filter, oldestFirst bool, fn func(playlog.Game) error) error {
	ctx := context.Background()
	tx, err := s.db.BeginTx(ctx, &sql.TxOptions{ReadOnly: true})
	if err != nil {
		return s.classify(err)
	}
	defer tx.Rollback()
	sel, args := selection(f)
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
func (s *Store) Source(f playlog.Filter, oldestFirst bool) playlog.Source {
	return func(fn func(playlog.Game) error) error { return s.Each(f, oldestFirst, fn) }
}

// loadIDs reads the games with the given ids, whole.
func loadIDs(ctx context.Context, tx *sql.Tx, ids []int64) (map[int64]*playlog.Game, error) {
	list := make([]string, len(ids))
	for i, id := range ids {
		list[i] = strconv.FormatInt(id, 10)
	}
	games, err := loadWhole(ctx, tx, "SELECT value FROM json_each(?)", []any{"[" + strings.Join(list, ",") + "]"})
	if err != nil {
		return nil, err
	}
	return index(games), nil
}
