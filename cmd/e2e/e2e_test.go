package e2e_test

import (
	"bytes"
	"encoding/json"
	"fmt"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"testing"
	"time"

	"altiplano/cmd/internal/golden"

	"github.com/creack/pty"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// terminal drives the built binary in a pseudo-terminal, as a person would.
// Each has its own deadline for the whole conversation: a walk-through
// that asks something unexpected, or never ends, fails in seconds.
type terminal struct {
	t   *testing.T
	cmd *exec.Cmd
	pty *os.File
	*stream
	deadline *time.Timer
}

// stream is what a program shows, chunk by chunk as it comes (from a
// terminal or a pipe), and what has come and not yet been waited for.
type stream struct {
	chunks chan []byte
	screen bytes.Buffer
}

// readStream reads r into a stream until r ends or fails.
func readStream(r io.Reader, size int) *stream {
	s := &stream{chunks: make(chan []byte, size)}
	go func() {
		defer close(s.chunks)
		buf := make([]byte, 4096)
		for {
			n, err := r.Read(buf)
			if n > 0 {
				s.chunks <- append([]byte(nil), buf[:n]...)
			}
			if err != nil {
				return
			}
		}
	}()
	return s
}

// waitFor reads on until found holds for what has come, and gives what
// found gave; the stream ending first, or the deadline passing (only a
// broken run waits for it), fails t with what (what was waited for) and
// show (the screen).
func (s *stream) waitFor(t testing.TB, what string, deadline <-chan time.Time, show func() string, found func(screen string) string) string {
	t.Helper()
	for {
		if f := found(s.screen.String()); f != "" {
			return f
		}
		select {
		case chunk, ok := <-s.chunks:
			if !ok {
				t.Fatalf("the program ended before showing %s; screen:\n%s", what, show())
			}
			s.screen.Write(chunk)
		case <-deadline:
			t.Fatalf("still waiting for %s; screen:\n%s", what, show())
		}
	}
}

// expectBy waits until the stream has shown want, then forgets what came
// before it and want itself.
func (s *stream) expectBy(t testing.TB, want string, deadline <-chan time.Time, show func() string) {
	t.Helper()
	s.waitFor(t, fmt.Sprintf("%q", want), deadline, show, func(screen string) string {
		if strings.Contains(screen, want) {
			return want
		}
		return ""
	})
	rest := s.screen.String()
	rest = rest[strings.Index(rest, want)+len(want):]
	s.screen.Reset()
	s.screen.WriteString(rest)
}

// terminalDeadline bounds one program's whole run in a terminal; a passing
// run takes well under a second.
const terminalDeadline = 10 * time.Second

func startInTerminal(t *testing.T, bin string, env []string, args ...string) *terminal {
	t.Helper()
	return startWithStdout(t, nil, bin, env, args...)
}

// startWithStdout is startInTerminal with standard output sent to stdout
// instead (nil: the terminal), as in `altiplano score | tee pad.txt`.
func startWithStdout(t *testing.T, stdout io.Writer, bin string, env []string, args ...string) *terminal {
	t.Helper()
	c := exec.Command(bin, args...)
	c.Env = env
	c.Stdout = stdout // pty fills in only the streams left nil
	f, err := pty.StartWithSize(c, &pty.Winsize{Rows: 50, Cols: 200})
	require.NoError(t, err)
	term := &terminal{t: t, cmd: c, pty: f, stream: readStream(f, 64), deadline: time.NewTimer(terminalDeadline)}
	// The child is killed first: waiting for it while its terminal is open
	// would wait for an answer nobody will type. Killing one that has ended
	// does nothing.
	t.Cleanup(func() {
		term.deadline.Stop()
		_ = c.Process.Kill()
		_ = f.Close()
		_ = c.Wait()
	})
	return term
}

// expect waits until the screen shows want, then forgets what came before.
// The deadline only bounds a broken run; a passing one never waits for it.
func (term *terminal) expect(want string) {
	term.t.Helper()
	term.expectBy(term.t, want, term.deadline.C, term.screen.String)
}

// walk answers each step's question once the screen shows its label.
func (term *terminal) walk(steps ...step) {
	term.t.Helper()
	for _, s := range steps {
		term.expect(s.label)
		term.answer(s.answer)
	}
}

// answer types s and Enter, as a person would after clearing the line
// (Ctrl-U): a refused answer comes back pre-filled.
func (term *terminal) answer(s string) {
	term.t.Helper()
	term.typeRaw("\x15" + s + "\r")
}

// ctrlC types Ctrl-C, as a person stopping the program does.
func (term *terminal) ctrlC() {
	term.t.Helper()
	term.typeRaw("\x03")
}

// ctrlD types Ctrl-D: on an empty line, the end of what was typed.
func (term *terminal) ctrlD() {
	term.t.Helper()
	term.typeRaw("\x04")
}

// typeRaw types s as it is, with no Enter.
func (term *terminal) typeRaw(s string) {
	term.t.Helper()
	_, err := io.WriteString(term.pty, s)
	require.NoError(term.t, err)
}

// rest reads everything until the program ends, within the deadline.
func (term *terminal) rest() string {
	term.t.Helper()
	for {
		select {
		case chunk, ok := <-term.chunks:
			if !ok {
				return term.screen.String()
			}
			term.screen.Write(chunk)
		case <-term.deadline.C:
			term.t.Fatalf("after %s, the program has not ended; screen:\n%s", terminalDeadline, term.screen.String())
		}
	}
}

// endToEndBinary is buildBinary for a test that runs the program itself:
// under -short the test is skipped, as building takes long.
func endToEndBinary(t *testing.T) string {
	t.Helper()
	if testing.Short() {
		t.Skip("builds the binary")
	}
	return buildBinary(t)
}

// userEnv is the environment of a user of the program whose home is a new
// folder (see home), with vars besides.
func userEnv(t testing.TB, vars ...string) []string {
	dir := t.TempDir()
	return append([]string{"HOME=" + dir, "XDG_CONFIG_HOME=" + filepath.Join(dir, ".config"), "PATH=" + os.Getenv("PATH")}, vars...)
}

// terminalEnv is userEnv in an xterm.
func terminalEnv(t testing.TB) []string { return userEnv(t, "TERM=xterm") }

// home is the HOME of a test environment.
func home(env []string) string {
	for _, kv := range env {
		if v, ok := strings.CutPrefix(kv, "HOME="); ok {
			return v
		}
	}
	return ""
}

// runBinary runs bin with args in env, to its end, and gives its standard
// output and error; a run that fails fails t, saying the run's command line
// and environment (but PATH) and its standard error.
func runBinary(t testing.TB, bin string, env []string, args ...string) (stdout, stderr string) {
	t.Helper()
	c := exec.Command(bin, args...)
	c.Env = env
	var out, errOut bytes.Buffer
	c.Stdout, c.Stderr = &out, &errOut
	if err := c.Run(); err != nil {
		shown := slices.DeleteFunc(slices.Clone(env), func(kv string) bool { return strings.HasPrefix(kv, "PATH=") })
		t.Fatalf("%s with %s: %v\n%s", strings.Join(args, " "), strings.Join(shown, " "), err, errOut.String())
	}
	return out.String(), errOut.String()
}

// exitCode is the code a program ended with, by err; one that did not end
// with a code of its own (or with 0) fails t.
func exitCode(t testing.TB, err error, msgAndArgs ...any) int {
	t.Helper()
	var exit *exec.ExitError
	require.ErrorAs(t, err, &exit, msgAndArgs...)
	return exit.ExitCode()
}

// A 2-player game scored in a real terminal through promptui, to the pad.
func TestEndToEndScoringInARealTerminal(t *testing.T) {
	t.Parallel()
	term := startInTerminal(t, endToEndBinary(t), terminalEnv(t), "score")
	term.walk([]step{
		{"Players (names", "Anna, Ben"},
		{"mission variant", "n"},
		{"Anna · coins", "3"},
		{"Anna · goods", "2 cloth"},
		{"Anna · warehouse", ""},
		{"Anna · boats", "2"},
		{"Anna · houses", ""},
		{"Anna · orders", "6"},
		{"Ben · coins", "1"},
		{"Ben · goods", "étoffe"}, // French for cloth
		{"Ben · warehouse", ""},
		{"Ben · boats", ""},
		{"Ben · houses", ""},
		{"Ben · orders", ""},
		{"Minutes the game took", "95"},
		{"Where it was played", ""}, // Enter skips
		{"Enter to score", ""},      // Enter scores it
	}...)
	screen := term.rest()
	// Anna: 2 cloth (6) + 2 boats (4) + an order (6); Ben: 1 cloth (3).
	assert.Regexp(t, `TOTAL\s+16\s+3`, screen)
	assert.Contains(t, screen, "Winner: Anna with 16 points.")
	assert.NotContains(t, screen, "\a", "no terminal bell")
}

// With only standard output piped, a person still answers at the terminal
// (prompts go to stderr) and the pad goes down the pipe.
func TestEndToEndScoringWithOutputPiped(t *testing.T) {
	t.Parallel()
	bin := endToEndBinary(t)
	// A file, not a buffer: the program writes to it directly, so it is
	// complete once the program has ended.
	pad, err := os.Create(filepath.Join(t.TempDir(), "pad.txt"))
	require.NoError(t, err)
	defer pad.Close()
	term := startWithStdout(t, pad, bin, terminalEnv(t), "score", "--no-history")
	term.walk([]step{
		{"Players (names", "Anna, Ben"}, {"mission variant", "n"},
		{"Anna · coins", "3"}, {"Anna · goods", "2 cloth"}, {"Anna · warehouse", ""},
		{"Anna · boats", ""}, {"Anna · houses", ""}, {"Anna · orders", ""},
		{"Ben · coins", "1"}, {"Ben · goods", ""}, {"Ben · warehouse", ""},
		{"Ben · boats", ""}, {"Ben · houses", ""}, {"Ben · orders", ""},
		{"Minutes the game took", ""}, {"Where it was played", ""}, {"Enter to score", ""},
	}...)
	screen := term.rest()
	assert.NotContains(t, screen, "Score pad", "the pad went down the pipe")
	written, err := os.ReadFile(pad.Name())
	require.NoError(t, err)
	assert.Contains(t, string(written), "Winner: Anna with 6 points.")
}

// Piped input is not a terminal: the walk-through refuses and names --file.
func TestEndToEndPipedInputIsRefused(t *testing.T) {
	t.Parallel()
	c := exec.Command(endToEndBinary(t), "score")
	c.Stdin = strings.NewReader("\n")
	var stdout, stderr bytes.Buffer
	c.Stdout, c.Stderr = &stdout, &stderr
	assert.Equal(t, 2, exitCode(t, c.Run()))
	assert.Empty(t, stdout.String())
	assert.Contains(t, stderr.String(), "--file")
}

// A 3-player game with missions and a complete box profile, typed into a
// real terminal: seven answers a player, and the same pad as --file gives
// for the record it saves.
func TestEndToEndSevenAnswersAPlayer(t *testing.T) {
	t.Parallel()
	bin := endToEndBinary(t)
	env := terminalEnv(t)
	box := golden.Testdata("box", "full.yaml")
	saved := filepath.Join(home(env), "game.yaml")
	term := startInTerminal(t, bin, env, "score", "--box", box, "--save", saved)

	term.walk(step{"Players (names", "Anna, Ben, Cleo"}, step{"mission variant", "y"})
	players := map[string][]string{
		"Anna": {"3", "2 cloth glass", "3 fish | 3 wood | 4 ore", "1", "glass", "6", "12 9"},
		"Ben":  {"5", "3 stone", "stone stone corn | 2 silver", "0", "stone", "5", "19 4"},
		"Cleo": {"1", "", "", "2", "", "", "3 15"},
	}
	prompts := []string{"coins", "goods", "warehouse", "boats", "houses", "orders", "missions"}
	for _, name := range []string{"Anna", "Ben", "Cleo"} {
		for k, a := range players[name] {
			term.expect(name + " · " + prompts[k])
			term.answer(a)
		}
	}
	term.walk(step{"Minutes the game took", ""}, step{"Where it was played", ""}, step{"Enter to score", ""})
	screen := term.rest()
	assert.Contains(t, screen, "Record saved to "+saved)

	pad, _ := runBinary(t, bin, env, "score", "--file", saved, "--box", box)
	require.Contains(t, pad, "Score pad · 3 players")
	for _, line := range strings.Split(strings.TrimSpace(pad), "\n") {
		assert.Contains(t, strings.ReplaceAll(screen, "\r", ""), line, "the terminal showed the same pad")
	}
}

// Twenty `score --file` processes started at once all end up in the history.
func TestEndToEndTwentyScoresAtOnce(t *testing.T) {
	t.Parallel()
	bin := endToEndBinary(t)
	env := userEnv(t)
	dir := t.TempDir()
	cmds := make([]*exec.Cmd, 20)
	stderr := make([]bytes.Buffer, len(cmds))
	for i := range cmds {
		record := filepath.Join(dir, strconv.Itoa(i)+".yaml")
		content := "version: 1\nplayers:\n  - {name: Anna, boats: " + strconv.Itoa(i%10) + ", coins: " + strconv.Itoa(i) + "}\n  - {name: Ben}\n"
		require.NoError(t, os.WriteFile(record, []byte(content), 0o644))
		cmds[i] = exec.Command(bin, "score", "--file", record)
		cmds[i].Env = env
		cmds[i].Stderr = &stderr[i]
	}
	for _, c := range cmds {
		require.NoError(t, c.Start())
	}
	for i, c := range cmds {
		require.NoError(t, c.Wait(), "process %d: %s", i, stderr[i].String())
	}
	out, _ := runBinary(t, bin, env, "games", "--json")
	var games []struct{ ID int }
	require.NoError(t, json.Unmarshal([]byte(out), &games))
	assert.Len(t, games, 20)
}

// games delete asks in a real terminal; "n" keeps the game, "y" deletes it.
func TestEndToEndDeleteAsksInARealTerminal(t *testing.T) {
	t.Parallel()
	bin := endToEndBinary(t)
	env := terminalEnv(t)
	runBinary(t, bin, env, "score", "--file", filepath.Join("..", "..", "testdata", "games", "2p.yaml"))

	for _, asked := range []struct{ answer, said string }{{"n", "Nothing deleted."}, {"y", "Game 1 deleted."}} {
		term := startInTerminal(t, bin, env, "games", "delete", "1")
		term.walk(step{"Delete game 1 (", asked.answer})
		assert.Contains(t, term.rest(), asked.said)
	}

	listed, _ := runBinary(t, bin, env, "games", "--json")
	assert.JSONEq(t, "[]", listed)
}
