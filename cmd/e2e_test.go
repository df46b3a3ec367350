package cmd_test

import (
	"bytes"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/creack/pty"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// terminal drives the built binary in a pseudo-terminal, as a person would.
type terminal struct {
	t      *testing.T
	pty    *os.File
	chunks chan []byte
	screen bytes.Buffer
}

func startInTerminal(t *testing.T, bin string, env []string, args ...string) *terminal {
	t.Helper()
	c := exec.Command(bin, args...)
	c.Env = env
	f, err := pty.StartWithSize(c, &pty.Winsize{Rows: 50, Cols: 200})
	require.NoError(t, err)
	term := &terminal{t: t, pty: f, chunks: make(chan []byte, 64)}
	go func() {
		defer close(term.chunks)
		buf := make([]byte, 4096)
		for {
			n, err := f.Read(buf)
			if n > 0 {
				term.chunks <- append([]byte(nil), buf[:n]...)
			}
			if err != nil {
				return
			}
		}
	}()
	t.Cleanup(func() {
		_ = f.Close()
		_ = c.Wait()
	})
	return term
}

// expect waits until the screen shows want, then forgets what came before.
// The deadline only bounds a broken run; a passing one never waits for it.
func (term *terminal) expect(want string) {
	term.t.Helper()
	deadline := time.After(20 * time.Second)
	for !strings.Contains(term.screen.String(), want) {
		select {
		case chunk, ok := <-term.chunks:
			if !ok {
				term.t.Fatalf("the program ended before showing %q; screen:\n%s", want, term.screen.String())
			}
			term.screen.Write(chunk)
		case <-deadline:
			term.t.Fatalf("timed out waiting for %q; screen:\n%s", want, term.screen.String())
		}
	}
	rest := term.screen.String()
	rest = rest[strings.Index(rest, want)+len(want):]
	term.screen.Reset()
	term.screen.WriteString(rest)
}

func (term *terminal) answer(s string) {
	term.t.Helper()
	_, err := io.WriteString(term.pty, s+"\r")
	require.NoError(term.t, err)
}

// rest reads everything until the program ends.
func (term *terminal) rest() string {
	for chunk := range term.chunks {
		term.screen.Write(chunk)
	}
	return term.screen.String()
}

func buildBinary(t *testing.T) string {
	t.Helper()
	bin := filepath.Join(t.TempDir(), "altiplano")
	out, err := exec.Command("go", "build", "-o", bin, "..").CombinedOutput()
	require.NoError(t, err, string(out))
	return bin
}

// A 2-player game scored in a real terminal through promptui, to the pad.
func TestEndToEndScoringInARealTerminal(t *testing.T) {
	if testing.Short() {
		t.Skip("builds the binary")
	}
	bin := buildBinary(t)
	home := t.TempDir()
	env := []string{"HOME=" + home, "XDG_CONFIG_HOME=" + filepath.Join(home, ".config"), "TERM=xterm", "PATH=" + os.Getenv("PATH")}
	term := startInTerminal(t, bin, env, "score")

	steps := []struct{ prompt, answer string }{
		{"Players (names", "Anna, Ben"},
		{"mission variant", "n"},
		{"Anna · value of your coins", "3"},
		{"Anna · goods you own", "2 cloth"},
		{"Anna · warehouse", ""},
		{"Anna · boats", "2"},
		{"Anna · houses", ""},
		{"Anna · completed orders", "6"},
		{"Ben · value of your coins", "1"},
		{"Ben · goods you own", "étoffe"}, // French for cloth
		{"Ben · warehouse", ""},
		{"Ben · boats", ""},
		{"Ben · houses", ""},
		{"Ben · completed orders", ""},
	}
	for _, s := range steps {
		term.expect(s.prompt)
		term.answer(s.answer)
	}
	term.expect("Score it")
	term.answer("") // Enter on the first choice
	screen := term.rest()
	// Anna: 2 cloth (6) + 2 boats (4) + an order (6); Ben: 1 cloth (3).
	assert.Regexp(t, `TOTAL\s+16\s+3`, screen)
	assert.Contains(t, screen, "Winner: Anna with 16 points.")
	assert.NotContains(t, screen, "\a", "no terminal bell")
}

// Piped input is not a terminal: the walk-through refuses and names --file.
func TestEndToEndPipedInputIsRefused(t *testing.T) {
	if testing.Short() {
		t.Skip("builds the binary")
	}
	bin := buildBinary(t)
	c := exec.Command(bin, "score")
	c.Stdin = strings.NewReader("\n")
	var stdout, stderr bytes.Buffer
	c.Stdout, c.Stderr = &stdout, &stderr
	err := c.Run()
	var exit *exec.ExitError
	require.ErrorAs(t, err, &exit)
	assert.Equal(t, 2, exit.ExitCode())
	assert.Empty(t, stdout.String())
	assert.Contains(t, stderr.String(), "--file")
}
