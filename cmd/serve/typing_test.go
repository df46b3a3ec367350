package serve

import (
	"context"
	"errors"
	"io"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"altiplano/cmd/prompt"
	"altiplano/cmd/text"
)

// typingConsole is a console on a terminal it echoes itself: keys types
// into it, key by key as a person does, and out is its screen.
func typingConsole(t *testing.T) (keys func(string), out *syncBuffer, c *Console) {
	t.Helper()
	r, w := io.Pipe()
	t.Cleanup(func() { _ = w.Close() })
	out = &syncBuffer{}
	c = newTypingConsole(context.Background(), r, out, out, text.English(), func() int { return 80 })
	return func(s string) {
		_, err := io.WriteString(w, s)
		require.NoError(t, err)
	}, out, c
}

// after is what the screen shows after the last mark.
func (s *syncBuffer) after(mark string) string {
	shown := s.String()
	if k := strings.LastIndex(shown, mark); k >= 0 {
		return shown[k+len(mark):]
	}
	return ""
}

// waitAfter waits until the screen shows want after the last mark.
func (s *syncBuffer) waitAfter(t *testing.T, mark, want string) {
	t.Helper()
	deadline := time.Now().Add(5 * time.Second)
	for !strings.Contains(s.after(mark), want) {
		require.True(t, time.Now().Before(deadline), "the screen never showed %q after %q:\n%q", want, mark, s.String())
		time.Sleep(time.Millisecond)
	}
}

// What the host has typed and not yet entered is drawn again under what
// the phones do, at a question and at the commands alike: what the screen
// shows is what Enter sends.
func TestTypedTextStaysUnderTheNews(t *testing.T) {
	keys, out, c := typingConsole(t)
	const news = "Ana has joined on a phone\n"
	answer := asking(c, prompt.Question{Label: "Minutes the game took"})
	out.waitFor(t, "Minutes the game took: ")
	keys("12")
	out.waitFor(t, "Minutes the game took: 12")
	c.Say(strings.TrimSuffix(news, "\n"))
	assert.Contains(t, out.after(news), "Minutes the game took: 12", "the question and what was typed, under the news")
	keys("\r")
	assert.Equal(t, "12", <-answer)

	// A command typed halfway: a seat's number.
	keys("Ben99")
	out.waitAfter(t, news, "Ben99")
	c.Say("Ben has joined on a phone")
	assert.Contains(t, out.after("Ben has joined on a phone\n"), "Ben99")
	keys("\x7f\x7f5\r")
	assert.Equal(t, "Ben5", <-c.Commands(), "Backspace edits what is shown")
}

// A refused answer to a question of the host's own stays on the line for
// correcting, as the walk-through keeps it; Tab takes the refusal's
// correction.
func TestRefusedAnswerStaysOnTheHostsLine(t *testing.T) {
	keys, out, c := typingConsole(t)
	minutes := func(s string) error {
		if s == "0" {
			return errors.New("must be a whole number from 1 to 1440, not 0")
		}
		return nil
	}
	goods := func(s string) error {
		if s == "3 fish" {
			return nil
		}
		return &prompt.Refusal{Message: `"fsh" is not a good`, Fixed: "3 fish"}
	}
	answers := make(chan []string, 1)
	c.Start(func() error {
		m, err := c.Ask(prompt.Question{Label: "Minutes the game took", Validate: minutes})
		if err != nil {
			return err
		}
		g, err := c.Ask(prompt.Question{Label: "Goods", Validate: goods})
		answers <- []string{m, g}
		return err
	})
	out.waitFor(t, "Minutes the game took: ")
	keys("0\r")
	out.waitAfter(t, "not 0\n", "Minutes the game took: 0")
	keys("\x7f12\r") // the refused answer corrected on its line
	out.waitFor(t, "Goods: ")
	keys("3 fsh\r")
	out.waitAfter(t, "is not a good\n", "Goods: 3 fsh")
	keys("\t\r")
	assert.Equal(t, []string{"12", "3 fish"}, <-answers)
}

// Answering for a player, a refused answer stays on the host's line for
// correcting too.
func TestRefusedAnswerForAPlayerStaysOnTheHostsLine(t *testing.T) {
	srv := New(Config{Secret: strings.Repeat("a", 32), Seats: []Seat{{Name: "Ana"}}})
	first := srv.NextPage(0)
	got := seatWalk(srv, "Coins", "Fish")
	<-first

	keys, out, c := typingConsole(t)
	ended := answerFor(c, srv, 0)
	out.waitFor(t, "Coins: ")
	keys("5x\r")
	out.waitAfter(t, "a number, please\n", "Coins: 5x")
	keys("\x7f\r")
	out.waitFor(t, "Fish: ")
	keys("7\r")
	assert.Equal(t, []string{"5", "7"}, <-got)
	keys("\r") // an empty line stops
	require.NoError(t, <-ended)
}

// A command typed under a question (q, for the address) leaves the
// question waiting, drawn again under what the command shows.
func TestQuestionStaysUnderACommandTypedUnderIt(t *testing.T) {
	keys, out, c := typingConsole(t)
	c.Global = func(l string) bool { return l == "q" }
	answer := asking(c, prompt.Question{Label: "Minutes the game took"})
	out.waitFor(t, "Minutes the game took: ")
	keys("q\r")
	assert.Equal(t, "q", <-c.Commands())
	c.Say("the address")
	assert.Contains(t, out.after("the address\n"), "Minutes the game took: ")
	keys("30\r")
	assert.Equal(t, "30", <-answer)
}

