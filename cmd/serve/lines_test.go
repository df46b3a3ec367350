package serve

import (
	"bytes"
	"context"
	"errors"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"altiplano/cmd/prompt"
)

// The host's line prompt: Enter takes the default (or a previous answer),
// a refused answer is said and asked again, a choice is a number from 1,
// and the end of the terminal interrupts.
func TestLineAsk(t *testing.T) {
	var out strings.Builder
	a := LineAsk{Ctx: context.Background(), Lines: ReadLines(strings.NewReader("\nx\n7\n\n9\n2\n")), Out: &out}
	got, err := a.Ask(prompt.Question{Label: "Deck", Prefill: "11"})
	require.NoError(t, err)
	assert.Equal(t, "11", got, "Enter keeps the previous answer")
	got, err = a.Ask(prompt.Question{Label: "Value", Validate: func(s string) error {
		if s != "7" {
			return errors.New("a number, please")
		}
		return nil
	}})
	require.NoError(t, err)
	assert.Equal(t, "7", got)
	k, err := a.Choose("Who?", []string{"Anna", "Ben"}, 1)
	require.NoError(t, err)
	assert.Equal(t, 1, k, "Enter takes the cursor's")
	k, err = a.Choose("Who?", []string{"Anna", "Ben"}, 0)
	require.NoError(t, err)
	assert.Equal(t, 1, k, "9 is no item; 2 is Ben")
	_, err = a.Ask(prompt.Question{Label: "More"})
	assert.ErrorIs(t, err, prompt.ErrInterrupted)
	assert.True(t, strings.HasPrefix(out.String(), "Deck [11]: Value: "), out.String())
	assert.Contains(t, out.String(), "  ! a number, please\n")
	assert.Contains(t, out.String(), "Who?\n  1) Anna\n  2) Ben\n[2]: ")
}

// scriptedLines is the host's terminal typing lines.
func scriptedLines(lines ...string) <-chan string {
	c := make(chan string, len(lines))
	for _, l := range lines {
		c <- l
	}
	close(c)
	return c
}

// The host's line reader shows a question's help above it, as the
// walk-through does: "The values of … are unverified defaults." before
// "Check them against your scoring overview now?".
func TestHostLineReaderShowsTheHelp(t *testing.T) {
	var out bytes.Buffer
	ask := LineAsk{Ctx: context.Background(), Lines: scriptedLines("n"), Out: &out}
	a, err := ask.Ask(prompt.Question{Label: "Check them against your scoring overview now? (y/n)", Default: "y",
		Help: "The values of fish are unverified defaults.", Validate: func(string) error { return nil }})
	require.NoError(t, err)
	assert.Equal(t, "n", a)
	assert.Equal(t, "The values of fish are unverified defaults.\nCheck them against your scoring overview now? (y/n) [y]: ", out.String())
}

// After s, the host's refused answer with a proposed correction: Tab (then
// Enter) takes it, as the refusal says, and so does Enter alone.
func TestHostLineReaderTabTakesTheCorrection(t *testing.T) {
	check := func(s string) error {
		if s == "3 fish" {
			return nil
		}
		return &prompt.Refusal{Message: `"fsh" is not a good` + "\nfsh → fish? Tab takes it.", Fixed: "3 fish"}
	}
	for _, keys := range [][]string{{"3 fsh", "\t"}, {"3 fsh", ""}} {
		var out bytes.Buffer
		ask := LineAsk{Ctx: context.Background(), Lines: scriptedLines(keys...), Out: &out}
		a, err := ask.Ask(prompt.Question{Label: "Ana · goods", Validate: check})
		require.NoError(t, err, out.String())
		assert.Equal(t, "3 fish", a)
		assert.Equal(t, "Ana · goods: "+`  ! "fsh" is not a good`+"\n    fsh → fish? Tab takes it.\nAna · goods [3 fish]: ", out.String())
	}
}
