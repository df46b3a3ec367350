package store

// Change is how one seat's stored result differs from a new one.
type Change struct {
	Seat               int
	Name               string
	OldTotal, NewTotal int
	OldRank, NewRank   int
	OldWon, NewWon     bool
	Categories         bool // some category's points (or the coins) changed
}

// Changes compares a stored game with the same game scored again, seat by
// seat: the seats whose total, rank or any category changed. The same
// record has the same seats; if the seat count differs every seat of the
// new result is a change.
func Changes(stored, fresh Game) []Change {
	var out []Change
	for i, p := range fresh.Players {
		c := Change{Seat: p.Seat, Name: p.Name, NewTotal: p.Total, NewRank: p.Rank, NewWon: p.Won()}
		if i < len(stored.Players) && len(stored.Players) == len(fresh.Players) {
			q := stored.Players[i]
			c.OldTotal, c.OldRank, c.OldWon = q.Total, q.Rank, q.Won()
			c.Categories = q.Categories != p.Categories || q.Coins != p.Coins || !sameScores(q.Scores, p.Scores)
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

func sameScores(a, b []Score) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if a[i] != b[i] {
			return false
		}
	}
	return true
}
