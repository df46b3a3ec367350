package cmd_test

import (
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"altiplano/cmd/internal/phonetest"
)

// The host is started with its own play history (--db) and --idle, and
// killed (kill -9) mid-game; `score --resume`, with no other flag, serves
// the same address again, says what it resumes, and keeps the game in the
// history it was started with, not the default one. The draft, which holds
// the game's secret and every phone's seat, is its owner's only (0600), and
// so is its lock.
func TestEndToEndServeResumeNeedsNoOtherFlag(t *testing.T) {
	if testing.Short() {
		t.Skip("builds the binary")
	}
	bin := buildBinary(t)
	env := serveEnv(t)
	db := filepath.Join(t.TempDir(), "table.db")
	first := startHost(t, bin, env, "--db", db, "score", "--serve", "--listen", "127.0.0.1:0", "--code", threeSeats, "--idle", "7")
	phones := playPartly(t, first)
	errs := make(chan error, len(servedGame))
	drafts, err := filepath.Glob(filepath.Join(home(env), ".config", "altiplano", "drafts", "*"))
	require.NoError(t, err)
	require.Len(t, drafts, 2, "a draft and its lock: %v", drafts)
	for _, f := range drafts {
		info, err := os.Stat(f)
		require.NoError(t, err)
		assert.Equal(t, os.FileMode(0o600), info.Mode().Perm(), f)
	}
	require.NoError(t, first.cmd.Process.Kill()) // SIGKILL: no clean-up at all
	<-first.ended

	second := startHost(t, bin, env, "score", "--resume")
	assert.Equal(t, first.url, second.url, "the same address again")
	said := second.errText()
	assert.Regexp(t, `Resuming Altiplano · scoring, started \d{4}-\d\d-\d\d \d\d:\d\d:`, said)
	for _, line := range []string{"Anna: 3 answers kept", "Ben: 5 answers kept", "Cleo: 1 answer kept", "The game goes to the play history " + db + "."} {
		assert.Contains(t, said, line)
	}
	for name, steps := range servedGame {
		go func() { errs <- play(phones[name], name, steps, partlyAnswered[name]) }()
	}
	for range servedGame {
		require.NoError(t, <-errs, second.errText())
	}
	second.wait()
	require.NoError(t, second.err, second.errText())
	assert.Contains(t, second.errText(), "Kept in the play history as game 1.")

	games := func(args ...string) string {
		c := exec.Command(bin, args...)
		c.Env = env
		out, err := c.CombinedOutput()
		require.NoError(t, err, string(out))
		return string(out)
	}
	assert.Contains(t, games("--db", db, "games"), "Anna", "kept in the history the game was started with")
	assert.NotContains(t, games("games"), "Anna", "not in the default history")
	left, _ := filepath.Glob(filepath.Join(home(env), ".config", "altiplano", "drafts", "*"))
	assert.Empty(t, left, "the draft is gone once the game is kept")
}

// A player done before the host was killed is done after the resume: the
// others' answers score the game, and nobody taps "I am done" again.
func TestEndToEndServeResumeKeepsASeatDone(t *testing.T) {
	if testing.Short() {
		t.Skip("builds the binary")
	}
	bin := buildBinary(t)
	env := serveEnv(t)
	first := startHost(t, bin, env, "score", "--serve", "--listen", "127.0.0.1:0", "--code", threeSeats, "--no-history")
	anna := phonetest.New(first.url, "en")
	require.NoError(t, playUntil(anna, "Anna", servedGame["Anna"], 0, len(servedGame["Anna"])), first.errText())
	first.expect(regexp.MustCompile(`Anna is done`))
	require.NoError(t, first.cmd.Process.Kill())
	<-first.ended

	second := startHost(t, bin, env, "score", "--resume")
	errs := make(chan error, 2)
	for _, name := range []string{"Ben", "Cleo"} {
		go func() { errs <- play(phonetest.New(second.url, "en"), name, servedGame[name], 0) }()
	}
	for range 2 {
		require.NoError(t, <-errs, second.errText())
	}
	_, err := anna.Get()
	require.NoError(t, err)
	assert.Equal(t, phonetest.Result, anna.Kind(), "Anna's phone has the result, with no tap")
	second.wait()
	require.NoError(t, second.err, second.errText())
}

// home is the HOME of a test environment.
func home(env []string) string {
	for _, kv := range env {
		if v, ok := strings.CutPrefix(kv, "HOME="); ok {
			return v
		}
	}
	return ""
}

// A scripted host (no terminal) that finds an unfinished scoring it was
// not asked to resume says how to go on with it, or discard it.
func TestScriptedHostFindingADraftSaysHowToDiscardIt(t *testing.T) {
	if testing.Short() {
		t.Skip("builds the binary")
	}
	bin := buildBinary(t)
	env := serveEnv(t)
	first := startHost(t, bin, env, "score", "--serve", "--listen", "127.0.0.1:0", "--code", twoSeats, "--no-history")
	require.NoError(t, playUntil(phonetest.New(first.url, "en"), "Anna", servedGame["Anna"], 0, 1))
	require.NoError(t, first.cmd.Process.Kill())
	<-first.ended

	c := exec.Command(bin, "score", "--serve", "--listen", "127.0.0.1:0", "--code", twoSeats, "--no-history")
	c.Env = env
	out, err := c.CombinedOutput()
	var exit *exec.ExitError
	require.ErrorAs(t, err, &exit, string(out))
	assert.Equal(t, 2, exit.ExitCode())
	assert.Regexp(t, regexp.MustCompile(`^altiplano: an unfinished scoring is in \S+/drafts/\S+\.yaml, and without a terminal nobody can say whether to continue it: `+
		`continue it with altiplano score --resume, or delete that file to start a new one\n$`), string(out))
}
