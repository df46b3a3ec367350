package e2e_test

import (
	"testing"

	"altiplano/cmd/internal/cmdtest"
)

// Ctrl-D while the host answers for a seat ends that seat's row of
// questions, as an empty line does, and the host's terminal is read on:
// a seat's number typed after it answers for the seat again, and Ctrl-D
// with no question asked lists what the host can type.
func TestEndToEndServeHostCtrlDEndsTheRowAndReadsOn(t *testing.T) {
	t.Parallel()
	term := hostInTerminal(t, "--code", cmdtest.TwoSeats, "--qr=false")
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
