package cmdutil

import (
	"cmp"
	"errors"
	"slices"

	"altiplano/cmd/text"
	"altiplano/rules"
)

// AtFlags places the problems of err at the command-line flags they were
// found in, flags saying which flag each field is typed in: a problem is
// then said at the flag as --help names it ("--players: …", in every
// language), not at the part of a record the domain calls it ("players",
// "Spieler"). Problems are listed in the order of the flags in --help
// (alphabetical), those at no flag after them; bad usage (two flags that
// exclude each other) stays first. Any other error is returned as it is.
func AtFlags(err error, flags map[rules.FieldKind]string) error {
	var inputs InputErrors
	var problems rules.Problems
	var problem *rules.Problem
	switch {
	case err == nil:
		return nil
	case errors.As(err, &inputs):
		out := make(InputErrors, len(inputs))
		for i, in := range inputs {
			out[i] = in
			if in.Problem != nil {
				c := *in
				c.Problem = atFlag(in.Problem, flags)
				out[i] = &c
			}
		}
		slices.SortStableFunc(out, func(a, b *InputError) int { return cmp.Compare(flagRank(a.Problem), flagRank(b.Problem)) })
		return out
	case errors.As(err, &problems):
		out := make(rules.Problems, len(problems))
		for i, pr := range problems {
			out[i] = atFlag(pr, flags)
		}
		slices.SortStableFunc(out, func(a, b *rules.Problem) int { return cmp.Compare(flagRank(a), flagRank(b)) })
		return out
	case errors.As(err, &problem):
		return atFlag(problem, flags)
	}
	return err
}

// atFlag is a copy of pr at its flag, or pr when it was found in none.
func atFlag(pr *rules.Problem, flags map[rules.FieldKind]string) *rules.Problem {
	flag, ok := flags[pr.Field.Kind]
	if !ok || pr.Field.File != "" {
		return pr
	}
	c := *pr
	c.Field = rules.Field{Kind: text.FlagField, Item: flag}
	return &c
}

// flagRank orders problems as --help lists flags: usage first (no
// problem), then by flag, then the problems at no flag.
func flagRank(pr *rules.Problem) string {
	switch {
	case pr == nil:
		return ""
	case pr.Field.Kind == text.FlagField:
		return "\x01" + pr.Field.Item
	}
	return "\x02"
}
