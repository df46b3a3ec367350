package box_test

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"altiplano/cmd/internal/cmdtest"
	"altiplano/cmd/prompt"
	"altiplano/cmd/text"
)

// Alpaka's values in three answers (and the snob), written into the alpaka:
// section while Altiplano's sections stay; then setup names the stacks by
// card and colour, cheapest first.
func TestCalibrateAlpaka(t *testing.T) {
	dir := t.TempDir()
	r, _ := calibrate(t, dir, append(scoringAnswers, "n"))
	require.Equal(t, 0, r.Code, r.Stderr)

	r, fake := calibrate(t, dir, []string{
		"1 2 2 3 3 4 4 3 5 6 6 7 7 7 7 8 8 8 10", // out of order: refused
		"1 2 2 3 3 4 4 5 5 6 6 7 7 7 7 8 8 8 10",
		"9", "12",
		"librarian mime dragon",
		"Bibliothekar, Hausmeister, mime, kindheart, carpenter, panicker, merchant, viking",
		"",
	}, "--section", "alpaka")
	require.Equal(t, 0, r.Code, r.Stderr)
	require.Len(t, fake.Refusals, 3)
	assert.Contains(t, fake.Refusals[0], "the rulebook lists the types in ascending value: accountant at 3 comes after unicorn at 4")
	assert.Contains(t, fake.Refusals[1], "the nobles are the most valuable cards: 9 is less than 10")
	assert.Contains(t, fake.Refusals[2], `"dragon" is not an Alpaka card`)

	data, err := os.ReadFile(filepath.Join(dir, "box.yaml"))
	require.NoError(t, err)
	assert.Contains(t, string(data), "goods:", "Altiplano's sections are kept")
	assert.Contains(t, string(data), "nobles: 12")
	assert.Contains(t, string(data), "graduate: 10")
	assert.NotContains(t, string(data), "snob:")

	setup := cmdtest.Run(t, cmdtest.Env{ConfigDir: dir}, "alpaka", "setup", "--players", "3", "--seed", "1")
	require.Equal(t, 0, setup.Code, setup.Stderr)
	assert.Contains(t, setup.Stdout, "(white): 4 cards; value")
	assert.Contains(t, setup.Stdout, "(brown): 4 cards; value")
	assert.NotContains(t, setup.Stdout, "by position")
	// Altiplano still reads the same profile.
	alti := cmdtest.Run(t, cmdtest.Env{ConfigDir: dir}, "box", "show", "--json")
	assert.Equal(t, 0, alti.Code, alti.Stderr)
}

// Several values out of order in one answer are one message: where and
// what is wrong said once, then each type with those listed before it at
// more; each language words it so.
func TestValuesOutOfOrderAreSaidOnce(t *testing.T) {
	answer := "1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 16 17 18 3"
	lead := map[string]string{"en": "ascending value", "de": "aufsteigendem Wert", "fr": "valeur croissante", "es": "valor creciente",
		"hu": "növekvő érték", "ru": "по возрастанию"}
	for lang, lead := range lead {
		t.Run(lang, func(t *testing.T) {
			fake := prompt.NewFake(answer)
			r := cmdtest.Run(t, cmdtest.Env{ConfigDir: t.TempDir(), Interactive: true, Prompter: fake}, "box", "calibrate", "--section", "alpaka", "--lang", lang)
			require.Equal(t, 1, r.Code, r.Stderr)
			require.Len(t, fake.Refusals, 1)
			got := fake.Refusals[0]
			assert.Equal(t, 1, strings.Count(got, lead), got)
			assert.Equal(t, 1, strings.Count(got, ";"), "two types come after others at more: %s", got)
			if lang == "en" {
				assert.Equal(t, "printed value: the rulebook lists the types in ascending value: unicorn at 4 comes after mime at 5, explorer at 6, kindheart at 7; graduate at 3 comes after twins at 18", got)
			}
		})
	}
}

// The section shown once saved is wrapped to the terminal as every line
// between questions is: the white types' long line breaks between words,
// its second line not starting with the space the terminal would leave.
func TestTheSavedAlpakaSectionIsWrappedToTheTerminal(t *testing.T) {
	fake := prompt.NewFake("1 1 2 2 3 4 4 5 5 6 6 7 7 8 8 9 9 10 10", "12",
		"librarian shopaholic janitor fighter mime explorer kindheart accountant", "")
	fake.Columns = 80
	r := cmdtest.Run(t, cmdtest.Env{ConfigDir: t.TempDir(), Interactive: true, Prompter: fake}, "box", "calibrate", "--section", "alpaka")
	require.Equal(t, 0, r.Code, r.Stderr)
	assert.Contains(t, r.Stderr, "\nWhite types: librarian, shopaholic, janitor, fighter, mime, explorer, kindheart,\naccountant\n")
	for _, line := range strings.Split(r.Stderr, "\n") {
		assert.LessOrEqual(t, text.Width(line), 80, line)
	}
}
