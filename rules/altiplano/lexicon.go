package altiplano

import "strings"

// Lexicon reads the words people use for goods. The game's words in each
// language belong to the presentation; the domain reads input through this
// interface and so holds no words of its own.
type Lexicon interface {
	// Good returns the good a word names, in any case; ok is false for a
	// word that names none.
	Good(word string) (g Good, ok bool)
}

// Identifiers is the lexicon of the English identifiers alone, for tests and
// for input written by the program itself.
type Identifiers struct{}

// Good implements Lexicon.
func (Identifiers) Good(word string) (Good, bool) {
	g := Good(strings.ToLower(strings.TrimSpace(word)))
	return g, g.Valid()
}