// A key cut short (Alt-[ sends ESC [ and nothing more; a character's bytes
// split between two reads) never holds back what the phones do: the news
// is said at once, and the keys typed next are taken as typed.
func TestNewsIsSaidWhileAKeyIsCutShort(t *testing.T) {
	tests := []struct {
		name, first, rest, want string
	}{
		{"an escape sequence unfinished (Alt-[)", "Ana\x1b[", "s\r", "Anas"},
		{"a character's bytes split", "Caf\xc3", "\xa9\r", "Café"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			keys, out, c := typingConsole(t)
			keys(tt.first)
			out.waitFor(t, tt.first[:3]) // the keys before it are drawn
			go c.Say("Ben has joined on a phone")
			out.waitFor(t, "Ben has joined on a phone\n")
			keys(tt.rest)
			assert.Equal(t, tt.want, <-c.Commands())
		})
	}
}

// A Tab pasted on the host's line is a space where no correction is
// proposed, and takes the correction where one is (see
// TestRefusedAnswerStaysOnTheHostsLine).
func TestPastedTabOnTheHostsLineIsASpace(t *testing.T) {
	keys, _, c := typingConsole(t)
	keys("Café\tde\tParis\r")
	assert.Equal(t, "Café de Paris", <-c.Commands())
}

// A command typed under a refused answer (q, for the address) leaves Tab
// taking the refusal's correction when the question is drawn again.
func TestTabTakesTheCorrectionAfterACommand(t *testing.T) {
	keys, out, c := typingConsole(t)
	c.Global = func(l string) bool { return l == "q" }
	goods := func(s string) error {
		if s == "3 fish" {
			return nil
		}
		return &prompt.Refusal{Message: `"fsh" is not a good`, Fixed: "3 fish"}
	}
	answer := asking(c, prompt.Question{Label: "Goods", Validate: goods})
	out.waitFor(t, "Goods: ")
	keys("3 fsh\r")
	out.waitAfter(t, "is not a good\n", "Goods: 3 fsh")
	keys("\x15q\r") // the line cleared, and q
	assert.Equal(t, "q", <-c.Commands())
	c.Say("the address")
	keys("\t")
	out.waitAfter(t, "the address\n", "Goods: 3 fish")
	keys("\r")
	assert.Equal(t, "3 fish", <-answer)
}

// asking has the console ask q, as a walk does; the channel gives the
// answer taken.
func asking(c *Console, q prompt.Question) <-chan string {
	answer := make(chan string, 1)
	c.Start(func() error {
		a, err := c.Ask(q)
		answer <- a
		return err
	})
	return answer
}

// phoneAnswers posts answer from seat 0's phone to the page it shows.
func phoneAnswers(t *testing.T, srv *Server, answer string) {
	t.Helper()
	_, version, _ := srv.Watch(0)
	srv.mu.Lock()
	defer srv.mu.Unlock()
	require.Equal(t, Taken, srv.deliver(srv.seats[0], version, answer, false))
}

// The host's line belongs to the host. A phone's refused answer is said,
// never put on the host's line (Enter there sends nothing of the phone's);
// what the host had half typed when the phone answered its question is not
// sent to the next one: it is taken off the line, and named.
func TestThePhonesAnswerNeverEntersTheHostsLine(t *testing.T) {
	srv := New(Config{Secret: strings.Repeat("a", 32), Seats: []Seat{{Name: "Ana", Token: strings.Repeat("b", 32)}}})
	first := srv.NextPage(0)
	got := seatWalk(srv, "Coins", "Goods", "Wood")
	<-first
	keys, out, c := typingConsole(t)
	done := answerFor(c, srv, 0)
	out.waitFor(t, "Coins: ")

	// Refused on the phone: said, and the host's line stays empty.
	phoneAnswers(t, srv, "zz")
	out.waitFor(t, "Ana's answer on the phone was not taken:")
	out.waitAfter(t, "was not taken:", "  ! a number, please")
	out.waitAfter(t, "  ! a number, please", "Coins: ")
	assert.NotContains(t, out.after("  ! a number, please"), "zz", "the phone's text is not on the host's line")
	assert.NotContains(t, out.String(), "answered on the phone", "nothing of the phone's was taken")

	// Half typed when the phone answers: not sent to Goods.
	keys("1 wood")
	out.waitAfter(t, "  ! a number, please", "Coins: 1 wood")
	phoneAnswers(t, srv, "3")
	out.waitFor(t, "Ana answered on the phone; the next question:")
	out.waitAfter(t, "the next question:", `! Not sent: "1 wood" was typed for Coins, and that question has changed.`)
	out.waitAfter(t, "that question has changed.", "Goods: ")
	assert.NotContains(t, out.after("that question has changed."), "1 wood", "the next question's line is empty")
	keys("4\r")
	out.waitAfter(t, "Goods: 4", "Wood: ")
	phoneAnswers(t, srv, "5")
	assert.Equal(t, []string{"3", "4", "5"}, <-got, "each question got its own answer")
	require.NoError(t, <-done)
}
