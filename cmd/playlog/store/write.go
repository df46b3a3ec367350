package store

import (
	"context"
	"database/sql"
	"encoding/json"
	"errors"

	"altiplano/cmd/playlog"
)

// Added is the outcome of storing one game: its id, and whether it was new
// (false: a game with the same hash was already stored, and ID is that game's).
type Added struct {
	ID    int64
	Added bool
}

// Add stores g in one transaction. When a game with the same Hash is already
// stored it stores nothing and returns that game's id with added=false.
// A game that fails validation returns an *InvalidError.
func (s *Store) Add(g playlog.Game) (id int64, added bool, err error) {
	res, err := s.AddMany([]playlog.Game{g})
	if err != nil {
		var be *BatchError
		if errors.As(err, &be) {
			err = be.Err
		}
		return 0, false, err
	}
	return res[0].ID, res[0].Added, nil
}

// AddMany stores games in a single transaction: all of them or, on error,
// none (a *BatchError says which game failed). Duplicates, within the batch
// or with stored games, are reported as Added=false, as by Add. One
// transaction for many games is also much faster than one per game.
func (s *Store) AddMany(games []playlog.Game) (out []Added, err error) {
	err = retryBusy(func() error {
		out, err = s.addMany(games)
		return err
	})
	return out, err
}

func (s *Store) addMany(games []playlog.Game) ([]Added, error) {
	norm := make([]playlog.Game, len(games))
	for i, g := range games {
		n, err := g.Normalized()
		if err != nil {
			return nil, &BatchError{Index: i, Err: err}
		}
		norm[i] = n
	}
	ctx := context.Background()
	tx, err := s.db.BeginTx(ctx, nil) // BEGIN IMMEDIATE
	if err != nil {
		return nil, s.classify(err)
	}
	defer tx.Rollback()
	ins, err := prepareInserts(ctx, tx)
	if err != nil {
		return nil, s.classify(err)
	}
	defer ins.close()
	out := make([]Added, len(norm))
	for i, g := range norm {
		out[i], err = ins.add(ctx, g)
		if err != nil {
			return nil, &BatchError{Index: i, Err: s.classify(err)}
		}
	}
	if err := ins.flush(ctx, tx); err != nil {
		return nil, s.classify(err)
	}
	if err := tx.Commit(); err != nil {
		return nil, s.classify(err)
	}
	return out, nil
}

// inserts are the statements of AddMany, prepared once per transaction.
type inserts struct {
	game, existing, player, mission, score, tie, takenID *sql.Stmt
	edits                                                chunkEdits   // the seat chunks to rewrite before commit
	sums                                                 categorySums // the category sums to write before commit
}

func prepareInserts(ctx context.Context, tx *sql.Tx) (*inserts, error) {
	ins := inserts{edits: chunkEdits{}, sums: categorySums{}}
	var err error
	prep := func(q string) *sql.Stmt {
		if err != nil {
			return nil
		}
		var st *sql.Stmt
		st, err = tx.PrepareContext(ctx, q)
		return st
	}
	ins.takenID = prep(`SELECT count(*) FROM games WHERE id = ?`)
	ins.game = prep(`INSERT INTO games
		(id, hash, played_at, setup_code, missions, assumptions, record_yaml, values_json, result_json, player_count,
		 game, duration_min, location, utc_offset, wall_clock, first_hash, date_only)
		VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
		ON CONFLICT (hash) DO NOTHING
		RETURNING id`)
	ins.existing = prep(`SELECT id FROM games WHERE hash = ?`)
	ins.player = prep(`INSERT INTO players
		(game_id, seat, name, name_key, total, rank, start_player, role, player_count, played_at, shared_rank, game)
		VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`)
	ins.mission = prep(`INSERT INTO player_missions (game_id, seat, mission, achieved, vp)
		VALUES (?, ?, ?, ?, ?)`)
	ins.score = prep(`INSERT INTO player_scores (game_id, seat, category, position, points) VALUES (?, ?, ?, ?, ?)`)
	ins.tie = prep(`INSERT INTO player_tie_breaks (game_id, seat, key, position, value) VALUES (?, ?, ?, ?, ?)`)
	if err != nil {
		ins.close()
		return nil, err
	}
	return &ins, nil
}

func (ins *inserts) close() {
	for _, st := range []*sql.Stmt{ins.game, ins.existing, ins.player, ins.mission, ins.score, ins.tie, ins.takenID} {
		if st != nil {
			st.Close()
		}
	}
}

func (ins *inserts) add(ctx context.Context, g playlog.Game) (Added, error) {
	aj, err := assumptionsJSON(g)
	if err != nil {
		return Added{}, err
	}
	var id int64
	if g.AltHash != "" && g.AltHash != g.Hash {
		// Stored under its other identity: the same game.
		switch err := ins.existing.QueryRowContext(ctx, g.AltHash).Scan(&id); {
		case err == nil:
			return Added{ID: id}, nil
		case !errors.Is(err, sql.ErrNoRows):
			return Added{}, err
		}
	}
	_, offset := g.PlayedAt.Zone()
	err = ins.game.QueryRowContext(ctx, ins.wantedID(ctx, g), g.Hash, g.PlayedAt.Unix(), g.SetupCode, g.Missions,
		aj, blob(g.Record), blob(g.Values), blob(g.Result), len(g.Players),
		string(g.Game), g.DurationMin, g.Location, offset, g.WallClock, g.FirstHash, g.DateOnly).Scan(&id)
	if errors.Is(err, sql.ErrNoRows) { // the hash is taken
		err = ins.existing.QueryRowContext(ctx, g.Hash).Scan(&id)
		return Added{ID: id}, err
	}
	if err != nil {
		return Added{}, err
	}
	if err := ins.seats(ctx, id, g); err != nil {
		return Added{}, err
	}
	return Added{ID: id, Added: true}, nil
}

