package store

import (
	"context"
	"database/sql"
	"encoding/json"
	"errors"
	"time"

	"altiplano/cmd/playlog"
	"altiplano/rules"
)

// Get returns the game with id, or a *NotFoundError.
func (s *Store) Get(id int64) (playlog.Game, error) {
	games, err := s.load(context.Background(), "SELECT id FROM games WHERE id = ?", []any{id})
	if err != nil {
		return playlog.Game{}, err
	}
	if len(games) == 0 {
		return playlog.Game{}, &NotFoundError{ID: id}
	}
	return games[0], nil
}

// List returns the games f selects, newest first (played_at, then id, both
// descending).
func (s *Store) List(f playlog.Filter) ([]playlog.Game, error) {
	q, args := selection(f)
	return s.load(context.Background(), q, args)
}

// load reads the games whose ids sel yields, with their players, in one
// read transaction (a consistent snapshot even while other processes
// write).
func (s *Store) load(ctx context.Context, sel string, args []any) ([]playlog.Game, error) {
	tx, err := s.db.BeginTx(ctx, &sql.TxOptions{ReadOnly: true})
	if err != nil {
		return nil, s.classify(err)
	}
	defer tx.Rollback()
	games, err := loadWhole(ctx, tx, sel, args)
	if err != nil {
		return nil, s.classify(err)
	}
	out := make([]playlog.Game, len(games))
	for i, g := range games {
		out[i] = *g
	}
	return out, nil
}

// loadWhole reads the games whose ids sel yields, newest first, whole:
// each with its seats, their points, tie-break values and missions.
func loadWhole(ctx context.Context, tx *sql.Tx, sel string, args []any) ([]*playlog.Game, error) {
	games, err := loadGames(ctx, tx, sel, args)
	if err != nil {
		return nil, err
	}
	for _, load := range []func(context.Context, *sql.Tx, string, []any, []*playlog.Game) error{
		loadPlayers, loadMissions, loadScores, loadTieBreaks,
	} {
		if err := load(ctx, tx, sel, args, games); err != nil {
			return nil, err
		}
	}
	return games, nil
}

func loadGames(ctx context.Context, tx *sql.Tx, sel string, args []any) ([]*playlog.Game, error) {
	// date_only came with schema 9; the upgrade steps before it read games
	// too.
	var version int
	if err := tx.QueryRowContext(ctx, "PRAGMA user_version").Scan(&version); err != nil {
		return nil, err
	}
	dateOnly := "date_only"
	if version < 9 {
		dateOnly = "0"
	}
	rows, err := tx.QueryContext(ctx, `SELECT id, hash, played_at, setup_code, missions, assumptions,
		record_yaml, values_json, result_json, game, duration_min, location, utc_offset, wall_clock, first_hash, `+dateOnly+`
		FROM games WHERE id IN (`+sel+`) ORDER BY played_at DESC, id DESC`, args...)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	var out []*playlog.Game
	for rows.Next() {
		var g playlog.Game
		var at int64
		var offset int
		var assumptions string
		if err := rows.Scan(&g.ID, &g.Hash, &at, &g.SetupCode, &g.Missions, &assumptions,
			&g.Record, &g.Values, &g.Result, &g.Game, &g.DurationMin, &g.Location, &offset, &g.WallClock, &g.FirstHash, &g.DateOnly); err != nil {
			return nil, err
		}
		g.PlayedAt = atOffset(at, offset)
		if err := json.Unmarshal([]byte(assumptions), &g.Assumptions); err != nil {
			return nil, err
		}
		if len(g.Assumptions) == 0 {
			g.Assumptions = nil
		}
		g.Record, g.Values, g.Result = nilIfEmpty(g.Record), nilIfEmpty(g.Values), nilIfEmpty(g.Result)
		out = append(out, &g)
	}
	return out, rows.Err()
}

// atOffset is the instant at (Unix seconds) at offset (seconds east of
// UTC), as rules.AtOwnOffset gives it.
func atOffset(at int64, offset int) time.Time {
	return rules.AtOwnOffset(time.Unix(at, 0).In(time.FixedZone("", offset)))
}

