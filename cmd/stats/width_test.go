package stats_test

import (
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"altiplano/cmd/internal/cmdtest"
)

// stats fits 80 columns in every language, and writes numbers as the
// language does (3,3 in French).
func TestStatsFit80ColumnsInEveryLanguage(t *testing.T) {
	env := history(t)
	for _, lang := range []string{"en", "de", "ru", "hu", "fr", "es"} {
		r := cmdtest.Run(t, env, "stats", "--lang", lang, "--player", "Anna", "--vs", "ben")
		require.Equal(t, 0, r.Code, r.Stderr)
		for _, line := range strings.Split(r.Stdout, "\n") {
			assert.LessOrEqual(t, utf8.RuneCountInString(line), 80, "%s: %q", lang, line)
		}
		if lang == "en" {
			assert.Contains(t, r.Stdout, "3.3")
		} else {
			assert.Contains(t, r.Stdout, "3,3", lang)
			assert.NotContains(t, r.Stdout, "3.3", lang)
		}
	}
}
