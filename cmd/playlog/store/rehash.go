package store

import (
	"context"
	"database/sql"
	"strconv"

	"altiplano/cmd/playlog"
)

// afterStep holds what a schema step needs done in Go, inside the step's
// transaction, after its SQL. Steps 4 and 5 did more once: step 4
// recomputed identities, which step 7 now does after keeping the hash each
// game was first kept under; step 5 wrote the packs, which step 8 now does
// under the name keys of step 7.
var afterStep = map[int]func(context.Context, *sql.Tx, Options) error{
	6: readTimes,
	7: func(ctx context.Context, tx *sql.Tx, opts Options) error {
		if err := rehash(ctx, tx, opts); err != nil {
			return err
		}
		return rekeySeats(ctx, tx)
	},
	8: func(ctx context.Context, tx *sql.Tx, _ Options) error { return fillPacks(ctx, tx) },
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
// (Options.Recorded: names by the name rule's key), so that a record
// stored before this rule is still found when it is scored again. Without
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

// rekeySeats writes every seat's name key again by seatKeys, in two
// passes: a seat's new key may be another seat's old one.
func rekeySeats(ctx context.Context, tx *sql.Tx) error {
	rows, err := tx.QueryContext(ctx, `SELECT game_id, seat, name, name_key FROM players ORDER BY game_id, seat`)
	if err != nil {
		return err
	}
	type seat struct {
		game          int64
		seat          int
		name, old, to string
	}
	var all []seat
	for rows.Next() {
		var s seat
		if err := rows.Scan(&s.game, &s.seat, &s.name, &s.old); err != nil {
			rows.Close()
			return err
		}
		all = append(all, s)
	}
	if err := rows.Close(); err != nil {
		return err
	}
	var changed []seat
	for start := 0; start < len(all); {
		end := start
		var names []string
		for ; end < len(all) && all[end].game == all[start].game; end++ {
			names = append(names, all[end].name)
		}
		for i, k := range nameKeys(names) {
			if s := all[start+i]; k != s.old {
				s.to = k
				changed = append(changed, s)
			}
		}
		start = end
	}
	set, err := tx.PrepareContext(ctx, `UPDATE players SET name_key = ? WHERE game_id = ? AND seat = ?`)
	if err != nil {
		return err
	}
	defer set.Close()
	for _, pass := range []func(seat) string{
		func(s seat) string { return "\x00" + strconv.Itoa(s.seat) }, // free within its game
		func(s seat) string { return s.to },
	} {
		for _, s := range changed {
			if _, err := set.ExecContext(ctx, pass(s), s.game, s.seat); err != nil {
				return err
			}
		}
	}
	return nil
}

// seatKeys are the name keys of a game's seats, in seat order (see
// nameKeys).
func seatKeys(g playlog.Game) []string {
	names := make([]string, len(g.Players))
	for i, p := range g.Players {
		names[i] = p.Name
	}
	return nameKeys(names)
}

// nameKeys are the keys names in seat order are stored under: each name's
// key under the name rule (playlog.NameKey), except that a name whose key
// an earlier seat's has (two names kept before the rule told them apart)
// is told apart by its seat, so that no stored game loses a seat.
func nameKeys(names []string) []string {
	keys := make([]string, len(names))
	seen := make(map[string]bool, len(names))
	for i, n := range names {
		k := playlog.NameKey(n)
		if seen[k] {
			k += "\x00" + strconv.Itoa(i+1)
		}
		seen[k] = true
		keys[i] = k
	}
	return keys
}
