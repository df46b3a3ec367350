package e2e_test

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"

	"altiplano/cmd/internal/golden"
	"altiplano/cmd/internal/phonetest"
)

// Two phones list the same "first to" mission (the card exists once):
// neither is refused; once both are done, the host names them and asks who
// holds it, and the other's hand is confirmed there without it.
func TestEndToEndServeFirstToListedTwiceIsSettledOnTheHost(t *testing.T) {
	t.Parallel()
	term, url := hostMissionsGame(t, golden.Testdata("box", "full.yaml"))
	hand := func(warehouse, missions string) []step {
		return []step{{"coins", "0"}, {"goods", ""}, {"warehouse", warehouse}, {"boats", ""}, {"houses", ""}, {"orders", ""},
			{"missions", missions}, {"mission 5 face up", "y"}}
	}
	errs := make(chan error, 2)
	phones := map[string]*phonetest.Phone{}
	for name, steps := range map[string][]step{"Anna": hand("3 fish", "5 12"), "Ben": hand("3 wood", "5 19")} {
		phone := phonetest.New(url, "en")
		phones[name] = phone
		go func() { errs <- play(phone, name, steps, 0) }()
	}

	// Neither phone was refused; both wait for the host, and say so; the
	// host names both players.
	term.expect("Mission 5 (Be the first to complete a warehouse row) is listed by Anna, Ben, but the card exists once.")
	term.expect("Who holds mission 5?")
	term.answer("2") // Ben
	term.expect("Anna · missions (- for none) [12]")
	term.answer("") // Enter keeps the rest of her hand
	for range phones {
		if err := <-errs; err != nil {
			t.Errorf("%v", err)
			t.Fatalf("%v\n%s", err, term.rest())
		}
	}
	term.expect("Winner: Ben")
	term.closeServer()
	pad := phones["Anna"].Pad()
	assert.Equal(t, 1, strings.Count(pad, "#5 "), "one player holds mission 5:\n%s", pad)
	assert.Regexp(t, `(?s)Ben.*#5 Be the first to complete a warehouse row`, pad)
	assert.Contains(t, pad, "#12 ")
}
