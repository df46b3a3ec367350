package text

import (
	"fmt"
	"strings"
)

// Terms is a game's table of names in every language: the things a player
// names (goods, cards…), each in each language's words, the first of which
// is what the program writes. A game reads it from a file of lines
//
//	languages = en | de | ru | hu | fr | es
//	key = words | words | …     (a language's words separated by commas)
//
// and builds from it what it reads in any language.
type Terms struct {
	langs []Lang
	words map[string][][]string // key → each language's words, as written
	keys  []string              // in the file's order
}

// ParseTerms reads a table of terms; each problem names its line.
func ParseTerms(data string) (Terms, []error) {
	t := Terms{words: map[string][][]string{}}
	var errs []error
	for n, line := range Entries(data) {
		key, value, ok := strings.Cut(line, " = ")
		if !ok {
			errs = append(errs, fmt.Errorf("line %d: expected \"key = words | words …\"", n))
			continue
		}
		cells := strings.Split(value, "|")
		if key == "languages" {
			for _, c := range cells {
				t.langs = append(t.langs, Lang(strings.TrimSpace(c)))
			}
			continue
		}
		if len(cells) != len(t.langs) {
			errs = append(errs, fmt.Errorf("line %d: %d languages, expected %d", n, len(cells), len(t.langs)))
			continue
		}
		if _, twice := t.words[key]; twice {
			errs = append(errs, fmt.Errorf("line %d: %s given twice", n, key))
			continue
		}
		perLang := make([][]string, len(cells))
		for j, cell := range cells {
			for w := range strings.SplitSeq(cell, ",") {
				if w = strings.TrimSpace(w); w != "" {
					perLang[j] = append(perLang[j], w)
				}
			}
		}
		t.words[key] = perLang
		t.keys = append(t.keys, key)
	}
	return t, errs
}

// Langs are the table's languages, in its columns' order.
func (t Terms) Langs() []Lang { return t.langs }

// Keys are the table's keys, in the file's order.
func (t Terms) Keys() []string { return t.keys }

// Words are every word of key, in every language, as written.
func (t Terms) Words(key string) []string {
	var out []string
	for _, ws := range t.words[key] {
		out = append(out, ws...)
	}
	return out
}

// WordsIn are key's words in lang, as written.
func (t Terms) WordsIn(key string, lang Lang) []string {
	ws := t.words[key]
	for j, l := range t.langs {
		if l == lang && j < len(ws) {
			return ws[j]
		}
	}
	return nil
}

// Named reports whether key has a word in lang.
func (t Terms) Named(key string, lang Lang) bool { return t.first(key, lang) != "" }

// Name is key's first word in lang, else in English, else fallback (shown
// safe).
func (t Terms) Name(lang Lang, key, fallback string) string {
	for _, l := range []Lang{lang, EN} {
		if w := t.first(key, l); w != "" {
			return w
		}
	}
	return Safe(fallback)
}

func (t Terms) first(key string, lang Lang) string {
	ws := t.words[key]
	for j, l := range t.langs {
		if l == lang && j < len(ws) && len(ws[j]) > 0 {
			return ws[j][0]
		}
	}
	return ""
}
