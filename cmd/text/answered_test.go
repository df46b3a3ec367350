package text_test

import (
	"testing"

	"github.com/stretchr/testify/assert"

	"altiplano/cmd/text"
	"altiplano/rules/yamlin"
)

func TestAnAnswerFollowsItsQuestionAsThePromptShowedIt(t *testing.T) {
	tests := []struct {
		lang, label, answer, want string
	}{
		{"en", "Coins", "3", "Coins: 3"},
		{"fr", "Pièces", "3", "Pièces\u00a0: 3"},
		{"en", "Which goods show 4 VP?", "silver", "Which goods show 4 VP? silver"},
		{"fr", "Quelles marchandises rapportent 4 PV\u00a0?", "argent", "Quelles marchandises rapportent 4 PV\u00a0? argent"},
		{"de", "Warenlager:", "1", "Warenlager: 1"},
	}
	for _, tt := range tests {
		assert.Equal(t, tt.want, text.For(text.Lang(tt.lang)).Answered(tt.label, tt.answer), tt.label)
	}
}

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
