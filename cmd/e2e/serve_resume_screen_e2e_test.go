package e2e_test

import (
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"syscall"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"altiplano/cmd/internal/phonetest"
)

// killRecorded kills (kill -9) the program whose process id is in file,
// as recorded (see recordPID).
func killRecorded(t *testing.T, file string) {
	t.Helper()
	raw, err := os.ReadFile(file)
	require.NoError(t, err)
	pid, err := strconv.Atoi(strings.TrimSpace(string(raw)))
	require.NoError(t, err)
	require.NoError(t, syscall.Kill(pid, syscall.SIGKILL))
}

// recordPID is a shell command line that runs command with its process
// id written to file first: the shell execs it, keeping the id.
func recordPID(file, command string) string {
	return "sh -c 'echo $$ >" + file + "; exec " + command + "'"
}

// The QR code and the address are the last thing on the host's 80×24
// screen after a start, after kill -9 and a bare --resume (the resume's
// lines above them, the phones back in their seats and nothing under them
// but the question), and after q draws them again: the screen, drawn as a
// terminal of a dark theme and of a light one shows it, reads back as the
// address both ways.
func TestEndToEndServeResumeShowsTheCodeAndTheAddressLast(t *testing.T) {
	t.Parallel()
	bin := endToEndBinary(t)
	zbar := needZbar(t)
	env := strings.Join(tmuxEnv(t), " ")
	pidFile := filepath.Join(t.TempDir(), "pid")
	p := startTmuxLine(t, 80, 24, recordPID(pidFile, "env -i "+env+" "+bin+" score --serve --listen 127.0.0.1:0 --code "+threeSeats+" --no-history"))
	p.expect("Minutes the game took")
	url := reGameURL.FindString(p.visible())
	require.NotEmpty(t, url, p.visible())
	last := func(when string) {
		t.Helper()
		screen := p.tmux("capture-pane", "-p", "-e", "-t", "table")
		plain := strings.TrimRight(p.visible(), "\n")
		rows := strings.Split(plain, "\n")
		at := slices.Index(rows, "  "+url)
		assert.GreaterOrEqual(t, at, len(rows)-3, "%s: the address under the code, then only the question (and its help):\n%s", when, plain)
		assert.Contains(t, rows[max(at-1, 0)], strings.Repeat("█", 41), "%s: the code right above the address:\n%s", when, plain)
		for _, dark := range []bool{true, false} {
			assert.Equal(t, url, readScreenQR(t, zbar, screen, dark), "%s: the QR code reads on a dark theme (%v) and a light one:\n%s", when, dark, plain)
		}
	}
	last("the start")

	phones := map[string]*phonetest.Phone{}
	for name := range servedGame {
		phones[name] = phonetest.New(url, "en")
	}
	atOnce(t, servedGame, p.visible, func(name string, steps []step) error {
		return playUntil(phones[name], name, steps, 0, partlyAnswered[name])
	})
	killRecorded(t, pidFile)
	// The shell says so once the program is gone: what is typed from then
	// on is the shell's. The terminal is left as the program had set it
	// (no echo), as after any kill -9: stty sane gives it back.
	p.expect("Killed")
	p.keys("stty sane; env -i "+env+" "+bin+" score --resume", true)
	p.expect("Resuming Altiplano")
	p.expect("Minutes the game took")
	// The phones reload, back in their seats at their questions.
	atOnce(t, servedGame, p.visible, func(name string, steps []step) error {
		phone := phones[name]
		if _, err := phone.Get(); err != nil {
			return err
		}
		return phone.RefreshWhile(func() bool { return phone.Kind() == phonetest.Waiting })
	})
	last("a resume")
	assert.NotContains(t, p.visible(), "has joined", "the phones held their seats: no news")

	p.keys("q", true)
	p.expect("Show the address only to the table.")
	p.expect("Minutes the game took")
	last("q")
}
