package history

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
	args := append([]any{kb, ka}, selArgs(f)...)
	err = tx.QueryRowContext(ctx, `SELECT count(*),
		coalesce(sum(pa.rank < pb.rank), 0), coalesce(sum(pa.rank > pb.rank), 0), coalesce(sum(pa.rank = pb.rank), 0)
		FROM players pa JOIN players pb ON pb.game_id = pa.game_id AND pb.name_key = ?
		WHERE pa.name_key = ?`+gameIn(f, "pa.game_id", false), args...).
		Scan(&h.Games, &h.ABetter, &h.BBetter, &h.Level)
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