// wantedID is the id g asks to keep (a repaired or imported history keeps
// its ids) when that id is free, else NULL: SQLite assigns the next one.
func (ins *inserts) wantedID(ctx context.Context, g playlog.Game) any {
	if g.ID <= 0 {
		return nil
	}
	var n int
	if err := ins.takenID.QueryRowContext(ctx, g.ID).Scan(&n); err != nil || n > 0 {
		return nil
	}
	return g.ID
}

func assumptionsJSON(g playlog.Game) (string, error) {
	assumptions := g.Assumptions
	if assumptions == nil {
		assumptions = []string{}
	}
	aj, err := json.Marshal(assumptions)
	return string(aj), err
}

// seats inserts g's players, their missions, their points per category
// and their tie-break values as game id's.
func (ins *inserts) seats(ctx context.Context, id int64, g playlog.Game) error {
	ranks := make(map[int]int, len(g.Players))
	for _, p := range g.Players {
		ranks[p.Rank]++
	}
	keys := seatKeys(g)
	for i, p := range g.Players {
		if _, err := ins.player.ExecContext(ctx, id, p.Seat, p.Name, keys[i],
			p.Total, p.Rank, p.StartPlayer, p.Role, len(g.Players), g.PlayedAt.Unix(),
			ranks[p.Rank] > 1, string(g.Game)); err != nil {
			return err
		}
		for _, m := range p.Missions {
			if _, err := ins.mission.ExecContext(ctx, id, p.Seat, m.ID, m.Achieved, m.VP); err != nil {
				return err
			}
		}
		for i, sc := range p.Scores {
			if _, err := ins.score.ExecContext(ctx, id, p.Seat, sc.Category, i+1, sc.Points); err != nil {
				return err
			}
		}
		for i, t := range p.TieBreak {
			if _, err := ins.tie.ExecContext(ctx, id, p.Seat, t.Key, i+1, t.Value); err != nil {
				return err
			}
		}
	}
	ins.edits.add(id, g)
	ins.sums.add(g, 1)
	return nil
}

// flush writes what the transaction's inserts change in the packs and the
// category sums.
func (ins *inserts) flush(ctx context.Context, tx *sql.Tx) error {
	if err := ins.edits.flush(ctx, tx); err != nil {
		return err
	}
	return ins.sums.flush(ctx, tx)
}

// deleteSeats deletes game id's seats and what is kept with them. Children
// first: deleting does not depend on the foreign_keys pragma being on for
// the connection, and the running sums' triggers find each seat's group
// while its points and missions go.
func deleteSeats(ctx context.Context, tx *sql.Tx, id int64) error {
	for _, q := range []string{
		`DELETE FROM player_scores WHERE game_id = ?`,
		`DELETE FROM player_tie_breaks WHERE game_id = ?`,
		`DELETE FROM player_missions WHERE game_id = ?`,
		`DELETE FROM players WHERE game_id = ?`,
	} {
		if _, err := tx.ExecContext(ctx, q, id); err != nil {
			return err
		}
	}
	return nil
}

// blob stores an absent value as NULL, not as an empty blob.
func blob(b []byte) any {
	if len(b) == 0 {
		return nil
	}
	return b
}

// Delete removes the game with id and everything stored with it; a missing
// game is a *NotFoundError.
func (s *Store) Delete(id int64) error {
	return retryBusy(func() error { return s.delete(id) })
}

func (s *Store) delete(id int64) error {
	ctx := context.Background()
	tx, err := s.db.BeginTx(ctx, nil)
	if err != nil {
		return s.classify(err)
	}
	defer tx.Rollback()
	var game playlog.ID
	switch err := tx.QueryRowContext(ctx, `SELECT game FROM games WHERE id = ?`, id).Scan(&game); {
	case errors.Is(err, sql.ErrNoRows):
		return &NotFoundError{ID: id}
	case err != nil:
		return s.classify(err)
	}
	old, err := storedSeats(ctx, tx, id)
	if err != nil {
		return s.classify(err)
	}
	edits, sums := chunkEdits{}, categorySums{}
	edits.remove(game, id)
	sums.add(old, -1)
	if err := edits.flush(ctx, tx); err != nil {
		return s.classify(err)
	}
	if err := sums.flush(ctx, tx); err != nil {
		return s.classify(err)
	}
	if err := deleteSeats(ctx, tx, id); err != nil {
		return s.classify(err)
	}
	res, err := tx.ExecContext(ctx, `DELETE FROM games WHERE id = ?`, id)
	if err != nil {
		return s.classify(err)
	}
	if n, err := res.RowsAffected(); err != nil {
		return s.classify(err)
	} else if n == 0 {
		return &NotFoundError{ID: id}
	}
	return s.classify(tx.Commit())
}
