package text

import (
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// Text a hostile file or user typed is shown with its dangerous characters
// escaped and its length cut, never raw.
func TestSafe(t *testing.T) {
	tests := map[string]string{
		"Zoë":                 "Zoë",
		"a\x1b[31mred":        `a\x1b[31mred`,
		"abc\u202edcba":       `abc\u202edcba`,
		"zero\u200bwidth":     `zero\u200bwidth`,
		"bad\xffutf8":         `bad\xffutf8`,
		"tab\there":           `tab\there`,
		"plain text, spaces ": "plain text, spaces ",
	}
	for in, want := range tests {
		assert.Equal(t, want, Safe(in), "%q", in)
	}
	long := strings.Repeat("x", 10_000)
	assert.LessOrEqual(t, utf8.RuneCountInString(Safe(long)), 201)
}

func FuzzSafe(f *testing.F) {
	for _, s := range []string{"Zoë", "a\x1b[2J", "\u202e", "\xff\xfe", strings.Repeat("é", 300)} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		got := Safe(s)
		require.True(t, utf8.ValidString(got), "valid UTF-8")
		for _, r := range got {
			require.False(t, unsafeRune(r), "%q keeps %U", got, r)
		}
		require.LessOrEqual(t, utf8.RuneCountInString(got), 200*10+1, "bounded")
		if clean := Safe(got); len(got) <= 200 {
			require.Equal(t, got, clean, "safe text stays as it is")
		}
	})
}
