package terminal_test

import (
	"bytes"
	"errors"
	"strconv"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"altiplano/cmd/prompt"
	"altiplano/cmd/prompt/terminal"
)

// The real promptui implementation, driven through injected streams: a
// refused answer's problem is shown and the question asked again, the bell
// never reaches the output, and the prompt goes to the given writer.
func TestTerminalAskThroughInjectedStreams(t *testing.T) {
	var out bytes.Buffer
	term := &terminal.Terminal{In: strings.NewReader("x\r\x1542\r"), Out: &out}
	answer, err := term.Ask(prompt.Question{Label: "Coins", Default: "", Validate: func(s string) error {
		if _, err := strconv.Atoi(s); err != nil {
			return errors.New("a whole number, please")
		}
		return nil
	}})
	require.NoError(t, err)
	assert.Equal(t, "42", answer)
	assert.Contains(t, out.String(), "Coins")
	assert.Contains(t, out.String(), "  ! a whole number, please\r\n", "the problem is shown on a line of its own")
	assert.NotContains(t, out.String(), "\a", "the bell is filtered out")
}

func TestTerminalEndOfInputIsAnInterruption(t *testing.T) {
	term := &terminal.Terminal{In: strings.NewReader(""), Out: &bytes.Buffer{}}
	_, err := term.Ask(prompt.Question{Label: "Coins"})
	assert.ErrorIs(t, err, prompt.ErrInterrupted)
}

func TestTerminalChoose(t *testing.T) {
	// Down arrow once, then Enter.
	term := &terminal.Terminal{In: strings.NewReader("\x1b[B\r"), Out: &bytes.Buffer{}}
	i, err := term.Choose("Edit", []string{"done", "Anna: coins", "Ben: coins"}, 0)
	require.NoError(t, err)
	assert.Equal(t, 1, i)
}

// Answers typed ahead (or pasted) reach the questions they were meant for.
func TestTerminalKeepsAnswersTypedAhead(t *testing.T) {
	term := &terminal.Terminal{In: strings.NewReader("Anna\rBen\rCleo\r"), Out: &bytes.Buffer{}}
	for _, want := range []string{"Anna", "Ben", "Cleo"} {
		got, err := term.Ask(prompt.Question{Label: "Name"})
		require.NoError(t, err)
		assert.Equal(t, want, got)
	}
	_, err := term.Ask(prompt.Question{Label: "Name"})
	assert.ErrorIs(t, err, prompt.ErrInterrupted, "then the input ends")
}
