package text

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

// A table of terms gives each key's first word in a language, else the
// English one, else the fallback; every word is kept for reading; a line
// without " = ", with another number of languages, or a key given twice
// is reported by its line.
func TestTerms(t *testing.T) {
	tt, errs := ParseTerms("# names\nlanguages = en | de\ngood.wood = wood, woods | Holz, Hölzer\ngood.fish = fish |\nbroken\ngood.ore = ore\ngood.wood = x | y\n")
	assert.Len(t, errs, 3)
	assert.Equal(t, []Lang{EN, DE}, tt.Langs())
	assert.Equal(t, []string{"good.wood", "good.fish"}, tt.Keys())
	assert.Equal(t, "Holz", tt.Name(DE, "good.wood", "?"))
	assert.Equal(t, "fish", tt.Name(DE, "good.fish", "?"), "English when the language has no word")
	assert.Equal(t, `a\x1b`, tt.Name(DE, "good.gold", "a\x1b"), "the fallback, shown safe")
	assert.Equal(t, []string{"wood", "woods", "Holz", "Hölzer"}, tt.Words("good.wood"))
	assert.False(t, tt.Named("good.fish", DE))
}
