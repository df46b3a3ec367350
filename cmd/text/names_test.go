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

func FuzzParseMessages(f *testing.F) {
	f.Add(enFile)
	f.Add("a = b\na[one] = c\n# x\nbroken line\n")
	f.Fuzz(func(t *testing.T, s string) {
		m, errs := parseMessages(s)
		// Every line is either a comment, blank, a message, or reported.
		lines := 0
		for _, l := range strings.Split(s, "\n") {
			l = strings.TrimSpace(l)
			if l != "" && !strings.HasPrefix(l, "#") {
				lines++
			}
		}
		counted := len(m.plain) + len(errs)
		for _, forms := range m.counts {
			counted += len(forms)
		}
		require.LessOrEqual(t, counted, lines+len(errs))
		for k := range m.plain {
			require.NotEmpty(t, k)
			require.NotContains(t, k, " = ")
		}
	})
}

func TestParseYesNo(t *testing.T) {
	for _, s := range []string{"y", "Yes", "ja", "да", "igen", "oui", "sí"} {
		v, ok := ParseYesNo(s)
		assert.True(t, ok && v, s)
	}
	for _, s := range []string{"n", "NO", "nein", "нет", "nem", "non"} {
		v, ok := ParseYesNo(s)
		assert.True(t, ok && !v, s)
	}
	_, ok := ParseYesNo("maybe")
	assert.False(t, ok)
}
