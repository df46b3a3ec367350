// Package rulestest reads refusals in tests: an error that must be a list
// of problems, and the problems it must be.
package rulestest

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"altiplano/rules"
)

// Problems is err as the list of problems it must be.
func Problems(t testing.TB, err error, msgAndArgs ...any) rules.Problems {
	t.Helper()
	var ps rules.Problems
	require.ErrorAs(t, err, &ps, msgAndArgs...)
	return ps
}

// InFile is err as the list of problems it must be, each naming file: how
// a reader's refusal of any data looks.
func InFile(t testing.TB, err error, file string) rules.Problems {
	t.Helper()
	ps := Problems(t, err, "every refusal is a list of problems")
	for _, p := range ps {
		require.Equal(t, file, p.Field.File, "every problem names the file")
	}
	return ps
}

// Equal asserts that err is the problems want, in their order.
func Equal(t testing.TB, want []rules.Problem, err error) {
	t.Helper()
	ps := Problems(t, err)
	require.Len(t, ps, len(want), err.Error())
	for i := range want {
		assert.Equal(t, want[i], *ps[i])
	}
}
