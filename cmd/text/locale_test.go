package text

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/require"
)

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
