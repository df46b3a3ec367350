package e2e_test

import (
	"bufio"
	"errors"
	"fmt"
	"net"
	"net/http"
	"net/url"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"altiplano/cmd/internal/cmdtest"
	"altiplano/cmd/internal/phonetest"
)

// serveDeadline bounds every served game in these tests: a broken run fails
// quickly, a passing one never waits for it.
const serveDeadline = 30 * time.Second

// threeSeats is a setup code for Anna, Ben and Cleo, without missions.
const threeSeats = "4C00-EGBE-DSGJ-RGK5-DRP4-6V35-DY5P-0YJM"

// host is `altiplano score --serve` running as its own process.
type host struct {
	t      testing.TB
	cmd    *exec.Cmd
	url    string
	stdout string // the file standard output goes to
	mu     sync.Mutex
	more   *sync.Cond // signalled on every line of the error stream
	stderr strings.Builder
	ended  chan struct{}
	err    error
}

var reGameURL = regexp.MustCompile(`http://\S+/[0-9a-f]{32}/`)

// startHost starts the program with args in env and waits for its address.
// Cleanup kills it first, then waits for it.
func startHost(t testing.TB, bin string, env []string, args ...string) *host {
	t.Helper()
	h := &host{t: t, ended: make(chan struct{}), stdout: filepath.Join(t.TempDir(), "stdout.txt")}
	h.more = sync.NewCond(&h.mu)
	out, err := os.Create(h.stdout)
	require.NoError(t, err)
	h.cmd = exec.Command(bin, args...)
	h.cmd.Env = env
	h.cmd.Stdout = out
	stderr, err := h.cmd.StderrPipe()
	require.NoError(t, err)
	require.NoError(t, h.cmd.Start())
	found := make(chan string, 1)
	go func() {
		sc := bufio.NewScanner(stderr)
		for sc.Scan() {
			h.mu.Lock()
			h.stderr.WriteString(sc.Text() + "\n")
			h.more.Broadcast()
			h.mu.Unlock()
			if u := reGameURL.FindString(sc.Text()); u != "" {
				select {
				case found <- u:
				default:
				}
			}
		}
		h.err = h.cmd.Wait()
		out.Close()
		close(h.ended)
		h.mu.Lock()
		h.more.Broadcast()
		h.mu.Unlock()
	}()
	t.Cleanup(func() {
		_ = h.cmd.Process.Kill()
		<-h.ended
	})
	select {
	case h.url = <-found:
	case <-h.ended:
		t.Fatalf("the host ended before serving:\n%s", h.errText())
	case <-time.After(serveDeadline):
		t.Fatalf("no address within %s:\n%s", serveDeadline, h.errText())
	}
	return h
}

// expect waits until the host's error stream has said what re matches, and
// returns the match's groups; a host that ends first fails the test.
func (h *host) expect(re *regexp.Regexp) []string {
	h.t.Helper()
	late := false // the deadline only bounds a broken run
	timer := time.AfterFunc(serveDeadline, func() {
		h.mu.Lock()
		late = true
		h.more.Broadcast()
		h.mu.Unlock()
	})
	defer timer.Stop()
	h.mu.Lock()
	defer h.mu.Unlock()
	for {
		if m := re.FindStringSubmatch(h.stderr.String()); m != nil {
			return m
		}
		select {
		case <-h.ended:
			h.t.Fatalf("the host ended before saying %s:\n%s", re, h.stderr.String())
		default:
		}
		if late {
			h.t.Fatalf("the host did not say %s:\n%s", re, h.stderr.String())
		}
		h.more.Wait()
	}
}

// pin is the PIN the host shows next to a player's name.
func (h *host) pin(name string) string {
	h.t.Helper()
	return h.expect(regexp.MustCompile(`(?m)\s\d+ ` + regexp.QuoteMeta(name) + ` +(\d{4})\s*$`))[1]
}

// kill ends the host as kill -9 does, with no clean-up at all, and waits
// for it to have ended.
func (h *host) kill() {
	h.t.Helper()
	require.NoError(h.t, h.cmd.Process.Kill())
	<-h.ended
}

func (h *host) errText() string {
	h.mu.Lock()
	defer h.mu.Unlock()
	return h.stderr.String()
}

// reKeepsResult is the host saying the phones keep the result until it is
// stopped.
var reKeepsResult = regexp.MustCompile(`Ctrl-C closes the server now\.`)

