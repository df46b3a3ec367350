package e2e_test

import (
	"fmt"
	"net/http"
	"regexp"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"altiplano/cmd/internal/golden"
	"altiplano/cmd/internal/phonetest"
)

// A stranger's phone (another address on the table's network) types ten
// wrong PINs for Ana's seat: it is made to wait after three, whatever
// cookie it sends, and the host is told the seat is being guessed at. Ana,
// whose phone lost its cookie, takes her seat back with her PIN at once.
func TestEndToEndServeAStrangersWrongPINsDoNotLockThePlayerOut(t *testing.T) {
	t.Parallel()
	h := startHost(t, endToEndBinary(t), serveEnv(t), "alpaka", "score", "--serve", "--listen", "127.0.0.1:0", "--names", "Ana, Ben",
		"--box", golden.Testdata("alpaka", "box.yaml"), "--no-history")
	pin := h.pin("Ana")
	anna := phonetest.New(h.url, "en")
	require.NoError(t, anna.Sit("Ana"))
	h.expect(regexp.MustCompile(`Ana has joined on a phone`))

	wrong := fmt.Sprintf("%04d", (mustAtoi(t, pin)+1)%10000)
	refused, waited := 0, 0
	for k := range 10 {
		stranger := phonetest.From(h.url, "en", "127.0.0.2") // a fresh cookie jar every time
		_, err := stranger.Get()
		require.NoError(t, err)
		code, err := stranger.Rejoin("Ana", wrong)
		require.NoError(t, err, "try %d", k)
		switch code {
		case http.StatusForbidden:
			refused++
		case http.StatusTooManyRequests:
			waited++
		default:
			t.Fatalf("try %d: %d\n%s", k, code, stranger.Page)
		}
	}
	assert.Equal(t, 3, refused, "three tries, then the stranger waits")
	assert.Equal(t, 7, waited)
	h.expect(regexp.MustCompile(`Ana's PIN is being guessed: 3 wrong PINs so far`))

	// Ana's phone lost its cookie: a fresh one, on her own address.
	again := phonetest.New(h.url, "en")
	_, err := again.Get()
	require.NoError(t, err)
	code, err := again.Rejoin("Ana", pin)
	require.NoError(t, err)
	assert.Equal(t, http.StatusOK, code, "the right PIN from her own phone, at once")
	assert.Equal(t, phonetest.Question, again.Kind(), again.Page)
	h.expect(regexp.MustCompile(`Ana is back on another phone, with the PIN`))
}

func mustAtoi(t *testing.T, s string) int {
	t.Helper()
	var n int
	_, err := fmt.Sscan(s, &n)
	require.NoError(t, err)
	return n
}
