package serve

import (
	"context"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"altiplano/cmd/pages"
	"altiplano/cmd/text"
)

// reviewOf is a seat's open review showing coins.
func reviewOf(coins string) Page {
	return Page{Page: pages.Page{Kind: Choice, Label: "review", Items: []string{"done", "coins: " + coins}}, review: reviewOpen}
}

// stopped is a context already ended: a Wait returns at once what it has
// (a table change, an answer), else ErrStopped.
func stopped() context.Context {
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	return ctx
}

// A change of the table wakes the walk of every other seat showing a
// review, to draw it again; the seat whose walk changed it, and a question
// (which shows nothing of another seat's), are not woken.
func TestTableChangedWakesTheOtherSeatsReviews(t *testing.T) {
	srv := New(Config{Secret: "s", Seats: []Seat{{Name: "Anna"}, {Name: "Ben"}, {Name: "Cleo"}}})
	srv.Show(0, reviewOf("3"))
	srv.Show(1, reviewOf("4"))
	srv.Show(2, Page{Page: pages.Page{Kind: Question, Label: "coins"}})
	srv.TableChanged(1)

	_, err := srv.Wait(stopped(), 0)
	assert.ErrorIs(t, err, ErrTableChanged, "Anna's review is drawn again")
	for _, i := range []int{1, 2} {
		_, err = srv.Wait(stopped(), i)
		assert.ErrorIs(t, err, ErrStopped, "seat %d is not woken", i)
	}

	// Drawn again as it was, the review is the same page version: a tap
	// on it stays good.
	_, v, _ := srv.Watch(0)
	srv.Show(0, reviewOf("3"))
	_, again, _ := srv.Watch(0)
	assert.Equal(t, v, again)
	_, err = srv.Wait(stopped(), 0)
	assert.ErrorIs(t, err, ErrStopped, "woken once")
}

// A tap on a review that is drawn again, changed, before the walk took it
// is not taken, and the phone says why; on the review as it was, it is.
func TestATapOnAReviewDrawnAgainChangedIsNotTaken(t *testing.T) {
	for _, tc := range []struct {
		name   string
		redraw Page
		taken  bool
	}{
		{"drawn again as it was", reviewOf("3"), true},
		{"drawn again changed", reviewOf("5"), false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			srv := New(Config{Secret: "s", Seats: []Seat{{Name: "Anna", Token: "t"}, {Name: "Ben"}}})
			srv.Show(0, reviewOf("3"))
			_, v, _ := srv.Watch(0)
			srv.mu.Lock()
			require.Equal(t, Taken, srv.deliver(srv.seats[0], v, "0", false))
			srv.mu.Unlock()
			srv.TableChanged(1)

			_, err := srv.Wait(stopped(), 0)
			require.ErrorIs(t, err, ErrTableChanged, "drawn again before the tap is taken")
			srv.Show(0, tc.redraw)
			answer, err := srv.Wait(stopped(), 0)
			if tc.taken {
				require.NoError(t, err)
				assert.Equal(t, "0", answer)
				assert.True(t, srv.seats[0].flash.IsZero())
				return
			}
			assert.ErrorIs(t, err, ErrStopped, "the tap is not taken")
			assert.Equal(t, text.ServeReviewNotTaken.T(), srv.seats[0].flash, "and the phone says why")
		})
	}
}

// A choice the host made for a seat, on a review drawn again changed
// before the walk took it, is not taken either: the host, waiting for the
// seat's next page, is woken and told (the page says its choice was
// dropped), and the phone is not told the host chose.
func TestAHostsChoiceOnAReviewDrawnAgainIsNotTaken(t *testing.T) {
	srv := New(Config{Secret: "s", Seats: []Seat{{Name: "Anna", Token: "t"}, {Name: "Ben"}}})
	srv.Show(0, reviewOf("3"))
	_, v, _ := srv.Watch(0)
	next := srv.NextPage(0)
	require.Equal(t, Taken, srv.AnswerAt(0, v, "0", text.ServeHostChose.T("done")))
	srv.TableChanged(1)

	_, err := srv.Wait(stopped(), 0)
	require.ErrorIs(t, err, ErrTableChanged)
	select {
	case <-next:
		t.Fatal("the host's choice is not taken yet: no next page")
	default:
	}
	srv.Show(0, reviewOf("5"))
	select {
	case <-next:
	default:
		t.Fatal("the host waiting for the next page is woken")
	}
	page, _, _ := srv.Watch(0)
	assert.True(t, page.redrawn)
	assert.True(t, page.hostDropped, "the host is told its choice was dropped")
	assert.Empty(t, srv.seats[0].byHost, "the phone is not told the host chose")
	assert.True(t, srv.seats[0].hostSaid.IsZero())
	_, err = srv.Wait(stopped(), 0)
	assert.ErrorIs(t, err, ErrStopped, "the choice is not taken")
}
