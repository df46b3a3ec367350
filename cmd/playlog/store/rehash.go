package store

import (
	"context"
	"database/sql"

	"altiplano/cmd/playlog"
)

// afterStep holds what a schema step needs done in Go, inside the step's
// transaction, after its SQL.
var afterStep = map[int]func(context.Context, *sql.Tx, Options) error{
	4: rehash,
	5: func(ctx context.Context, tx *sql.Tx, _ Options) error { return fillPacks(ctx, tx) },
}

// rehash recomputes every stored game's identity with its game's
// (Options.Identity: names by the name rule, times as instants), so that a
// record stored before this rule is still found when it is scored again.
// Without Options.Identity the stored hashes stay. A record that cannot be
// read keeps its hash; two stored games that turn out to be one keep both
// (the second keeps its old hash): nothing is deleted by an upgrade.
func rehash(ctx context.Context, tx *sql.Tx, opts Options) error {
	if opts.Identity == nil {
		return nil
	}
	rows, err := tx.QueryContext(ctx, `SELECT id, game, record_yaml FROM games WHERE record_yaml IS NOT NULL`)
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
		var game playlog.ID
		var data []byte
		if err := rows.Scan(&id, &game, &data); err != nil {
			rows.Close()
			return err
		}
		h, err := opts.Identity(game, data)
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
