package e2e_test

import (
	"net/http"
	"regexp"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"altiplano/cmd/internal/cmdtest"
	"altiplano/cmd/internal/phonetest"
)

// Anna's phone speaks Russian, the host English: the host's progress line
// for her says "Anna → goods", in the host's language, never the phone's
// "Anna · Товары".
func TestEndToEndServeHostLinesInTheHostsLanguage(t *testing.T) {
	t.Parallel()
	term := hostInTerminal(t, "--lang", "en", "--code", cmdtest.TwoSeats)
	phone := phonetest.New(term.gameURL(), "ru")
	require.NoError(t, phone.Sit("Anna"))
	cyrillic := regexp.MustCompile(`\p{Cyrillic}`)
	// The seat's walk starts again in Russian; then Anna answers her coins.
	for deadline := time.Now().Add(serveDeadline); !(phone.Kind() == phonetest.Question && cyrillic.MatchString(phone.Label())); {
		require.True(t, time.Now().Before(deadline), "no Russian question on the phone: %q", phone.Label())
		_, err := phone.Refresh()
		require.NoError(t, err)
	}
	code, err := phone.Answer("3")
	require.NoError(t, err)
	require.Equal(t, http.StatusOK, code)
	require.Empty(t, phone.Refused())

	term.expect("Anna → goods")
	assert.NotRegexp(t, `→ .*\p{Cyrillic}`, term.screen.String(), "a host line in the phone's language")
}
