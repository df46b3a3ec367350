package words

import (
	_ "embed"
	"strings"
	"sync"
	"unicode"

	"golang.org/x/text/unicode/norm"

	"altiplano/cmd/text"
	"altiplano/rules/altiplano"
)

// termsFile is the game's terms in every language.
//
//go:embed terms.txt
var termsFile string

// termTable is terms.txt read: the names of goods and locations in every
// language, and every word of a good, folded, for reading input.
type termTable struct {
	text.Terms
	goods  map[string]altiplano.Good // folded word → good
	byLang map[text.Lang][]string    // every word of a good in each language, as written, for suggestions
}

// terms is parsed on first use: only commands that show or read goods pay.
var terms = sync.OnceValue(func() termTable {
	t, _ := parseTerms(termsFile) // the tests keep the file free of errors
	return t
})

func parseTerms(data string) (termTable, []error) {
	tt, errs := text.ParseTerms(data)
	t := termTable{Terms: tt, goods: make(map[string]altiplano.Good, 128), byLang: map[text.Lang][]string{}}
	for _, key := range tt.Keys() {
		good, isGood := strings.CutPrefix(key, "good.")
		if !isGood {
			continue
		}
		for _, l := range tt.Langs() {
			for _, w := range tt.WordsIn(key, l) {
				t.byLang[l] = append(t.byLang[l], w)
				t.goods[fold(w)] = altiplano.Good(good)
			}
		}
	}
	return t, errs
}

// fold makes user input and known words comparable: trimmed, lowercase and
// without accents, so "Kő", "ko" and "KŐ" all match, as do "maïs" and "mais".
func fold(s string) string {
	s = strings.TrimSpace(s)
	ascii := true
	for i := 0; i < len(s); i++ {
		if s[i] >= 0x80 {
			ascii = false
			break
		}
	}
	if ascii { // most words: no accents to take off
		return strings.ToLower(s)
	}
	var b strings.Builder
	for _, r := range norm.NFD.String(strings.ToLower(s)) {
		if unicode.Is(unicode.Mn, r) {
			continue
		}
		b.WriteRune(r)
	}
	return norm.NFC.String(b.String())
}

// Lexicon reads goods named in any of the six languages, in any case, with
// or without accents. It is the rules.Lexicon the program gives the domain.
type Lexicon struct{}

// Good implements rules.Lexicon.
func (Lexicon) Good(word string) (altiplano.Good, bool) {
	g, ok := terms().goods[fold(word)]
	return g, ok
}

var _ altiplano.Lexicon = Lexicon{}
