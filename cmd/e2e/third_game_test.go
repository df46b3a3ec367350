package e2e_test

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// The third game (cmd/internal/gametest, registered only in the tests) in
// a real terminal and on phones: the test binary re-run as the program
// with it registered (see TestMain).

// In a real terminal: the test binary is the program with dice registered.
// The walk-through is interrupted, resumed with --resume, and a line is
// changed in the review before the pad.
func TestThirdGameWalksThroughInARealTerminal(t *testing.T) {
	t.Parallel()
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
	t.Parallel()
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
