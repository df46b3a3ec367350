package cmdutil

import (
	"cmp"
	"slices"
	"strings"
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

// Inputs is es as one error: nil for none, the error itself for one.
func Inputs(es []*InputError) error {
	switch len(es) {
	case 0:
		return nil
	case 1:
		return es[0]
	}
	return InputErrors(es)
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
