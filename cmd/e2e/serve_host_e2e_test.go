package e2e_test

import (
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"altiplano/cmd/internal/cmdtest"
	"altiplano/cmd/internal/phonetest"
)

// gameURL waits for the game's address on the terminal.
func (term *terminal) gameURL() string {
	term.t.Helper()
	return term.waitFor(term.t, "the game's address", time.After(serveDeadline), term.screen.String, reGameURL.FindString)
}

// closeServer waits until the host says the phones keep the result, closes
// the server with Enter, and gives what the host showed until it ended.
func (term *terminal) closeServer() string {
	term.t.Helper()
	term.expect("Enter or Ctrl-C closes the server now.")
	term.answer("")
	return term.rest()
}

// hostMissionsGame starts a host in a real terminal for Anna and Ben with
// the mission variant and the box at box, skips its table questions, and
// returns the terminal and the game's address; under -short the test is
// skipped.
func hostMissionsGame(t *testing.T, box string) (*terminal, string) {
	t.Helper()
	term := hostInTerminal(t, "--box", box)
	term.walk(step{"Players (names", "Anna, Ben"}, step{"mission variant", "y"})
	url := term.gameURL()
	term.walk(step{"Minutes the game took", ""}, step{"Where it was played", ""})
	return term, url
}

// Ben has no phone: the host answers for him from the keyboard while Anna
// answers on hers. The table's own questions are asked first, while the
// phones answer; once every seat is done the result comes with no
// keystroke, and the phones keep it until the host presses Enter.
func TestEndToEndServeHostAnswersForASeat(t *testing.T) {
	t.Parallel()
	term := hostInTerminal(t, "--code", cmdtest.TwoSeats)
	url := term.gameURL()
	term.expect("s   score now")
	// How long and where: asked at once, the phones answering meanwhile;
	// Enter skips where.
	term.walk(step{"Minutes the game took", "30"}, step{"Where it was played", ""})
	anna := make(chan error, 1)
	phone := phonetest.New(url, "en")
	go func() { anna <- play(phone, "Anna", servedGame["Anna"], 0) }()

	term.answer("2") // Ben's seat: his questions one after the other
	term.expect("Answering for Ben here; \"-\" answers none, an empty line stops.")
	for _, s := range servedGame["Ben"] {
		term.expect("Ben · " + s.label)
		if s.label == "goods" {
			// A refused answer is said, and the question asked again.
			term.answer("2 stne")
			term.expect(`  ! "stne" is not a good`)
			term.expect("Ben · goods")
		}
		if s.label == "houses" {
			term.answer("") // an empty line ends the row, and answers nothing
			term.answer("2")
			term.expect("Answering for Ben here")
			term.expect("Ben · " + s.label)
		}
		answer := s.answer
		switch {
		case answer == "" && s.label == "boats":
			answer = "0" // Enter gives no default here: the host types it
		case answer == "":
			answer = "-" // none
		}
		term.answer(answer)
	}
	// His review, in the host's words: typed, not tapped.
	term.expect("Ben's answers: type a number to change one, or 1 if they are done")
	term.expect("  1) ✓ Ben is done")
	term.answer("1") // done, said: an empty line is not
	if err := <-anna; err != nil {
		t.Fatalf("%v\n%s", err, term.rest())
	}
	// No keystroke on the host since Ben's "done": the result is there.
	term.expect("Winner")
	assert.Contains(t, phone.Pad(), "Winner: Anna with 16 points.")
	term.expect("Enter or Ctrl-C closes the server now.")
	_, err := phone.Get() // a reload after the result still shows it
	require.NoError(t, err)
	assert.Contains(t, phone.Pad(), "Winner: Anna with 16 points.")
	term.answer("")
	assert.Contains(t, term.rest(), "The phones have the result")
}

// The host answers all of Ben's questions in one row: - answers none where
// none is taken, what the seat's walk understood is said, a refused answer
// is said with its reason and asked again, and so is a line that names
// nothing on his list of answers.
func TestEndToEndServeHostAnswersNoneAndHearsWhy(t *testing.T) {
	t.Parallel()
	term := hostInTerminal(t, "--code", cmdtest.TwoSeats, "--qr=false")
	url := term.gameURL()
	term.walk(step{"Minutes the game took", ""}, step{"Where it was played", ""})
	anna := make(chan error, 1)
	phone := phonetest.New(url, "en")
	go func() { anna <- play(phone, "Anna", servedGame["Anna"], 0) }()

	term.answer("2")
	term.expect("Ben · coins: ")
	term.answer("1")
	term.expect("Ben · goods (- for none): ")
	term.answer("-")
	term.expect("  = nothing")
	term.expect("Ben · warehouse (- for none): ")
	term.answer("-")
	term.expect("Ben · boats: ")
	term.answer("x")
	term.expect(`  ! expected a whole number, not "x"`)
	term.expect("Ben · boats: ")
	term.answer("0")
	for _, none := range []string{"houses", "orders"} {
		term.expect("Ben · " + none + " (- for none): ")
		term.answer("-")
	}
	term.expect("  1) ✓ Ben is done")
	term.answer("9")
	term.expect(`  ! type a number from 1 to 7, not "9"`)
	term.expect("  1) ✓ Ben is done")
	term.answer("1")
	if err := <-anna; err != nil {
		t.Fatalf("%v\n%s", err, term.rest())
	}
	term.expect("Winner")
	assert.Contains(t, phone.Pad(), "Winner: Anna")
	term.closeServer()
}
