package rules

import (
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"
)

// Limit is the range a number the program reads must lie in. Every bound
// lives here, so that parsers, the walk-through and validation agree, and so
// that no sum the scoring makes can overflow or turn negative.
type Limit struct{ Min, Max int }

// Contains reports whether n lies within the limit.
func (l Limit) Contains(n int) bool { return n >= l.Min && n <= l.Max }

// Check returns an OutOfRange problem at field when n is outside the limit.
func (l Limit) Check(player string, field Field, n int) *Problem {
	if l.Contains(n) {
		return nil
	}
	return &Problem{Kind: OutOfRange, Player: player, Field: field, N: n, Min: l.Min, Max: l.Max}
}

// Parse reads a whole number written by a user and checks it against the
// limit: a word, or a number too large for the machine, is NotANumber.
func (l Limit) Parse(player string, field Field, s string) (int, *Problem) {
	n, err := strconv.Atoi(s)
	if err != nil {
		if ne, ok := err.(*strconv.NumError); ok && ne.Err == strconv.ErrRange {
			// A number, but a huge one: say what the bounds are.
			return 0, &Problem{Kind: OutOfRange, Player: player, Field: field, N: 0, Min: l.Min, Max: l.Max, Value: s}
		}
		return 0, &Problem{Kind: NotANumber, Player: player, Field: field, Value: s}
	}
	if p := l.Check(player, field, n); p != nil {
		p.Value = s
		return 0, p
	}
	return n, nil
}

// IsDigits reports whether s is a whole number written with digits only
// (no sign, no space): how a typed answer tells a count from a word.
func IsDigits(s string) bool {
	if s == "" {
		return false
	}
	for _, r := range s {
		if r < '0' || r > '9' {
			return false
		}
	}
	return true
}

// Bounds of what every game's record may say about the table.
var (
	// DurationLimit: minutes a game took, as a record may say; a day
	// catches an extra digit.
	DurationLimit = Limit{1, 24 * 60}
	// LocationLimit: characters in a record's location (where it was
	// played), as BG Stats and BoardGameGeek show it on one line.
	LocationLimit = Limit{1, 64}
)

// ValidLocation reports whether a cleaned location may be kept: within
// LocationLimit characters, no control or format characters (a location
// is shown on one line in other apps).
func ValidLocation(s string) bool {
	return LocationLimit.Contains(utf8.RuneCountInString(s)) && !LocationHidden(s)
}

// LocationHidden reports whether a location holds a control or format
// character (a bidi or zero-width mark), which no place shows, or a line
// or paragraph separator, which breaks its one line.
func LocationHidden(s string) bool {
	return strings.IndexFunc(s, func(r rune) bool { return unicode.IsControl(r) || unicode.In(r, unicode.Cf, unicode.Zl, unicode.Zp) }) >= 0
}
