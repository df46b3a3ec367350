package store

import (
	"bytes"
	"testing"
	"time"

	"github.com/stretchr/testify/require"
)

// FuzzReadJSON: whatever a history export reader accepts writes back, and
// reads back to the same games (what games import relies on).
func FuzzReadJSON(f *testing.F) {
	var buf bytes.Buffer
	if err := WriteJSON(&buf, Slice(exportGames())); err != nil {
		f.Fatal(err)
	}
	f.Add(buf.Bytes())
	f.Add([]byte(`{"format":"altiplano-history","version":2,"games":[]}`))
	f.Add([]byte(`{"format":"altiplano-history","version":2,"games":[{"played_at":"2026-01-01T00:00:00Z","players":[]}]}`))
	f.Fuzz(func(t *testing.T, data []byte) {
		var games []Game
		if err := ReadJSON(bytes.NewReader(data), func(g Game) error {
			games = append(games, g)
			return nil
		}); err != nil {
			return
		}
		var out bytes.Buffer
		require.NoError(t, WriteJSON(&out, Slice(games)))
		var again []Game
		require.NoError(t, ReadJSON(bytes.NewReader(out.Bytes()), func(g Game) error {
			again = append(again, g)
			return nil
		}))
		require.Equal(t, len(games), len(again))
		for i := range games {
			require.True(t, games[i].PlayedAt.Equal(again[i].PlayedAt))
			require.Equal(t, len(games[i].Players), len(again[i].Players))
		}
	})
}

// FuzzUnpackChunk: a damaged chunk is an error, never a panic; a packed
// game decodes to what was packed.
func FuzzUnpackChunk(f *testing.F) {
	for _, g := range exportGames() {
		f.Add(packEntry(g.ID, g))
	}
	f.Add([]byte{1, 2, 3})
	f.Fuzz(func(t *testing.T, data []byte) {
		d := decoder{b: data, in: newInterned()}
		var g packedGame
		for len(d.b) > 0 {
			if d.next(&g) != nil {
				return
			}
		}
	})
}

func TestPackEntryRoundTrip(t *testing.T) {
	for _, g := range exportGames() {
		g.PlayedAt = g.PlayedAt.Add(time.Second)
		d := decoder{b: packEntry(g.ID, g), in: newInterned()}
		var got packedGame
		require.NoError(t, d.next(&got))
		require.Empty(t, d.b)
		require.Equal(t, g.ID, got.id)
		require.Equal(t, g.PlayedAt.Unix(), got.at)
		require.Len(t, got.seats, len(g.Players))
		for i, p := range g.Players {
			s := got.seats[i]
			require.Equal(t, nameKey(p.Name), s.key)
			require.Equal(t, p.Total, s.total)
			require.Equal(t, p.Rank, s.rank)
			require.Equal(t, len(p.Missions), len(s.missions))
		}
	}
}
