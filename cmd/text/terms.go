package text

import (
	"fmt"
	"strings"
	"sync"
	"unicode"

	"golang.org/x/text/unicode/norm"

	"altiplano/rules"
)

// termTable is locales/terms.txt: per key, the words of each language.
type termTable struct {
	words map[string]map[Lang][]string
	goods map[string]rules.Good // folded word → good
}

// terms is parsed on first use: only commands that show or read goods pay.
var terms = sync.OnceValue(func() termTable {
	data, _ := locales.ReadFile("locales/terms.txt")
	t, _ := parseTerms(string(data)) // the tests keep the file free of errors
	return t
})

func parseTerms(data string) (termTable, []error) {
	t := termTable{words: map[string]map[Lang][]string{}, goods: map[string]rules.Good{}}
	var errs []error
	var langs []Lang
	for i, line := range strings.Split(data, "\n") {
		line = strings.TrimSpace(line)
		if line == "" || strings.HasPrefix(line, "#") {
			continue
		}
		key, value, ok := strings.Cut(line, " = ")
		if !ok {
			errs = append(errs, fmt.Errorf("terms line %d: expected \"key = words | words …\"", i+1))
			continue
		}
		cells := strings.Split(value, "|")
		if key == "languages" {
			for _, c := range cells {
				langs = append(langs, Lang(strings.TrimSpace(c)))
			}
			continue
		}
		if len(cells) != len(langs) {
			errs = append(errs, fmt.Errorf("terms line %d: %d languages, expected %d", i+1, len(cells), len(langs)))
			continue
		}
		t.words[key] = map[Lang][]string{}
		for j, c := range cells {
			for _, w := range strings.Split(c, ",") {
				if w = strings.TrimSpace(w); w != "" {
					t.words[key][langs[j]] = append(t.words[key][langs[j]], w)
					if g, isGood := strings.CutPrefix(key, "good."); isGood {
						t.goods[fold(w)] = rules.Good(g)
					}
				}
			}
		}
	}
	return t, errs
}

// name is the first word of key in lang, else English, else fallback.
func (t termTable) name(lang Lang, key, fallback string) string {
	for _, l := range []Lang{lang, EN} {
		if ws := t.words[key][l]; len(ws) > 0 {
			return ws[0]
		}
	}
	return Safe(fallback)
}

// fold makes user input and known words comparable: trimmed, lowercase and
// without accents, so "Kő", "ko" and "KŐ" all match, as do "maïs" and "mais".
func fold(s string) string {
	var b strings.Builder
	for _, r := range norm.NFD.String(strings.ToLower(strings.TrimSpace(s))) {
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
func (Lexicon) Good(word string) (rules.Good, bool) {
	g, ok := terms().goods[fold(word)]
	return g, ok
}

var _ rules.Lexicon = Lexicon{}
