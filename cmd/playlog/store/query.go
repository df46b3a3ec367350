package store

import (
	"context"
	"database/sql"
	"encoding/json"
	"errors"
	"time"
)

// Get returns the game with id, or a *NotFoundError.
func (s *Store) Get(id int64) (Game, error) {
	games, err := s.load(context.Background(), "SELECT id FROM games WHERE id = ?", []any{id})
	if err != nil {
		return Game{}, err
	}
	if len(games) == 0 {
		return Game{}, &NotFoundError{ID: id}
	}
	return games[0], nil
}

// List returns the games f selects, newest first (played_at, then id, both
// descending).
func (s *Store) List(f Filter) ([]Game, error) {
	q, args := f.selection()
	return s.load(context.Background(), q, args)
}

// load reads the games whose ids sel yields, with their players and
// missions, in three queries inside one read transaction (a consistent
// snapshot even while other processes write).
func (s *Store) load(ctx context.Context, sel string, args []any) ([]Game, error) {
	tx, err := s.db.BeginTx(ctx, &sql.TxOptions{ReadOnly: true})
	if err != nil {
		return nil, s.classify(err)
	}
	defer tx.Rollback()
	games, err := loadGames(ctx, tx, sel, args)
	if err != nil {
		return nil, s.classify(err)
	}
	if err := loadPlayers(ctx, tx, sel, args, games); err != nil {
		return nil, s.classify(err)
	}
	if err := loadMissions(ctx, tx, sel, args, games); err != nil {
		return nil, s.classify(err)
	}
	if err := loadScores(ctx, tx, sel, args, games); err != nil {
		return nil, s.classify(err)
	}
	out := make([]Game, len(games))
	for i, g := range games {
		out[i] = *g
	}
	return out, nil
}

func loadGames(ctx context.Context, tx *sql.Tx, sel string, args []any) ([]*Game, error) {
	rows, err := tx.QueryContext(ctx, `SELECT id, hash, played_at, setup_code, missions, assumptions,
		record_yaml, values_json, result_json, game, duration_min, location
		FROM games WHERE id IN (`+sel+`) ORDER BY played_at DESC, id DESC`, args...)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	var out []*Game
	for rows.Next() {
		var g Game
		var at int64
		var assumptions string
		if err := rows.Scan(&g.ID, &g.Hash, &at, &g.SetupCode, &g.Missions, &assumptions,
			&g.Record, &g.Values, &g.Result, &g.Game, &g.DurationMin, &g.Location); err != nil {
			return nil, err
		}
		g.PlayedAt = time.Unix(at, 0).UTC()
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

func index(games []*Game) map[int64]*Game {
	m := make(map[int64]*Game, len(games))
	for _, g := range games {
		m[g.ID] = g
	}
	return m
}

func loadPlayers(ctx context.Context, tx *sql.Tx, sel string, args []any, games []*Game) error {
	byID := index(games)
	rows, err := tx.QueryContext(ctx, `SELECT game_id, seat, name, coins, goods, boats, houses, orders,
		house_bonus, warehouse, missions, total, rank, start_player, role
		FROM players WHERE game_id IN (`+sel+`) ORDER BY game_id, seat`, args...)
	if err != nil {
		return err
	}
	defer rows.Close()
	for rows.Next() {
		var id int64
		var p Player
		c := &p.Categories
		if err := rows.Scan(&id, &p.Seat, &p.Name, &p.Coins, &c.Goods, &c.Boats, &c.Houses, &c.Orders,
			&c.HouseBonus, &c.Warehouse, &c.Missions, &p.Total, &p.Rank, &p.StartPlayer, &p.Role); err != nil {
			return err
		}
		if g := byID[id]; g != nil {
			g.Players = append(g.Players, p)
		}
	}
	return rows.Err()
}

func loadMissions(ctx context.Context, tx *sql.Tx, sel string, args []any, games []*Game) error {
	byID := index(games)
	rows, err := tx.QueryContext(ctx, `SELECT game_id, seat, mission, achieved, vp
		FROM player_missions WHERE game_id IN (`+sel+`) ORDER BY game_id, seat, mission`, args...)
	if err != nil {
		return err
	}
	defer rows.Close()
	for rows.Next() {
		var id int64
		var seat int
		var m Mission
		if err := rows.Scan(&id, &seat, &m.ID, &m.Achieved, &m.VP); err != nil {
			return err
		}
		g := byID[id]
		if g == nil || seat < 1 || seat > len(g.Players) || g.Players[seat-1].Seat != seat {
			return errors.New("history: mission of an unknown seat")
		}
		g.Players[seat-1].Missions = append(g.Players[seat-1].Missions, m)
	}
	return rows.Err()
}

func nilIfEmpty(b []byte) []byte {
	if len(b) == 0 {
		return nil
	}
	return b
}

// IDs returns the ids of the games f selects, newest first.
func (s *Store) IDs(f Filter) ([]int64, error) {
	q, args := f.selection()
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

// loadScores reads the points per category of games other than Altiplano
// (Altiplano's are the seats' own columns).
func loadScores(ctx context.Context, tx *sql.Tx, sel string, args []any, games []*Game) error {
	other := false
	for _, g := range games {
		other = other || g.Game != GameAltiplano
	}
	if !other {
		return nil
	}
	byID := index(games)
	rows, err := tx.QueryContext(ctx, `SELECT s.game_id, s.seat, s.category, s.points
		FROM player_scores s JOIN games g ON g.id = s.game_id
		WHERE g.game <> '`+GameAltiplano+`' AND s.game_id IN (`+sel+`) ORDER BY s.game_id, s.seat, s.position`, args...)
	if err != nil {
		return err
	}
	defer rows.Close()
	for rows.Next() {
		var id int64
		var seat int
		var sc Score
		if err := rows.Scan(&id, &seat, &sc.Category, &sc.Points); err != nil {
			return err
		}
		g := byID[id]
		if g == nil || seat < 1 || seat > len(g.Players) {
			return errors.New("history: score of an unknown seat")
		}
		g.Players[seat-1].Scores = append(g.Players[seat-1].Scores, sc)
	}
	return rows.Err()
}
