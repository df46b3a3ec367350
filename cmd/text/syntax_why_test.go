package text_test

import (
	"testing"

	"github.com/stretchr/testify/assert"

	"altiplano/cmd/text"
	"altiplano/rules/yamlin"
)

// Every reason the YAML reader gives has its words in every language.
func TestEverySyntaxReasonIsSaid(t *testing.T) {
	for _, why := range yamlin.SyntaxReasons() {
		w, ok := text.SyntaxWhy(why)
		assert.True(t, ok, why)
		for _, lang := range text.Langs() {
			s := text.For(lang).T(w)
			assert.NotEmpty(t, s, why)
			assert.NotContains(t, s, "yaml.why", "%s in %s", why, lang)
		}
	}
}
