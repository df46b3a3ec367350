package serve

import (
	"bytes"
	"context"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"altiplano/cmd/pages"
	"altiplano/cmd/text"
)

// A player's review, answered for on the host, is said in the host's
// words and language: typed there, not tapped; the phone keeps its own.
func TestHostSaysAPlayersReviewInItsOwnWords(t *testing.T) {
	phone, host := text.English(), text.For(text.DE)
	srv := New(Config{Secret: strings.Repeat("a", 32), Seats: []Seat{{Name: "Dora"}}})
	first := srv.NextPage(0)
	got := make(chan []int, 1)
	go func() {
		seat := &SeatAsk{Ctx: context.Background(), Srv: srv, Seat: 0, Out: &bytes.Buffer{}, Printer: phone, Unlock: func() {}, Lock: func() {}}
		open, _ := seat.ChooseReview(text.ServeReview.In(phone), []string{text.ServeImDone.In(phone), "Houses: glass"}, false)
		done, _ := seat.ChooseReview(text.ServeReviewDone.In(phone), []string{"Houses: glass"}, true)
		srv.Show(0, Page{Page: pages.Page{Kind: Waiting}})
		got <- []int{open, done}
	}()
	<-first

	lines, out, c := liveConsole(host)
	ended := answerFor(c, srv, 0)
	out.waitFor(t, text.ServeReviewHost.In(host, "Dora")+"\n  1) ✓ Dora ist fertig\n  2) Houses: glass\n")
	assert.Equal(t, text.ServeReview.In(phone), srv.Current(0).Label, "the phone's own words")
	lines <- "1"
	out.waitFor(t, text.ServeReviewHostDone.In(host, "Dora")+"\n  1) Houses: glass\n")
	lines <- "1"
	assert.Equal(t, []int{0, 0}, <-got)
	require.NoError(t, <-ended)
	assert.NotContains(t, out.String(), text.ServeReview.In(phone))
	assert.NotContains(t, out.String(), text.ServeImDone.In(phone))
}
