package serve

import (
	"bytes"
	"context"
	"errors"
	"io"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"altiplano/cmd/pages"
	"altiplano/cmd/prompt"
	"altiplano/cmd/text"
)

// syncBuffer is the host's screen, written by the console's goroutines.
type syncBuffer struct {
	mu sync.Mutex
	b  bytes.Buffer
}

func (s *syncBuffer) Write(p []byte) (int, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.b.Write(p)
}
func (s *syncBuffer) String() string { s.mu.Lock(); defer s.mu.Unlock(); return s.b.String() }

// waitFor waits until the screen shows want: a state, never a time.
func (s *syncBuffer) waitFor(t *testing.T, want string) {
	t.Helper()
	deadline := time.Now().Add(5 * time.Second)
	for !strings.Contains(s.String(), want) {
		require.True(t, time.Now().Before(deadline), "the screen never showed %q:\n%s", want, s.String())
		time.Sleep(time.Millisecond)
	}
}

// waitForCount waits until the screen shows want n times.
func (s *syncBuffer) waitForCount(t *testing.T, want string, n int) {
	t.Helper()
	deadline := time.Now().Add(5 * time.Second)
	for strings.Count(s.String(), want) < n {
		require.True(t, time.Now().Before(deadline), "the screen never showed %q %d times:\n%s", want, n, s.String())
		time.Sleep(time.Millisecond)
	}
}

// scriptedLines is the host's terminal typing lines, then ending.
func scriptedLines(lines ...string) <-chan string {
	c := make(chan string, len(lines))
	for _, l := range lines {
		c <- l
	}
	close(c)
	return c
}

// typedLines is the host's terminal typing lines, and no more: it does
// not end.
func typedLines(lines ...string) <-chan string {
	c := make(chan string, len(lines))
	for _, l := range lines {
		c <- l
	}
	return c
}

// session runs ask in a session of a console over lines.
func session(t *testing.T, lines <-chan string, ask func(c *Console) error) (string, error) {
	t.Helper()
	out := &syncBuffer{}
	c := NewConsole(context.Background(), lines, out, text.English())
	err := c.Session(func() error { return ask(c) })
	return out.String(), err
}

// liveConsole is a console a test types into a line at a time, its
// screen read as it is written.
func liveConsole(p text.Printer) (chan string, *syncBuffer, *Console) {
	lines := make(chan string)
	out := &syncBuffer{}
	return lines, out, NewConsole(context.Background(), lines, out, p)
}

// answerFor has the host answer seat i's questions in a session of c; the
// session's end comes on the channel.
func answerFor(c *Console, srv *Server, i int) <-chan error {
	ended := make(chan error, 1)
	go func() { ended <- c.Session(func() error { return c.AnswerFor(srv, i) }) }()
	return ended
}

// The host's line prompt: Enter takes the default (or a previous answer),
// a refused answer is said and asked again, a choice is a number from 1,
// and the end of the terminal interrupts.
func TestConsoleAsks(t *testing.T) {
	var got []any
	out, err := session(t, scriptedLines("", "x", "7", "", "9", "2"), func(c *Console) error {
		a, err := c.Ask(prompt.Question{Label: "Deck", Prefill: "11"})
		require.NoError(t, err)
		got = append(got, a)
		a, err = c.Ask(prompt.Question{Label: "Value", Validate: func(s string) error {
			if s != "7" {
				return errors.New("a number, please")
			}
			return nil
		}})
		require.NoError(t, err)
		got = append(got, a)
		k, err := c.Choose("Who?", []string{"Anna", "Ben"}, 1)
		require.NoError(t, err)
		got = append(got, k)
		k, err = c.Choose("Who?", []string{"Anna", "Ben"}, 0)
		require.NoError(t, err)
		got = append(got, k)
		_, err = c.Ask(prompt.Question{Label: "More"})
		return err
	})
	assert.ErrorIs(t, err, prompt.ErrInterrupted, "the end of the terminal")
	assert.Equal(t, []any{"11", "7", 1, 1}, got, "Enter keeps 11; 7; Enter takes Ben; 9 is no item, 2 is Ben")
	assert.True(t, strings.HasPrefix(out, "Deck [11]: Value:   ! a number, please\n"), out)
	assert.Contains(t, out, "Who?\n  1) Anna\n  2) Ben\n[2]: ")
}

