package store

import (
	"bytes"
	"encoding/json"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestWriteJSONRoundTrip(t *testing.T) {
	games := exportGames()
	for i := range games {
		games[i].Game = GameAltiplano
	}
	var buf bytes.Buffer
	require.NoError(t, WriteJSON(&buf, Slice(games)))
	var back []Game
	require.NoError(t, ReadJSON(bytes.NewReader(buf.Bytes()), func(g Game) error {
		back = append(back, g)
		return nil
	}))
	require.Len(t, back, len(games))
	for i, g := range games {
		want := g
		want.PlayedAt = g.PlayedAt.UTC()
		assert.Equal(t, want, back[i])
	}
}

// Export, import into an empty history, export again: the same bytes.
func TestJSONExportImportExportIsIdentical(t *testing.T) {
	s := openTemp(t)
	for _, g := range exportGames() {
		_, _, err := s.Add(g)
		require.NoError(t, err)
	}
	played, err := scoredSample(t, "Anna", t0).Game()
	require.NoError(t, err)
	played.DurationMin, played.Location = 95, "Graz"
	_, _, err = s.Add(played)
	require.NoError(t, err)
	var first bytes.Buffer
	require.NoError(t, WriteJSON(&first, s.Source(Filter{}, false)))

	empty := openTemp(t)
	var batch []Game
	require.NoError(t, ReadJSON(bytes.NewReader(first.Bytes()), func(g Game) error {
		batch = append(batch, g)
		return nil
	}))
	_, err = empty.AddMany(batch)
	require.NoError(t, err)
	var second bytes.Buffer
	require.NoError(t, WriteJSON(&second, empty.Source(Filter{}, false)))
	assert.Equal(t, first.String(), second.String())
	assert.Contains(t, first.String(), `"duration_min": 95`)
	assert.Contains(t, first.String(), `"record": "version: 1`)
}

func TestReadJSONRefusesOtherDocuments(t *testing.T) {
	for _, doc := range []string{
		`{"format":"something","version":1,"games":[]}`,
		`{"format":"altiplano-history","version":3,"games":[]}`,
		`{"format":"altiplano-history","version":2}`,
		`[1,2]`,
		`{"format":"altiplano-history","version":2,"games":[{"played_at":"yesterday"}]}`,
	} {
		err := ReadJSON(strings.NewReader(doc), func(Game) error { return nil })
		assert.Error(t, err, doc)
	}
}

func TestWriteJSONShape(t *testing.T) {
	var buf bytes.Buffer
	g := duel(hexHash(9), time.Date(2026, 1, 2, 3, 4, 5, 0, time.FixedZone("X", 3600)), "Ana", "Ben")
	g.ID = 9
	require.NoError(t, WriteJSON(&buf, Slice([]Game{g})))
	var raw map[string]any
	require.NoError(t, json.Unmarshal(buf.Bytes(), &raw))
	game := raw["games"].([]any)[0].(map[string]any)
	assert.Equal(t, "2026-01-02T02:04:05Z", game["played_at"])
	assert.Equal(t, []any{}, game["assumptions"], "empty lists are [], not null")
	p := game["players"].([]any)[0].(map[string]any)
	assert.Equal(t, true, p["winner"])
	assert.Equal(t, []any{}, p["missions"])
	assert.ElementsMatch(t, []string{"goods", "boats", "houses", "orders", "house_bonus", "warehouse", "missions"},
		keys(p["categories"].(map[string]any)))

	buf.Reset()
	require.NoError(t, WriteJSON(&buf, Slice(nil)))
	assert.JSONEq(t, `{"format":"altiplano-history","version":2,"games":[]}`, buf.String())
}

func keys(m map[string]any) []string {
	var out []string
	for k := range m {
		out = append(out, k)
	}
	return out
}
