package store

import (
	"strings"
	"time"
)

// Filter selects games. The zero Filter selects every game.
type Filter struct {
	Player  string    // games this player took part in (name compared case-insensitively); "" = anyone
	Players int       // player count; 0 (or less) = any
	Since   time.Time // played at or after (inclusive); zero = unbounded
	Until   time.Time // played at or before (inclusive); zero = unbounded
	Limit   int       // the newest Limit games only; 0 (or less) = all
	Game    string    // the board game; "" = Altiplano. Games are never mixed.
	// Role selects the games in which this role was played (by Player,
	// when given); "" = any.
	Role string
}

// game is the board game f selects.
func (f Filter) game() string {
	if f.Game == "" {
		return GameAltiplano
	}
	return f.Game
}

// selection is the SQL that yields the ids of the games f selects, with its
// arguments. Every query (list, statistics, head-to-head, totals) uses it,
// so a filter means the same games everywhere; Limit keeps the newest.
func (f Filter) selection() (string, []any) {
	conds := []string{"game = ?"}
	args := []any{f.game()}
	switch {
	case f.Player != "" && f.Role != "":
		conds = append(conds, "id IN (SELECT game_id FROM players WHERE name_key = ? AND role = ?)")
		args = append(args, nameKey(f.Player), f.Role)
	case f.Player != "":
		conds = append(conds, "id IN (SELECT game_id FROM players WHERE name_key = ?)")
		args = append(args, nameKey(f.Player))
	case f.Role != "":
		conds = append(conds, "id IN (SELECT game_id FROM players WHERE role = ?)")
		args = append(args, f.Role)
	}
	if f.Players > 0 {
		conds = append(conds, "player_count = ?")
		args = append(args, f.Players)
	}
	if !f.Since.IsZero() {
		conds = append(conds, "played_at >= ?")
		args = append(args, ceilUnix(f.Since))
	}
	if !f.Until.IsZero() {
		conds = append(conds, "played_at <= ?")
		args = append(args, f.Until.Unix()) // Unix floors
	}
	q := "SELECT id FROM games WHERE " + strings.Join(conds, " AND ")
	if f.Limit > 0 {
		q += " ORDER BY played_at DESC, id DESC LIMIT ?"
		args = append(args, f.Limit)
	}
	return q, args
}

// all reports whether f selects every Altiplano game, so queries can skip
// the join and read the running sums (which are Altiplano's).
func (f Filter) all() bool {
	return f.Player == "" && f.Role == "" && f.Players <= 0 && f.Since.IsZero() && f.Until.IsZero() && f.Limit <= 0 &&
		f.game() == GameAltiplano
}

// ceilUnix is t in whole seconds rounded up: games are stored to the second,
// so "since 12:00:00.5" must not include a game at 12:00:00.
func ceilUnix(t time.Time) int64 {
	s := t.Unix()
	if t.Nanosecond() > 0 {
		s++
	}
	return s
}