// The help goes above the question, as the walk-through shows it; after a
// refusal with a correction, Tab (then Enter) takes it, as the refusal
// says, and so does Enter alone.
func TestConsoleShowsHelpAndTakesTheCorrection(t *testing.T) {
	check := func(s string) error {
		if s == "3 fish" {
			return nil
		}
		return &prompt.Refusal{Message: `"fsh" is not a good` + "\nfsh → fish? Tab takes it.", Fixed: "3 fish"}
	}
	for _, keys := range [][]string{{"3 fsh", "\t"}, {"3 fsh", ""}} {
		var got string
		out, err := session(t, scriptedLines(keys...), func(c *Console) error {
			var err error
			got, err = c.Ask(prompt.Question{Label: "Goods", Help: "Goods you own.", Validate: check})
			return err
		})
		require.NoError(t, err, out)
		assert.Equal(t, "3 fish", got)
		assert.Equal(t, "Goods you own.\nGoods: "+`  ! "fsh" is not a good`+"\n    fsh → fish? Tab takes it.\nGoods [3 fish]: ", out)
	}
}

// Lines typed while a question is asked are the question's; others are
// commands; q is a command even then. What is said while a question waits
// comes above it, and the question is drawn again.
func TestConsoleLinesGoToTheQuestionOrTheCommands(t *testing.T) {
	lines, out, c := liveConsole(text.English())
	c.Global = func(l string) bool { return l == "q" }
	lines <- "2"
	assert.Equal(t, "2", <-c.Commands(), "no question: a command")

	answer := make(chan string, 1)
	go func() {
		_ = c.Session(func() error {
			a, err := c.Ask(prompt.Question{Label: "Minutes", Help: "Enter: skip."})
			answer <- a
			return err
		})
	}()
	out.waitFor(t, "Minutes: ")
	c.Say("Ana has joined on a phone")
	out.waitFor(t, "Minutes: \nAna has joined on a phone\nMinutes: ")
	lines <- "q"
	assert.Equal(t, "q", <-c.Commands(), "q draws the address again, even now")
	lines <- "45"
	assert.Equal(t, "45", <-answer, "the question's line")
	assert.False(t, c.Busy())
}

// Interrupt ends the question asked (it is skipped) and waits for the
// session to end.
func TestConsoleInterruptSkipsTheQuestion(t *testing.T) {
	_, out, c := liveConsole(text.English())
	ended := make(chan error, 1)
	go func() {
		ended <- c.Session(func() error {
			_, err := c.Ask(prompt.Question{Label: "Minutes"})
			return err
		})
	}()
	out.waitFor(t, "Minutes: ")
	c.Interrupt()
	assert.ErrorIs(t, <-ended, ErrSkipped)
	assert.False(t, c.Busy())
	assert.True(t, strings.HasSuffix(out.String(), "Minutes: \n"), "the skipped question ends its line: what comes next starts on its own")
}

// seatWalk is a seat's walk asking numbers until it is told to stop.
func seatWalk(srv *Server, labels ...string) <-chan []string {
	got := make(chan []string, 1)
	number := func(s string) error {
		if _, err := strconv.Atoi(s); err != nil {
			return errors.New("a number, please")
		}
		return nil
	}
	go func() {
		seat := &SeatAsk{Ctx: context.Background(), Srv: srv, Seat: 0, Out: &bytes.Buffer{}, Unlock: func() {}, Lock: func() {}}
		var answers []string
		for k, l := range labels {
			def := ""
			if k > 0 {
				def = "0"
			}
			a, _ := seat.Ask(prompt.Question{Label: l, Default: def, Validate: number})
			answers = append(answers, a)
		}
		srv.Show(0, Page{Page: pages.Page{Kind: Waiting}})
		got <- answers
	}()
	return got
}