// wait waits for the host to end by itself, or (once the result is out and
// the phones keep it) stops it as a person would, with Ctrl-C; it returns
// the host's standard output.
func (h *host) wait() string {
	h.t.Helper()
	kept := make(chan struct{})
	go func() {
		h.mu.Lock()
		defer h.mu.Unlock()
		for !reKeepsResult.MatchString(h.stderr.String()) {
			select {
			case <-h.ended:
				return
			default:
			}
			h.more.Wait()
		}
		close(kept)
	}()
	select {
	case <-h.ended:
	case <-kept:
		require.NoError(h.t, h.cmd.Process.Signal(os.Interrupt))
		select {
		case <-h.ended:
		case <-time.After(serveDeadline):
			h.t.Fatalf("the host did not stop on Ctrl-C:\n%s", h.errText())
		}
	case <-time.After(serveDeadline):
		h.t.Fatalf("the host did not end:\n%s", h.errText())
	}
	out, err := os.ReadFile(h.stdout)
	require.NoError(h.t, err)
	return string(out)
}

// serveEnv is userEnv on a terminal that lays nothing out.
func serveEnv(t testing.TB) []string { return userEnv(t, "TERM=dumb") }

// hostTwoSeats starts `score --serve` on a free port for Anna and Ben
// (cmdtest.TwoSeats), keeping no history, with args besides; under -short the test
// is skipped.
func hostTwoSeats(t *testing.T, args ...string) *host {
	t.Helper()
	return startHost(t, endToEndBinary(t), serveEnv(t), append([]string{"score", "--serve", "--listen", "127.0.0.1:0", "--code", cmdtest.TwoSeats, "--no-history"}, args...)...)
}

// hostInTerminal starts `score --serve` on a free port in a real terminal,
// keeping no history, with args besides; under -short the test is skipped.
func hostInTerminal(t *testing.T, args ...string) *terminal {
	t.Helper()
	return startInTerminal(t, endToEndBinary(t), serveEnv(t), append([]string{"score", "--serve", "--listen", "127.0.0.1:0", "--no-history"}, args...)...)
}

// step is one question (its label, or a part of it) and its answer.
type step struct{ label, answer string }

// atOnce runs part for every player of game at the same time, as a table's
// phones answer, and waits for all; an error fails t, with what more says
// (the host's words).
func atOnce(t *testing.T, game map[string][]step, more func() string, part func(name string, steps []step) error) {
	t.Helper()
	errs := make(chan error, len(game))
	for name, steps := range game {
		go func() { errs <- part(name, steps) }()
	}
	for range game {
		if err := <-errs; err != nil {
			t.Fatalf("%v\n%s", err, more())
		}
	}
}

// playOnPhones plays game to the result, each player on a phone of their
// own whose browser asks in lang, all at once (see atOnce); it gives the
// phones.
func playOnPhones(t *testing.T, url, lang string, game map[string][]step, more func() string) map[string]*phonetest.Phone {
	t.Helper()
	phones := map[string]*phonetest.Phone{}
	for name := range game {
		phones[name] = phonetest.New(url, lang)
	}
	atOnce(t, game, more, func(name string, steps []step) error { return play(phones[name], name, steps, 0) })
	return phones
}

// assertPortClosed asserts that nothing listens at the game's address any
// more.
func assertPortClosed(t *testing.T, gameURL, msg string) {
	t.Helper()
	game, err := url.Parse(gameURL)
	require.NoError(t, err)
	_, err = net.DialTimeout("tcp", game.Host, time.Second)
	assert.Error(t, err, msg)
}

// only is game with only the players named.
func only(game map[string][]step, names ...string) map[string][]step {
	out := map[string][]step{}
	for _, name := range names {
		out[name] = game[name]
	}
	return out
}

// padOf is the pad the record scores to with `score --file`, args (the
// command and its flags) before it, keeping no history.
func padOf(t *testing.T, bin, record string, args ...string) string {
	t.Helper()
	file := filepath.Join(t.TempDir(), "game.yaml")
	require.NoError(t, os.WriteFile(file, []byte(record), 0o600))
	pad, _ := runBinary(t, bin, userEnv(t), append(args, "--no-history", "--file", file)...)
	return pad
}

