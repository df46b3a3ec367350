package store

import (
	"context"
	"database/sql"
	"errors"

	"altiplano/cmd/playlog"
)

// Replace puts g's result in place of the stored game id, keeping its id,
// its identity (hash: it is the same game) and, when g's record gives no
// time, its time: the seats are deleted and
// inserted again in one transaction, so the running sums (kept by
// triggers) follow, and statistics see the new result at once. A missing
// game is a *NotFoundError.
func (s *Store) Replace(id int64, g playlog.Game) error {
	return retryBusy(func() error { return s.replace(id, g) })
}

func (s *Store) replace(id int64, g playlog.Game) error {
	n, err := g.Normalized()
	if err != nil {
		return err
	}
	ctx := context.Background()
	tx, err := s.db.BeginTx(ctx, nil) // BEGIN IMMEDIATE
	if err != nil {
		return s.classify(err)
	}
	defer tx.Rollback()
	var at int64
	var offset int
	var wall, dateOnly bool
	var game playlog.ID
	if err := tx.QueryRowContext(ctx, `SELECT played_at, utc_offset, wall_clock, date_only, game FROM games WHERE id = ?`, id).
		Scan(&at, &offset, &wall, &dateOnly, &game); err != nil {
		if errors.Is(err, sql.ErrNoRows) {
			return &NotFoundError{ID: id}
		}
		return s.classify(err)
	}
	if g.Undated {
		n.PlayedAt, n.WallClock, n.DateOnly = atOffset(at, offset), wall, dateOnly
	}
	at = n.PlayedAt.Unix()
	_, offset = n.PlayedAt.Zone()
	old, err := storedSeats(ctx, tx, id)
	if err != nil {
		return s.classify(err)
	}
	if err := deleteSeats(ctx, tx, id); err != nil {
		return s.classify(err)
	}
	aj, err := assumptionsJSON(n)
	if err != nil {
		return err
	}
	if _, err := tx.ExecContext(ctx, `UPDATE games SET played_at = ?, utc_offset = ?, wall_clock = ?, date_only = ?, setup_code = ?,
		missions = ?, assumptions = ?, record_yaml = ?, values_json = ?, result_json = ?, player_count = ?,
		game = ?, duration_min = ?, location = ? WHERE id = ?`,
		at, offset, n.WallClock, n.DateOnly, n.SetupCode, n.Missions, aj, blob(n.Record), blob(n.Values), blob(n.Result),
		len(n.Players), string(n.Game), n.DurationMin, n.Location, id); err != nil {
		return s.classify(err)
	}
	ins, err := prepareInserts(ctx, tx)
	if err != nil {
		return s.classify(err)
	}
	defer ins.close()
	ins.edits.remove(game, id)
	ins.sums.add(old, -1)
	if err := ins.seats(ctx, id, n); err != nil {
		return s.classify(err)
	}
	if err := ins.flush(ctx, tx); err != nil {
		return s.classify(err)
	}
	return s.classify(tx.Commit())
}
