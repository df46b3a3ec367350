package store

import (
	"strings"
	"time"

	"altiplano/cmd/playlog"
)

// selection is the SQL that yields the ids of the games f selects, with its
// arguments. Every query (list, statistics, head-to-head, totals) uses it,
// so a filter means the same games everywhere; Limit keeps the newest.
func selection(f playlog.Filter) (string, []any) {
	conds := []string{"1"}
	var args []any
	if f.Game != "" {
		conds = append(conds, "game = ?")
		args = append(args, string(f.Game))
	}
	switch {
	case f.Player != "" && f.Role != "":
		conds = append(conds, "id IN (SELECT game_id FROM players WHERE name_key = ? AND role = ?)")
		args = append(args, playlog.NameKey(f.Player), f.Role)
	case f.Player != "":
		conds = append(conds, "id IN (SELECT game_id FROM players WHERE name_key = ?)")
		args = append(args, playlog.NameKey(f.Player))
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
	if from, to, ok := f.Clock(); ok {
		// The players' clock: the instant at the game's own offset.
		conds = append(conds, "played_at + utc_offset BETWEEN ? AND ?")
		args = append(args, from, to)
	}
	q := "SELECT id FROM games WHERE " + strings.Join(conds, " AND ")
	if f.Limit > 0 {
		q += " ORDER BY played_at DESC, id DESC LIMIT ?"
		args = append(args, f.Limit)
	}
	return q, args
}

// oneGame refuses a filter without a board game where the question (the
// statistics, head to head, totals) must not mix two games.
func oneGame(f playlog.Filter) error {
	if f.Game == "" {
		return &playlog.InvalidError{Field: "game", Reason: playlog.ReasonEmpty}
	}
	return nil
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
