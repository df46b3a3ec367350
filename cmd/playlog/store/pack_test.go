package store

import (
	"encoding/binary"
	"math"
	"testing"
	"time"

	"github.com/stretchr/testify/require"

	"altiplano/cmd/playlog"
	"altiplano/cmd/playlog/playlogtest"
)

// FuzzUnpackChunk: a damaged chunk is an error, never a panic; a packed
// game decodes to what was packed.
func FuzzUnpackChunk(f *testing.F) {
	for _, g := range playlogtest.ExportGames() {
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
	for _, g := range playlogtest.ExportGames() {
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
			require.Equal(t, playlog.NameKey(p.Name), s.key)
			require.Equal(t, p.Total, s.total)
			require.Equal(t, p.Rank, s.rank)
			require.Equal(t, len(p.Missions), len(s.missions))
			require.Len(t, s.points, len(p.Scores))
			for k, sc := range p.Scores {
				require.Equal(t, sc.Points, s.points[k], sc.Category)
			}
		}
		d = decoder{b: packEntry(g.ID, g), cats: newInterned()}
		require.NoError(t, d.next(&got))
		for k, c := range got.cats {
			require.Equal(t, g.Players[0].Scores[k].Category, d.cats.strs[c])
		}
	}
}

// sv reads back every signed value binary.AppendVarint writes, and a
// truncated one as damage.
func TestDecoderReadsSignedVarints(t *testing.T) {
	for _, v := range []int64{0, 1, -1, 63, -64, 64, -65, 1 << 40, -(1 << 40), math.MaxInt64, math.MinInt64} {
		d := decoder{b: binary.AppendVarint(nil, v)}
		require.Equal(t, v, d.sv())
		require.False(t, d.bad, v)
		require.Empty(t, d.b, v)
	}
	d := decoder{b: []byte{0x80}}
	require.Zero(t, d.sv())
	require.True(t, d.bad)
}