// The host answers a seat's questions one after the other: a refusal from
// the seat's walk is shown on the host and the question asked again with
// the refused answer as what Enter sends; the row ends when the seat shows
// no question.
func TestHostAnswersASeatInARow(t *testing.T) {
	srv := New(Config{Secret: strings.Repeat("a", 32), Seats: []Seat{{Name: "Ana"}}})
	first := srv.NextPage(0)
	got := seatWalk(srv, "Coins", "Fish")
	<-first // the seat's walk shows its first question

	out, err := session(t, scriptedLines("many", "5", "7"), func(c *Console) error { return c.AnswerFor(srv, 0) })
	require.NoError(t, err)
	assert.Equal(t, []string{"5", "7"}, <-got)
	assert.Equal(t, "Answering for Ana here; \"-\" answers none, an empty line stops.\nCoins:   ! a number, please\nCoins: Fish: ", out, "no default: Enter never answers for a player")
}

// The host and the phone answer the same seat: the phone's answer comes
// first, so the host's prompt is drawn again with the phone's next
// question, and an answer the host typed for the old question is refused
// with a line, never taken for the next one.
func TestHostAndPhoneAnswerTheSameSeat(t *testing.T) {
	srv := New(Config{Secret: strings.Repeat("a", 32), Seats: []Seat{{Name: "Ana", Token: strings.Repeat("b", 32)}}})
	first := srv.NextPage(0)
	got := seatWalk(srv, "Coins", "Fish", "Wood")
	<-first

	lines, out, c := liveConsole(text.English())
	done := answerFor(c, srv, 0)
	out.waitFor(t, "Coins: ")

	// The phone answers Coins while the host's prompt waits.
	page, version, _ := srv.Watch(0)
	require.Equal(t, "Coins", page.Label)
	srv.mu.Lock()
	require.Equal(t, Taken, srv.deliver(srv.seats[0], version, "3", false))
	srv.mu.Unlock()
	out.waitFor(t, "Ana answered on the phone; the next question:\nFish: ")

	// The host's answer to the question it sees now: Fish.
	lines <- "4"
	out.waitFor(t, "Wood: ")
	// A host answer for a version the phone has already answered is refused.
	_, version, _ = srv.Watch(0)
	srv.mu.Lock()
	require.Equal(t, Taken, srv.deliver(srv.seats[0], version, "9", false))
	srv.mu.Unlock()
	assert.Equal(t, ByPhone, srv.AnswerAt(0, version, "1", text.Text{}), "the phone answered Wood first")
	assert.Equal(t, []string{"3", "4", "9"}, <-got, "each question got one answer, its own")
	require.NoError(t, <-done)
	assert.Contains(t, srv.Current(0).Label, "", "the seat waits")
}

// endingReader is a terminal's input: each chunk a read, "" the end of
// what was typed (Ctrl-D on an empty line), then the end of the reader.
type endingReader struct{ chunks []string }

func (r *endingReader) Read(p []byte) (int, error) {
	if len(r.chunks) == 0 {
		return 0, io.EOF
	}
	c := r.chunks[0]
	r.chunks = r.chunks[1:]
	if c == "" {
		return 0, io.EOF
	}
	return copy(p, c), nil
}

// On a terminal, Ctrl-D is a line of its own and the terminal is read on
// while it is there; input that is no terminal ends at its end.
func TestReadLinesReadsOnAfterCtrlD(t *testing.T) {
	collect := func(lines <-chan string) []string {
		var got []string
		for l := range lines {
			got = append(got, l)
		}
		return got
	}
	typed := &endingReader{chunks: []string{"2\n", "", "", "3\n", ""}}
	there := func() bool { return len(typed.chunks) > 0 } // then it hangs up
	assert.Equal(t, []string{"2", CtrlD, CtrlD, "3"}, collect(readLines(typed, there)))
	piped := &endingReader{chunks: []string{"2\n", "", "3\n"}}
	assert.Equal(t, []string{"2"}, collect(readLines(piped, func() bool { return false })), "a file or a pipe ends at its end")
}

