package e2e_test

import (
	"net/http"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"altiplano/cmd/internal/cmdtest"
	"altiplano/cmd/internal/golden"
	"altiplano/cmd/internal/phonetest"
)

// The host's line belongs to the host, in either game. The host answers
// for Ben while Ben's phone answers too: the phone's refused answer is
// said, and the host's line stays empty (what the host types next is all
// it holds); what the host had typed when the phone answered is not sent
// to the next question but named, and the next question's line is empty
// again. "answered on the phone" is said only for an answer taken.
func TestEndToEndServeHostsLineIsTheHosts(t *testing.T) {
	t.Parallel()
	for _, g := range []struct {
		name             string
		args             []string
		first, second    string // Ben's first two questions' prompts on the host
		bad, refused, ok string // the first question: a refused answer, why, and one taken
	}{
		{"altiplano", []string{"score", "--code", cmdtest.TwoSeats}, "Ben · coins: ", "Ben · goods (- for none): ",
			"zz", `! expected a whole number, not "zz"`, "1"},
		{"alpaka", []string{"alpaka", "score", "--names", "Ana, Ben", "--box", golden.Testdata("alpaka", "box.yaml")},
			"Ben · fences (- for none): ", "Ben · deck: ", "zz", `! "zz" is not an Alpaka card`, "twins | mime king | baby"},
	} {
		t.Run(g.name, func(t *testing.T) {
			term := startInTerminal(t, endToEndBinary(t), serveEnv(t),
				append(g.args, "--serve", "--listen", "127.0.0.1:0", "--no-history", "--qr=false")...)
			url := term.gameURL()
			term.walk(step{"Minutes the game took", ""}, step{"Where it was played", ""})
			ben := phonetest.New(url, "en")
			require.NoError(t, ben.Sit("Ben"))
			term.expect("Ben has joined on a phone")
			term.answer("2") // the host answers for Ben too
			term.expect(g.first)

			// Refused on the phone: said, and the host's line holds only
			// what the host types.
			code, err := ben.Answer(g.bad)
			require.NoError(t, err)
			require.Equal(t, http.StatusOK, code)
			term.expect("Ben's answer on the phone was not taken:")
			term.expect(g.refused)
			term.expect(g.first)
			term.typeRaw("7")
			term.expect(g.first + "7")

			// Half typed when the phone answers: not sent, and named.
			code, err = ben.Answer(g.ok)
			require.NoError(t, err)
			require.Equal(t, http.StatusOK, code)
			term.expect("Ben answered on the phone; the next question:")
			label := strings.TrimSuffix(strings.TrimSuffix(g.first, ": "), " (- for none)")
			term.expect(`! Not sent: "7" was typed for ` + label + ", and that question has changed.")
			term.expect(g.second)
			term.typeRaw("x")
			term.expect(g.second + "x")
			term.typeRaw("\x7f\r") // emptied, and Enter ends the row: nothing sent
			term.typeRaw("?\r")    // no command: the keys are listed
			term.expect("answer for that player here")
			_, err = ben.Get()
			require.NoError(t, err)
			require.Equal(t, phonetest.Question, ben.Kind(), ben.Page)
			next := strings.TrimSuffix(strings.TrimSuffix(g.second, ": "), " (- for none)")
			assert.Equal(t, next, ben.Label(), "Ben's phone is on his next question, unanswered")
			assert.Empty(t, ben.Refused())
		})
	}
}
