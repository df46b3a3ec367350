package store

import (
	"context"
	"database/sql"

	"altiplano/cmd/playlog"
)

// afterStep holds what a schema step needs done in Go, inside the step's
// transaction, after its SQL. Step 5 wrote the packs once; step 6 now
// does, after the offsets it reads into every game.
var afterStep = map[int]func(context.Context, *sql.Tx, Options) error{
	4: rehash,
	6: func(ctx context.Context, tx *sql.Tx, opts Options) error {
		if err := readTimes(ctx, tx, opts); err != nil {
			return err
		}
		return fillPacks(ctx, tx)
	},
}

// storedRecord is what a game reads in a stored game's record.
type storedRecord struct {
	id, at int64 // the game's id and instant (Unix seconds)
	playlog.Recorded
}

// readRecords reads every stored game's record with its game
// (Options.Recorded); a record that cannot be read is left out.
func readRecords(ctx context.Context, tx *sql.Tx, opts Options) ([]storedRecord, error) {
	rows, err := tx.QueryContext(ctx, `SELECT id, game, played_at, record_yaml FROM games WHERE record_yaml IS NOT NULL`)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	var out []storedRecord
	for rows.Next() {
		var sr storedRecord
		var game playlog.ID
		var data []byte
		if err := rows.Scan(&sr.id, &game, &sr.at, &data); err != nil {
			return nil, err
		}
		if sr.Recorded, err = opts.Recorded(game, data); err == nil {
			out = append(out, sr)
		}
	}
	return out, rows.Err()
}

// readTimes keeps the offset each stored game's record gives for its
// instant as the game's (recordedOffset); without Options.Recorded, or for
// a record that cannot be read, the game stays at UTC.
func readTimes(ctx context.Context, tx *sql.Tx, opts Options) error {
	return updateRecorded(ctx, tx, opts, `UPDATE games SET utc_offset = ?, wall_clock = ? WHERE id = ?`,
		func(r storedRecord) []any {
			offset, wall := recordedOffset(r.Recorded, r.at)
			return []any{offset, wall, r.id}
		})
}

// rehash recomputes every stored game's identity with its game
// (Options.Recorded: names by the name rule, times as instants), so that a
// record stored before this rule is still found when it is scored again. Without
// Options.Recorded the stored hashes stay. A record that cannot be read
// keeps its hash; two stored games that turn out to be one keep both (the
// second keeps its old hash): nothing is deleted by an upgrade.
func rehash(ctx context.Context, tx *sql.Tx, opts Options) error {
	return updateRecorded(ctx, tx, opts, `UPDATE OR IGNORE games SET hash = ? WHERE id = ?`,
		func(r storedRecord) []any { return []any{r.Hash, r.id} })
}

// updateRecorded runs update for every stored game whose record its game
// reads, with the arguments args makes of what it read; nothing without
// Options.Recorded.
func updateRecorded(ctx context.Context, tx *sql.Tx, opts Options, update string, args func(storedRecord) []any) error {
	if opts.Recorded == nil {
		return nil
	}
	records, err := readRecords(ctx, tx, opts)
	if err != nil {
		return err
	}
	st, err := tx.PrepareContext(ctx, update)
	if err != nil {
		return err
	}
	defer st.Close()
	for _, r := range records {
		if _, err := st.ExecContext(ctx, args(r)...); err != nil {
			return err
		}
	}
	return nil
}

// recordedOffset is the offset (seconds east of UTC) and wall-clock flag
// (0/1) of a game stored at the instant at (Unix seconds) whose record
// says rec: the record's own offset when it gives the same instant; for a
// wall clock, the offset at which it is that instant; else UTC.
func recordedOffset(rec playlog.Recorded, at int64) (offset, wall int) {
	switch {
	case rec.PlayedAt.IsZero():
		return 0, 0
	case rec.WallClock:
		if off := rec.PlayedAt.Unix() - at; off%60 == 0 && off >= -playlog.MaxOffset && off <= playlog.MaxOffset {
			return int(off), 1
		}
	case rec.PlayedAt.Unix() == at:
		_, off := rec.PlayedAt.Zone()
		if off%60 == 0 && off >= -playlog.MaxOffset && off <= playlog.MaxOffset {
			return off, 0
		}
	}
	return 0, 0
}
