package playlog

import "time"

// Filter selects games. The zero Filter selects every game of every board
// game; statistics, head-to-head and totals take one game (Game) and never
// mix two.
type Filter struct {
	Game    ID        // the board game; "" = any (lists only)
	Player  string    // games this player took part in (name compared by the name rule); "" = anyone
	Players int       // player count; 0 (or less) = any
	Since   time.Time // played at or after (inclusive); zero = unbounded
	Until   time.Time // played at or before (inclusive); zero = unbounded
	Limit   int       // the newest Limit games only; 0 (or less) = all
	// Role selects the games in which this role was played (by Player,
	// when given); "" = any.
	Role string
}

// Whole reports whether f selects every game of its board game: the
// question the running sums answer without reading a seat.
func (f Filter) Whole() bool {
	return f.Player == "" && f.Role == "" && f.Players <= 0 && f.Since.IsZero() && f.Until.IsZero() && f.Limit <= 0
}
