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
	draft := map[string]string{DraftSeat(0): token, DraftLang(0): "ru", DraftSeat(1): "x", DraftLang(1): "fr"}
	seats := SeatsFrom([]string{"Ana", "Ben", "Cleo"}, func(k string) (string, bool) { v, ok := draft[k]; return v, ok })
	assert.Equal(t, []Seat{{Name: "Ana", Token: token, Lang: text.RU}, {Name: "Ben", Lang: text.FR}, {Name: "Cleo"}}, seats)
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
