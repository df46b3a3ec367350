package words

import (
	"testing"

	"github.com/stretchr/testify/assert"

	"altiplano/cmd/text"
)

// A typo one letter away from a good of any language is proposed; two away
// only in the table's language or English, and only in a long word: a
// German table typing "Player" is not offered "Gläser", nor "Stoff3" the
// French "étoffe".
func TestNearestGoodInAnyLanguage(t *testing.T) {
	for typo, want := range map[string]string{"bios": "bois", "boiss": "bois", "stnoe": "stone", "камен": "камень", "Holtz": "Holz", "silvr": "silver"} {
		got, ok := NearestGood(typo, text.EN)
		assert.True(t, ok, typo)
		assert.Equal(t, want, got, typo)
	}
	for _, far := range []string{"gold", "x", "dragon"} {
		_, ok := NearestGood(far, text.EN)
		assert.False(t, ok, far)
	}
	for _, far := range []string{"Player", "Stoff3"} {
		got, ok := NearestGood(far, text.DE)
		assert.False(t, ok, "%s → %s", far, got)
	}
	got, ok := NearestGood("Kakaoo", text.DE)
	assert.True(t, ok)
	assert.Equal(t, "Kakao", got)
}
