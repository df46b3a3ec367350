package text_test

import (
	"testing"

	"github.com/stretchr/testify/assert"

	"altiplano/cmd/text"
)

// What someone typed is quoted as each language quotes.
func TestTypedTextIsQuotedAsTheLanguageQuotes(t *testing.T) {
	want := map[text.Lang]string{
		text.EN: `"xx"`, text.DE: "„xx“", text.RU: "«xx»", text.ES: "«xx»", text.HU: "„xx”", text.FR: "«\u00a0xx\u00a0»",
	}
	for _, lang := range text.Langs() {
		got := text.For(lang).T(text.ErrLangUnknown.T("xx"))
		assert.Contains(t, got, want[lang], lang)
	}
}

// French elides a message's "de" and "que" before a vowel: "le PIN d'Anna",
// "de Ben"; what someone typed is never changed.
func TestFrenchElidesBeforeAVowel(t *testing.T) {
	fr := text.For(text.FR)
	assert.Contains(t, text.ServePINWrong.In(fr, "Anna"), "le PIN d'Anna")
	assert.Contains(t, text.ServePINWrong.In(fr, "Éva"), "le PIN d'Éva")
	assert.Contains(t, text.ServePINWrong.In(fr, "Ben"), "le PIN de Ben")
	assert.Contains(t, text.ServePINWrong.In(fr, "de Anne"), "le PIN de de Anne", "a name is shown as typed")
	assert.Contains(t, text.ServePINWrong.In(text.For(text.EN), "Anna"), "Anna")
}
