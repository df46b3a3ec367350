package text

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

func TestIsSkip(t *testing.T) {
	for _, s := range []string{"-", " skip ", "SKIP", "überspringen", "пропустить", "kihagy", "passer", "saltar"} {
		assert.True(t, IsSkip(s), s)
	}
	for _, s := range []string{"", "--", "n", "glass", "0"} {
		assert.False(t, IsSkip(s), s)
	}
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