// Ctrl-D while the host answers for a seat ends the row, as an empty line
// does, even at its first question; the lines after it are commands again.
// For a question of the host's own, it stops as in the walk-through.
func TestCtrlDEndsTheHostsAnswer(t *testing.T) {
	srv := New(Config{Secret: strings.Repeat("a", 32), Seats: []Seat{{Name: "Ana"}}})
	first := srv.NextPage(0)
	got := seatWalk(srv, "Coins", "Fish")
	<-first

	lines, out, c := liveConsole(text.English())
	// session runs ask, and types each line once the screen shows its
	// prompt again, so that it goes to the question.
	session := func(ask func() error, typed ...[2]string) error {
		shown := map[string]int{}
		for _, kv := range typed {
			shown[kv[0]] = strings.Count(out.String(), kv[0])
		}
		ended := make(chan error, 1)
		go func() { ended <- c.Session(ask) }()
		for _, kv := range typed {
			shown[kv[0]]++
			out.waitForCount(t, kv[0], shown[kv[0]])
			lines <- kv[1]
		}
		select {
		case err := <-ended:
			return err
		case <-time.After(5 * time.Second): // only a broken run waits for it
			t.Fatalf("the question is still asked:\n%s", out.String())
			return nil
		}
	}
	require.NoError(t, session(func() error { return c.AnswerFor(srv, 0) }, [2]string{"Coins: ", CtrlD}))
	assert.Equal(t, "Coins", srv.Current(0).Label, "nothing was answered")
	lines <- "2"
	assert.Equal(t, "2", <-c.Commands(), "the terminal is read on")

	require.NoError(t, session(func() error { return c.AnswerFor(srv, 0) }, [2]string{"Coins: ", "5"}, [2]string{"Fish: ", CtrlD}))
	assert.Equal(t, "Fish", srv.Current(0).Label, "Coins answered, Fish left to the phone")

	err := session(func() error { _, err := c.Ask(prompt.Question{Label: "Minutes"}); return err }, [2]string{"Minutes: ", CtrlD})
	assert.ErrorIs(t, err, prompt.ErrInterrupted)
	lines <- CtrlD
	assert.Equal(t, CtrlD, <-c.Commands(), "with no question asked, a command (the keys are listed)")

	srv.Stop()
	select {
	case a := <-got:
		t.Fatalf("the seat's walk ended with %v", a)
	default:
	}
}

// The host hears, in words, everything the seat's walk says: why an
// answer was refused (and is asked again), a problem found after a step
// (its answer then offered again, Enter keeping it), a line that names no
// item of a list. Where an empty answer is taken (none), the prompt says
// that - gives it; elsewhere - is an answer like any other, refused with
// its reason.
func TestHostHearsWhyAndAnswersNone(t *testing.T) {
	srv := New(Config{Secret: strings.Repeat("a", 32), Seats: []Seat{{Name: "Ana"}}})
	first := srv.NextPage(0)
	got := make(chan []any, 1)
	go func() {
		out := &bytes.Buffer{}
		seat := &SeatAsk{Ctx: context.Background(), Srv: srv, Seat: 0, Out: out, Unlock: func() {}, Lock: func() {}}
		var answers []any
		houses, _ := seat.Ask(prompt.Question{Label: "Houses", Validate: func(s string) error {
			if s != "" && s != "glass" {
				return errors.New("not a good")
			}
			return nil
		}})
		coins, _ := seat.Ask(prompt.Question{Label: "Coins", Default: "0", Validate: func(s string) error {
			if _, err := strconv.Atoi(s); err != nil {
				return errors.New("a number, please")
			}
			return nil
		}})
		out.WriteString("  ! Ana, houses: another player holds that card\n")
		again, _ := seat.Ask(prompt.Question{Label: "Houses", Prefill: houses + "glass", Validate: func(string) error { return nil }})
		k, _ := seat.Choose("Your answers", []string{"I am done", "Houses: glass"}, 0)
		answers = append(answers, houses, coins, again, k)
		srv.Show(0, Page{Page: pages.Page{Kind: Waiting}})
		got <- answers
	}()
	<-first

	lines, out, c := liveConsole(text.English())
	ended := answerFor(c, srv, 0)
	for _, step := range [][2]string{
		{"Houses (- for none): ", "x"},
		{"  ! not a good\nHouses (- for none): ", "-"},
		{"Coins: ", "-"},
		{"  ! a number, please\nCoins: ", "4"},
		{"  ! Ana, houses: another player holds that card\nHouses (- for none): ", "glass"},
		{"  2) Houses: glass\n: ", "9"},
		{"  ! type a number from 1 to 2, not \"9\"\nYour answers\n  1) I am done\n  2) Houses: glass\n: ", "2"},
	} {
		out.waitFor(t, step[0])
		lines <- step[1]
	}
	assert.Equal(t, []any{"", "4", "glass", 1}, <-got)
	require.NoError(t, <-ended)
}

