package words

import (
	_ "embed"
	"fmt"
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

// termTable is terms.txt: the name of each key in each language,
// and every word of a good, folded, for reading input.
type termTable struct {
	names map[string][]string // key → first word per language, in langs order
	langs []text.Lang
	goods map[string]altiplano.Good // folded word → good
	words []string                  // every word of a good, as written, for suggestions
}

// terms is parsed on first use: only commands that show or read goods pay.
var terms = sync.OnceValue(func() termTable {
	t, _ := parseTerms(termsFile) // the tests keep the file free of errors
	return t
})

func parseTerms(data string) (termTable, []error) {
	t := termTable{names: make(map[string][]string, 32), goods: make(map[string]altiplano.Good, 128)}
	var errs []error
	for n, line := range text.Entries(data) {
		key, value, ok := strings.Cut(line, " = ")
		if !ok {
			errs = append(errs, fmt.Errorf("terms line %d: expected \"key = words | words …\"", n))
			continue
		}
		cells := strings.Split(value, "|")
		if key == "languages" {
			for _, c := range cells {
				t.langs = append(t.langs, text.Lang(strings.TrimSpace(c)))
			}
			continue
		}
		if len(cells) != len(t.langs) {
			errs = append(errs, fmt.Errorf("terms line %d: %d languages, expected %d", n, len(cells), len(t.langs)))
			continue
		}
		good, isGood := strings.CutPrefix(key, "good.")
		first := make([]string, len(cells))
		for j, cell := range cells {
			for w := range strings.SplitSeq(cell, ",") {
				if w = strings.TrimSpace(w); w == "" {
					continue
				}
				if first[j] == "" {
					first[j] = w
				}
				if isGood {
					t.words = append(t.words, w)
					t.goods[fold(w)] = altiplano.Good(good)
				}
			}
		}
		t.names[key] = first
	}
	return t, errs
}

// name is the first word of key in lang, else English, else fallback.
func (t termTable) name(lang text.Lang, key, fallback string) string {
	words := t.names[key]
	for _, l := range []text.Lang{lang, text.EN} {
		for j, tl := range t.langs {
			if tl == l && j < len(words) && words[j] != "" {
				return words[j]
			}
		}
	}
	return text.Safe(fallback)
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
