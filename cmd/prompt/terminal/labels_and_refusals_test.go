package terminal_test

import (
	"bytes"
	"errors"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"altiplano/cmd/prompt"
	"altiplano/cmd/prompt/terminal"
)

// A refused yes/no is cleared, not kept on the line: "x" then "n" is "n",
// not "xn" (refused again, round and round).
func TestARefusedYesNoIsNotPrefilled(t *testing.T) {
	var out bytes.Buffer
	term := &terminal.Terminal{In: strings.NewReader("x\rn\r"), Out: &out}
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
	term := &terminal.Terminal{In: strings.NewReader("\r"), Out: &out}
	i, err := term.Choose("Which unfinished scoring?", []string{"a", "b"}, 0)
	require.NoError(t, err)
	assert.Equal(t, 0, i)
	assert.Contains(t, out.String(), "Which unfinished scoring?")
	assert.NotContains(t, out.String(), "scoring?:")
}

// Characters that do not print (a bidi override pasted in) are left out of
// the line, and the terminal says so; an answer without them is not told.
func TestCharactersLeftOutOfAnAnswerAreSaid(t *testing.T) {
	var out bytes.Buffer
	term := &terminal.Terminal{In: strings.NewReader("Ca\u202ef\u200bé\rBar\r"), Out: &out, LeftOut: "Left out."}
	answer, err := term.Ask(prompt.Question{Label: "Where"})
	require.NoError(t, err)
	assert.Equal(t, "Café", answer)
	assert.Equal(t, 1, strings.Count(out.String(), "  ! Left out.\r\n"))
	answer, err = term.Ask(prompt.Question{Label: "Where"})
	require.NoError(t, err)
	assert.Equal(t, "Bar", answer)
	assert.Equal(t, 1, strings.Count(out.String(), "Left out."), "said of the answer that lost them only")
}

// A label too long for the input line is laid out above it; asked again
// after a refusal, the whole label is shown again under the refusal, not
// its last line alone (a fragment of the question). The help is said once.
func TestALongLabelIsShownWholeAfterARefusal(t *testing.T) {
	scr := newScreen(40)
	label := "Printed values of the market types in the rulebook's order: librarian shopaholic janitor"
	term := &terminal.Terminal{In: strings.NewReader("x\r\x15" + "1 2 3\r"), Out: scr, Columns: func() int { return 40 }}
	got, err := term.Ask(prompt.Question{Label: label, Help: "Three answers.", Validate: func(s string) error {
		if s == "x" {
			return errors.New("numbers, please")
		}
		return nil
	}})
	require.NoError(t, err)
	assert.Equal(t, "1 2 3", got)
	shown := scr.String()
	assert.Equal(t, 1, strings.Count(shown, "Three answers."), shown)
	after := shown[strings.Index(shown, "numbers, please"):]
	squeeze := strings.NewReplacer(" ", "", "\n", "")
	assert.Contains(t, squeeze.Replace(after), squeeze.Replace(label+": 1 2 3"), "the question reads whole again:\n%s", shown)
}