// The three players' answers, and the same game as a record file.
var (
	servedGame = map[string][]step{
		"Anna": {{"coins", "3"}, {"goods", "2 cloth"}, {"warehouse", ""}, {"boats", "2"}, {"houses", ""}, {"orders", "6"}},
		"Ben":  {{"coins", "1"}, {"goods", "étoffe"}, {"warehouse", ""}, {"boats", ""}, {"houses", ""}, {"orders", ""}},
		"Cleo": {{"coins", "4"}, {"goods", "3 food 1 glass"}, {"warehouse", ""}, {"boats", "1"}, {"houses", "glass"}, {"orders", "5"}},
	}
	servedRecord = `version: 1
players:
  - name: Anna
    coins: 3
    goods: {cloth: 2}
    boats: 2
    orders: [{vp: 6}]
  - name: Ben
    coins: 1
    goods: {cloth: 1}
  - name: Cleo
    coins: 4
    goods: {food: 3, glass: 1}
    boats: 1
    houses: [glass]
    orders: [{vp: 5}]
`
)

// checkGoods is the end of the table's question about goods values the box
// does not confirm ("Check it …" for one value, "Check them …" for more).
const checkGoods = "against your scoring overview now?"

// play answers one player's questions on their phone through the HTML
// forms, marks them done, and waits for the result; from is the number of
// questions already answered (after a restart).
func play(phone *phonetest.Phone, name string, steps []step, from int) error {
	return playUntil(phone, name, steps, from, -1)
}

// playUntil is play that returns once the phone shows question until
// (counted from 0), unanswered; len(steps) returns once the player is
// done; -1 plays to the result.
func playUntil(phone *phonetest.Phone, name string, steps []step, from, until int) error {
	deadline := time.Now().Add(serveDeadline)
	if _, err := phone.Get(); err != nil {
		return err
	}
	if phone.Kind() == phonetest.Seats {
		if code, err := phone.Claim(name); err != nil || code != http.StatusOK {
			return fmt.Errorf("%s: claim: %d %v", name, code, err)
		}
	}
	next := from
	for time.Now().Before(deadline) {
		if r := phone.Refused(); r != "" && phone.Kind() != phonetest.Choice {
			return fmt.Errorf("%s: answer refused: %s", name, r)
		}
		// A tap on a review that another phone's answer changed meanwhile
		// is not taken; the review is shown as it is now, and the player,
		// as at a table, reads it and taps again.
		var code int
		var err error
		switch phone.Kind() {
		case phonetest.Question, phonetest.YesNo:
			if phone.Kind() == phonetest.YesNo && strings.HasSuffix(phone.Label(), checkGoods) &&
				(next >= len(steps) || !strings.HasPrefix(phone.Label(), steps[next].label)) {
				// The first phone to hold a good whose value the box
				// does not confirm is asked whether to check them: the
				// table's question, asked of whoever holds one first.
				code, err = phone.Tell(false)
				break
			}
			if next == until {
				return nil
			}
			if next >= len(steps) {
				return fmt.Errorf("%s: unexpected question %q", name, phone.Label())
			}
			if !strings.Contains(phone.Label(), steps[next].label) {
				return fmt.Errorf("%s: asked %q, expected %q", name, phone.Label(), steps[next].label)
			}
			answer := steps[next].answer
			switch {
			case phone.Kind() == phonetest.YesNo:
				code, err = phone.Tell(answer == "y")
			case answer == "":
				code, err = phone.Answer(phone.Default()) // OK on the field as the page fills it
			default:
				code, err = phone.Answer(answer)
			}
			next++
		case phonetest.Choice:
			if phone.Waits() {
				if until == len(steps) {
					return nil
				}
				code, err = phone.Refresh() // done: waiting for the others
			} else {
				code, err = phone.Choose(0) // I am done
			}
		case phonetest.Result:
			return nil
		default:
			code, err = phone.Refresh()
		}
		if err != nil {
			return fmt.Errorf("%s: %w", name, err)
		}
		if code != http.StatusOK {
			return fmt.Errorf("%s: status %d", name, code)
		}
	}
	return errors.New(name + ": no result before the deadline")
}

// Three phones with their own cookies answer at the same time, through the
// HTML forms only; the pad equals the same record scored with --file, on
// the host and on every phone, and the server closes after the result.
func TestEndToEndServeThreePhones(t *testing.T) {
	t.Parallel()
	bin := endToEndBinary(t)
	h := startHost(t, bin, serveEnv(t), "score", "--serve", "--listen", "127.0.0.1:0", "--code", threeSeats)
	phones := playOnPhones(t, h.url, "en-GB,en;q=0.8", servedGame, h.errText)
	pad := h.wait()
	require.NoError(t, h.err, h.errText())

	want := padOf(t, bin, servedRecord, "score")
	assert.Equal(t, want, pad, "the served game scores as the record file")
	for name, phone := range phones {
		assert.Equal(t, want, phone.Pad(), name+"'s phone shows the pad")
	}
	assert.Contains(t, h.errText(), "Kept in the play history as game 1.")
	assert.Contains(t, h.errText(), "Anna has joined")

	// After the result the port is closed.
	assertPortClosed(t, h.url, "the server closed its port")
}

