package alpaka

import (
	"encoding/json"
	"os"
	"path/filepath"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"altiplano/cmd/game"
	"altiplano/cmd/game/logtest"
	"altiplano/cmd/internal/factorytest"
	"altiplano/cmd/playlog"
	"altiplano/rules/alpaka"
)

// Alpaka declares its pad's lines, its tie-break after the points and no
// roles or mission cards; its BoardGameGeek id is known.
func TestAlpakaDeclaresItsPad(t *testing.T) {
	d := Game{}.Log().Declare()
	assert.Equal(t, []string{"cards", "fighter"}, game.Keys(d.Categories))
	assert.Equal(t, []string{"alpacas", "most_valuable", "deck"}, game.Keys(d.TieBreaks))
	assert.Empty(t, d.Roles)
	assert.Empty(t, d.Missions)
	assert.Equal(t, "Alpaka", d.ExportName)
	assert.Equal(t, 391045, d.BGGObjectID)
	assert.Equal(t, alpaka.PlayersLimit.Min, d.MinPlayers)
	assert.Equal(t, alpaka.PlayersLimit.Max, d.MaxPlayers)
}

// A record is read as `alpaka score --file` reads it: each seat with the
// declared categories and tie-break keys; rebuilt from the kept result it
// is the same game; its identity is the kept game's hash.
func TestAlpakaReadsRebuildsAndIdentifiesItsRecords(t *testing.T) {
	data, err := os.ReadFile(filepath.Join("..", "..", "testdata", "alpaka", "11-shared-win.yaml"))
	require.NoError(t, err)
	l := Game{}.Log()
	r, err := l.Reader(factorytest.New(factorytest.Testdata("alpaka", "box.yaml"), Game{}))
	require.NoError(t, err)
	at := time.Date(2026, 11, 20, 19, 30, 0, 0, time.UTC)
	g, err := r.Read("11-shared-win.yaml", data, at)
	require.NoError(t, err)
	assert.Equal(t, alpaka.ID, g.Game)
	assert.True(t, g.Undated, "Alpaka's records give no time")
	d := l.Declare()
	for _, p := range g.Players {
		var cats, ties []string
		for _, sc := range p.Scores {
			cats = append(cats, sc.Category)
		}
		for _, tb := range p.TieBreak {
			ties = append(ties, tb.Key)
		}
		assert.Equal(t, game.Keys(d.Categories), cats, p.Name)
		assert.Equal(t, game.Keys(d.TieBreaks), ties, p.Name)
	}
	assert.True(t, g.Players[0].StartPlayer, "the first in turn order starts")

	g.ID = 3
	_, rec := logtest.Rebuilds(t, l, r, g)
	assert.Equal(t, playlog.Recorded{Hash: g.Hash}, rec, "its identity, and no time")

	// A game kept before its tie-break keys were kept has them from what
	// Alpaka declares.
	players, _, err := playlog.ReadResult(g)
	require.NoError(t, err)
	old := g
	old.Result = []byte(`{"game":"alpaka","players":` + mustJSON(t, players) + `}`)
	back, err := r.Rebuild(old)
	require.NoError(t, err)
	assert.Equal(t, g.Players, back.Players)
}

func mustJSON(t *testing.T, v any) string {
	t.Helper()
	b, err := json.Marshal(v)
	require.NoError(t, err)
	return string(b)
}
