package serve

import (
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
