// Package ranking places players by an ordered list of tie-break keys, the
// part of final scoring every game shares: Altiplano ranks by points, then
// coins; Alpaka by points, alpacas, the most valuable alpaca, then the deck.
// Players equal on every key share a place (1, 1, 3).
package ranking

import "slices"

// Key names one step of a tie-break, as said in outputs ("points", "coins").
type Key string

// Shared says that nothing separated the winners: they share the win.
const Shared Key = "shared"

// Entry is one player's values for the keys, in the keys' order. Larger is
// better on every key.
type Entry struct {
	Name   string
	Values []int
}

// Ranking is where each player stands and why.
type Ranking struct {
	// Places are the entries' places, 1-based, in the entries' order.
	Places []int
	// Order lists indexes into the entries by place, then input order.
	Order []int
	// Winners are the names of the players in first place, in Order.
	Winners []string
	// DecidedBy is the key that separated the winner from the next player
	// (the first key when one player played alone), or Shared when more
	// than one player is first.
	DecidedBy Key
	// Between[i] is the key that separated Order[i] from Order[i+1], or
	// Shared when they share a place.
	Between []Key
}

// Rank places entries by keys. Every entry must have a value for each key.
func Rank(keys []Key, entries []Entry) Ranking {
	r := Ranking{Places: make([]int, len(entries)), Order: make([]int, len(entries))}
	for i := range entries {
		r.Places[i] = 1
		for j := range entries {
			if separating(entries[j].Values, entries[i].Values) > 0 {
				r.Places[i]++
			}
		}
		r.Order[i] = i
	}
	slices.SortStableFunc(r.Order, func(a, b int) int { return r.Places[a] - r.Places[b] })
	for _, i := range r.Order {
		if r.Places[i] == 1 {
			r.Winners = append(r.Winners, entries[i].Name)
		}
	}
	for k := 0; k+1 < len(r.Order); k++ {
		r.Between = append(r.Between, decider(keys, entries[r.Order[k]].Values, entries[r.Order[k+1]].Values))
	}
	switch {
	case len(r.Winners) > 1:
		r.DecidedBy = Shared
	case len(r.Between) > 0:
		r.DecidedBy = r.Between[0]
	case len(keys) > 0:
		r.DecidedBy = keys[0]
	}
	return r
}

// separating compares a with b key by key: 1 when a is better, -1 when b
// is, 0 when they are equal on every key.
func separating(a, b []int) int {
	for k := range min(len(a), len(b)) {
		switch {
		case a[k] > b[k]:
			return 1
		case a[k] < b[k]:
			return -1
		}
	}
	return 0
}

// decider is the first key on which a and b differ, or Shared.
func decider(keys []Key, a, b []int) Key {
	for k := range min(len(a), len(b), len(keys)) {
		if a[k] != b[k] {
			return keys[k]
		}
	}
	return Shared
}
