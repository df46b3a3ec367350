package serve

import (
	"context"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"altiplano/cmd/pages"
	"altiplano/cmd/prompt"
	"altiplano/cmd/text"
)

// The host's progress is in the host's language: a Russian phone's label
// is not shown to an English host; the walk's host label is.
func TestProgressIsInTheHostsLanguage(t *testing.T) {
	srv := New(Config{Secret: strings.Repeat("a", 32), Lang: text.EN,
		Seats: []Seat{{Name: "Ana", Lang: text.RU}, {Name: "Ben"}}})
	srv.Show(0, Page{Page: pages.Page{Kind: Question, Label: "Ana · монеты"}})
	srv.Show(1, Page{Page: pages.Page{Kind: Question, Label: "Ben · coins"}})
	progress := srv.Progress()
	assert.Equal(t, "", progress[0].Label, "the phone's Russian is not the host's")
	assert.Equal(t, "Ben · coins", progress[1].Label, "a phone in the host's language")

	srv.Show(0, Page{Page: pages.Page{Kind: Question, Label: "Ana · монеты"}, HostLabel: "coins"})
	assert.Equal(t, "coins", srv.Progress()[0].Label)
}

// A phone that joins while the host is still showing its address (before
// the wait for the table begins) is said to have joined at the first
// change, as a phone that joins later is.
func TestAPhoneThatJoinsBeforeTheWaitIsSaidToHaveJoined(t *testing.T) {
	tb := newTable(t, "Anna", "Ben")
	start := tb.srv.Progress()
	tb.seated(t, "Ben") // before the wait
	changed := make(chan struct{}, 1)
	var said [][]Status
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	done := make(chan error, 1)
	go func() {
		done <- tb.srv.WaitForTable(ctx, changed, nil, nil, Host{Idle: time.Hour, Start: start,
			Progress: func(before, now []Status) {
				said = append(said, []Status{before[1], now[1]})
				cancel()
			}})
	}()
	changed <- struct{}{}
	select {
	case err := <-done:
		require.ErrorIs(t, err, prompt.ErrInterrupted)
	case <-time.After(30 * time.Second): // a wait that missed the change
		t.Fatal("the change was not shown")
	}
	require.Len(t, said, 1)
	assert.False(t, said[0][0].Claimed, "before: Ben had not joined when the server started")
	assert.True(t, said[0][1].Claimed)
}
