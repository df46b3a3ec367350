package rules_test

import (
	"strings"
	"testing"
	"unicode"
	"unicode/utf8"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"altiplano/rules"
)

func TestNameRule(t *testing.T) {
	field := rules.At(rules.FieldNames)
	tests := []struct {
		name string
		want rules.Kind // "" for a good name
	}{
		{"Anna", ""},
		{"Zoë", ""},
		{"Jean-Luc O'Neil", ""},
		{"Игорь", ""},
		{strings.Repeat("x", 24), ""},
		{"", rules.NameEmpty},
		{strings.Repeat("x", 25), rules.NameTooLong},
		{strings.Repeat("é", 25), rules.NameTooLong},
		{"a\x1b[31mred", rules.NameCharacters},
		{"rtl\u202eevil", rules.NameCharacters},
		{"zero\u200bwidth", rules.NameCharacters},
		{"bom\ufeff", rules.NameCharacters},
		{"bad\xff", rules.NameCharacters},
		{"two\nlines", rules.NameCharacters},
		{"a,b", rules.NameCharacters},
		{"tab\tname", rules.NameCharacters},
		{"line\u2028sep", rules.NameCharacters},
		// Characters that show nothing, so two players would print alike.
		{"A\uFE0Fna", rules.NameCharacters},     // a variation selector
		{"Ana\U000E0100", rules.NameCharacters}, // a variation selector supplement
		{"Ana\u3164", rules.NameCharacters},     // the Hangul filler
		{"Ana\uFFA0", rules.NameCharacters},     // the half-width Hangul filler
		{"\u115FAna", rules.NameCharacters},     // the Hangul choseong filler
		{"Ana\u2800", rules.NameCharacters},     // the blank Braille pattern
		{"An\u034Fa", rules.NameCharacters},     // the combining grapheme joiner
		{"Ana\u17B4", rules.NameCharacters},     // a Khmer inherent vowel
		{"A\u180Bna", rules.NameCharacters},     // a Mongolian variation selector
		{"Ana\u00AD", rules.NameCharacters},     // the soft hyphen
		{"\u0301Ana", rules.NameCharacters},     // a combining mark first
		{"\u0301\u0302", rules.NameCharacters},  // combining marks only
		{"--", rules.NameNoLetter},              // no letter or digit
		{"\u2764", rules.NameNoLetter},          // a symbol alone
		{"7", ""},                               // a digit is enough
		{"Ana \u2764", ""},                      // a symbol beside letters
		{"Zoe\u0308", ""},                       // a combining mark after a letter
		{"\uAC00\uB098", ""},                    // Hangul syllables
		{"\uFF21\uFF4E\uFF41", ""},              // full-width letters are letters
	}
	for _, tt := range tests {
		p := rules.CheckName("", field, rules.CleanName(tt.name))
		if tt.want == "" {
			assert.Nil(t, p, "%q", tt.name)
			continue
		}
		require.NotNil(t, p, "%q", tt.name)
		assert.Equal(t, tt.want, p.Kind, "%q", tt.name)
	}
}

// "Zoë" typed with a precomposed ë and with e + combining diaeresis is one
// name; so are names differing only in case.
func TestNamesAreOneAfterNormalisingAndFolding(t *testing.T) {
	nfc, nfd := "Zo\u00eb", "Zoe\u0308"
	assert.Equal(t, rules.CleanName(nfc), rules.CleanName(nfd))
	assert.Equal(t, rules.NameKey(nfc), rules.NameKey(nfd))
	problems := rules.CheckNames(rules.At(rules.FieldNames), []string{rules.CleanName(nfc), rules.CleanName(nfd)})
	require.Len(t, problems, 1)
	assert.Equal(t, rules.NameTwice, problems[0].Kind)

	problems = rules.CheckNames(rules.At(rules.FieldNames), []string{"Anna", "ANNA", "Ödön", "öDÖN", "Игорь", "ИГОРЬ", "Kelvin", "\u212aelvin"})
	require.Len(t, problems, 4)
	assert.Equal(t, "ANNA", problems[0].Value)
	assert.Equal(t, "öDÖN", problems[1].Value)
	assert.Equal(t, "ИГОРЬ", problems[2].Value)
	assert.Equal(t, "\u212aelvin", problems[3].Value, "the Kelvin sign folds with K")
}

