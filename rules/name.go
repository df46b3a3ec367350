package rules

import (
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/mtibben/confusables"
	"golang.org/x/text/cases"
	"golang.org/x/text/unicode/norm"
)

// MaxNameLength keeps player names short enough for table columns and codes.
const MaxNameLength = 24

// The one name rule, for every game's setup, records, walk-through and
// phones: a name is trimmed and NFC-normalised, 1–24 characters, with a
// letter or a digit, with nothing that could change how a terminal or a
// spreadsheet shows it and nothing invisible, and unique among the names
// given with it after compatibility normalisation (NFKC) and case folding,
// and among the names that print alike (Unicode TS #39 skeletons).

// CleanName trims and NFC-normalises a name as typed, so "Zoë" typed with a
// combining accent and with a precomposed one is the same name.
func CleanName(s string) string { return norm.NFC.String(strings.TrimSpace(s)) }

// ParseNames reads names typed as a comma-separated list, each cleaned; an
// empty one stays (and is refused by the name rule), so "Ana,,Ben" is not
// taken for two players.
func ParseNames(s string) []string {
	if strings.TrimSpace(s) == "" {
		return nil
	}
	parts := strings.Split(s, ",")
	for i := range parts {
		parts[i] = CleanName(parts[i])
	}
	return parts
}

// CheckName returns the problem with a cleaned name, or nil. field says where
// the name was given.
func CheckName(player string, field Field, name string) *Problem {
	switch {
	case strings.TrimSpace(name) == "":
		return &Problem{Kind: NameEmpty, Player: player, Field: field}
	case !utf8.ValidString(name) || strings.IndexFunc(name, unsafeInName) >= 0 || startsWithMark(name):
		return &Problem{Kind: NameCharacters, Player: player, Field: field, Value: name}
	case utf8.RuneCountInString(name) > MaxNameLength:
		return &Problem{Kind: NameTooLong, Player: player, Field: field, Value: name, Max: MaxNameLength}
	case strings.IndexFunc(name, isLetterOrDigit) < 0:
		return &Problem{Kind: NameNoLetter, Player: player, Field: field, Value: name}
	}
	return nil
}

// unsafeInName reports characters a name may not hold: control characters
// (escape sequences), format characters (bidi overrides, zero-width spaces),
// line and paragraph separators, private and surrogate code points, the
// invisible ones, and the comma that separates names in lists and setup
// codes.
func unsafeInName(r rune) bool {
	return r == ',' || r == utf8.RuneError || unicode.IsControl(r) ||
		unicode.In(r, unicode.Cf, unicode.Zl, unicode.Zp, unicode.Co, unicode.Cs) || Invisible(r)
}

// Invisible reports characters that show nothing, so that "Ana" and "Ana"
// with one of them would print alike: Unicode's Default_Ignorable_Code_Point
// set but its format characters (Cf, refused by the name rule as such): the
// variation selectors, the Hangul fillers, the combining grapheme joiner, …;
// and the blank Braille pattern, a symbol that prints as a space. The
// presentation shows them as escapes.
func Invisible(r rune) bool {
	return r == brailleBlank || unicode.In(r, unicode.Other_Default_Ignorable_Code_Point, unicode.Variation_Selector)
}

const brailleBlank = '\u2800'

// startsWithMark reports a name whose first character is a combining mark:
// it would join whatever is printed before the name.
func startsWithMark(name string) bool {
	r, _ := utf8.DecodeRuneInString(name)
	return unicode.In(r, unicode.Mn, unicode.Me)
}

func isLetterOrDigit(r rune) bool { return unicode.IsLetter(r) || unicode.IsDigit(r) }

// NameKey is the key under which the play history has stored and compared
// names: the cleaned name under Unicode simple case folding, each letter
// replaced by the smallest of the letters that fold together ("ANNA",
// "Anna" and "anna" share one key). Its output must not change while the
// history hashes stored games with it; two names given together are told
// apart by SameNameKey, the name rule's own.
func NameKey(name string) string {
	return strings.Map(func(r rune) rune {
		smallest := r
		for f := unicode.SimpleFold(r); f != r; f = unicode.SimpleFold(f) {
			smallest = min(smallest, f)
		}
		return smallest
	}, CleanName(name))
}

// folder is Unicode's full case folding ("Straße" and "STRASSE" fold alike).
var folder = cases.Fold()

// SameNameKey is what two names given together must not share: the cleaned
// name in compatibility form (NFKC: full-width letters, ligatures and the
// Kelvin sign become what they look like), case-folded, then NFKC again, as
// Unicode's NFKC_Casefold does, so "ＡＮＡ", "ana" and "Ana" are one name.
// Invisible characters need no removal here: the rule refuses them.
func SameNameKey(name string) string {
	return norm.NFKC.String(folder.String(norm.NFKC.String(CleanName(name))))
}

// lookKeys are what two names that print alike share one of: the name
// under SameNameKey; its skeleton under Unicode TS #39 (each character
// that can be mistaken for another mapped to the one it looks like) after
// SameNameKey's case folding, so Cyrillic "Аnna" is "anna"; and its
// skeleton as written, case-folded and skeletonised again, so Greek "ΗΑΝΑ"
// is "Hana", "AI" (a capital i) is "Al" and "B0b" is "Bob". They only
// tell names apart: never shown, never a history's identity (NameKey).
func lookKeys(name string) [3]string {
	return [3]string{
		SameNameKey(name),
		"folded:" + confusables.Skeleton(SameNameKey(name)),
		"as written:" + confusables.Skeleton(SameNameKey(confusables.Skeleton(CleanName(name)))),
	}
}

// Looks are the names given together so far, by what they look like: a
// name printing like one given before is found (Seen).
type Looks map[string]int

// Seen reports the place of the name given before name that prints like
// it; when there is none, name is remembered at place i.
func (l Looks) Seen(name string, i int) (first int, ok bool) {
	keys := lookKeys(name)
	for _, k := range keys {
		if first, ok := l[k]; ok {
			return first, true
		}
	}
	for _, k := range keys {
		l[k] = i
	}
	return 0, false
}

// CheckNames checks cleaned names given at field: each name's rule, then that
// no two print alike (Looks).
func CheckNames(field Field, names []string) Problems {
	var problems Problems
	looks := Looks{}
	for i, n := range names {
		if p := CheckName("", field, n); p != nil {
			problems = append(problems, p)
			continue
		}
		if first, ok := looks.Seen(n, i); ok {
			problems = append(problems, TwiceAt(field, names[first], n))
		}
	}
	return problems
}

// TwiceAt is the problem with name, given at field after first, a name
// that prints like it (Looks): Other is first when the two are not one name
// whatever their case or width, but only print alike.
func TwiceAt(field Field, first, name string) *Problem {
	pr := &Problem{Kind: NameTwice, Field: field, Value: name}
	if SameNameKey(first) != SameNameKey(name) {
		pr.Other = first
	}
	return pr
}
