package text

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"golang.org/x/text/feature/plural"
	"golang.org/x/text/language"
)

var formNames = map[plural.Form]string{
	plural.Zero: "zero", plural.One: "one", plural.Two: "two",
	plural.Few: "few", plural.Many: "many", plural.Other: "other",
}

// The hand-written plural rules agree with CLDR (as golang.org/x/text has
// it) for every whole number a message could count.
func TestPluralRulesMatchCLDR(t *testing.T) {
	for _, lang := range Langs() {
		tag := language.MustParse(string(lang))
		for n := 0; n <= 1_000_000; n += 1 + n/1000 {
			want := formNames[plural.Cardinal.MatchPlural(tag, n, 0, 0, 0, 0)]
			require.Equal(t, want, pluralForm(lang, n), "%s %d", lang, n)
		}
		require.Equal(t, formNames[plural.Cardinal.MatchPlural(tag, 3_000_000, 0, 0, 0, 0)], pluralForm(lang, 3_000_000), "%s", lang)
	}
}

func TestMatchLocale(t *testing.T) {
	for in, want := range map[string]Lang{"hu_HU.UTF-8": HU, "de_AT": DE, "fr-CA": FR, "RU": RU, "es_ES@euro": ES, "en_GB.UTF-8": EN} {
		got, ok := MatchLocale(in)
		assert.True(t, ok, in)
		assert.Equal(t, want, got, in)
	}
	for _, in := range []string{"", "C", "POSIX", "C.UTF-8", "pt_BR", "ja_JP.UTF-8"} {
		_, ok := MatchLocale(in)
		assert.False(t, ok, in)
	}
}
