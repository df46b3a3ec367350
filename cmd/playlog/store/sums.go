package store

import (
	"context"
	"database/sql"

	"altiplano/cmd/playlog"
)

// categorySums collect what one transaction adds to and takes from the
// running sums per category (category_sums, schema step 5), written by
// flush before the transaction commits. Kept by the program, in the
// transaction that stores, replaces or deletes games, rather than by a
// trigger on each seat's points: a batch of games then changes one row per
// group and category, where a trigger changes one per seat and category.
type categorySums map[categoryGroup]*categorySum

// categoryGroup is one row of category_sums: a player at a player count in
// a role, in one category of a game.
type categoryGroup struct {
	game     playlog.ID
	key      string
	players  int
	role     string
	category string
}

type categorySum struct{ seats, points, position int }

// add counts game g's seats in (sign 1), or takes them out (sign -1).
func (cs categorySums) add(g playlog.Game, sign int) {
	keys := seatKeys(g)
	for s, p := range g.Players {
		for i, sc := range p.Scores {
			k := categoryGroup{g.Game, keys[s], len(g.Players), p.Role, sc.Category}
			s := cs[k]
			if s == nil {
				s = &categorySum{position: i + 1}
				cs[k] = s
			}
			s.seats += sign
			s.points += sign * sc.Points
			s.position = min(s.position, i+1)
		}
	}
}

// flush writes the changes: each group's seats and points added to its
// row, and a row that counts no seat any more deleted.
func (cs categorySums) flush(ctx context.Context, tx *sql.Tx) error {
	if len(cs) == 0 {
		return nil
	}
	up, err := tx.PrepareContext(ctx, `INSERT INTO category_sums VALUES (?, ?, ?, ?, ?, ?, ?, ?)
		ON CONFLICT DO UPDATE SET seats = seats + excluded.seats, points = points + excluded.points,
			position = min(position, excluded.position)`)
	if err != nil {
		return err
	}
	defer up.Close()
	gone, err := tx.PrepareContext(ctx, `DELETE FROM category_sums
		WHERE game = ? AND name_key = ? AND player_count = ? AND role = ? AND category = ? AND seats <= 0`)
	if err != nil {
		return err
	}
	defer gone.Close()
	for k, s := range cs {
		if s.seats == 0 && s.points == 0 {
			continue // added and taken out again
		}
		key := []any{string(k.game), k.key, k.players, k.role, k.category}
		if _, err := up.ExecContext(ctx, append(key, s.position, s.seats, s.points)...); err != nil {
			return err
		}
		if s.seats < 0 {
			if _, err := gone.ExecContext(ctx, key...); err != nil {
				return err
			}
		}
	}
	return nil
}

// storedSeats is game id as stored, for what deleting or replacing it
// takes out of the sums.
func storedSeats(ctx context.Context, tx *sql.Tx, id int64) (playlog.Game, error) {
	games, err := loadWhole(ctx, tx, "SELECT ?", []any{id})
	if err != nil || len(games) == 0 {
		return playlog.Game{}, err
	}
	return *games[0], nil
}
