// Package boxcodetest is what the tests of each game's part of a box code
// share: golden vectors that must decode forever, and what a fuzz target
// asks of every code that reads.
package boxcodetest

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"altiplano/rules/boxprofile"
	"altiplano/setup/boxcode"
)

// Vectors checks that each code decodes, through games, to its profile as
// the program writes it.
func Vectors(t *testing.T, games []boxcode.Game, vectors map[string]string) {
	t.Helper()
	for code, want := range vectors {
		got, pr := boxcode.Decode(code, games)
		require.Nil(t, pr, code)
		out, err := boxprofile.Marshal(got.Entries())
		require.NoError(t, err)
		assert.Equal(t, want, string(out), code)
	}
}

// Canonical checks what a code that reads through games gives: a profile
// that read (a game's reader of the profile's data) accepts, whose code is
// the code read, whatever the hand did to its letters.
func Canonical(t *testing.T, games []boxcode.Game, code string, read func(data []byte) error) {
	t.Helper()
	got, pr := boxcode.Decode(code, games)
	if pr != nil {
		return
	}
	data, err := boxprofile.Marshal(got.Entries())
	require.NoError(t, err)
	require.NoError(t, read(data), "what a code gives reads as a profile")
	d, err := boxprofile.Lenient("box.yaml", data)
	require.NoError(t, err)
	again, err := boxcode.Encode(d, games, got.Scope)
	require.NoError(t, err)
	require.Equal(t, boxcode.Letters(code), boxcode.Letters(again))
}
