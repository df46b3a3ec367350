package e2e_test

import (
	"testing"

	"github.com/stretchr/testify/require"

	"altiplano/cmd/internal/cmdtest"
	"altiplano/cmd/internal/phonetest"
)

// On the host's terminal, what was typed and not yet entered is drawn
// again, with its question, under what the phones do: the screen shows what
// Enter sends. A refused answer stays on the line for correcting, as in the
// walk-through.
func TestEndToEndServeHostKeepsWhatIsTyped(t *testing.T) {
	t.Parallel()
	term := hostInTerminal(t, "--code", cmdtest.TwoSeats)
	url := term.gameURL()
	term.expect("Minutes the game took: ")
	term.typeRaw("12")
	require.NoError(t, phonetest.New(url, "en").Sit("Anna"))
	term.expect("Anna has joined on a phone")
	term.expect("Minutes the game took: 12")
	term.typeRaw("\r")
	term.walk(step{"Where it was played", ""})

	term.answer("t")
	term.expect("Minutes the game took (- for none) [12]: ")
	term.answer("0")
	term.expect("  ! must be a whole number from 1 to 1440, not 0")
	term.expect("Minutes the game took (- for none) [12]: 0")
	term.typeRaw("\x7f30\r")
	term.expect("Where it was played")
	term.answer("")
	term.answer("t")
	term.expect("Minutes the game took (- for none) [30]: ")
}
