package store

import (
	"context"
	"database/sql"
	"strings"
)

// H2H counts how two players fared against each other, pairwise, in the
// games both took part in: a ranked better, b ranked better, or level
// (the same rank, e.g. a shared first place).
type H2H struct {
	A, B    string // most recent spellings (as given when never played)
	Games   int    // games both played, among those the filter selects
	ABetter int
	BBetter int
	Level   int
}

// HeadToHead compares players a and b (names compared as in Filter.Player)
// over the games f selects. Naming the same player twice is an
// *InvalidError.
func (s *Store) HeadToHead(f Filter, a, b string) (H2H, error) {
	ka, kb := nameKey(a), nameKey(b)
	switch {
	case ka == "":
		return H2H{}, &InvalidError{Field: "a", Reason: ReasonEmpty}
	case kb == "":
		return H2H{}, &InvalidError{Field: "b", Reason: ReasonEmpty}
	case ka == kb:
		return H2H{}, &InvalidError{Field: "b", Reason: ReasonDuplicate, Value: b}
	}
	ctx := context.Background()
	tx, err := s.db.BeginTx(ctx, &sql.TxOptions{ReadOnly: true})
	if err != nil {
		return H2H{}, s.classify(err)
	}
	defer tx.Rollback()
	h := H2H{A: strings.TrimSpace(a), B: strings.TrimSpace(b)}
	// One pass over game_pack: the games both played, as the filter selects.
	err = scanPacks(ctx, tx, f, func(g *packedGame) {
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
	})
	if err != nil {
		return H2H{}, s.classify(err)
	}
	names, err := latestNames(ctx, tx, []string{ka, kb})
	if err != nil {
		return H2H{}, s.classify(err)
	}
	if n := names[ka]; n != "" {
		h.A = n
	}
	if n := names[kb]; n != "" {
		h.B = n
	}
	return h, nil
}
