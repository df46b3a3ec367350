package text

import "altiplano/rules"

// The command line's own places for a problem: where only a command finds
// one, never the domain (rules declares the fields of the games' inputs).
const (
	// FlagField is a command-line flag a problem was found in: Item is the
	// flag as --help names it ("--players"). The commands place a problem
	// there, and it is said as typed, in every language.
	FlagField rules.FieldKind = "flag"
	// LimitField is how many games a command lists (--limit).
	LimitField rules.FieldKind = "limit"
)
