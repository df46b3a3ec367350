package rules

import (
	"strings"
	"unicode"
	"unicode/utf8"

	"golang.org/x/text/unicode/norm"
)

// MaxNameLength keeps player names short enough for table columns and codes.
const MaxNameLength = 24

// The one name rule, for setup, game records and the walk-through: a name is
// trimmed and NFC-normalised, 1–24 characters, with nothing that could change
// how a terminal or a spreadsheet shows it, and unique after case folding.

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
	case !utf8.ValidString(name) || strings.IndexFunc(name, unsafeInName) >= 0:
		return &Problem{Kind: NameCharacters, Player: player, Field: field, Value: name}
	case utf8.RuneCountInString(name) > MaxNameLength:
		return &Problem{Kind: NameTooLong, Player: player, Field: field, Value: name, Max: MaxNameLength}
	}
	return nil
}

// unsafeInName reports characters a name may not hold: control characters
// (escape sequences), format characters (bidi overrides, zero-width spaces),
// line and paragraph separators, and the comma that separates names in lists
// and setup codes.
func unsafeInName(r rune) bool {
	return r == ',' || r == utf8.RuneError || unicode.IsControl(r) ||
		unicode.In(r, unicode.Cf, unicode.Zl, unicode.Zp, unicode.Co, unicode.Cs)
}

// NameKey is what two names must not share: the cleaned name under Unicode
// simple case folding, each letter replaced by the smallest of the letters
// that fold together ("ANNA", "Anna" and "anna" share one key).
func NameKey(name string) string {
	return strings.Map(func(r rune) rune {
		smallest := r
		for f := unicode.SimpleFold(r); f != r; f = unicode.SimpleFold(f) {
			smallest = min(smallest, f)
		}
		return smallest
	}, CleanName(name))
}

// CheckNames checks cleaned names given at field: each name's rule, then that
// no two are the same after case folding.
func CheckNames(field Field, names []string) Problems {
	var problems Problems
	seen := map[string]bool{}
	for _, n := range names {
		if p := CheckName("", field, n); p != nil {
			problems = append(problems, p)
			continue
		}
		key := NameKey(n)
		if seen[key] {
			problems = append(problems, &Problem{Kind: NameTwice, Field: field, Value: n})
		}
		seen[key] = true
	}
	return problems
}
