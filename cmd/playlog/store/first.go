package store

import (
	"context"

	"altiplano/cmd/playlog"
)

// FirstGames maps every player of board game game to the id of their first
// game of it in the whole history (earliest played_at, then id): a player
// is new to the game there, whatever an export selects.
func (s *Store) FirstGames(game playlog.ID) (map[string]int64, error) {
	rows, err := s.db.QueryContext(context.Background(), `SELECT name_key, game_id FROM (
		SELECT name_key, game_id, row_number() OVER (PARTITION BY name_key ORDER BY played_at, game_id) AS n
		FROM players WHERE game = ?) WHERE n = 1`, string(game))
	if err != nil {
		return nil, s.classify(err)
	}
	defer rows.Close()
	out := map[string]int64{}
	for rows.Next() {
		var k string
		var id int64
		if err := rows.Scan(&k, &id); err != nil {
			return nil, s.classify(err)
		}
		out[k] = id
	}
	return out, s.classify(rows.Err())
}
