package cmd_test

import (
	"encoding/csv"
	"encoding/json"
	"net/url"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"altiplano/cmd/internal/cmdtest"
)

// withDiceFiles is a fresh history of the program's games and of dice,
// registered for this test only, and a writer of files for it.
func withDiceFiles(t *testing.T) (cmdtest.Env, func(name, content string) string) {
	t.Helper()
	dir := t.TempDir()
	return withDice(cmdtest.Env{ConfigDir: t.TempDir()}), func(name, content string) string {
		path := filepath.Join(dir, name)
		require.NoError(t, os.WriteFile(path, []byte(content), 0o644))
		return path
	}
}

// The third game (gametest's dice: one category, one tie-break key) is read by its own reader, kept in the
// play log, listed, shown, counted and exported with its own category,
// tie-break key, name and BoardGameGeek id, as the program's games are:
// nothing shared names a game.
func TestThirdGameIsKeptCountedAndExported(t *testing.T) {
	env, file := withDiceFiles(t)
	first := file("first.yaml", "game: dice\nplayers:\n  - {name: Ana, pips: 7, rerolls: 2}\n  - {name: Ben, pips: 7, rerolls: 1}\n")
	second := file("second.yaml", "game: dice\nplayers:\n  - {name: Ana, pips: 3, rerolls: 0}\n  - {name: Ben, pips: 9, rerolls: 0}\n")

	r := cmdtest.Run(t, env, "games", "import", first, second)
	require.Equal(t, 0, r.Code, r.Stderr)
	assert.Contains(t, r.Stderr, "Imported: 2, already in the play history: 0, not imported: 0.")

	list := cmdtest.Run(t, env, "games", "--game", "dice")
	require.Equal(t, 0, list.Code, list.Stderr)
	assert.Contains(t, list.Stdout, "Ana 7, Ben 7")
	home := cmdtest.Run(t, env, "games")
	assert.NotContains(t, home.Stdout, "Ana 7", "the home game's list never holds another game")
	assert.Contains(t, home.Stderr, ": --game dice shows them.\n", "but it says where they are")
	show := cmdtest.Run(t, env, "games", "show", "1")
	require.Equal(t, 0, show.Code, show.Stderr)
	assert.Contains(t, show.Stdout, "PLAYER  pips  TOTAL  rank\nAna     7     7      1\nBen     7     7      2\n")

	stats := cmdtest.Run(t, env, "stats", "--game", "dice")
	require.Equal(t, 0, stats.Code, stats.Stderr)
	assert.Contains(t, stats.Stdout, "Statistics of 2 games (4 seats)")
	assert.Contains(t, stats.Stdout, "1 pips\n", "its own category, and only it")
	assert.NotContains(t, stats.Stdout, "goods")
	var sj struct {
		Players []struct {
			Name       string             `json:"name"`
			Categories map[string]float64 `json:"categories"`
		} `json:"players"`
	}
	js := cmdtest.Run(t, env, "stats", "--game", "dice", "--json")
	require.Equal(t, 0, js.Code, js.Stderr)
	require.NoError(t, json.Unmarshal([]byte(js.Stdout), &sj))
	require.Len(t, sj.Players, 2)
	for _, p := range sj.Players {
		assert.Equal(t, []string{"pips"}, keys(p.Categories), p.Name)
	}

	export := func(format string) string {
		t.Helper()
		r := cmdtest.Run(t, env, "games", "export", "--game", "dice", "--format", format)
		require.Equal(t, 0, r.Code, r.Stderr)
		assert.NotContains(t, r.Stderr, "bgg_object_id", "its BoardGameGeek id is declared")
		return r.Stdout
	}
	var doc struct {
		Games []struct {
			Game    string `json:"game"`
			Players []struct {
				TieBreak   map[string]int `json:"tie_break"`
				Categories map[string]int `json:"categories"`
			} `json:"players"`
		} `json:"games"`
	}
	require.NoError(t, json.Unmarshal([]byte(export("json")), &doc))
	require.Len(t, doc.Games, 2)
	assert.Equal(t, "dice", doc.Games[1].Game)
	assert.Equal(t, map[string]int{"pips": 7}, doc.Games[1].Players[0].Categories)
	assert.Equal(t, map[string]int{"rerolls": 2}, doc.Games[1].Players[0].TieBreak)

	rows, err := csv.NewReader(strings.NewReader(export("csv"))).ReadAll()
	require.NoError(t, err)
	assert.Equal(t, []string{"game_id", "played_at", "played_on", "setup_code", "player_count", "seat", "name", "rerolls", "pips",
		"total", "rank", "winner", "start_player", "duration_min", "location"}, rows[0], "its own columns, no role")
	assert.Equal(t, []string{"2", "7"}, rows[len(rows)-2][7:9], "Ana's rerolls and pips in the first game")

	bgstats := export("bgstats")
	assert.Contains(t, bgstats, `"name":"Dice"`)
	assert.Contains(t, bgstats, `"bggId":4321`)
	bgg := export("bggxml")
	assert.Contains(t, bgg, `<item name="Dice" objecttype="thing" objectid="4321">`)
	link := strings.TrimSpace(strings.Split(export("bgstats-link"), "\n")[0])
	data, err := url.QueryUnescape(strings.TrimPrefix(link, "https://app.bgstatsapp.com/createPlay.html?data="))
	require.NoError(t, err)
	var play struct {
		Game struct {
			Name         string `json:"name"`
			BGGID        int    `json:"bggId"`
			SourceGameID string `json:"sourceGameId"`
		} `json:"game"`
	}
	require.NoError(t, json.Unmarshal([]byte(data), &play))
	assert.Equal(t, "Dice", play.Game.Name)
	assert.Equal(t, 4321, play.Game.BGGID)
	assert.Equal(t, "dice", play.Game.SourceGameID)

	// The export imports back as it was, each game checked by its own
	// reader.
	back := file("history.json", export("json"))
	fresh := cmdtest.Env{ConfigDir: t.TempDir(), Games: env.Games}
	r = cmdtest.Run(t, fresh, "games", "import", back)
	require.Equal(t, 0, r.Code, r.Stderr)
	again := cmdtest.Run(t, fresh, "games", "export", "--game", "dice", "--format", "json")
	assert.Equal(t, export("json"), again.Stdout)

	// Without the game registered, its kept games are a game this program
	// does not play.
	without := cmdtest.Run(t, cmdtest.Env{ConfigDir: env.ConfigDir}, "stats", "--game", "dice")
	assert.Equal(t, 2, without.Code)
	assert.Contains(t, without.Stderr, `"dice" is not a game this history keeps; the games are `+cmdtest.GameIDs(nil))
}

