package setupcode

import (
	"strconv"
	"strings"

	"altiplano/rules"
)

// Seed is the kind of a seed that is none: every game's setup is dealt from
// a whole number from 0 to 2⁶⁴−1, the one its code carries. Value.
const Seed rules.Kind = "setup_seed"

// ParseSeed reads a seed as typed (spaces around it do not count).
func ParseSeed(s string) (uint64, *rules.Problem) {
	n, err := strconv.ParseUint(strings.TrimSpace(s), 10, 64)
	if err != nil {
		return 0, &rules.Problem{Kind: Seed, Field: rules.At(rules.FieldSeed), Value: s}
	}
	return n, nil
}
