package box_test

import (
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"altiplano/cmd"
	"altiplano/cmd/internal/cmdtest"
	"altiplano/cmd/internal/gametest"
	"altiplano/cmd/prompt"
)

// withDice runs the program with a game it was not built with registered
// after the others: the box commands run its section as they run theirs.
func withDice(t *testing.T, env cmdtest.Env, args ...string) cmdtest.Result {
	t.Helper()
	env.Games = append(cmd.Registry(), gametest.Dice{})
	return cmdtest.Run(t, env, args...)
}

func TestBoxRunsAGameNotBuiltIn(t *testing.T) {
	dir := t.TempDir()
	box := filepath.Join(dir, "box.yaml")

	r := withDice(t, cmdtest.Env{ConfigDir: dir}, "box", "show")
	require.Equal(t, 0, r.Code, r.Stderr)
	assert.Contains(t, r.Stdout, "\nDice · values known: 0 of 1\n  pips: ?\n", "shown after the other games, nothing invented")

	help := withDice(t, cmdtest.Env{ConfigDir: dir}, "box", "calibrate", "--help")
	assert.Contains(t, help.Stdout, "The die has a section of its own: --section dice.")
	assert.Contains(t, help.Stdout, "alpaka (Alpaka's values)")
	assert.Contains(t, help.Stdout, " or dice (the die)", "the last game's")
	r = withDice(t, cmdtest.Env{ConfigDir: dir}, "box", "calibrate", "--section", "dise")
	assert.Equal(t, 2, r.Code)
	assert.Contains(t, r.Stderr, "roles, alpaka, ")
	assert.Contains(t, r.Stderr, ", dice\n")

	// One question, its answer checked by the game.
	fake := prompt.NewFake("25", "6")
	r = withDice(t, cmdtest.Env{ConfigDir: dir, Interactive: true, Prompter: fake}, "box", "calibrate", "--section", "dice")
	require.Equal(t, 0, r.Code, r.Stderr)
	require.Len(t, fake.Refusals, 1)
	assert.Contains(t, fake.Refusals[0], "25")
	assert.Contains(t, r.Stderr, "Take the die and read its highest face.")
	assert.Contains(t, r.Stderr, "Dice · values known: 1 of 1\n  pips: 6\n", "the section is shown once saved")
	data, err := os.ReadFile(box)
	require.NoError(t, err)
	assert.Equal(t, "dice: {pips: 6}\n", string(data))

	r = withDice(t, cmdtest.Env{ConfigDir: dir}, "box", "check")
	require.Equal(t, 0, r.Code, r.Stderr)
	assert.Contains(t, r.Stdout, "  Dice · values known: 1 of 1\n")

	r = withDice(t, cmdtest.Env{ConfigDir: dir}, "box", "show", "--json")
	require.Equal(t, 0, r.Code, r.Stderr)
	var shown struct {
		Dice struct{ Pips *int } `json:"dice"`
	}
	require.NoError(t, json.Unmarshal([]byte(r.Stdout), &shown))
	require.NotNil(t, shown.Dice.Pips, r.Stdout)
	assert.Equal(t, 6, *shown.Dice.Pips, "another game's fields are under its id")

	// A friend's file: checked by every game, its die merged over ours,
	// our other sections kept.
	require.NoError(t, os.WriteFile(box, []byte("# mine\nmissions:\n  - {id: 3, vp: 5}\ndice: {pips: 6}\n"), 0o644))
	friend := filepath.Join(dir, "friend.yaml")
	require.NoError(t, os.WriteFile(friend, []byte("dice: {pips: 21}\n"), 0o644))
	r = withDice(t, cmdtest.Env{ConfigDir: dir}, "box", "import", "--yes", friend)
	assert.Equal(t, 2, r.Code)
	assert.Contains(t, r.Stderr, "friend.yaml, dice.pips (line 1)")
	require.NoError(t, os.WriteFile(friend, []byte("dice: {pips: 4}\n"), 0o644))
	fake = prompt.NewFake("0") // merge
	r = withDice(t, cmdtest.Env{ConfigDir: dir, Interactive: true, Prompter: fake}, "box", "import", friend)
	require.Equal(t, 0, r.Code, r.Stderr)
	assert.Contains(t, r.Stderr, "  Dice\n    pips: 6 → 4\n")
	data, err = os.ReadFile(box)
	require.NoError(t, err)
	assert.Equal(t, "# mine\nmissions:\n  - {id: 3, vp: 5}\ndice: {pips: 4}\n", string(data))

	// The other games read the profile with the die's section in it.
	r = withDice(t, cmdtest.Env{ConfigDir: dir}, "rules", "missions")
	require.Equal(t, 0, r.Code, r.Stderr)
	r = withDice(t, cmdtest.Env{ConfigDir: dir}, "alpaka", "setup", "--players", "2", "--seed", "1")
	require.Equal(t, 0, r.Code, r.Stderr)
}

// The top level of the profile is the registered games': without the die,
// its section is a key no game declares, and the die's keys are listed
// when it is registered.
func TestTheTopLevelIsTheRegisteredGames(t *testing.T) {
	dir := t.TempDir()
	box := filepath.Join(dir, "box.yaml")
	require.NoError(t, os.WriteFile(box, []byte("dice: {pips: 6}\n"), 0o644))
	r := cmdtest.Run(t, cmdtest.Env{ConfigDir: dir}, "box", "check")
	assert.Equal(t, 2, r.Code)
	assert.Contains(t, r.Stderr, `unknown key "dice"`)

	require.NoError(t, os.WriteFile(box, []byte("colour: red\n"), 0o644))
	r = withDice(t, cmdtest.Env{ConfigDir: dir}, "box", "check")
	assert.Equal(t, 2, r.Code)
	var keys []string
	for _, g := range append(cmd.Registry(), gametest.Dice{}) {
		keys = append(keys, g.Box().Keys()...)
	}
	assert.Contains(t, r.Stderr, "allowed here: "+strings.Join(keys, ", ")+"\n")
}
