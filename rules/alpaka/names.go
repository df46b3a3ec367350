package alpaka

import (
	"slices"
	"unicode/utf8"

	"altiplano/rules"
)

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
// closest to word, within two typos (a swap of two letters is one), nearest first and each card once.
func Nearest(word string, names func(yield func(string, Card) bool)) []Card {
	w := Fold(word)
	best := map[Card]int{}
	names(func(name string, c Card) bool {
		d := rules.TypoDistance(w, Fold(name))
		if limit := min(2, max(1, utf8.RuneCountInString(w)/3)); d <= limit {
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
