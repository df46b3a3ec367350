package store

import (
	"context"
	"database/sql"
	"strings"

	"altiplano/cmd/playlog"
	"altiplano/cmd/playlog/stats"
)

// HeadToHead compares players a and b (names compared as in Filter.Player)
// over the games f selects. Naming the same player twice is an
// *InvalidError.
func (s *Store) HeadToHead(f playlog.Filter, a, b string) (stats.H2H, error) {
	ka, kb := playlog.NameKey(a), playlog.NameKey(b)
	switch {
	case ka == "":
		return stats.H2H{}, &playlog.InvalidError{Field: "a", Reason: playlog.ReasonEmpty}
	case kb == "":
		return stats.H2H{}, &playlog.InvalidError{Field: "b", Reason: playlog.ReasonEmpty}
	case ka == kb:
		return stats.H2H{}, &playlog.InvalidError{Field: "b", Reason: playlog.ReasonDuplicate, Value: b}
	}
	h := stats.H2H{A: strings.TrimSpace(a), B: strings.TrimSpace(b)}
	err := s.readGamesOf(f, func(ctx context.Context, tx *sql.Tx) error {
		// One pass over game_pack: the games both played, as the filter selects.
		err := scanPacks(ctx, tx, f, func(g *packedGame) {
			ra, rb := 0, 0
			for _, st := range g.seats {
				switch st.key {
				case ka:
					ra = st.rank
				case kb:
					rb = st.rank
				}
			}
			if ra == 0 || rb == 0 {
				return
			}
			h.Games++
			switch {
			case ra < rb:
				h.ABetter++
			case ra > rb:
				h.BBetter++
			default:
				h.Level++
			}
		}, &decoder{})
		if err != nil {
			return err
		}
		names, err := latestNames(ctx, tx, []string{ka, kb})
		if err != nil {
			return err
		}
		if n := names[ka]; n != "" {
			h.A = n
		}
		if n := names[kb]; n != "" {
			h.B = n
		}
		return nil
	})
	if err != nil {
		return stats.H2H{}, err
	}
	return h, nil
}
