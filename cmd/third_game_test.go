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

// In a real terminal: the test binary is the program with dice registered.
// The walk-through is interrupted, resumed with --resume, and a line is
// changed in the review before the pad.
func TestThirdGameWalksThroughInARealTerminal(t *testing.T) {
	if testing.Short() {
		t.Skip("runs the program in a terminal")
	}
	bin, env := withTestGame(t, terminalEnv(t))

	term := startInTerminal(t, bin, env, "dice", "score", "--no-history")
	term.expect("Count your pips.")
	term.walk(step{"Players", "Ana, Ben"}, step{"Ana · pips", "17"}, step{"Ana · rerolls", "1"})
	term.expect("Ben · pips")
	term.ctrlC()
	assert.Contains(t, term.rest(), "--resume")

	term = startInTerminal(t, bin, env, "dice", "score", "--no-history", "--resume")
	term.walk([]step{
		{"Ben · pips", "17"}, {"Ben · rerolls", "2"}, {"Minutes the game took", "30"}, {"Where it was played", ""},
		{"Enter to score", "12"}, // Ana's rerolls
		{"Ana · rerolls", "3"}, {"Enter to score", ""},
	}...)
	screen := term.rest()
	assert.Contains(t, screen, "1. Ana: 17 pips, 3 rerolls left")
	assert.Contains(t, screen, "Decided by: rerolls")
}

// On two phones: each player answers their own questions; the result is
// on both phones and on the host, kept in the play history.
func TestThirdGamePlaysOnTwoPhones(t *testing.T) {
	if testing.Short() {
		t.Skip("serves phones")
	}
	bin, env := withTestGame(t, serveEnv(t))
	h := startHost(t, bin, env, "dice", "score", "--serve", "--listen", "127.0.0.1:0", "--names", "Ana, Ben")
	answers := map[string][]step{"Ana": {{"pips", "17"}, {"rerolls", "1"}}, "Ben": {{"pips", "17"}, {"rerolls", "2"}}}
	phones := playOnPhones(t, h.url, "en", answers, h.errText)
	pad := h.wait()
	require.NoError(t, h.err, h.errText())
	assert.Equal(t, "1. Ben: 17 pips, 2 rerolls left\n2. Ana: 17 pips, 1 reroll left\nDecided by: rerolls\n", pad)
	for name, phone := range phones {
		assert.Contains(t, phone.Pad(), "1. Ben: 17 pips", name+"'s phone shows the pad")
	}
	assert.Contains(t, h.errText(), "Kept in the play history as game 1.")
}
