package games_test

import (
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"altiplano/cmd/internal/cmdtest"
)

// A game of a JSON export whose record is not the game stored with it is
// not imported: each value its record does not give is named at its key
// with both (exit 2), nothing of it is stored, and the other games are.
func TestImportRefusesAGameWhoseRecordDoesNotMatch(t *testing.T) {
	tests := []struct {
		name   string
		tamper func(games []map[string]any)
		says   string
	}{
		{"a record that does not score", func(games []map[string]any) {
			games[0]["record"] = "version: 1\nplayers: []\n"
		}, "games[0].record, players (line 2): a game has 2 to 5 players; the record lists 0"},
		{"another game's record", func(games []map[string]any) {
			games[0]["record"] = games[2]["record"]
		}, "FILE, games[0].players (line 1): 5 is not what its record gives: 2"},
		{"a total the record does not give", func(games []map[string]any) {
			players := games[0]["players"].([]any)
			players[0].(map[string]any)["total"] = 99.0
		}, "FILE, games[0].players[0].total (line 1): 99 is not what its record gives: 42"},
		{"a role the game does not have", func(games []map[string]any) {
			players := games[0]["players"].([]any)
			players[0].(map[string]any)["role"] = "Trader"
		}, "FILE, games[0].players[0].role (line 1): Trader is not in its record, which gives none"},
		{"a mission card the game does not have", func(games []map[string]any) {
			players := games[0]["players"].([]any)
			p := players[0].(map[string]any)
			p["missions"] = append(p["missions"].([]any), map[string]any{"id": 21.0, "achieved": false, "vp": 0.0})
		}, `FILE, games[0].players[0].missions[2] (line 1): {"achieved":false,"id":21,"vp":0} is not in its record, which gives none`},
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
			assert.Contains(t, r.Stderr, file+": game 3 not imported:\n")
			assert.Contains(t, r.Stderr, "  - "+strings.ReplaceAll(tt.says, "FILE", file)+"\n")
			assert.Contains(t, r.Stderr, "Imported: 2, already in the play history: 0, not imported: 1.")
			show := cmdtest.Run(t, fresh, "games", "show", "3")
			assert.NotEqual(t, 0, show.Code, "nothing of game 3 is stored")
			assert.Len(t, list(t, fresh, "--all"), 2)
		})
	}
}

// A game of an export that cannot be read is said in words at its key and
// line (the export is a file, not a database), and the other games are
// imported.
func TestImportSaysWhereAGameOfAnExportCannotBeRead(t *testing.T) {
	env := cmdtest.Env{ConfigDir: t.TempDir()}
	_, export := threeGames(t, env)
	lines := strings.Split(export, "\n")
	line := slices.Index(lines, `      "id": 3,`) // the newest game comes first
	require.Positive(t, line)
	lines[line] = `      "id": 9223372036854775808,`
	file := filepath.Join(t.TempDir(), "history.json")
	require.NoError(t, os.WriteFile(file, []byte(strings.Join(lines, "\n")), 0o644))

	r := cmdtest.Run(t, cmdtest.Env{ConfigDir: t.TempDir()}, "games", "import", file)
	assert.Equal(t, 2, r.Code)
	assert.Contains(t, r.Stderr, file+": a game not imported:\n  - "+file+", games[0].id (line "+strconv.Itoa(line+1)+
		"): must be a whole number from 1 to 9223372036854775807, not 9223372036854775808\n")
	assert.Contains(t, r.Stderr, file+": games imported: 2, already in the play history: 0\n")
	assert.Contains(t, r.Stderr, "Imported: 2, already in the play history: 0, not imported: 1.")
	assert.NotContains(t, r.Stderr, "database")
	assert.NotContains(t, r.Stderr, "cannot unmarshal")

	// A version this altiplano does not read, at its line.
	newer := filepath.Join(t.TempDir(), "newer.json")
	require.NoError(t, os.WriteFile(newer, []byte("{\n\"format\": \"altiplano-history\",\n\"version\": 99,\n\"games\": []}\n"), 0o644))
	r = cmdtest.Run(t, cmdtest.Env{ConfigDir: t.TempDir()}, "games", "import", newer)
	assert.Equal(t, 2, r.Code)
	assert.Contains(t, r.Stderr, newer+": not imported:\n  - "+newer+", version (line 3): version 99 of the export is not one this altiplano reads (1 to 5)")
}
