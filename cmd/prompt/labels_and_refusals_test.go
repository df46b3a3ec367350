package prompt_test

import (
	"bytes"
	"errors"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"altiplano/cmd/prompt"
)

// A refused yes/no is cleared, not kept on the line: "x" then "n" is "n",
// not "xn" (refused again, round and round).
func TestARefusedYesNoIsNotPrefilled(t *testing.T) {
	var out bytes.Buffer
	term := &prompt.Terminal{In: strings.NewReader("x\rn\r"), Out: &out}
	answer, err := term.Ask(prompt.Question{Label: "Save? (y/n)", Short: true, Validate: func(s string) error {
		if s != "y" && s != "n" {
			return errors.New(`"` + s + `" is neither yes nor no`)
		}
		return nil
	}})
	require.NoError(t, err)
	assert.Equal(t, "n", answer)
	assert.Contains(t, out.String(), "  ! \"x\" is neither yes nor no\r\n")
	assert.NotContains(t, out.String(), "xn")
}

// A choice whose label is a question gets no ":" after its "?".
func TestChooseLabelEndingInAQuestionMarkIsNotDoubled(t *testing.T) {
	var out bytes.Buffer
	term := &prompt.Terminal{In: strings.NewReader("\r"), Out: &out}
	i, err := term.Choose("Which unfinished scoring?", []string{"a", "b"}, 0)
	require.NoError(t, err)
	assert.Equal(t, 0, i)
	assert.Contains(t, out.String(), "Which unfinished scoring?")
	assert.NotContains(t, out.String(), "scoring?:")
}
