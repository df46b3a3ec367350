package history

import (
	"context"
	"database/sql"
	"time"
)

// Series is one player's totals over time, oldest first: the data of a line
// chart.
type Series struct {
	Name   string // most recent spelling
	Key    string // case-folded name
	Points []Point
}

// Point is one game's total.
type Point struct {
	GameID   int64
	PlayedAt time.Time
	Total    int
}

// Totals returns, for every player in the games f selects, their total in
// each of those games, ordered by key; each series runs oldest first.
func (s *Store) Totals(f Filter) ([]Series, error) {
	ctx := context.Background()
	tx, err := s.db.BeginTx(ctx, &sql.TxOptions{ReadOnly: true})
	if err != nil {
		return nil, s.classify(err)
	}
	defer tx.Rollback()
	// players_by_name delivers (name_key, played_at, game_id) in order.
	rows, err := tx.QueryContext(ctx, `SELECT name_key, game_id, played_at, total
		FROM players WHERE 1`+gameIn(f, "game_id", false)+`
		ORDER BY name_key, played_at, game_id`, selArgs(f)...)
	if err != nil {
		return nil, s.classify(err)
	}
	defer rows.Close()
	var out []Series
	var keys []string
	for rows.Next() {
		var key string
		var p Point
		var at int64
		if err := rows.Scan(&key, &p.GameID, &at, &p.Total); err != nil {
			return nil, s.classify(err)
		}
		p.PlayedAt = time.Unix(at, 0).UTC()
		if len(out) == 0 || out[len(out)-1].Key != key {
			out = append(out, Series{Key: key})
			keys = append(keys, key)
		}
		last := &out[len(out)-1]
		last.Points = append(last.Points, p)
	}
	if err := rows.Err(); err != nil {
		return nil, s.classify(err)
	}
	rows.Close()
	names, err := latestNames(ctx, tx, keys)
	if err != nil {
		return nil, s.classify(err)
	}
	for i := range out {
		out[i].Name = names[out[i].Key]
	}
	return out, nil
}
