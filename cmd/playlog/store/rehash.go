package store

import (
	"context"
	"database/sql"

	"altiplano/rules/altiplano"
	scoring "altiplano/scoring/altiplano"
)

// afterStep holds what a schema step needs done in Go, inside the step's
// transaction, after its SQL.
var afterStep = map[int]func(context.Context, *sql.Tx) error{
	4: func(ctx context.Context, tx *sql.Tx) error {
		if err := rehash(ctx, tx); err != nil {
			return err
		}
		return fillPacks(ctx, tx)
	},
}

// rehash recomputes every stored game's identity with Identity (names by
// the name rule, times as instants), so that a record stored before this
// rule is still found when it is scored again. A record that cannot be
// read keeps its hash; two stored games that turn out to be one keep both
// (the second keeps its old hash): nothing is deleted by an upgrade.
func rehash(ctx context.Context, tx *sql.Tx) error {
	rows, err := tx.QueryContext(ctx, `SELECT id, record_yaml FROM games WHERE record_yaml IS NOT NULL`)
	if err != nil {
		return err
	}
	type change struct {
		id   int64
		hash string
	}
	var changes []change
	for rows.Next() {
		var id int64
		var data []byte
		if err := rows.Scan(&id, &data); err != nil {
			rows.Close()
			return err
		}
		r, err := scoring.ParseRecord("", data, altiplano.Identifiers{})
		if err != nil {
			continue
		}
		h, err := Identity(r)
		if err != nil {
			continue
		}
		changes = append(changes, change{id, h})
	}
	if err := rows.Close(); err != nil {
		return err
	}
	st, err := tx.PrepareContext(ctx, `UPDATE OR IGNORE games SET hash = ? WHERE id = ?`)
	if err != nil {
		return err
	}
	defer st.Close()
	for _, c := range changes {
		if _, err := st.ExecContext(ctx, c.hash, c.id); err != nil {
			return err
		}
	}
	return nil
}
