package texttest

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"

	"altiplano/cmd/text"
	"altiplano/rules"
)

// CheckProblems renders every kind in every language, each made by
// sample (which names the player "Anna" and fills every particular a kind
// might use): each has its own text (a kind without one renders as the
// kind), without a formatting error, naming the player first.
func CheckProblems(t *testing.T, kinds []rules.Kind, sample func(rules.Kind) *rules.Problem) {
	t.Helper()
	assert.NotEmpty(t, kinds)
	for _, lang := range text.Langs() {
		p := text.For(lang)
		for _, k := range kinds {
			got := p.Problem(sample(k))
			assert.NotContains(t, got, "%!", "%s %q", lang, k)
			assert.NotContains(t, got, string(k), "%s %q has no text: it renders as its kind", lang, k)
			assert.True(t, strings.HasPrefix(got, "Anna, "), "%s %q names the player: %q", lang, k, got)
		}
	}
}
