package e2e_test

import (
	"net/http"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"altiplano/cmd/internal/phonetest"
)

// A phone's review follows the table: Ben's lists the market while his
// unicorn is the table's first; once Anna's farm has one too, the market
// is hers to answer. Ben's review, open on his phone, does not reload (he
// may be reading it), but his tap on it as it was is not taken: the phone
// says why and shows the review drawn again without the market, saying
// the table changed.
func TestEndToEndAlpakaPhoneReviewFollowsTheTable(t *testing.T) {
	t.Parallel()
	h := startHost(t, endToEndBinary(t), serveEnv(t), "alpaka", "score", "--serve", "--listen", "127.0.0.1:0", "--names", "Anna, Ben", "--no-history")
	ben := phonetest.New(h.url, "en")
	toReview(t, ben, "Ben", "mime unicorn | librarian janitor | carpenter usher | graduate merchant", "king", "9", "librarian king baby")
	require.True(t, hasButton(ben, "market: "), "%v", ben.Buttons())
	require.False(t, ben.Reloads(), "an open review stays as it is: %s", ben.Page)

	anna := phonetest.New(h.url, "en")
	toReview(t, anna, "Anna", "mime unicorn | librarian janitor | carpenter usher | graduate merchant", "librarian", "9")
	require.True(t, hasButton(anna, "market: "), "%v", anna.Buttons())

	// "I am done", tapped on the review as it was
	status, err := ben.Choose(0)
	require.NoError(t, err)
	require.Equal(t, http.StatusOK, status)
	assert.Equal(t, "Your choice was not taken: the table changed meanwhile.", ben.Refused(), ben.Page)
	assert.True(t, hasButton(ben, "I am done"), "Ben is not done: %v", ben.Buttons())
	assert.False(t, hasButton(ben, "market: "), "the market is Anna's now: %v", ben.Buttons())
	assert.Contains(t, ben.Lines(), "Your answers below are as they are now: another player or the host changed the table.", ben.Page)
}
