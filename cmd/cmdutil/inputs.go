package cmdutil

import (
	"cmp"
	"errors"
	"slices"
	"strings"

	"altiplano/rules"
)

// InputErrors are several input errors said at once, each with where it
// is: the problems of a config file, say. They exit 2, as one would.
type InputErrors []*InputError

func (es InputErrors) Error() string {
	lines := make([]string, len(es))
	for i, e := range es {
		lines[i] = e.Error()
	}
	return strings.Join(lines, "\n")
}

// Inputs is es as one error: nil for none, the error itself for one (a
// problem as itself).
func Inputs(es []*InputError) error {
	switch {
	case len(es) == 0:
		return nil
	case len(es) == 1 && es[0].Problem != nil:
		return es[0].Problem
	case len(es) == 1:
		return es[0]
	}
	return InputErrors(es)
}

// Together is every input problem of errs as one error, in their order:
// the domain's problems and input errors alike, so that a command says
// all of them at once. An error of another kind (a failure) is returned
// alone.
func Together(errs ...error) error {
	var all []*InputError
	for _, err := range errs {
		var many InputErrors
		var problems rules.Problems
		var problem *rules.Problem
		var input *InputError
		switch {
		case err == nil:
		case errors.As(err, &many):
			all = append(all, many...)
		case errors.As(err, &problems):
			for _, p := range problems {
				all = append(all, &InputError{Problem: p})
			}
		case errors.As(err, &problem):
			all = append(all, &InputError{Problem: problem})
		case errors.As(err, &input):
			all = append(all, input)
		default:
			return err
		}
	}
	return Inputs(all)
}

// Located is an input error at a line of a file, for sorting a file's
// errors in the order of its lines.
type Located struct {
	Line int
	Err  *InputError
}

// InLineOrder is located errors as one error, in the order of their lines
// (stable: errors of one line keep the order they were found in).
func InLineOrder(located []Located) error {
	slices.SortStableFunc(located, func(a, b Located) int { return cmp.Compare(a.Line, b.Line) })
	es := make([]*InputError, len(located))
	for i, l := range located {
		es[i] = l.Err
	}
	return Inputs(es)
}