func index(games []*playlog.Game) map[int64]*playlog.Game {
	m := make(map[int64]*playlog.Game, len(games))
	for _, g := range games {
		m[g.ID] = g
	}
	return m
}

func loadPlayers(ctx context.Context, tx *sql.Tx, sel string, args []any, games []*playlog.Game) error {
	byID := index(games)
	rows, err := tx.QueryContext(ctx, `SELECT game_id, seat, name, total, rank, start_player, role
		FROM players WHERE game_id IN (`+sel+`) ORDER BY game_id, seat`, args...)
	if err != nil {
		return err
	}
	defer rows.Close()
	for rows.Next() {
		var id int64
		var p playlog.Player
		if err := rows.Scan(&id, &p.Seat, &p.Name, &p.Total, &p.Rank, &p.StartPlayer, &p.Role); err != nil {
			return err
		}
		if g := byID[id]; g != nil {
			g.Players = append(g.Players, p)
		}
	}
	return rows.Err()
}

// eachSeatRow reads the rows of one of the seats' tables that q yields,
// each as (game_id, seat, dest...), and gives each to add with its seat.
func eachSeatRow(ctx context.Context, tx *sql.Tx, q string, args []any, games []*playlog.Game,
	dest []any, add func(*playlog.Player)) error {
	byID := index(games)
	rows, err := tx.QueryContext(ctx, q, args...)
	if err != nil {
		return err
	}
	defer rows.Close()
	var id int64
	var seat int
	for rows.Next() {
		if err := rows.Scan(append([]any{&id, &seat}, dest...)...); err != nil {
			return err
		}
		g := byID[id]
		if g == nil || seat < 1 || seat > len(g.Players) || g.Players[seat-1].Seat != seat {
			return errors.New("store: a row of an unknown seat")
		}
		add(&g.Players[seat-1])
	}
	return rows.Err()
}

func loadMissions(ctx context.Context, tx *sql.Tx, sel string, args []any, games []*playlog.Game) error {
	var m playlog.Mission
	return eachSeatRow(ctx, tx, `SELECT game_id, seat, mission, achieved, vp
		FROM player_missions WHERE game_id IN (`+sel+`) ORDER BY game_id, seat, mission`, args, games,
		[]any{&m.ID, &m.Achieved, &m.VP}, func(p *playlog.Player) { p.Missions = append(p.Missions, m) })
}

func nilIfEmpty(b []byte) []byte {
	if len(b) == 0 {
		return nil
	}
	return b
}

// IDs returns the ids of the games f selects, newest first.
func (s *Store) IDs(f playlog.Filter) ([]int64, error) {
	q, args := selection(f)
	rows, err := s.db.QueryContext(context.Background(), `SELECT id FROM games WHERE id IN (`+q+`)
		ORDER BY played_at DESC, id DESC`, args...)
	if err != nil {
		return nil, s.classify(err)
	}
	defer rows.Close()
	var ids []int64
	for rows.Next() {
		var id int64
		if err := rows.Scan(&id); err != nil {
			return nil, s.classify(err)
		}
		ids = append(ids, id)
	}
	return ids, s.classify(rows.Err())
}

// loadScores reads the seats' points per category, in pad order.
func loadScores(ctx context.Context, tx *sql.Tx, sel string, args []any, games []*playlog.Game) error {
	var sc playlog.Score
	return eachSeatRow(ctx, tx, `SELECT game_id, seat, category, points
		FROM player_scores WHERE game_id IN (`+sel+`) ORDER BY game_id, seat, position`, args, games,
		[]any{&sc.Category, &sc.Points}, func(p *playlog.Player) { p.Scores = append(p.Scores, sc) })
}

// loadTieBreaks reads the seats' tie-break values, in order.
func loadTieBreaks(ctx context.Context, tx *sql.Tx, sel string, args []any, games []*playlog.Game) error {
	var t playlog.Tie
	return eachSeatRow(ctx, tx, `SELECT game_id, seat, key, value
		FROM player_tie_breaks WHERE game_id IN (`+sel+`) ORDER BY game_id, seat, position`, args, games,
		[]any{&t.Key, &t.Value}, func(p *playlog.Player) { p.TieBreak = append(p.TieBreak, t) })
}
