package rules

import (
	"strings"
	"unicode"

	"golang.org/x/text/unicode/norm"

	"altiplano/rules/i18n"
)

// fold makes user input and known names comparable: trimmed, lowercase and
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

// nameIndex maps folded words to ids. Built once per call site from the
// catalog's words; small enough that building it on demand is cheap.
func nameIndex(words map[string][]string) map[string]string {
	index := map[string]string{}
	for id, names := range words {
		for _, n := range names {
			index[fold(n)] = id
		}
	}
	return index
}

var (
	goodIndex     = nameIndex(i18n.GoodWords())
	locationIndex = nameIndex(i18n.LocationWords())
)

// ParseGood reads a good named in any of the six languages, in any case,
// with or without accents. ok is false for a word that names no good.
func ParseGood(s string) (Good, bool) {
	id, ok := goodIndex[fold(s)]
	return Good(id), ok
}

// ParseLocation reads a location named in any of the six languages.
func ParseLocation(s string) (Location, bool) {
	id, ok := locationIndex[fold(s)]
	return Location(id), ok
}

// Name returns the text that names g, for rendering in any language.
func (g Good) Name() i18n.Text { return i18n.T(i18n.GoodKey(string(g))) }

// Name returns the text that names l, for rendering in any language.
func (l Location) Name() i18n.Text { return i18n.T(i18n.LocationKey(string(l))) }
