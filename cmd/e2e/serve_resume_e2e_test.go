package e2e_test

import (
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"altiplano/cmd/internal/cmdtest"
	"altiplano/cmd/internal/phonetest"
)

// The host is started with its own play history (--db) and --idle, and
// killed (kill -9) mid-game; `score --resume`, with no other flag, serves
// the same address again, says what it resumes, and keeps the game in the
// history it was started with, not the default one. The draft, which holds
// the game's secret and every phone's seat, is its owner's only (0600), and
// so is its lock.
func TestEndToEndServeResumeNeedsNoOtherFlag(t *testing.T) {
	t.Parallel()
	bin := endToEndBinary(t)
	env := serveEnv(t)
	db := filepath.Join(t.TempDir(), "table.db")
	first := startHost(t, bin, env, "--db", db, "score", "--serve", "--listen", "127.0.0.1:0", "--code", threeSeats, "--idle", "7")
	phones := playPartly(t, first)
	drafts, err := filepath.Glob(filepath.Join(home(env), ".config", "altiplano", "drafts", "*"))
	require.NoError(t, err)
	require.Len(t, drafts, 2, "a draft and its lock: %v", drafts)
	for _, f := range drafts {
		info, err := os.Stat(f)
		require.NoError(t, err)
		assert.Equal(t, os.FileMode(0o600), info.Mode().Perm(), f)
	}
	first.kill()

	second := startHost(t, bin, env, "score", "--resume")
	assert.Equal(t, first.url, second.url, "the same address again")
	said := second.errText()
	assert.Regexp(t, `Resuming Altiplano · scoring, started \d{4}-\d\d-\d\d \d\d:\d\d:`, said)
	for _, line := range []string{"Anna: 3 answers kept", "Ben: 5 answers kept", "Cleo: 1 answer kept", "The game goes to the play history " + db + "."} {
		assert.Contains(t, said, line)
	}
	atOnce(t, servedGame, second.errText, func(name string, steps []step) error {
		return play(phones[name], name, steps, partlyAnswered[name])
	})
	second.wait()
	require.NoError(t, second.err, second.errText())
	assert.Contains(t, second.errText(), "Kept in the play history as game 1.")

	games := func(args ...string) string {
		stdout, stderr := runBinary(t, bin, env, args...)
		return stdout + stderr
	}
	assert.Contains(t, games("--db", db, "games"), "Anna", "kept in the history the game was started with")
	assert.NotContains(t, games("games"), "Anna", "not in the default history")
	left, _ := filepath.Glob(filepath.Join(home(env), ".config", "altiplano", "drafts", "*"))
	assert.Empty(t, left, "the draft is gone once the game is kept")
}

// A player done before the host was killed is done after the resume: the
// others' answers score the game, and nobody taps "I am done" again.
func TestEndToEndServeResumeKeepsASeatDone(t *testing.T) {
	t.Parallel()
	bin := endToEndBinary(t)
	env := serveEnv(t)
	first := startHost(t, bin, env, "score", "--serve", "--listen", "127.0.0.1:0", "--code", threeSeats, "--no-history")
	anna := phonetest.New(first.url, "en")
	require.NoError(t, playUntil(anna, "Anna", servedGame["Anna"], 0, len(servedGame["Anna"])), first.errText())
	first.expect(regexp.MustCompile(`Anna is done`))
	first.kill()

	second := startHost(t, bin, env, "score", "--resume")
	playOnPhones(t, second.url, "en", only(servedGame, "Ben", "Cleo"), second.errText)
	_, err := anna.Get()
	require.NoError(t, err)
	assert.Equal(t, phonetest.Result, anna.Kind(), "Anna's phone has the result, with no tap")
	second.wait()
	require.NoError(t, second.err, second.errText())
}

// A scripted host (no terminal) that finds an unfinished scoring it was
// not asked to resume says how to go on with it, or discard it.
func TestScriptedHostFindingADraftSaysHowToDiscardIt(t *testing.T) {
	t.Parallel()
	bin := endToEndBinary(t)
	env := serveEnv(t)
	first := startHost(t, bin, env, "score", "--serve", "--listen", "127.0.0.1:0", "--code", cmdtest.TwoSeats, "--no-history")
	require.NoError(t, playUntil(phonetest.New(first.url, "en"), "Anna", servedGame["Anna"], 0, 1))
	first.kill()

	c := exec.Command(bin, "score", "--serve", "--listen", "127.0.0.1:0", "--code", cmdtest.TwoSeats, "--no-history")
	c.Env = env
	out, err := c.CombinedOutput()
	assert.Equal(t, 2, exitCode(t, err, string(out)))
	assert.Regexp(t, regexp.MustCompile(`^altiplano: an unfinished scoring is in \S+/drafts/\S+\.yaml, and without a terminal nobody can say whether to continue it: `+
		`continue it with altiplano score --resume, or delete that file to start a new one\n$`), string(out))
}
