package history

import (
	"bytes"
	"encoding/json"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestWriteJSONRoundTrip(t *testing.T) {
	games := exportGames()
	var buf bytes.Buffer
	require.NoError(t, WriteJSON(&buf, games))

	var doc jsonDoc
	dec := json.NewDecoder(&buf)
	dec.DisallowUnknownFields()
	require.NoError(t, dec.Decode(&doc))
	assert.Equal(t, JSONFormat, doc.Format)
	assert.Equal(t, JSONVersion, doc.Version)
	require.Len(t, doc.Games, len(games))
	for i, g := range games {
		jg := doc.Games[i]
		at, err := time.Parse(time.RFC3339, jg.PlayedAt)
		require.NoError(t, err)
		back := Game{ID: jg.ID, Hash: jg.Hash, PlayedAt: at, SetupCode: jg.SetupCode, Missions: jg.Missions,
			Record: g.Record, Values: g.Values, Result: g.Result, Game: GameAltiplano}
		if len(jg.Assumptions) > 0 {
			back.Assumptions = jg.Assumptions
		}
		assert.Equal(t, len(g.Players), jg.PlayerCount)
		for _, jp := range jg.Players {
			c := jp.Categories
			p := Player{Seat: jp.Seat, Name: jp.Name, Coins: jp.Coins, Total: jp.Total, Rank: jp.Rank,
				StartPlayer: jp.StartPlayer, Role: jp.Role,
				Categories: Categories{c.Goods, c.Boats, c.Houses, c.Orders, c.HouseBonus, c.Warehouse, c.Missions}}
			for _, m := range jp.Missions {
				p.Missions = append(p.Missions, Mission(m))
			}
			assert.Equal(t, jp.Rank == 1, jp.Winner)
			back.Players = append(back.Players, p)
		}
		assert.Equal(t, g, back)
	}
}

func TestWriteJSONShape(t *testing.T) {
	var buf bytes.Buffer
	g := duel(hexHash(9), time.Date(2026, 1, 2, 3, 4, 5, 0, time.FixedZone("X", 3600)), "Ana", "Ben")
	g.ID = 9
	require.NoError(t, WriteJSON(&buf, []Game{g}))
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
	require.NoError(t, WriteJSON(&buf, nil))
	assert.JSONEq(t, `{"format":"altiplano-history","version":1,"games":[]}`, buf.String())
}

func keys(m map[string]any) []string {
	var out []string
	for k := range m {
		out = append(out, k)
	}
	return out
}
