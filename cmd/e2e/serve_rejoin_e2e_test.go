package e2e_test

import (
	"net/http"
	"strings"
	"sync"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"altiplano/cmd/internal/phonetest"
)

// A phone loses its cookie after two answers (a browser restart, a camera
// app's own browser): its player taps the taken name, types the PIN the
// host shows next to it, and is back on the third question, both answers
// kept; the phone that held the seat is told in a sentence. The host types
// nothing: it has no terminal.
func TestEndToEndServePhoneRejoinsWithItsPIN(t *testing.T) {
	t.Parallel()
	h := hostTwoSeats(t)
	pin := h.pin("Anna")
	ben := make(chan error, 1)
	go func() { ben <- play(phonetest.New(h.url, "en"), "Ben", servedGame["Ben"], 0) }()

	old := phonetest.New(h.url, "en")
	require.NoError(t, playUntil(old, "Anna", servedGame["Anna"], 0, 2), h.errText())

	anna := phonetest.New(h.url, "en") // no cookie
	_, err := anna.Get()
	require.NoError(t, err)
	require.Equal(t, phonetest.Seats, anna.Kind())
	wrong := "0000"
	if pin == wrong {
		wrong = "1111"
	}
	code, err := anna.Rejoin("Anna", wrong)
	require.NoError(t, err)
	assert.Equal(t, http.StatusForbidden, code)
	assert.Equal(t, phonetest.PIN, anna.Kind(), "asked again")
	assert.Equal(t, []string{"That is not Anna's PIN: it is next to the name on the screen that shows the code."}, anna.Notes())

	_, err = anna.Get()
	require.NoError(t, err)
	code, err = anna.Rejoin("Anna", pin)
	require.NoError(t, err)
	require.Equal(t, http.StatusOK, code)
	require.NoError(t, anna.RefreshWhile(func() bool { return anna.Kind() == phonetest.Waiting }))
	require.Equal(t, phonetest.Question, anna.Kind(), anna.Page)
	assert.Contains(t, anna.Label(), "warehouse", "the third question: both answers kept")

	_, err = old.Get()
	require.NoError(t, err)
	assert.Equal(t, phonetest.Seats, old.Kind())
	assert.Equal(t, []string{"Anna's seat moved to another phone with its PIN, with every answer. If that was not you, tap the name and type the PIN."},
		old.Notes())

	require.NoError(t, play(anna, "Anna", servedGame["Anna"], 2), h.errText())
	require.NoError(t, <-ben)
	h.wait()
	require.NoError(t, h.err, h.errText())
	assert.Contains(t, anna.Pad(), "Winner: Anna with 16 points.", "her coins and goods, given on the old phone, count")
	assert.Contains(t, h.errText(), "Anna is back on another phone, with the PIN.")
}

// Two phones tap one free seat at once: one takes it, and the other reads
// why in a sentence, on a page that asks the seat's PIN.
func TestEndToEndServeTwoPhonesRaceForOneSeat(t *testing.T) {
	t.Parallel()
	h := hostTwoSeats(t)
	phones := []*phonetest.Phone{phonetest.New(h.url, "en"), phonetest.New(h.url, "de")}
	for _, p := range phones {
		_, err := p.Get()
		require.NoError(t, err)
		require.Equal(t, phonetest.Seats, p.Kind(), "both see Anna's seat free")
	}
	codes := make([]int, len(phones))
	var wg sync.WaitGroup
	for k, p := range phones {
		wg.Go(func() {
			code, err := p.Claim("Anna")
			assert.NoError(t, err)
			codes[k] = code
		})
	}
	wg.Wait()
	won, lost := 0, 1
	if codes[0] != http.StatusOK {
		won, lost = 1, 0
	}
	require.Equal(t, http.StatusOK, codes[won], "one phone takes the seat")
	assert.Equal(t, http.StatusConflict, codes[lost])
	assert.Equal(t, phonetest.PIN, phones[lost].Kind())
	sentence := map[int]string{
		0: "Another phone has just taken Anna's seat. If it is yours, type your PIN to take it back.",
		1: "Ein anderes Handy hat gerade den Platz von Anna genommen. Wenn es Ihrer ist, geben Sie Ihre PIN ein, um ihn zurückzuholen.",
	}[lost]
	assert.Equal(t, []string{sentence}, phones[lost].Notes(), "a sentence in the phone's language, never a bare status")
	assert.False(t, strings.Contains(phones[lost].Body, "Conflict"), "no status page")
}
