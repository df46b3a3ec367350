package score_test

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"altiplano/cmd/internal/cmdtest"
	"altiplano/cmd/prompt"
)

// noblesWorth29 is the test box with the nobles worth 29 instead of 12,
// written in dir: in 02-unicorn-by-position.yaml Ben's unicorn took the
// king, so Ben wins with it (Anna won the tie on points by the tie-break).
func noblesWorth29(t *testing.T, dir string) string {
	t.Helper()
	data, err := os.ReadFile(box)
	require.NoError(t, err)
	other := filepath.Join(dir, "other.yaml")
	require.NoError(t, os.WriteFile(other, []byte(strings.Replace(string(data), "nobles: 12", "nobles: 29", 1)), 0o644))
	return other
}

// A stored game scored again with a value that changes a total and the
// winner: the changes are said player by player; the stored game changes
// only after a yes in a terminal, or with --yes; scored again with the
// same values it is left as it is.
func TestScoringAStoredGameAgainWithOtherValues(t *testing.T) {
	dir := t.TempDir()
	db := filepath.Join(dir, "games.db")
	otherBox := noblesWorth29(t, dir)
	file := game("02-unicorn-by-position.yaml")
	env := cmdtest.Env{ConfigDir: dir}
	run := func(env cmdtest.Env, boxFile string, more ...string) cmdtest.Result {
		r := cmdtest.Run(t, env, append([]string{"alpaka", "score", "--db", db, "--box", boxFile, "--file", file}, more...)...)
		require.Equal(t, 0, r.Code, r.Stderr)
		return r
	}
	list := func() string {
		r := cmdtest.Run(t, env, "games", "--game", "alpaka", "--db", db)
		require.Equal(t, 0, r.Code, r.Stderr)
		return r.Stdout
	}

	first := run(env, box)
	assert.Contains(t, first.Stderr, "Kept in the play history as game 1.")
	before := list()
	assert.Contains(t, before, "Anna 37, Ben 37, Cleo 11  Anna")

	noTerminal := run(env, otherBox)
	assert.Equal(t, "Game 1 in the play history was scored with other values. What changes:\n"+
		"  Anna: 37 points, place 1 → 2\n"+
		"  Ben: 37 → 54 points, place 2 → 1\n"+
		"Game 1 keeps its stored result: updating it needs a terminal to confirm, or --yes (or: altiplano games rescore ID --yes).\n",
		noTerminal.Stderr)
	assert.Equal(t, before, list(), "nothing changed without a yes")

	no := prompt.NewFake("n")
	answered := run(cmdtest.Env{ConfigDir: dir, Interactive: true, Prompter: no}, otherBox)
	assert.Contains(t, answered.Stderr, "Game 1 keeps its stored result.")
	assert.Equal(t, before, list())

	yes := run(env, otherBox, "--yes")
	assert.Contains(t, yes.Stderr, "Game 1 updated in the play history.")
	after := list()
	assert.Contains(t, after, "Anna 37, Ben 54, Cleo 11  Ben")
	assert.NotContains(t, after, "Ben 37")

	again := run(env, otherBox)
	assert.Contains(t, again.Stderr, "Already in the play history as game 1 (the same record); not stored again.")
	assert.Equal(t, after, list())
}

// `games rescore` scores a stored game of Alpaka again with the box's
// Alpaka values now, says what changes, and updates it with --yes.
func TestGamesRescoreAlpaka(t *testing.T) {
	dir := t.TempDir()
	db := filepath.Join(dir, "games.db")
	otherBox := noblesWorth29(t, dir)
	env := cmdtest.Env{ConfigDir: dir}
	r := cmdtest.Run(t, env, "alpaka", "score", "--db", db, "--box", box, "--file", game("02-unicorn-by-position.yaml"))
	require.Equal(t, 0, r.Code, r.Stderr)

	dry := cmdtest.Run(t, env, "games", "rescore", "1", "--dry-run", "--db", db, "--box", otherBox)
	require.Equal(t, 0, dry.Code, dry.Stderr)
	assert.Contains(t, dry.Stderr, "  Anna: 37 points, place 1 → 2\n  Ben: 37 → 54 points, place 2 → 1\n")

	same := cmdtest.Run(t, env, "games", "rescore", "--all", "--game", "alpaka", "--db", db, "--box", box)
	require.Equal(t, 0, same.Code, same.Stderr)
	assert.NotContains(t, same.Stderr, "→")

	yes := cmdtest.Run(t, env, "games", "rescore", "--all", "--game", "alpaka", "--yes", "--db", db, "--box", otherBox)
	require.Equal(t, 0, yes.Code, yes.Stderr)
	list := cmdtest.Run(t, env, "games", "--game", "alpaka", "--db", db)
	assert.Contains(t, list.Stdout, "Anna 37, Ben 54, Cleo 11  Ben")
}
