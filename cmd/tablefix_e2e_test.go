package cmd_test

import (
	"io"
	"regexp"
	"strings"
	"testing"

	"github.com/creack/pty"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// Ctrl-C on a served game says how to resume it served: with --serve, or
// the phones would never be asked again.
func TestCtrlCOnAServedGameSaysResumeServed(t *testing.T) {
	if testing.Short() {
		t.Skip("builds the binary")
	}
	bin := buildBinary(t)
	term := startInTerminal(t, bin, serveEnv(t), "score", "--serve", "--listen", "127.0.0.1:0", "--code", twoSeats, "--no-history")
	term.gameURL()
	term.expect("s to score now")
	_, err := io.WriteString(term.pty, "\x03")
	require.NoError(t, err)
	screen := strings.Join(strings.Fields(term.rest()), " ") // the message is wrapped
	assert.Contains(t, screen, "continue with: altiplano score --serve --resume")
	assert.NotContains(t, screen, "continue with: altiplano score --resume")
}

// The Ctrl-C message is wrapped at spaces to the terminal's width: the
// draft's path is never broken mid-word.
func TestCtrlCMessageIsWrappedToTheTerminal(t *testing.T) {
	if testing.Short() {
		t.Skip("builds the binary")
	}
	bin := buildBinary(t)
	term := startInTerminal(t, bin, serveEnv(t), "score", "--no-history")
	term.expect("Players (names")
	term.answer("Ana, Ben")
	term.expect("mission variant")
	require.NoError(t, pty.Setsize(term.pty, &pty.Winsize{Rows: 50, Cols: 60}))
	_, err := io.WriteString(term.pty, "\x03")
	require.NoError(t, err)
	screen := term.rest()
	start := strings.Index(screen, "stopped.")
	require.GreaterOrEqual(t, start, 0, screen)
	msg := strings.ReplaceAll(screen[start:], "\r", "")
	lines := strings.Split(strings.TrimRight(msg, "\n"), "\n")
	require.Greater(t, len(lines), 2, "wrapped: %q", msg)
	for _, l := range lines {
		assert.LessOrEqual(t, len([]rune(l)), 60, "%q", l)
	}
	path := regexp.MustCompile(`/\S+\.yaml`).FindString(msg)
	assert.Contains(t, path, "/drafts/", "the path is whole on one line: %q", msg)
}
