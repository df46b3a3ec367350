package terminal_test

import (
	"bytes"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"

	"altiplano/cmd/prompt/terminal"
)

// A wrapped line on a terminal made narrower is wrapped again by it over
// more rows: the line is cleared from its first row as the new width wraps
// it, leaving no copy of its first row behind.
func TestLineClearedAfterTheTerminalNarrowed(t *testing.T) {
	var out bytes.Buffer
	cols := 30
	l := terminal.NewLine(&out, func() int { return cols })
	l.Ask("Goods: ", "", "")
	l.Type([]byte(strings.Repeat("x", 31))) // 38 characters: 2 rows of 30
	for {
		if _, _, _, ok := l.Key(); !ok {
			break
		}
	}
	out.Reset()
	cols = 10 // 4 rows of 10, the cursor on the last
	l.Clear()
	assert.Equal(t, "\x1b[3A\r\x1b[J", out.String())
}
