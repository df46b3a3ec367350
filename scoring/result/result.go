// Package result is a finished game's score pad in the form every game
// shares: per player, points by the game's own categories, the values of
// the game's tie-break keys, the place, and what decided the winner. It is
// what the history and the exports keep; each game's scoring also returns
// its own richer result for its pad.
package result

import (
	"altiplano/rules/game"
	"altiplano/scoring/ranking"
)

// Line is a category of a game's pad and the points in it.
type Line struct {
	Category string
	Points   int
}

// Player is one player's column of the pad.
type Player struct {
	Name  string
	Total int
	Place int
	Lines []Line // the game's categories, in pad order
	// TieBreak holds the values of the game's tie-break keys, in the
	// keys' order (the first is the total).
	TieBreak []int
}

// Result is a scored game.
type Result struct {
	Game      game.ID
	TieBreak  []ranking.Key
	Players   []Player // in turn order
	Order     []int    // indexes into Players by place, then turn order
	Winners   []string
	DecidedBy ranking.Key
}

// Ranked fills places, order, winners and what decided them from the
// players' tie-break values.
func (r *Result) Ranked() {
	entries := make([]ranking.Entry, len(r.Players))
	for i, p := range r.Players {
		entries[i] = ranking.Entry{Name: p.Name, Values: p.TieBreak}
	}
	rk := ranking.Rank(r.TieBreak, entries)
	for i := range r.Players {
		r.Players[i].Place = rk.Places[i]
	}
	r.Order, r.Winners, r.DecidedBy = rk.Order, rk.Winners, rk.DecidedBy
}
