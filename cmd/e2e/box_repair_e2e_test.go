package e2e_test

import (
	"os"
	"path/filepath"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// A damaged default box.yaml, as a new user meets it in a real terminal:
// setup goes on with a warning, and box calibrate repairs it, keeping the
// damaged file beside the new one.
func TestEndToEndCalibrateRepairsADamagedBoxProfile(t *testing.T) {
	t.Parallel()
	bin := endToEndBinary(t)
	env := terminalEnv(t)
	box := filepath.Join(home(env), ".config", "altiplano", "box.yaml")
	require.NoError(t, os.MkdirAll(filepath.Dir(box), 0o755))
	require.NoError(t, os.WriteFile(box, []byte("goods: [\n"), 0o644))

	sheet, warned := runBinary(t, bin, env, "setup", "--players", "3")
	assert.Contains(t, warned, "warning: the box profile "+box+" cannot be read")
	assert.Contains(t, sheet, "Altiplano setup for 3 players")

	term := startInTerminal(t, bin, env, "box", "calibrate")
	term.walk([]step{
		{"Which goods show 4 VP?", "silver glass"},
		{"Which goods show 3 VP besides cloth (known from the rulebook)?", ""},
		{"Which goods show 2 VP?", "ore wool cacao"},
		{"Which goods show 1 VP?", "wood stone alpaca fish"},
		{"Which goods show 0 VP (still without a value: food, corn)?", "food corn"},
	}...)
	term.expect("The damaged box profile is kept as " + box + ".damaged.")
	term.expect("Left side, rows from the bottom")
	term.ctrlC() // the goods are saved already
	term.rest()

	kept, err := os.ReadFile(box + ".damaged")
	require.NoError(t, err)
	assert.Equal(t, "goods: [\n", string(kept))
	checked, said := runBinary(t, bin, env, "box", "check")
	assert.Contains(t, checked+said, box+" is a valid box profile.")
}
