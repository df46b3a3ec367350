package rules_test

import (
	"strings"
	"testing"

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
