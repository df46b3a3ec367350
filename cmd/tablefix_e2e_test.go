package cmd_test

import (
	"io"
	"strings"
	"testing"

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
