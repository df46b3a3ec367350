package store

import (
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"altiplano/cmd/playlog"
	"altiplano/cmd/playlog/stats"
)

func TestTotals(t *testing.T) {
	s := openTemp(t)
	ids, err := s.AddMany([]playlog.Game{
		duel(hexHash(2), t0.Add(time.Hour), "ana", "Ben"),
		sample(hexHash(1), t0),
		duel(hexHash(3), t0.Add(2*time.Hour), "Ben", "ANA"),
	})
	require.NoError(t, err)
	series, err := s.Totals(whole)
	require.NoError(t, err)
	require.Len(t, series, 3)
	assert.Equal(t, stats.Series{Name: "ANA", Key: "ana", Points: []stats.Point{
		{GameID: ids[1].ID, PlayedAt: t0, Total: 50},
		{GameID: ids[0].ID, PlayedAt: t0.Add(time.Hour), Total: 40},
		{GameID: ids[2].ID, PlayedAt: t0.Add(2 * time.Hour), Total: 30},
	}}, series[0])
	assert.Equal(t, "Ben", series[1].Name)
	assert.Len(t, series[1].Points, 3)
	assert.Equal(t, "Cleo", series[2].Name)

	series, err = s.Totals(playlog.Filter{Game: game, Players: 2})
	require.NoError(t, err)
	require.Len(t, series, 2)
	assert.Len(t, series[0].Points, 2)
}