// The host is killed mid-game (kill -9); `score --serve --resume` serves
// the same address again, every answer is kept, and the phones, reloading,
// are in their seats at the question they were on.
func TestEndToEndServeResumesAfterKill(t *testing.T) {
	t.Parallel()
	bin := endToEndBinary(t)
	env := serveEnv(t)
	first := startHost(t, bin, env, "score", "--serve", "--listen", "127.0.0.1:0", "--code", threeSeats, "--no-history")
	phones := playPartly(t, first)
	first.kill()

	second := startHost(t, bin, env, "score", "--serve", "--resume", "--no-history")
	assert.Equal(t, first.url, second.url, "the same address again")
	atOnce(t, servedGame, second.errText, func(name string, steps []step) error {
		// Reloading shows the seat's next question: no seat to choose.
		phone := phones[name]
		if _, err := phone.Get(); err != nil {
			return err
		}
		// "One moment": the walk replays the draft.
		if err := phone.RefreshWhile(func() bool { return phone.Kind() == phonetest.Waiting }); err != nil {
			return err
		}
		if phone.Kind() != phonetest.Question || !strings.Contains(phone.Label(), steps[partlyAnswered[name]].label) {
			return fmt.Errorf("%s reloads to %q, not %q", name, phone.Label(), steps[partlyAnswered[name]].label)
		}
		return play(phone, name, steps, partlyAnswered[name])
	})
	pad := second.wait()
	require.NoError(t, second.err, second.errText())
	assert.Equal(t, padOf(t, bin, servedRecord, "score"), pad, "every answer given before the kill was kept")
}

// A phone asks in its browser's language, and switching language shows the
// same question again in the new one: the answers so far are kept.
func TestEndToEndServePhoneLanguage(t *testing.T) {
	t.Parallel()
	h := hostTwoSeats(t)
	ben := make(chan error, 1)
	go func() { ben <- play(phonetest.New(h.url, "en"), "Ben", servedGame["Ben"], 0) }()

	anna := phonetest.New(h.url, "hu-HU,hu;q=0.9")
	require.NoError(t, playUntil(anna, "Anna", []step{{"érmé", "3"}}, 0, 1), h.errText())
	require.NoError(t, anna.RefreshWhile(func() bool { return anna.Kind() == phonetest.Waiting }))
	assert.Contains(t, anna.Page, `lang="hu"`)
	hungarian := anna.Label()
	code, err := anna.SwitchLang(0, "en")
	require.NoError(t, err)
	require.Equal(t, http.StatusOK, code)
	require.NoError(t, anna.RefreshWhile(func() bool { return anna.Kind() == phonetest.Waiting || anna.Label() == hungarian }))
	assert.Contains(t, anna.Label(), "goods", "the same second question, now in English")
	require.NoError(t, play(anna, "Anna", servedGame["Anna"], 1))
	require.NoError(t, <-ben)
	assert.Contains(t, anna.Pad(), "Winner: Anna with 16 points.", "her coins answer in Hungarian was kept")
	h.wait()
}

// Ctrl-C on the host stops the server and keeps the draft.
func TestEndToEndServeInterruptKeepsTheDraft(t *testing.T) {
	t.Parallel()
	h := hostTwoSeats(t)
	phone := phonetest.New(h.url, "en")
	require.NoError(t, playUntil(phone, "Anna", servedGame["Anna"], 0, 1))
	require.NoError(t, h.cmd.Process.Signal(os.Interrupt))
	h.wait()
	assert.Equal(t, 1, exitCode(t, h.err))
	assert.Contains(t, h.errText(), "continue with: altiplano score --serve --resume")
	assertPortClosed(t, h.url, "the port is closed")
}

// partlyAnswered is how many of servedGame's questions each phone answers
// in playPartly.
var partlyAnswered = map[string]int{"Anna": 3, "Ben": 5, "Cleo": 1}

// playPartly has Anna, Ben and Cleo's phones answer part of servedGame on
// host (partlyAnswered), all at once, and gives their phones.
func playPartly(t *testing.T, host *host) map[string]*phonetest.Phone {
	t.Helper()
	phones := map[string]*phonetest.Phone{}
	for name := range servedGame {
		phones[name] = phonetest.New(host.url, "en")
	}
	atOnce(t, servedGame, host.errText, func(name string, steps []step) error {
		return playUntil(phones[name], name, steps, 0, partlyAnswered[name])
	})
	return phones
}
