package e2e_test

import (
	"net/http"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"altiplano/cmd/internal/golden"
	"altiplano/cmd/internal/phonetest"
)

// On a phone's own review, tapping a line its player is not asked (the
// unicorn's swap without a unicorn) says why, instead of showing the same
// list again.
func TestEndToEndAlpakaPhoneReviewSaysWhyALineIsNotAsked(t *testing.T) {
	t.Parallel()
	h := startHost(t, endToEndBinary(t), serveEnv(t), "alpaka", "score", "--serve", "--listen", "127.0.0.1:0", "--names", "Ana, Ben", "--box", golden.Testdata("alpaka", "box.yaml"), "--no-history")
	phone := phonetest.New(h.url, "en")
	require.NoError(t, phone.Sit("Ana"))
	for _, a := range []string{"twins | mime king | baby", "5"} { // fences, deck
		require.Equal(t, phonetest.Question, phone.Kind(), phone.Page)
		status, err := phone.Answer(a)
		require.NoError(t, err)
		require.Equal(t, http.StatusOK, status)
	}
	require.Equal(t, phonetest.Choice, phone.Kind(), phone.Page)
	require.Equal(t, "unicorn: —", phone.Buttons()["2"])
	status, err := phone.Choose(2)
	require.NoError(t, err)
	require.Equal(t, http.StatusOK, status)
	assert.Equal(t, phonetest.Choice, phone.Kind())
	assert.Contains(t, phone.Lines(), "  ! unicorn is not asked: there is no unicorn on the farm.", phone.Page)
}
