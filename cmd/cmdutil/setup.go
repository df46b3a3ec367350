package cmdutil

import (
	"errors"
	"slices"

	"altiplano/cmd/text"
	"altiplano/rules"
	"altiplano/setup/setupcode"
)

// CodeAlone refuses a setup code given with the flags it decides (others,
// without their dashes) as bad usage, each flag given, in the order of
// --help: the code is the whole setup.
func CodeAlone(set map[string]bool, others ...string) error {
	var es []*InputError
	for _, other := range slices.Sorted(slices.Values(others)) {
		if set[other] {
			es = append(es, &InputError{What: text.ErrFlagsExclusive.T("--code", "--"+other), Usage: true})
		}
	}
	return Inputs(es)
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

// Collect adds err's problems to ps, so that a command says every problem
// of its flags at once; an error that is no problem (bad usage, say) is
// returned, to be said alone.
func Collect(ps *rules.Problems, err error) error {
	var list rules.Problems
	var one *rules.Problem
	switch {
	case err == nil:
	case errors.As(err, &list):
		*ps = append(*ps, list...)
	case errors.As(err, &one):
		*ps = append(*ps, one)
	default:
		return err
	}
	return nil
}
