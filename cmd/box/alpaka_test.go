package box_test

import (
	"os"
	"path/filepath"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"altiplano/cmd/internal/cmdtest"
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
