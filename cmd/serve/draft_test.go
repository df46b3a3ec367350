package serve

import (
	"io"
	"net"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"altiplano/cmd/text"
)

// A draft's secret and cookies are taken only when the program made them.
func TestWhatADraftKeptIsTakenOnlyIfTheProgramMadeIt(t *testing.T) {
	made, err := NewSecret()
	require.NoError(t, err)
	got, fresh, err := SecretFrom(made, true)
	require.NoError(t, err)
	assert.Equal(t, made, got)
	assert.False(t, fresh)
	for _, kept := range []struct {
		answer string
		ok     bool
	}{{"", false}, {"a", true}, {"../../etc", true}} {
		got, fresh, err := SecretFrom(kept.answer, kept.ok)
		require.NoError(t, err)
		assert.True(t, fresh, kept.answer)
		assert.True(t, Random(got))
		assert.NotEqual(t, kept.answer, got)
	}

	token, err := NewToken()
	require.NoError(t, err)
	draft := map[string]string{DraftSeat(0): token, DraftLang(0): "ru", DraftPIN(0): "0042", DraftSeat(1): "x", DraftLang(1): "fr",
		DraftPIN(1): "12a4", DraftLang(2): "../x"}
	seats, freshPINs, err := SeatsFrom([]string{"Ana", "Ben", "Cleo"}, func(k string) (string, bool) { v, ok := draft[k]; return v, ok })
	require.NoError(t, err)
	assert.Equal(t, []int{1, 2}, freshPINs, "a PIN the program did not make is made anew, to keep")
	for _, s := range seats {
		assert.True(t, IsPIN(s.PIN), s.PIN)
	}
	seats[1].PIN, seats[2].PIN = "", ""
	assert.Equal(t, []Seat{{Name: "Ana", Token: token, Lang: text.RU, PIN: "0042"}, {Name: "Ben", Lang: text.FR}, {Name: "Cleo"}}, seats)
}

// A PIN is four digits, and every one of the 10,000 can be drawn.
func TestPINs(t *testing.T) {
	for _, tt := range []struct {
		pin string
		ok  bool
	}{{"0000", true}, {"4821", true}, {"482", false}, {"48210", false}, {"48a1", false}, {"٤٨٢١", false}, {"", false}} {
		assert.Equal(t, tt.ok, IsPIN(tt.pin), tt.pin)
	}
	seen := map[string]bool{}
	for range 200 {
		pin, err := NewPIN()
		require.NoError(t, err)
		require.True(t, IsPIN(pin), pin)
		seen[pin] = true
	}
	assert.Greater(t, len(seen), 150, "random, not one PIN")
}

// The web server's own complaints (a phone hanging up mid-request) are
// Go's words: they go nowhere, never to the host's terminal.
func TestTheWebServerSaysNothingOnTheTerminal(t *testing.T) {
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	require.NoError(t, err)
	web := Start(ln, New(Config{Secret: strings.Repeat("a", 32)}))
	defer web.Close()
	require.NotNil(t, web.ErrorLog)
	assert.Equal(t, io.Discard, web.ErrorLog.Writer())
}
