package score_test

import (
	"os"
	"path/filepath"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"altiplano/cmd/internal/cmdtest"
)

// At the table, --duration and --location are kept with the game: in the
// saved record and every export.
func TestWalkThroughKeepsDurationAndLocation(t *testing.T) {
	dir := t.TempDir()
	saved := filepath.Join(dir, "game.yaml")
	r, _ := interactive(t, dir, twoPlayerGame, "--save", saved, "--duration", "95", "--location", "Café Ö")
	require.Equal(t, 0, r.Code, r.Stderr)
	data, err := os.ReadFile(saved)
	require.NoError(t, err)
	assert.Contains(t, string(data), "duration: 95\n")
	assert.Contains(t, string(data), "location: Café Ö\n")
	csv := cmdtest.Run(t, cmdtest.Env{ConfigDir: dir}, "games", "export", "--format", "csv")
	assert.Contains(t, csv.Stdout, ",95,Café Ö\n")

	bad, _ := interactive(t, t.TempDir(), nil, "--duration", "0")
	assert.Equal(t, 2, bad.Code)
	assert.Contains(t, bad.Stderr, "--duration: must be a whole number from 1 to 1440, not 0", "the rule's bounds")
	file := cmdtest.Run(t, cmdtest.Env{}, "score", "--file", saved, "--location", "x")
	assert.Equal(t, 2, file.Code, "a record says where itself")
}

// Without a terminal, what is wrong with --duration and --location is
// said with the terminal that is missing, not in the run after.
func TestNoTerminalSaysTheFlagsProblemsToo(t *testing.T) {
	r := cmdtest.Run(t, cmdtest.Env{}, "score", "--duration", "5000", "--location", "")
	assert.Equal(t, 2, r.Code)
	assert.Equal(t, "altiplano: 3 problems:\n"+
		"  - --duration: must be a whole number from 1 to 1440, not 5000\n"+
		"  - --location: where the game was played: 1 to 64 characters on one line\n"+
		"  - the walk-through needs a terminal; to score a record file, use --file GAME (YAML or JSON, see altiplano help records)\n", r.Stderr)
}

// Without the flags, the walk-through asks how long and where after the
// players (Enter skips); the answers are kept in the draft for --resume,
// shown in the review's group 0 and saved with the game.
func TestWalkThroughAsksDurationAndLocation(t *testing.T) {
	dir := t.TempDir()
	saved := filepath.Join(dir, "game.yaml")
	n := len(twoPlayerGame)
	answers := append(append([]string{}, twoPlayerGame[:n-4]...), "95") // stopped after the minutes
	first, _ := interactive(t, dir, answers, "--save", saved)
	require.Equal(t, 1, first.Code, first.Stderr)
	r, fake := interactive(t, dir, []string{"Café Ö", "", "n"}, "--resume")
	require.Equal(t, 0, r.Code, r.Stderr)
	assert.Zero(t, fake.Remaining())
	assert.Equal(t, []string{"Where it was played", "Enter to score, or a line", "Save what was learned to your box profile? (y/n)"}, fake.Labels()[:3])
	assert.Contains(t, r.Stderr, "  0 This game\n    1 minutes      95\n    2 place        Café Ö\n")
	data, err := os.ReadFile(saved)
	require.NoError(t, err)
	assert.Contains(t, string(data), "duration: 95\n")
	assert.Contains(t, string(data), "location: Café Ö\n")

	withFlag, fake := interactive(t, t.TempDir(), twoPlayerGame[:n-4], "--duration", "40")
	assert.Equal(t, 1, withFlag.Code, "the script stops at the place question")
	assert.NotContains(t, fake.Labels(), "Minutes the game took", "--duration said it")
	assert.Equal(t, "Where it was played", fake.Labels()[len(fake.Labels())-1])
}