// A question of the host's own that Enter answers (a previous answer) and
// that takes an empty answer too: - gives the empty one.
func TestConsoleAnswersNone(t *testing.T) {
	var got string
	out, err := session(t, scriptedLines("-"), func(c *Console) error {
		var err error
		got, err = c.Ask(prompt.Question{Label: "Minutes", Prefill: "30", Validate: func(string) error { return nil }})
		return err
	})
	require.NoError(t, err)
	assert.Equal(t, "", got)
	assert.Equal(t, "Minutes (- for none) [30]: ", out)
}

// The host's prompts end as the host's language writes a label before an
// answer: French puts a no-break space before the colon.
func TestConsolePromptsInTheHostsTypography(t *testing.T) {
	lines, out, c := liveConsole(text.For(text.FR))
	go func() {
		_ = c.Session(func() error {
			_, err := c.Ask(prompt.Question{Label: "Minutes", Prefill: "30"})
			if err == nil {
				_, err = c.Choose("Qui ?", []string{"Anna", "Ben"}, 0)
			}
			return err
		})
	}()
	out.waitFor(t, "Minutes [30]\u00a0: ")
	lines <- ""
	out.waitFor(t, "Qui ?\n  1) Anna\n  2) Ben\n[1]\u00a0: ")
	lines <- "x"
	out.waitFor(t, "  ! tapez un nombre de 1 à 2, pas «\u00a0x\u00a0»")
	lines <- "1"
}

// An empty line stops answering for a seat and changes nothing, at its
// first question as at its review, which never defaults to "I am done".
func TestAnEmptyLineStopsAnsweringForASeat(t *testing.T) {
	srv := New(Config{Secret: strings.Repeat("a", 32), Seats: []Seat{{Name: "Ana"}}})
	first := srv.NextPage(0)
	got := make(chan []any, 1)
	go func() {
		seat := &SeatAsk{Ctx: context.Background(), Srv: srv, Seat: 0, Out: &bytes.Buffer{}, Unlock: func() {}, Lock: func() {}}
		missions, _ := seat.Ask(prompt.Question{Label: "Missions", Default: "7", Validate: func(string) error { return nil }})
		k, _ := seat.Choose("Your answers", []string{"I am done", "Missions"}, 0)
		srv.Show(0, Page{Page: pages.Page{Kind: Waiting}})
		got <- []any{missions, k}
	}()
	<-first
	out, err := session(t, typedLines(""), func(c *Console) error { return c.AnswerFor(srv, 0) })
	require.NoError(t, err)
	assert.Equal(t, "Missions", srv.Current(0).Label, "nothing answered")
	assert.NotContains(t, out, "[7]", "Enter gives no default here")

	out, err = session(t, typedLines("-", ""), func(c *Console) error { return c.AnswerFor(srv, 0) })
	require.NoError(t, err)
	assert.Contains(t, out, "  1) I am done\n  2) Missions\n: ", "no [1]: Enter is not done")
	assert.Equal(t, "Your answers", srv.Current(0).Label, "the review is still open")
	assert.False(t, srv.Current(0).Done)
	srv.Stop()
}

