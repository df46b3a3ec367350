package setup_test

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"altiplano/cmd/internal/cmdtest"
	"altiplano/cmd/prompt"
)

func TestSetupCheckListsWhatToAddOrRemove(t *testing.T) {
	// 2 players, seed 1: 16 items to count (coins are unlimited and skipped).
	answers := make([]string, 16)
	fake := prompt.NewFake(answers...)
	r := cmdtest.Run(t, cmdtest.Env{Interactive: true, Prompter: fake}, "setup", "--players", "2", "--seed", "1", "--check")
	require.Equal(t, 0, r.Code, r.Stderr)
	assert.Zero(t, fake.Remaining())
	assert.Len(t, fake.Asked, 16)
	assert.Equal(t, "Everything matches the sheet.\n", r.Stdout)

	// Change two answers: one short, one over.
	answers = make([]string, 16)
	var corn, glass int
	for i, q := range fake.Asked {
		switch q.Label {
		case "road · corn (sheet: 12)":
			corn = i
		case "market · glass (sheet: 7)":
			glass = i
		}
	}
	answers[corn], answers[glass] = "10", "8"
	fake = prompt.NewFake(append([]string{"x"}, answers...)...)
	r = cmdtest.Run(t, cmdtest.Env{Interactive: true, Prompter: fake}, "setup", "--players", "2", "--seed", "1", "--check")
	require.Equal(t, 0, r.Code, r.Stderr)
	assert.Contains(t, r.Stdout, "To match the sheet:\n")
	assert.Contains(t, r.Stdout, "corn, road: add 2")
	assert.Contains(t, r.Stdout, "glass, market: remove 1")
	assert.Equal(t, []string{`expected a whole number, not "x"`}, fake.Refusals, "a bad count is asked again")
}

func TestSetupCheckNeedsATerminal(t *testing.T) {
	r := cmdtest.Run(t, cmdtest.Env{}, "setup", "--players", "3", "--check")
	assert.Equal(t, 2, r.Code)
	assert.Contains(t, r.Stderr, "needs a terminal")
	assert.Empty(t, r.Stdout)

	// Wrong flags are said with it, not in the run after.
	r = cmdtest.Run(t, cmdtest.Env{}, "setup", "--players", "9", "--roles", "x", "--check")
	assert.Equal(t, 2, r.Code)
	assert.Equal(t, "altiplano: 3 problems:\n"+
		"  - --check asks questions and needs a terminal; without one, print the sheet with: altiplano setup --players N\n"+
		"  - --players: must be a whole number from 2 to 5, not \"9\"\n"+
		"  - --roles: must be deal or draft, not \"x\"\n", r.Stderr)
}
