package e2e_test

import (
	"regexp"
	"strings"
	"testing"

	"github.com/creack/pty"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"altiplano/cmd/internal/cmdtest"
	"altiplano/cmd/internal/phonetest"
)

// Ctrl-C on a served game says how to resume it served: with --serve, or
// the phones would never be asked again.
func TestCtrlCOnAServedGameSaysResumeServed(t *testing.T) {
	t.Parallel()
	term := hostInTerminal(t, "--code", cmdtest.TwoSeats)
	term.gameURL()
	term.expect("s   score now")
	term.ctrlC()
	screen := strings.Join(strings.Fields(term.rest()), " ") // the message is wrapped
	assert.Contains(t, screen, "continue with: altiplano score --serve --resume")
	assert.NotContains(t, screen, "continue with: altiplano score --resume")
}

// The Ctrl-C message is wrapped at spaces to the terminal's width: the
// draft's path is never broken mid-word.
func TestCtrlCMessageIsWrappedToTheTerminal(t *testing.T) {
	t.Parallel()
	term := startInTerminal(t, endToEndBinary(t), serveEnv(t), "score", "--no-history")
	term.walk(step{"Players (names", "Ana, Ben"})
	term.expect("mission variant")
	require.NoError(t, pty.Setsize(term.pty, &pty.Winsize{Rows: 50, Cols: 60}))
	term.ctrlC()
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

// A value learned on a phone (Anna's first row: 9 VP) is in that phone's
// review, where it is changed (8); once the phones have the result the host
// lists it before the save question: nothing goes to the box profile unseen.
func TestValuesLearnedOnAPhoneAreListedBeforeTheyAreSaved(t *testing.T) {
	t.Parallel()
	term := hostInTerminal(t, "--code", cmdtest.TwoSeats)
	url := term.gameURL()
	term.walk(step{"Minutes the game took", "30"}, step{"Where it was played", ""})
	annaSteps := []step{{"coins", "3"}, {"goods", ""}, {"warehouse", "3 fish"}, {"Row 1 is complete", "9"}, {"boats", ""}, {"houses", ""}, {"orders", ""}}
	anna := phonetest.New(url, "en")
	require.NoError(t, playUntil(anna, "Anna", annaSteps, 0, len(annaSteps)-1))
	_, err := anna.Answer(anna.Default()) // orders
	require.NoError(t, err)
	if anna.Kind() == phonetest.YesNo { // fish's value: the table's question, asked of her
		_, err = anna.Tell(false)
		require.NoError(t, err)
	}
	require.Equal(t, phonetest.Choice, anna.Kind(), anna.Page)
	_, err = anna.ChooseText("Row 1 is complete: VP printed at its end: 9")
	require.NoError(t, err, "the phone's review lists what its player taught")
	require.NoError(t, anna.AnswerAsked("Row 1 is complete", "8"))
	assert.Contains(t, anna.Page, "Row 1 is complete: VP printed at its end: 8", "changed on her phone")
	done := make(chan error, 2)
	go func() { done <- play(anna, "Anna", annaSteps, len(annaSteps)) }()
	go func() { done <- play(phonetest.New(url, "en"), "Ben", servedGame["Ben"], 0) }()
	for range 2 {
		if err := <-done; err != nil {
			t.Fatalf("%v\n%s", err, term.rest())
		}
	}
	term.expect("Winner")
	term.expect("Learned this time")
	term.expect("1 Row 1 is complete: VP printed at its end: 8")
	term.walk(step{"Save what was learned", "n"})
	term.closeServer()
}