// Names given together must differ under compatibility normalisation and
// full case folding: what prints alike, or differs only in width, case or
// a ligature, is one name.
func TestNamesEqualAfterNFKCAndCaseFolding(t *testing.T) {
	tests := []struct{ a, b string }{
		{"Ana", "ANA"},
		{"Ana", "\uFF21\uFF4E\uFF41"}, // full-width
		{"Kelvin", "\u212Aelvin"},     // the Kelvin sign
		{"Straße", "STRASSE"},         // full folding: ß is ss
		{"ﬁona", "Fiona"},             // a ligature
		{"Ana²", "ana2"},              // a superscript digit
		{"Zo\u00eb", "ZOE\u0308"},     // composed or not
		{"Ana Bel", "Ana\u2003Bel"},   // an em space inside
		{"Lidia", "LIDIA"},
	}
	for _, tt := range tests {
		a, b := rules.CleanName(tt.a), rules.CleanName(tt.b)
		assert.Equal(t, rules.SameNameKey(a), rules.SameNameKey(b), "%q %q", tt.a, tt.b)
		problems := rules.CheckNames(rules.At(rules.FieldNames), []string{a, b})
		require.Len(t, problems, 1, "%q %q", tt.a, tt.b)
		assert.Equal(t, rules.NameTwice, problems[0].Kind)
		assert.Equal(t, b, problems[0].Value)
	}
	for _, pair := range [][2]string{{"Ana", "Anna"}, {"Ana", "\u00c1na"}, {"Ana", "Ana2"}} {
		assert.NotEqual(t, rules.SameNameKey(pair[0]), rules.SameNameKey(pair[1]), "%q %q", pair[0], pair[1])
	}
}

// Names that print alike are one name (Unicode TS #39 skeletons): a letter
// of another script, or one hard to tell from another, is refused as the
// name given before, which the problem names. Names that only look alike
// to a careless eye stay two names.
func TestNamesThatPrintAlikeAreOne(t *testing.T) {
	tests := []struct{ a, b string }{
		{"Anna", "\u0410nna"},                // Cyrillic capital A
		{"\u0410nna", "anna"},                // and any case of the other
		{"Ola", "\u041ela"},                  // Cyrillic O
		{"HANA", "\u0397\u0391\u039d\u0391"}, // Greek capitals
		{"Al", "AI"},                         // a capital i for an l
		{"Ian", "lan"},
		{"B0b", "Bob"}, // a zero for an o
		{"Kim", "Kirn"},
	}
	for _, tt := range tests {
		problems := rules.CheckNames(rules.At(rules.FieldNames), []string{tt.a, tt.b})
		require.Len(t, problems, 1, "%q %q", tt.a, tt.b)
		assert.Equal(t, rules.NameTwice, problems[0].Kind)
		assert.Equal(t, tt.b, problems[0].Value)
		assert.Equal(t, tt.a, problems[0].Other, "the name it prints like")
	}
	problems := rules.CheckNames(rules.At(rules.FieldNames), []string{"Ana", "ANA"})
	require.Len(t, problems, 1)
	assert.Empty(t, problems[0].Other, "one name whatever its case: given twice")
	for _, pair := range [][2]string{{"Ana", "Anna"}, {"Ana", "\u00c1na"}, {"Lidia", "Lydia"}, {"Ana", "\u0410\u043d\u044f"}, {"Ben", "Bea"}} {
		assert.Empty(t, rules.CheckNames(rules.At(rules.FieldNames), pair[:]), "%q %q", pair[0], pair[1])
	}
}

// NameKey is what the play history has hashed stored games with: its
// output stays as it was, whatever the name rule compares by.
func TestNameKeyIsUnchangedForTheHistory(t *testing.T) {
	for in, want := range map[string]string{
		"Anna":               "ANNA",
		"anna":               "ANNA",
		"Ödön":               "ÖDÖN",
		"Игорь":              "ИГОРЬ",
		"\u212aelvin":        "KELVIN",
		"\uFF21\uFF4E\uFF41": "\uFF21\uFF2E\uFF21", // full-width stays full-width
		"Straße":             "STRAßE",
		" Zoe\u0308 ":        "ZOË",
	} {
		assert.Equal(t, want, rules.NameKey(in), "%q", in)
	}
}

// Whatever is typed, the name rule holds: an accepted name is valid text of
// 1–24 characters with a letter or a digit and nothing invisible, unsafe
// or comma-like in it, and the same name given twice is refused once.
func FuzzNameRule(f *testing.F) {
	for _, s := range []string{"Ana", "A\uFE0Fna", "Ana\u3164", "Ana\u2800", "\u0301", "Zoë", "--", "Ana,Ben", "\xff", "ＡＮＡ"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, typed string) {
		name := rules.CleanName(typed)
		require.Equal(t, name, rules.CleanName(name), "cleaning twice changes nothing")
		if rules.CheckName("", rules.At(rules.FieldNames), name) != nil {
			return
		}
		require.True(t, utf8.ValidString(name))
		n := utf8.RuneCountInString(name)
		require.True(t, n >= 1 && n <= rules.MaxNameLength, "%q", name)
		require.True(t, strings.IndexFunc(name, func(r rune) bool { return unicode.IsLetter(r) || unicode.IsDigit(r) }) >= 0, "%q has a letter or digit", name)
		for _, r := range name {
			require.False(t, r == ',' || unicode.IsControl(r) || unicode.In(r, unicode.Cf, unicode.Zl, unicode.Zp, unicode.Co, unicode.Cs,
				unicode.Other_Default_Ignorable_Code_Point, unicode.Variation_Selector) || r == '\u2800', "%q holds %U", name, r)
		}
		require.Equal(t, rules.SameNameKey(name), rules.SameNameKey(" "+name+" "))
		problems := rules.CheckNames(rules.At(rules.FieldNames), []string{name, name})
		require.Len(t, problems, 1)
		require.Equal(t, rules.NameTwice, problems[0].Kind)
	})
}
