package store

import (
	"cmp"
	"context"
	"database/sql"
	"slices"
	"time"

	"altiplano/cmd/playlog"
	"altiplano/cmd/playlog/stats"
)

// Totals returns, for every player in the games f selects, their total in
// each of those games, ordered by key; each series runs oldest first.
func (s *Store) Totals(f playlog.Filter) ([]stats.Series, error) {
	var out []stats.Series
	err := s.readGamesOf(f, func(ctx context.Context, tx *sql.Tx) error {
		// One pass over the seat chunks; each series is put in order after.
		byKey := map[string]*stats.Series{}
		var keys []string
		err := scanPacks(ctx, tx, f, func(g *packedGame) {
			at := time.Unix(g.at, 0).UTC()
			for _, st := range g.seats {
				sr := byKey[st.key]
				if sr == nil {
					sr = &stats.Series{Key: st.key}
					byKey[st.key] = sr
					keys = append(keys, st.key)
				}
				sr.Points = append(sr.Points, stats.Point{GameID: g.id, PlayedAt: at, Total: st.total})
			}
		}, &decoder{})
		if err != nil {
			return err
		}
		slices.Sort(keys)
		out = make([]stats.Series, 0, len(keys))
		for _, k := range keys {
			sr := byKey[k]
			slices.SortFunc(sr.Points, func(a, b stats.Point) int {
				return cmp.Or(a.PlayedAt.Compare(b.PlayedAt), cmp.Compare(a.GameID, b.GameID))
			})
			out = append(out, *sr)
		}
		names, err := latestNames(ctx, tx, keys)
		if err != nil {
			return err
		}
		for i := range out {
			out[i].Name = names[out[i].Key]
		}
		return nil
	})
	if err != nil {
		return nil, err
	}
	return out, nil
}
