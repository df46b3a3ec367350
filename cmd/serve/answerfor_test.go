package serve

import (
	"bytes"
	"context"
	"errors"
	"strconv"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"altiplano/cmd/prompt"
)

// The host answers a seat's questions one after the other: a refusal from
// the seat's walk is shown on the host and the question asked again with
// the refused answer as what Enter sends; the row ends when the seat shows
// no question.
func TestHostAnswersASeatInARow(t *testing.T) {
	srv := New(Config{Secret: strings.Repeat("a", 32), Seats: []Seat{{Name: "Ana"}}})
	ctx := context.Background()
	number := func(s string) error {
		if _, err := strconv.Atoi(s); err != nil {
			return errors.New("a number, please")
		}
		return nil
	}
	got := make(chan []string, 1)
	first := srv.NextPage(0)
	go func() {
		seat := &SeatAsk{Ctx: ctx, Srv: srv, Seat: 0, Out: &bytes.Buffer{}, Unlock: func() {}, Lock: func() {}}
		coins, _ := seat.Ask(prompt.Question{Label: "Coins", Validate: number})
		fish, _ := seat.Ask(prompt.Question{Label: "Fish", Default: "0", Validate: number})
		srv.Show(0, Page{Kind: Waiting})
		got <- []string{coins, fish}
	}()
	<-first // the seat's walk shows its first question

	var out strings.Builder
	host := LineAsk{Ctx: ctx, Lines: ReadLines(strings.NewReader("many\n5\n7\n")), Out: &out}
	require.NoError(t, host.AnswerFor(srv, 0, true))
	assert.Equal(t, []string{"5", "7"}, <-got)
	assert.Equal(t, "Coins: "+"  ! a number, please\nCoins [many]: Fish: ", out.String())
}
