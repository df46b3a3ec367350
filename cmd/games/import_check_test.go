package games_test

import (
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"altiplano/cmd/internal/cmdtest"
	"altiplano/cmd/internal/golden"
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

// The edits a person made to an export that imported before, each refused
// with its key and what is wrong: how long and where as a record file's
// are checked, values and their sources, assumptions, the mission variant
// and the setup code against the record, a game relabelled, a time that is
// not its instant, and games that are no list.
func TestImportRefusesTheEditsThatImportedBefore(t *testing.T) {
	env := cmdtest.Env{ConfigDir: t.TempDir()}
	scoreAll(t, env, examples[:1])
	r := cmdtest.Run(t, env, "alpaka", "score", "--file", golden.Testdata("alpaka", "01-rulebook-example.yaml"),
		"--box", golden.Testdata("alpaka", "box.yaml"))
	require.Equal(t, 0, r.Code, r.Stderr)
	exportOf := func(game string) map[string]any {
		out := cmdtest.Run(t, env, "games", "export", "--game", game, "--format", "json")
		require.Equal(t, 0, out.Code, out.Stderr)
		var doc map[string]any
		require.NoError(t, json.Unmarshal([]byte(out.Stdout), &doc))
		return doc
	}
	tests := []struct {
		name, game string
		edit       func(g map[string]any)
		path, says string
	}{
		{"a duration of 10^12 minutes", "altiplano", func(g map[string]any) { g["duration_min"] = 1e12 },
			"games[0].duration_min", "must be a whole number from 1 to 1440, not 1000000000000"},
		{"a location with ESC and U+202E", "altiplano", func(g map[string]any) { g["location"] = "Kitchen\x1b[31m\u202e" },
			"games[0].location", `"Kitchen\x1b[31m\u202e" holds a character a place may not have`},
		{"a location of 100,000 characters", "altiplano", func(g map[string]any) { g["location"] = strings.Repeat("x", 100000) },
			"games[0].location", "where the game was played: 1 to 64 characters on one line"},
		{"a goods value changed", "altiplano", func(g map[string]any) {
			g["values"].(map[string]any)["goods"].(map[string]any)["glass"].(map[string]any)["vp"] = 9.0
		}, "games[0].values.goods.glass.vp", "9 is not what its record gives: 4"},
		{"a source changed", "altiplano", func(g map[string]any) {
			g["values"].(map[string]any)["goods"].(map[string]any)["corn"].(map[string]any)["source"] = "rulebook"
		}, "games[0].values.goods.corn.source", "rulebook is not what its record gives: inferred"},
		{"every assumption removed", "altiplano", func(g map[string]any) { g["assumptions"] = []any{} },
			"games[0].assumptions", "missing; its record gives goods_values_inferred"},
		{"missions on a game without them", "alpaka", func(g map[string]any) { g["missions"] = true },
			"games[0].missions", "true is not what its record gives: false"},
		{"a setup code its record never had", "altiplano", func(g map[string]any) { g["setup_code"] = "ZZZZ-ZZZZ" },
			"games[0].setup_code", "ZZZZ-ZZZZ is not in its record, which gives none"},
		{"a game relabelled", "altiplano", func(g map[string]any) { g["game"] = "alpaka" },
			"games[0].game", "its record is a record of altiplano, not of alpaka"},
		{"a time that is not its instant", "altiplano", func(g map[string]any) { g["played_at"] = "2026-03-15T15:30:00+09:00" },
			"games[0].played_at", "2026-03-15T15:30:00+09:00 disagrees with played_at_utc"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			doc := exportOf(tt.game)
			tt.edit(doc["games"].([]any)[0].(map[string]any))
			games, err := json.MarshalIndent(doc["games"], "  ", "  ")
			require.NoError(t, err)
			data := fmt.Sprintf("{\n  \"format\": %q,\n  \"version\": %v,\n  \"games\": %s\n}\n", doc["format"], doc["version"], games)
			file := filepath.Join(t.TempDir(), "history.json")
			require.NoError(t, os.WriteFile(file, []byte(data), 0o644))
			fresh := cmdtest.Env{ConfigDir: t.TempDir()}
			r := cmdtest.Run(t, fresh, "games", "import", file, "--box", golden.Testdata("alpaka", "box.yaml"))
			assert.Equal(t, 2, r.Code, r.Stderr)
			assert.Regexp(t, regexp.QuoteMeta(file+", "+tt.path)+` \(line \d+\): `+regexp.QuoteMeta(tt.says), r.Stderr)
			assert.Contains(t, r.Stderr, "Imported: 0, already in the play history: 0, not imported: 1.")
		})
	}

	// "games": null is no list of games, said so.
	file := filepath.Join(t.TempDir(), "null.json")
	require.NoError(t, os.WriteFile(file, []byte("{\"format\": \"altiplano-history\",\n\"version\": 5,\n\"games\": null}\n"), 0o644))
	r = cmdtest.Run(t, cmdtest.Env{ConfigDir: t.TempDir()}, "games", "import", file)
	assert.Equal(t, 2, r.Code)
	assert.Contains(t, r.Stderr, "  - "+file+", games (line 3): expected a list\n")
	assert.NotContains(t, r.Stderr, "<nil>")
}
