package cmdutil

import (
	"altiplano/cmd/text"
	"altiplano/setup/setupcode"
)

// CodeAlone refuses a setup code given with the flags it decides (others,
// without their dashes) as bad usage: the code is the whole setup.
func CodeAlone(set map[string]bool, others ...string) error {
	for _, other := range others {
		if set[other] {
			return Usage(text.ErrFlagsExclusive.T("--code", "--"+other))
		}
	}
	return nil
}

// Seed is the --seed flag's seed, or a fresh one when it was not given.
func Seed(flag string, fresh func() uint64) (uint64, error) {
	if flag == "" {
		return fresh(), nil
	}
	seed, p := setupcode.ParseSeed(flag)
	if p != nil {
		return 0, p
	}
	return seed, nil
}
