package texttest

import (
	"regexp"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"

	"altiplano/cmd/text"
	"altiplano/rules"
)

// CheckProblems renders every kind in every language, each made by
// sample (which names the player "Anna" and fills every particular a kind
// might use): each has its own text (a kind without one renders as the
// kind), without a formatting error, naming the player first. A sample not
// placed in a record file is a walk-through's or a phone's: its words name
// no key of a record file, which that reader never sees.
// recordKey is a record file's key as a message shows it: "(market:)",
// "unicorn_choice: required".
var recordKey = regexp.MustCompile(`\([a-z_]+:\)|\b[a-z]+_[a-z_]+:`)

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
			if pr := sample(k); !text.InFile(pr) {
				assert.NotRegexp(t, recordKey, p.ProblemMessage(pr), "%s %q names a record file's key outside a file", lang, k)
			}
		}
	}
}
