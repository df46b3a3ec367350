package e2e_test

import (
	"os/exec"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"altiplano/cmd/internal/golden"
	"altiplano/cmd/internal/phonetest"
)

// A game of Alpaka on two phones, and the same game as a record file: Anna
// has a unicorn, so her phone asks what it took and the market's
// leftovers; Ben has a fighter, so his asks the alpacas in his deck.
var (
	alpakaServed = map[string][]step{
		"Anna": {{"fences", "mime unicorn | librarian janitor | carpenter usher | graduate merchant"}, {"unicorn", ""},
			{"deck", "9"}, {"market", "librarian king baby"}},
		"Ben": {{"fences", "fighter explorer | shopaholic panicker | accountant viking"}, {"deck", "10"}, {"alpacas", "6"}},
	}
	alpakaServedRecord = `game: alpaka
players:
  - name: Anna
    fences: [[mime, unicorn], [librarian, janitor], [carpenter, usher], [graduate, merchant]]
    deck: 9
  - name: Ben
    fences: [[fighter, explorer], [shopaholic, panicker], [accountant, viking]]
    deck: 10
    deck_alpacas: 6
market: [librarian, king, baby]
`
)

// Two phones with their own cookies answer at the same time, through the
// HTML forms only; the pad equals `alpaka score --file` of the same record,
// on the host and on both phones, and the game is kept in the history.
func TestEndToEndAlpakaServeTwoPhones(t *testing.T) {
	t.Parallel()
	bin := endToEndBinary(t)
	env := serveEnv(t)
	box := golden.Testdata("alpaka", "box.yaml")
	h := startHost(t, bin, env, "alpaka", "score", "--serve", "--listen", "127.0.0.1:0", "--names", "Anna, Ben", "--box", box)
	phones := playOnPhones(t, h.url, "en-GB,en;q=0.8", alpakaServed, h.errText)
	pad := h.wait()
	require.NoError(t, h.err, h.errText())

	want := padOf(t, bin, alpakaServedRecord, "alpaka", "score", "--box", box)
	assert.Equal(t, want, pad, "the served game scores as the record file")
	assert.Contains(t, pad, "Anna", "a pad, not an empty output")
	for name, phone := range phones {
		assert.Equal(t, want, phone.Pad(), name+"'s phone shows the pad")
	}
	assert.Contains(t, h.errText(), "Kept in the play history as game 1.")
	assert.Contains(t, h.errText(), "Ben has joined")

	listed, _ := runBinary(t, bin, env, "games", "--game", "alpaka")
	assert.Contains(t, listed, "Anna")
}

// Without a terminal and without --names nobody can name the players: the
// host refuses at once (exit 2) and says how.
func TestAlpakaServeWithoutNamesIsRefused(t *testing.T) {
	t.Parallel()
	c := exec.Command(endToEndBinary(t), "alpaka", "score", "--serve", "--listen", "127.0.0.1:0", "--no-history")
	c.Env = serveEnv(t)
	out, err := c.CombinedOutput()
	assert.Equal(t, 2, exitCode(t, err))
	assert.Contains(t, string(out), "give them with --names")
}

// A phone's refusal and a change of mind: Ben's typo is refused on his
// phone with the nearest name, and after saying he is done (before Anna is:
// everyone done scores the game) he changes his answers (another deck); the
// pad is the record with his last answers.
func TestEndToEndAlpakaServeRefusalAndChange(t *testing.T) {
	t.Parallel()
	bin := endToEndBinary(t)
	box := golden.Testdata("alpaka", "box.yaml")
	h := startHost(t, bin, serveEnv(t), "alpaka", "score", "--serve", "--listen", "127.0.0.1:0", "--names", "Anna, Ben", "--box", box, "--no-history")
	ben := phonetest.New(h.url, "en")
	require.NoError(t, playUntil(ben, "Ben", alpakaServed["Ben"], 0, 0), h.errText())
	_, err := ben.Answer("fighter explorer | shopaholic panicker | acountant viking")
	require.NoError(t, err)
	assert.Contains(t, ben.Refused(), "accountant", "the typo is refused with the nearest name")
	_, err = ben.Answer(alpakaServed["Ben"][0].answer)
	require.NoError(t, err)
	for _, s := range alpakaServed["Ben"][1:] {
		require.NoError(t, ben.AnswerAsked(s.label, s.answer))
	}
	require.Equal(t, phonetest.Choice, ben.Kind(), ben.Page)
	assert.Contains(t, ben.Page, "fighter explorer | shopaholic panicker | accountant viking", "his answers are shown before he is done")
	_, err = ben.Choose(0) // done
	require.NoError(t, err)
	require.Equal(t, phonetest.Choice, ben.Kind(), ben.Page)
	// He changes his mind: the deck (his third answer, after the fences and
	// the unicorn: the list's third line once he is done), then the alpacas
	// in it (the fourth answer, the fifth line: "I am done" is first again);
	// each is asked again alone.
	for _, change := range []struct {
		line int
		step
	}{{2, step{"deck", "14"}}, {4, step{"alpacas", "10"}}} {
		_, err = ben.Choose(change.line)
		require.NoError(t, err)
		require.NoError(t, ben.AnswerAsked(change.label, change.answer))
		require.Equal(t, phonetest.Choice, ben.Kind(), ben.Page)
	}
	anna := make(chan error, 1) // Anna answers only now: both done scores the game
	go func() { anna <- play(phonetest.New(h.url, "en"), "Anna", alpakaServed["Anna"], 0) }()
	require.NoError(t, play(ben, "Ben", nil, 0), h.errText())
	require.NoError(t, <-anna, h.errText())
	pad := h.wait()
	require.NoError(t, h.err, h.errText())

	changedRecord := strings.Replace(strings.Replace(alpakaServedRecord, "deck: 10", "deck: 14", 1), "deck_alpacas: 6", "deck_alpacas: 10", 1)
	assert.Equal(t, padOf(t, bin, changedRecord, "alpaka", "score", "--box", box), pad)
	assert.Contains(t, pad, "alpacas other than babies in the deck: 10", "Ben's changed answer counts")
}

// Without a terminal and with no values in the box, the host cannot ask
// them: everything the phones gave is printed as a record to fix and score
// with --file, and the refusal names every missing value (exit 2).
func TestEndToEndAlpakaServeValuesUnknownWithoutTerminal(t *testing.T) {
	t.Parallel()
	h := startHost(t, endToEndBinary(t), serveEnv(t), "alpaka", "score", "--serve", "--listen", "127.0.0.1:0", "--names", "Anna, Ben", "--no-history")
	for name, steps := range alpakaServed {
		phone := phonetest.New(h.url, "en")
		go func() { _ = play(phone, name, steps, 0) }() // ends when the host stops
	}
	h.wait()
	assert.Equal(t, 2, exitCode(t, h.err, h.errText()))
	stderr := h.errText()
	assert.Contains(t, stderr, "the printed value of graduate is not known: record it in your box profile (alpaka: values:)")
	assert.Contains(t, stderr, "Your answers as a record; fix it and score it with --file:")
	assert.Contains(t, stderr, "  - name: Ben\n    fences:\n      - - fighter\n        - explorer\n")
	assert.Contains(t, stderr, "market:\n  - librarian\n  - king\n  - baby\n")
	assert.Contains(t, stderr, "Anna, printed value: the nobles' printed value (one for all four) is not known")
}
