package e2e_test

import (
	"encoding/json"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// Everything final scoring needs, recorded in a real terminal through
// promptui in eight answers (5 + 2 + 1, then no to the rest of the box),
// with one refused answer asked again; after it, final scoring is complete.
// Stopping half-way with Ctrl-C and running again continues where it
// stopped.
func TestEndToEndCalibrateInARealTerminal(t *testing.T) {
	t.Parallel()
	bin := endToEndBinary(t)
	env := terminalEnv(t)

	term := startInTerminal(t, bin, env, "box", "calibrate")
	before := []step{
		{"Which goods show 4 VP?", "silver glass"},
		{"Which goods show 3 VP besides cloth (known from the rulebook)?", "Tuch"}, // German for cloth
	}
	term.walk(before...)
	term.expect("Which goods show 2 VP?")
	term.ctrlC()
	// Wrapped at spaces to the terminal's width.
	assert.Contains(t, strings.Join(strings.Fields(term.rest()), " "), "run altiplano box calibrate again to continue")

	term = startInTerminal(t, bin, env, "box", "calibrate")
	term.expect("Continuing the calibration started")
	after := []step{
		{"Which goods show 2 VP?", "ore wool cacao"},
		{"Which goods show 1 VP?", "wood stone alpaca fish"},
		{"Which goods show 0 VP (still without a value: food, corn)?", "food corn"},
		{"Left side, rows from the bottom", "4/1 3/2 4/3"}, // refused: row 1 has 3 spaces
		{"row 1 has 3 spaces (the rulebook says so), not 4", "3/1 3/2 4/3"},
		{"Right side, rows from the bottom", "4/4 5/6"},
		{"VP of missions 1 to 20", "5 4 5 6 2 6 5 4 4 3 3 4 5 4 4 3 2 2 4 5"},
	}
	term.walk(after...)
	term.expect("Final scoring: every value it needs is known.")
	term.walk(step{"Go on with the rest of the box", "n"})
	answers := len(before) + len(after) + 1
	screen := term.rest()
	assert.Contains(t, screen, "Calibration finished.")
	assert.NotContains(t, screen, "\a", "no terminal bell")
	assert.Equal(t, 8, answers-2, "eight answers, the refused one and the no to the rest not counted")

	out, _ := runBinary(t, bin, env, "box", "show", "--json")
	var got struct {
		Complete bool `json:"complete_for_scoring"`
	}
	require.NoError(t, json.Unmarshal([]byte(out), &got))
	assert.True(t, got.Complete)
	drafts, err := filepath.Glob(filepath.Join(home(env), ".config", "altiplano", "box-drafts", "*.yaml"))
	require.NoError(t, err)
	assert.Empty(t, drafts, "the finished calibration leaves no draft")
}
