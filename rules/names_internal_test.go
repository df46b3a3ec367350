package rules

import (
	"testing"

	"github.com/stretchr/testify/assert"

	"altiplano/rules/i18n"
)

// A word that named two goods (or two locations) in different languages
// would make input ambiguous; the index would silently keep one.
func TestNoWordNamesTwoThings(t *testing.T) {
	for what, words := range map[string]map[string][]string{"good": i18n.GoodWords(), "location": i18n.LocationWords()} {
		owner := map[string]string{}
		for id, names := range words {
			for _, n := range names {
				f := fold(n)
				if prev, seen := owner[f]; seen {
					assert.Equal(t, prev, id, "%s word %q names both %s and %s", what, n, prev, id)
				}
				owner[f] = id
			}
		}
	}
}
