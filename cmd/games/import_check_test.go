package games_test

import (
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"altiplano/cmd/internal/cmdtest"
)

// A game of a JSON export whose record is not the game stored with it is
// not imported: it is named with the reason (exit 2), nothing of it is
// stored, and the other games are.
func TestImportRefusesAGameWhoseRecordDoesNotMatch(t *testing.T) {
	tests := []struct {
		name   string
		tamper func(games []map[string]any)
		says   string
	}{
		{"a record that does not score", func(games []map[string]any) {
			games[0]["record"] = "version: 1\nplayers: []\n"
		}, "  - game 3, players (line 2): a game has 2 to 5 players; the record lists 0"},
		{"another game's record", func(games []map[string]any) {
			games[0]["record"] = games[2]["record"]
		}, "  - its record is not the game stored with it (the identity, players or result differ)"},
		{"a total the record does not give", func(games []map[string]any) {
			players := games[0]["players"].([]any)
			players[0].(map[string]any)["total"] = 99.0
		}, "  - its record is not the game stored with it (the identity, players or result differ)"},
		{"a role the game does not have", func(games []map[string]any) {
			players := games[0]["players"].([]any)
			players[0].(map[string]any)["role"] = "Trader"
		}, "  - its record is not the game stored with it (the identity, players or result differ)"},
		{"a mission card the game does not have", func(games []map[string]any) {
			players := games[0]["players"].([]any)
			p := players[0].(map[string]any)
			p["missions"] = append(p["missions"].([]any), map[string]any{"id": 21.0, "achieved": false, "vp": 0.0})
		}, "  - its record is not the game stored with it (the identity, players or result differ)"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			env := cmdtest.Env{ConfigDir: t.TempDir()}
			_, export := threeGames(t, env)
			var doc map[string]any
			require.NoError(t, json.Unmarshal([]byte(export), &doc))
			var games []map[string]any
			for _, g := range doc["games"].([]any) {
				games = append(games, g.(map[string]any))
			}
			require.Equal(t, 3.0, games[0]["id"], "newest first")
			tt.tamper(games)
			tampered, err := json.Marshal(games)
			require.NoError(t, err)
			// format and version come before the games, as in an export
			data := []byte(`{"format":"altiplano-history","version":` + fmt.Sprint(doc["version"]) + `,"games":` + string(tampered) + `}`)
			file := filepath.Join(t.TempDir(), "history.json")
			require.NoError(t, os.WriteFile(file, data, 0o644))

			fresh := cmdtest.Env{ConfigDir: t.TempDir()}
			r := cmdtest.Run(t, fresh, "games", "import", file)
			assert.Equal(t, 2, r.Code, r.Stderr)
			assert.Contains(t, r.Stderr, file+": game 3 not imported:\n"+tt.says+"\n")
			assert.Contains(t, r.Stderr, "Imported 2, already there 0, skipped 1.")
			show := cmdtest.Run(t, fresh, "games", "show", "3")
			assert.NotEqual(t, 0, show.Code, "nothing of game 3 is stored")
			assert.Len(t, list(t, fresh, "--all"), 2)
		})
	}
}
