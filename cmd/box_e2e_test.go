package cmd_test

import (
	"encoding/json"
	"os"
	"os/exec"
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
	if testing.Short() {
		t.Skip("builds the binary")
	}
	bin := buildBinary(t)
	home := t.TempDir()
	env := []string{"HOME=" + home, "XDG_CONFIG_HOME=" + filepath.Join(home, ".config"), "TERM=xterm", "PATH=" + os.Getenv("PATH")}

	term := startInTerminal(t, bin, env, "box", "calibrate")
	steps := []struct{ prompt, answer string }{
		{"Which goods show 4 VP?", "silver glass"},
		{"Which goods show 3 VP besides cloth (known from the rulebook)?", "Tuch"}, // German for cloth
	}
	answers := 0
	for _, s := range steps {
		term.expect(s.prompt)
		term.answer(s.answer)
		answers++
	}
	term.expect("Which goods show 2 VP?")
	_, err := term.pty.Write([]byte{3}) // Ctrl-C
	require.NoError(t, err)
	// Wrapped at spaces to the terminal's width.
	assert.Contains(t, strings.Join(strings.Fields(term.rest()), " "), "run altiplano box calibrate again to continue")

	term = startInTerminal(t, bin, env, "box", "calibrate")
	term.expect("Continuing the calibration started")
	steps = []struct{ prompt, answer string }{
		{"Which goods show 2 VP?", "ore wool cacao"},
		{"Which goods show 1 VP?", "wood stone alpaca fish"},
		{"Which goods show 0 VP (still without a value: food, corn)?", "food corn"},
		{"Left side, rows from the bottom", "4/1 3/2 4/3"}, // refused: row 1 has 3 spaces
		{"row 1 has 3 spaces (the rulebook says so), not 4", "3/1 3/2 4/3"},
		{"Right side, rows from the bottom", "4/4 5/6"},
		{"VP of missions 1 to 20", "5 4 5 6 2 6 5 4 4 3 3 4 5 4 4 3 2 2 4 5"},
	}
	for _, s := range steps {
		term.expect(s.prompt)
		term.answer(s.answer)
		answers++
	}
	term.expect("Final scoring: every value it needs is known.")
	term.expect("Go on with the rest of the box")
	term.answer("n")
	answers++
	screen := term.rest()
	assert.Contains(t, screen, "Calibration finished.")
	assert.NotContains(t, screen, "\a", "no terminal bell")
	assert.Equal(t, 8, answers-2, "eight answers, the refused one and the no to the rest not counted")

	show := exec.Command(bin, "box", "show", "--json")
	show.Env = env
	out, err := show.Output()
	require.NoError(t, err)
	var got struct {
		Complete bool `json:"complete_for_scoring"`
	}
	require.NoError(t, json.Unmarshal(out, &got))
	assert.True(t, got.Complete)
	drafts, err := filepath.Glob(filepath.Join(home, ".config", "altiplano", "box-drafts", "*.yaml"))
	require.NoError(t, err)
	assert.Empty(t, drafts, "the finished calibration leaves no draft")
}
