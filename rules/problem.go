package rules

import (
	"slices"
	"strconv"
	"strings"
)

// Kind says what is wrong with an input. The domain never words a problem:
// the presentation renders each kind, in the user's language, from the
// problem's fields. Each package declares the kinds it reports.
type Kind string

// Problem is one thing wrong with an input, located by player and field so a
// user can find it, with the particulars a message needs. Which particulars a
// kind fills is documented with the kind.
type Problem struct {
	Kind   Kind
	Player string // whose; empty when it concerns no one player
	Field  Field  // where

	Value    string   // the text as written: a word, a key, a code
	N        int      // the number found: a value, a count, a tile's position
	Min, Max int      // the bounds broken
	Item     string   // the thing concerned, by its id: a good, a card type
	Other    string   // a second one: the row's good, …
	Ref      int      // the number of the card concerned: a mission
	Names    []string // players, allowed keys, …
}

// FieldKind names a part of an input.
type FieldKind string

// The fields every game's inputs share. Index is 1-based. A game declares
// the fields of its own inputs beside its problems.
const (
	FieldNone    FieldKind = ""
	FieldPlayers FieldKind = "players" // the player count or the list of players
	FieldName    FieldKind = "name"    // a player's name
	FieldSeed    FieldKind = "seed"
	FieldCode    FieldKind = "code"
	FieldNames   FieldKind = "names"
	FieldStart   FieldKind = "start"
	FieldSeat    FieldKind = "seat"
	FieldFile    FieldKind = "file" // a whole file: File is set
)

// Field is where a problem is: a part of the input, or a place in a file
// (File, with the key path and line where known).
type Field struct {
	Kind  FieldKind
	Index int
	Item  string // the good or card the field counts

	File string
	Path string // key path inside the file, such as players[1].warehouse[0]
	Line int
}

// At returns a field of kind k.
func At(k FieldKind) Field { return Field{Kind: k} }

// AtIndex returns a field of kind k numbered i (1-based).
func AtIndex(k FieldKind, i int) Field { return Field{Kind: k, Index: i} }

// InFile returns the place path (line) in file.
func InFile(file, path string, line int) Field {
	return Field{Kind: FieldFile, File: file, Path: path, Line: line}
}

// Error gives a language-neutral description for logs and tests; users see
// problems rendered by the presentation.
func (p *Problem) Error() string {
	var b strings.Builder
	b.WriteString(string(p.Kind))
	if p.Player != "" {
		b.WriteString(" player=" + strconv.Quote(p.Player))
	}
	if p.Field.Kind != FieldNone {
		b.WriteString(" field=" + string(p.Field.Kind))
		if p.Field.Index != 0 {
			b.WriteString("[" + strconv.Itoa(p.Field.Index) + "]")
		}
		if p.Field.File != "" {
			b.WriteString(" at=" + p.Field.File + ":" + p.Field.Path + ":" + strconv.Itoa(p.Field.Line))
		}
	}
	return b.String()
}

// Problems collects every problem found in one input, so a user sees them all
// at once instead of fixing them one run at a time.
type Problems []*Problem

func (ps Problems) Error() string {
	lines := make([]string, len(ps))
	for i, p := range ps {
		lines[i] = p.Error()
	}
	return strings.Join(lines, "\n")
}

// Err returns nil when there are no problems, so callers can return it directly.
func (ps Problems) Err() error {
	if len(ps) == 0 {
		return nil
	}
	return ps
}

// Except returns the problems at none of fields: those another problem,
// found before, makes moot (a player count that could not be read is not
// checked again).
func (ps Problems) Except(fields ...FieldKind) Problems {
	var out Problems
	for _, p := range ps {
		if !slices.Contains(fields, p.Field.Kind) {
			out = append(out, p)
		}
	}
	return out
}

// Kinds every game's inputs share.
const (
	// OutOfRange: a number outside its bounds. N, Min, Max.
	OutOfRange Kind = "out_of_range"
	// BelowMin: a number below Min, where no upper bound applies (how
	// many games to list). N, Min, Value.
	BelowMin Kind = "below_min"
	// NotANumber: not a whole number (or too large to be one). Value.
	NotANumber Kind = "not_a_number"
	// PlayersRange: a player count outside the game's. Value, Min, Max.
	PlayersRange Kind = "players_range"
	// NamesCount: N players named, where the game is for Min to Max.
	NamesCount Kind = "players_named"
	// NameEmpty: an empty name.
	NameEmpty Kind = "name_empty"
	// NameTooLong: a name over the length limit. Value, Max.
	NameTooLong Kind = "name_too_long"
	// NameCharacters: a name with a character that cannot be shown safely
	// or shows nothing (control, bidi, zero-width, variation selector,
	// filler, invalid UTF-8, comma, line break), or that begins with a
	// combining mark. Value.
	NameCharacters Kind = "name_characters"
	// NameNoLetter: a name without a letter or a digit. Value.
	NameNoLetter Kind = "name_no_letter"
	// NameTwice: two names equal after NFKC and case folding (Value), or
	// that print alike (LookKey): Other is the name given before.
	NameTwice Kind = "name_twice"
	// TooMany: N listed where at most Max may be.
	TooMany Kind = "too_many"
	// LocationText: a record's location that is empty, longer than
	// LocationLimit or holds control characters. Value, Max.
	LocationText Kind = "record_location"
	// NotOneOf: a word that is none of the words a key takes. Value,
	// Names (the words it takes).
	NotOneOf Kind = "not_one_of"
)

// Kinds lists the kinds above, for the presentation's completeness test.
func Kinds() []Kind {
	return []Kind{OutOfRange, BelowMin, NotANumber, PlayersRange, NamesCount, NameEmpty, NameTooLong, NameCharacters, NameNoLetter, NameTwice, TooMany, LocationText, NotOneOf}
}
