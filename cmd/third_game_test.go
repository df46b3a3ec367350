package cmd_test

import (
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"altiplano/cmd"
	"altiplano/cmd/internal/cmdtest"
	"altiplano/cmd/internal/gametest"
)

// A third game, built in nowhere (cmd/internal/gametest, registered only
// here), gets from the shared machinery everything the two real games do,
// with no shared code changed for it.

// diceRecord is a game of dice as a record file: Ana and Ben tie on pips,
// and Ben's rerolls decide.
const diceRecord = `game: dice
players:
  - {name: Ana, pips: 17, rerolls: 1}
  - {name: Ben, pips: 17, rerolls: 2}
`

func withDice(env cmdtest.Env) cmdtest.Env {
	env.Games = append(cmd.Registry(), gametest.Dice{})
	return env
}

func TestThirdGameIsListedByHelp(t *testing.T) {
	r := cmdtest.Run(t, withDice(cmdtest.Env{}), "--help")
	require.Equal(t, 0, r.Code, r.Stderr)
	assert.Regexp(t, `(?m)^\s+dice\s+Dice, a game for tests$`, r.Stdout)
	r = cmdtest.Run(t, withDice(cmdtest.Env{}), "dice", "--help")
	require.Equal(t, 0, r.Code, r.Stderr)
	assert.Contains(t, r.Stdout, "setup")
	assert.Contains(t, r.Stdout, "score")
}

func TestThirdGameSetsUpWithAChecksummedCode(t *testing.T) {
	env := withDice(cmdtest.Env{})
	first := cmdtest.Run(t, env, "dice", "setup", "--players", "3", "--seed", "7")
	require.Equal(t, 0, first.Code, first.Stderr)
	code := regexp.MustCompile(`Setup code: (\S+)`).FindStringSubmatch(first.Stdout)
	require.Len(t, code, 2, first.Stdout)
	again := cmdtest.Run(t, env, "dice", "setup", "--code", strings.ToLower(code[1]))
	require.Equal(t, 0, again.Code, again.Stderr)
	assert.Equal(t, first.Stdout, again.Stdout, "the code sets the same table up again")
	slip := []byte(code[1])
	slip[0] ^= 1
	bad := cmdtest.Run(t, env, "dice", "setup", "--code", string(slip))
	assert.Equal(t, 2, bad.Code)
	assert.NotEmpty(t, bad.Stderr)
	// Another game's reader says the code is not its own.
	other := cmdtest.Run(t, env, "alpaka", "setup", "--code", code[1])
	assert.Equal(t, 2, other.Code)
	assert.NotContains(t, other.Stderr, "not a setup code", other.Stderr)
}

func TestThirdGameScoresFromARecordFile(t *testing.T) {
	dir := t.TempDir()
	file := filepath.Join(dir, "game.yaml")
	require.NoError(t, os.WriteFile(file, []byte(diceRecord), 0o600))
	env := withDice(cmdtest.Env{ConfigDir: dir})
	r := cmdtest.Run(t, env, "dice", "score", "--file", file)
	require.Equal(t, 0, r.Code, r.Stderr)
	assert.Equal(t, "1. Ben: 17 pips, 2 rerolls left\n2. Ana: 17 pips, 1 reroll left\nDecided by: rerolls\n", r.Stdout)
	assert.Equal(t, "Kept in the play history as game 1.\n", r.Stderr)
	r = cmdtest.Run(t, env, "dice", "score", "--file", file)
	assert.Contains(t, r.Stderr, "Already in the play history as game 1", "the same record is kept once")

	bad := filepath.Join(dir, "bad.yaml")
	require.NoError(t, os.WriteFile(bad, []byte("game: dice\nplayers:\n  - {name: Ana, pips: 999, rerolls: 1}\n"), 0o600))
	r = cmdtest.Run(t, env, "dice", "score", "--file", bad)
	assert.Equal(t, 2, r.Code)
	assert.Contains(t, r.Stderr, "bad.yaml")
}
