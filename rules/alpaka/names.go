package alpaka

import "slices"

// Names reads the names a user may write for a card. Builtin knows the ids
// and the Russian names; the presentation adds the six languages' names.
type Names interface {
	// Card reads a card's name.
	Card(word string) (Card, bool)
	// Suggest lists the cards whose names are near word (a typo).
	Suggest(word string) []Card
}

// Builtin reads ids and Russian names.
type Builtin struct{}

func (Builtin) Card(word string) (Card, bool) { return ParseCard(word) }

func (Builtin) Suggest(word string) []Card {
	return Nearest(word, func(yield func(string, Card) bool) {
		for _, c := range cards {
			if !yield(string(c.ID), c.ID) || !yield(c.Russian, c.ID) {
				return
			}
		}
	})
}

// Nearest returns the cards whose names (as yielded, name then card) are
// closest to word, within two edits, nearest first and each card once.
func Nearest(word string, names func(yield func(string, Card) bool)) []Card {
	w := []rune(Fold(word))
	best := map[Card]int{}
	names(func(name string, c Card) bool {
		d := distance(w, []rune(Fold(name)))
		if limit := min(2, max(1, len(w)/3)); d <= limit {
			if old, ok := best[c]; !ok || d < old {
				best[c] = d
			}
		}
		return true
	})
	out := make([]Card, 0, len(best))
	for c := range best {
		out = append(out, c)
	}
	slices.SortFunc(out, func(a, b Card) int {
		if best[a] != best[b] {
			return best[a] - best[b]
		}
		return a.Order() - b.Order()
	})
	if len(out) > 3 {
		out = out[:3]
	}
	return out
}

// distance is the Levenshtein distance, bounded work for short names.
func distance(a, b []rune) int {
	if len(a) > 64 || len(b) > 64 {
		return 99
	}
	prev := make([]int, len(b)+1)
	cur := make([]int, len(b)+1)
	for j := range prev {
		prev[j] = j
	}
	for i := 1; i <= len(a); i++ {
		cur[0] = i
		for j := 1; j <= len(b); j++ {
			cost := 1
			if a[i-1] == b[j-1] {
				cost = 0
			}
			cur[j] = min(prev[j]+1, cur[j-1]+1, prev[j-1]+cost)
		}
		prev, cur = cur, prev
	}
	return prev[len(b)]
}
