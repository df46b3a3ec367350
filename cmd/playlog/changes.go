package playlog

import "slices"

// Change is how one seat's stored result differs from a new one.
type Change struct {
	Seat               int
	Name               string
	OldTotal, NewTotal int
	OldRank, NewRank   int
	OldWon, NewWon     bool
	Categories         bool // some category's points (or a tie-break value) changed
}

// Changes compares a stored game with the same game scored again, seat by
// seat: the seats whose total, rank, any category or any tie-break value
// changed. The same record has the same seats; if the seat count differs
// every seat of the new result is a change.
func Changes(stored, fresh Game) []Change {
	var out []Change
	for i, p := range fresh.Players {
		c := Change{Seat: p.Seat, Name: p.Name, NewTotal: p.Total, NewRank: p.Rank, NewWon: p.Won()}
		if i < len(stored.Players) && len(stored.Players) == len(fresh.Players) {
			q := stored.Players[i]
			c.OldTotal, c.OldRank, c.OldWon = q.Total, q.Rank, q.Won()
			// Tie-break values kept before the play log kept them for every
			// game are absent, not different.
			c.Categories = !slices.Equal(q.Scores, p.Scores) || len(q.TieBreak) > 0 && !slices.Equal(q.TieBreak, p.TieBreak)
			if q.Total == p.Total && q.Rank == p.Rank && !c.Categories {
				continue
			}
		}
		if i >= len(stored.Players) || len(stored.Players) != len(fresh.Players) {
			c.Categories = true
		}
		out = append(out, c)
	}
	return out
}
