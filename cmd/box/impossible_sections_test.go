package box_test

import (
	"os"
	"path/filepath"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"altiplano/cmd/internal/cmdtest"
)

// A section that no game can be scored with is refused, with the key and
// its line, by the box commands (which read every game's sections) and by
// the commands of the game it belongs to (each game reads its own), and
// never scored with: an Alpaka pad never shows a negative total.
func TestEveryCommandRefusesASectionNoGameCanBeScoredWith(t *testing.T) {
	root, err := filepath.Abs("../..")
	require.NoError(t, err)
	alpakaGame := filepath.Join(root, "testdata", "alpaka", "01-rulebook-example.yaml")
	altiplanoGame := filepath.Join(root, "testdata", "games", "2p.yaml")
	tests := []struct {
		name, profile string
		game          string // whose section it is
		want          []string
	}{
		{"alpaka values in the wrong order, nobles negative",
			"alpaka:\n  values:\n    librarian: 5\n    shopaholic: 2\n  nobles: -20\n", "alpaka",
			[]string{"alpaka.values.librarian (line 3)", "alpaka.values.shopaholic (line 4): the rulebook lists the types in ascending value: shopaholic at 2 comes after librarian at 5",
				"alpaka.nobles (line 5): the nobles are the most valuable cards: -20 is less than 5"}},
		{"alpaka's rulebook values",
			"alpaka:\n  values: {unicorn: 9, baby: 3}\n", "alpaka",
			[]string{"alpaka.values.unicorn (line 2): unicorn is worth 4 by the rulebook, not 9", "alpaka.values.baby (line 2): baby is worth 0 by the rulebook, not 3"}},
		{"a negative alpaka value",
			"alpaka:\n  values: {librarian: -4}\n", "alpaka",
			[]string{"alpaka.values.librarian (line 2): the rulebook lists the types in ascending value: librarian at -4 comes after baby at 0"}},
		{"a good worth more than the scoring overview prints",
			"goods:\n  silver: {vp: 9}\n", "altiplano",
			[]string{"goods.silver.vp (line 2): must be a whole number from 0 to 4, not 9"}},
		{"a house showing food",
			"houses: [food, glass, silver, cloth, wool, ore, stone, wood, fish, alpaca]\n", "altiplano",
			[]string{"houses[0] (line 1): a house card showing food: no house shows food or corn"}},
		{"no warehouse rows",
			"warehouse:\n  rows: []\n", "altiplano",
			[]string{"warehouse.rows (line 2): rows lists no row"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			dir := t.TempDir()
			profile := filepath.Join(dir, "mine.yaml")
			require.NoError(t, os.WriteFile(profile, []byte(tt.profile), 0o644))
			env := cmdtest.Env{ConfigDir: dir}
			commands := [][]string{
				{"box", "check", profile},
				{"box", "import", "--yes", profile},
				{"--box", profile, "box", "check"},
				{"--box", profile, "box", "show"},
			}
			if tt.game == "alpaka" {
				commands = append(commands,
					[]string{"--box", profile, "alpaka", "score", "--no-history", "--file", alpakaGame},
					[]string{"--box", profile, "alpaka", "setup", "--players", "3"})
			} else {
				commands = append(commands,
					[]string{"--box", profile, "score", "--no-history", "--file", altiplanoGame},
					[]string{"--box", profile, "setup", "--players", "3"})
			}
			for _, args := range commands {
				r := cmdtest.Run(t, env, args...)
				assert.Equal(t, 2, r.Code, "%v\n%s%s", args, r.Stdout, r.Stderr)
				assert.Empty(t, r.Stdout, "%v", args)
				for _, w := range tt.want {
					assert.Contains(t, r.Stderr, w, "%v", args)
				}
				assert.NotContains(t, r.Stderr, "points", "%v: never scored with", args)
			}
			_, err := os.Stat(filepath.Join(dir, "box.yaml"))
			assert.True(t, os.IsNotExist(err), "box import changed nothing")
		})
	}
}