// A record is read by the reader of the game it declares: a game no one
// registered is refused naming the file and the line, as is a record its
// game's reader refuses; nothing of either is kept, the others are.
func TestImportReadsEachRecordByItsDeclaredGame(t *testing.T) {
	env, file := withDiceFiles(t)
	unknown := file("chess.yaml", "# a game\ngame: chess\nplayers: [Ana, Ben]\n")
	refused := file("alone.yaml", "game: dice\nplayers:\n  - {name: Ana}\n")
	good := file("good.yaml", "game: dice\nplayers:\n  - {name: Ana, pips: 1}\n  - {name: Ben, pips: 2}\n")
	home := filepath.Join("..", "testdata", "games", "2p.yaml")

	r := cmdtest.Run(t, env, "games", "import", unknown, refused, good, home)
	assert.Equal(t, 2, r.Code, r.Stderr)
	assert.Contains(t, r.Stderr, unknown+": not imported:\n  - "+unknown+`, game (line 2): "chess" is not a game this history keeps; the games are `+cmdtest.GameIDs(env.Games))
	assert.Contains(t, r.Stderr, refused+": not imported:\n  - "+refused+", players (line 2): ")
	assert.Contains(t, r.Stderr, "Imported: 2, already in the play history: 0, not imported: 2.")
	assert.Len(t, listed(t, env, "--game", "dice"), 1, "the good one only")
	assert.Len(t, listed(t, env), 1, "a record declaring no game is the home game's")
}

// listed is `games --json` with args.
func listed(t *testing.T, env cmdtest.Env, args ...string) []map[string]any {
	t.Helper()
	r := cmdtest.Run(t, env, append([]string{"games", "--json"}, args...)...)
	require.Equal(t, 0, r.Code, r.Stderr)
	var out []map[string]any
	require.NoError(t, json.Unmarshal([]byte(r.Stdout), &out))
	return out
}

func keys[V any](m map[string]V) []string {
	var out []string
	for k := range m {
		out = append(out, k)
	}
	return out
}
