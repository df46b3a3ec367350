package setupcode

import (
	"errors"
	"strconv"
	"strings"

	"altiplano/rules"
)

// Kinds of a seed that is none: every game's setup is dealt from a whole
// number from 0 to 2⁶⁴−1, the one its code carries.
const (
	// Seed: not a whole number of 0 or more. Value.
	Seed rules.Kind = "setup_seed"
	// SeedRange: a whole number past 2⁶⁴−1. Value.
	SeedRange rules.Kind = "setup_seed_range"
)

// ParseSeed reads a seed as typed (spaces around it do not count).
func ParseSeed(s string) (uint64, *rules.Problem) {
	n, err := strconv.ParseUint(strings.TrimSpace(s), 10, 64)
	switch {
	case errors.Is(err, strconv.ErrRange):
		return 0, &rules.Problem{Kind: SeedRange, Field: rules.At(rules.FieldSeed), Value: s}
	case err != nil:
		return 0, &rules.Problem{Kind: Seed, Field: rules.At(rules.FieldSeed), Value: s}
	}
	return n, nil
}
