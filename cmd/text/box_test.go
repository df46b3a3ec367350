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
