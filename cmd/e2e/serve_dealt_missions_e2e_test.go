package e2e_test

import (
	"net/http"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"altiplano/cmd/internal/phonetest"
)

// With a setup code, a phone refuses a mission the code dealt neither to
// its seat nor to a neighbour, saying which the seat may hold, as the
// terminal and a record file refuse it.
func TestEndToEndServeRefusesAMissionNeverDealt(t *testing.T) {
	t.Parallel()
	const code = "4G0G-6N9D-YSSG" // setup --players 4 --missions --seed 3
	h := startHost(t, endToEndBinary(t), serveEnv(t), "score", "--serve", "--listen", "127.0.0.1:0", "--code", code,
		"--names", "Player 1, Player 2, Player 3, Player 4", "--no-history")
	phone := phonetest.New(h.url, "en")
	steps := []step{{"coins", "0"}, {"goods", ""}, {"warehouse", ""}, {"boats", ""}, {"houses", ""}, {"orders", ""}, {"missions", ""}}
	require.NoError(t, playUntil(phone, "Player 2", steps, 0, 6), h.errText())
	require.Contains(t, phone.Label(), "missions")

	status, err := phone.Answer("13 16") // seat 2 was dealt 11 8 7, its neighbours 3 6 16 and 19 20 5
	require.NoError(t, err)
	require.Equal(t, http.StatusOK, status)
	assert.Contains(t, phone.Refused(), "the setup code "+code+" dealt mission 13 neither to this player nor to a neighbour; this player may hold 3, 5, 6, 7, 8, 11, 16, 19, 20")

	status, err = phone.Answer("8 19")
	require.NoError(t, err)
	require.Equal(t, http.StatusOK, status)
	assert.Empty(t, phone.Refused())
}
