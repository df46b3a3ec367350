package playlog

import (
	"math"
	"time"
)

// Filter selects games. The zero Filter selects every game of every board
// game; statistics, head-to-head and totals take one game (Game) and never
// mix two.
type Filter struct {
	Game    ID        // the board game; "" = any (lists only)
	Player  string    // games this player took part in (name compared by the name rule); "" = anyone
	Players int       // player count; 0 (or less) = any
	Since   time.Time // played at or after (inclusive); zero = unbounded
	Until   time.Time // played at or before (inclusive); zero = unbounded
	// FirstDay and LastDay select by the players' own day (--since,
	// --until): a game counts on the date its players' clock showed,
	// whatever zone it is looked at from. Only their dates count; zero =
	// unbounded.
	FirstDay, LastDay time.Time
	Limit             int // the newest Limit games only; 0 (or less) = all
	// Role selects the games in which this role was played (by Player,
	// when given); "" = any.
	Role string
}

// Whole reports whether f selects every game of its board game: the
// question the running sums answer without reading a seat.
func (f Filter) Whole() bool {
	return f.Player == "" && f.Role == "" && f.Players <= 0 && f.Since.IsZero() && f.Until.IsZero() &&
		f.FirstDay.IsZero() && f.LastDay.IsZero() && f.Limit <= 0
}

// Clock is the range of the players' clock times (a game's time at its
// own offset, read as if in UTC, in Unix seconds) that FirstDay and
// LastDay select, both inclusive; ok is false when neither is set.
func (f Filter) Clock() (from, to int64, ok bool) {
	from, to = math.MinInt64, math.MaxInt64
	day := func(t time.Time, after int) int64 {
		y, m, d := t.Date()
		return time.Date(y, m, d+after, 0, 0, 0, 0, time.UTC).Unix()
	}
	if !f.FirstDay.IsZero() {
		from = day(f.FirstDay, 0)
	}
	if !f.LastDay.IsZero() {
		to = day(f.LastDay, 1) - 1
	}
	return from, to, !f.FirstDay.IsZero() || !f.LastDay.IsZero()
}
