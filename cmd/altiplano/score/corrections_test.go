package score_test

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"altiplano/cmd/internal/cmdtest"
	"altiplano/cmd/internal/golden"
	"altiplano/cmd/prompt"
)

// Tab fixes every copy of a typo and every other typo of the answer, not
// only the first word the parser stopped at.
func TestTabFixesEveryTypoOfTheAnswer(t *testing.T) {
	answers := []string{"Ana, Ben", "n", "", "wod wod wod glas", "\t", "", "", "", "", "", "", "", "", "", "", "", "", "", ""}
	fake := prompt.NewFake(answers...)
	r := cmdtest.Run(t, cmdtest.Env{ConfigDir: t.TempDir(), Interactive: true, Prompter: fake}, "score", "--no-history", "--box", golden.Testdata("box", "full.yaml"))
	require.Equal(t, 0, r.Code, r.Stderr)
	require.Len(t, fake.Refusals, 1)
	assert.Contains(t, r.Stderr, "  = 3 wood, 1 glass\n", "every copy corrected")
}

// A row size learned at the table that is smaller than the row just typed
// is refused at once, not accepted and then found out, round and round.
func TestALearnedRowSmallerThanItsTilesIsRefused(t *testing.T) {
	answers := []string{"Ana, Ben", "n", "", "", "3 fish | 3 silver", "9", "2 3", "3 3", "", "", "", "", "", "", "", "", "", "", "", "", "", "", "", "", ""}
	fake := prompt.NewFake(answers...)
	r := cmdtest.Run(t, cmdtest.Env{ConfigDir: t.TempDir(), Interactive: true, Prompter: fake}, "score", "--no-history")
	require.Equal(t, 0, r.Code, r.Stderr)
	require.NotEmpty(t, fake.Refusals)
	assert.Equal(t, "the row was just given 3 tiles, so it has at least 3 spaces, not 2", fake.Refusals[0])
	assert.NotContains(t, r.Stderr, "but the row holds only 2")
}
