package export

import (
	"bytes"
	"testing"

	"github.com/stretchr/testify/require"

	"altiplano/cmd/playlog"
	"altiplano/cmd/playlog/playlogtest"
)

// FuzzReadJSON: whatever a history export reader accepts writes back, and
// reads back to the same games (what games import relies on).
func FuzzReadJSON(f *testing.F) {
	var buf bytes.Buffer
	if err := WriteJSON(&buf, playlog.Slice(playlogtest.ExportGames())); err != nil {
		f.Fatal(err)
	}
	f.Add(buf.Bytes())
	f.Add([]byte(`{"format":"altiplano-history","version":2,"games":[]}`))
	f.Add([]byte(`{"format":"altiplano-history","version":2,"games":[{"played_at":"2026-01-01T00:00:00Z","players":[]}]}`))
	f.Fuzz(func(t *testing.T, data []byte) {
		games, err := readAll(bytes.NewReader(data))
		if err != nil {
			return
		}
		var out bytes.Buffer
		require.NoError(t, WriteJSON(&out, playlog.Slice(games)))
		again, err := readAll(bytes.NewReader(out.Bytes()))
		require.NoError(t, err)
		require.Equal(t, len(games), len(again))
		for i := range games {
			require.True(t, games[i].PlayedAt.Equal(again[i].PlayedAt))
			require.Equal(t, len(games[i].Players), len(again[i].Players))
		}
	})
}
