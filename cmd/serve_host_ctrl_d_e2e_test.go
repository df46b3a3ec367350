package cmd_test

import (
	"io"
	"testing"

	"github.com/stretchr/testify/require"
)

// ctrlD types Ctrl-D on the terminal: on an empty line, the end of what
// was typed.
func (term *terminal) ctrlD() {
	term.t.Helper()
	_, err := io.WriteString(term.pty, "\x04")
	require.NoError(term.t, err)
}

// Ctrl-D while the host answers for a seat ends that seat's row of
// questions, as an empty line does, and the host's terminal is read on:
// a seat's number typed after it answers for the seat again, and Ctrl-D
// with no question asked lists what the host can type.
func TestEndToEndServeHostCtrlDEndsTheRowAndReadsOn(t *testing.T) {
	term := hostInTerminal(t, "--code", twoSeats, "--qr=false")
	term.gameURL()
	term.walk(step{"Minutes the game took", ""}, step{"Where it was played", ""})

	term.answer("2")
	term.expect("Answering for Ben here")
	term.expect("Ben · coins")
	term.ctrlD()
	term.answer("2")
	term.expect("Answering for Ben here")
	term.expect("Ben · coins")
	term.answer("1")
	term.expect("Ben · goods")
	term.ctrlD()

	term.ctrlD() // no question: the keys
	term.expect("s   score now")
	term.answer("2")
	term.expect("Answering for Ben here")
	term.expect("Ben · goods")
}
