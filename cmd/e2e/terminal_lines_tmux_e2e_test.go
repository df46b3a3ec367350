package e2e_test

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"altiplano/cmd/internal/cmdtest"
	"altiplano/cmd/text"
)

// The setup sheet in a real terminal of 60 columns (tmux): as the screen
// shows it, no word is split across two rows; it is the sheet a file
// gets, broken between words.
func TestSetupSheetBreaksBetweenWordsInTmux(t *testing.T) {
	t.Parallel()
	args := []string{"setup", "--players", "3", "--seed", "1"}
	p := startInTmuxToEnd(t, 60, tmuxEnv(t), endToEndBinary(t), args...)
	p.ended()
	source := cmdtest.Run(t, cmdtest.Env{}, args...)
	require.Equal(t, 0, source.Code, source.Stderr)
	// The sheet, from its title: the shell's lines may come before it and
	// after it.
	screen := p.scrollback()
	start := strings.Index(screen, "Altiplano setup for 3 players")
	require.GreaterOrEqual(t, start, 0, screen)
	screen = screen[start:]
	if end := strings.Index(screen, programEnded); end >= 0 {
		screen = screen[:end]
	}
	word, split := text.SplitWord(source.Stdout, screen)
	assert.False(t, split, "%q is split:\n%s", word, screen)
	for _, row := range strings.Split(screen, "\n") {
		assert.LessOrEqual(t, text.Width(row), 60, row)
	}
}
