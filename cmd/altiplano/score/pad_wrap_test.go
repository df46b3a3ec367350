package score_test

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"altiplano/cmd/internal/cmdtest"
	"altiplano/cmd/prompt"
	"altiplano/cmd/text"
)

// On a terminal the pad's assumptions are wrapped at words to its width,
// continuation lines indented under the text; the advice is the
// walk-through's.
func TestPadAssumptionsWrapOnATerminal(t *testing.T) {
	fake := prompt.NewFake(twoPlayerGame...)
	fake.Columns = 60 // a terminal 60 columns wide
	r := cmdtest.Run(t, cmdtest.Env{ConfigDir: t.TempDir(), Interactive: true, Prompter: fake}, "score")
	require.Equal(t, 0, r.Code, r.Stderr)
	_, assumptions, ok := strings.Cut(r.Stdout, "Assumptions (this result uses values that are not verified):\n")
	require.True(t, ok, r.Stdout)
	assumptions, _, ok = strings.Cut(assumptions, "\n\nScore pad")
	require.True(t, ok, "the table and who won come after the assumptions:\n%s", r.Stdout)
	lines := strings.Split(strings.TrimRight(assumptions, "\n"), "\n")
	require.Greater(t, len(lines), 3, "the items take several lines each")
	for _, line := range lines {
		assert.LessOrEqual(t, text.Width(line), 60, line)
		assert.True(t, strings.HasPrefix(line, "  - ") || strings.HasPrefix(line, "    "), line)
	}
	assert.Contains(t, lines, "  - Anna, warehouse row 2: counted as incomplete because its")
	flat := strings.Join(strings.Fields(assumptions), " ")
	assert.Contains(t, flat, "when the walk-through asks, answer the row's spaces and VP (such as 3 2), or record the warehouse once with: altiplano box calibrate --section warehouse")
}