// A line typed right after the command that starts answering for a seat
// is that session's, however fast it came: a Ctrl-D is never taken for a
// command and needed twice.
func TestALineRightAfterTheCommandIsTheSessions(t *testing.T) {
	srv := New(Config{Secret: strings.Repeat("a", 32), Seats: []Seat{{Name: "Ana"}}})
	first := srv.NextPage(0)
	_ = seatWalk(srv, "Coins", "Fish")
	<-first
	out := &syncBuffer{}
	c := NewConsole(context.Background(), typedLines("1", CtrlD, "x"), out, text.English())
	ended := make(chan error, 1)
	require.Equal(t, "1", <-c.Commands())
	c.Start(func() error { err := c.AnswerFor(srv, 0); ended <- err; return err })
	select {
	case err := <-ended:
		require.NoError(t, err)
	case l := <-c.Commands():
		t.Fatalf("%q was taken for a command", l)
	}
	assert.Equal(t, "x", <-c.Commands(), "the Ctrl-D went to the session, the next line is a command")
	srv.Stop()
}

// The phone is told only the host's answers its walk took: a refused one
// is not said as given, and none (-) is said as nothing.
func TestThePhoneHearsOnlyTheHostsTakenAnswers(t *testing.T) {
	srv := New(Config{Secret: strings.Repeat("a", 32), Seats: []Seat{{Name: "Ana", Token: strings.Repeat("b", 32)}}})
	first := srv.NextPage(0)
	got := make(chan string, 1)
	go func() {
		seat := &SeatAsk{Ctx: context.Background(), Srv: srv, Seat: 0, Out: &bytes.Buffer{}, Unlock: func() {}, Lock: func() {}}
		goods, _ := seat.Ask(prompt.Question{Label: "Goods", Validate: func(s string) error {
			if s != "" && s != "wood" {
				return errors.New("not a good")
			}
			return nil
		}})
		srv.Show(0, Page{Page: pages.Page{Kind: Waiting}})
		got <- goods
	}()
	<-first
	said := func() []string {
		srv.mu.Lock()
		defer srv.mu.Unlock()
		var out []string
		for _, t := range srv.seats[0].byHost {
			out = append(out, text.English().T(t))
		}
		return out
	}
	lines := make(chan string, 3)
	out := &syncBuffer{}
	c := NewConsole(context.Background(), lines, out, text.English())
	ended := answerFor(c, srv, 0)
	out.waitFor(t, "Goods (- for none): ")
	lines <- "cloth cloth"
	out.waitFor(t, "  ! not a good\n")
	assert.Empty(t, said(), "a refused answer is not said as given")
	lines <- "-"
	assert.Equal(t, "", <-got)
	require.NoError(t, <-ended)
	assert.Equal(t, []string{"The host answered “Goods” for you: nothing"}, said())
}

// A number asked without a default (a mission's VP) still gets the phone's
// numeric keyboard; a question of words does not.
func TestANumberWithoutADefaultIsNumeric(t *testing.T) {
	for _, q := range []prompt.Question{{Label: "Mission 8: VP", Numeric: true}, {Label: "goods"}} {
		srv := New(Config{Secret: strings.Repeat("a", 32), Seats: []Seat{{Name: "Ana"}}})
		first := srv.NextPage(0)
		go func() {
			seat := &SeatAsk{Ctx: context.Background(), Srv: srv, Seat: 0, Out: &bytes.Buffer{}, Unlock: func() {}, Lock: func() {}}
			_, _ = seat.Ask(q)
		}()
		<-first
		assert.Equal(t, q.Numeric, srv.Current(0).Numeric, q.Label)
		srv.Stop()
	}
}
