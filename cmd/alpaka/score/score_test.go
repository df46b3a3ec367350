package score_test

import (
	"encoding/json"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	score "altiplano/cmd/alpaka/score"
	"altiplano/cmd/internal/cmdtest"
	"altiplano/cmd/internal/golden"
	"altiplano/cmd/scoring/scoringtest"
)

var box = golden.Testdata("alpaka", "box.yaml")

func game(name string) string { return golden.Testdata("alpaka", name) }

func TestScoreFlagsToOptions(t *testing.T) {
	tests := []struct {
		args      []string
		file      string
		json, csv bool
	}{
		{nil, "", false, false},
		{[]string{"-f", "g.yaml", "--json"}, "g.yaml", true, false},
		{[]string{"--file", "-", "--csv"}, "-", false, true},
	}
	for _, tt := range tests {
		got := scoringtest.Options(t, score.Scoring, nil, tt.args...)
		assert.Equal(t, tt.file, got.File)
		assert.Equal(t, tt.json, got.JSON)
		assert.Equal(t, tt.csv, got.CSV)
	}
}

func TestScoreGolden(t *testing.T) {
	tests := map[string][]string{
		"rulebook-example.txt":  {"--file", game("01-rulebook-example.yaml")},
		"unicorns.txt":          {"--file", game("02-unicorn-by-position.yaml")},
		"unicorns.json":         {"--file", game("02-unicorn-by-position.yaml"), "--json"},
		"market-runs-out.txt":   {"--file", game("04-market-runs-out.yaml")},
		"market-runs-out.json":  {"--file", game("04-market-runs-out.yaml"), "--json"},
		"loudmouth-fighter.txt": {"--file", game("07-fighter-floor.yaml")},
		"snob-ru.txt":           {"--file", game("06-snob.yaml"), "--lang", "ru"},
		"shared.txt":            {"--file", game("11-shared-win.yaml")},
		"shared.csv":            {"--file", game("11-shared-win.yaml"), "--csv"},
		"places-decided.txt":    {"--file", game("16-places-decided.yaml")},
		"places-decided-fr.txt": {"--file", game("16-places-decided.yaml"), "--lang", "fr"},
	}
	for name, args := range tests {
		t.Run(name, func(t *testing.T) {
			r := cmdtest.Run(t, cmdtest.Env{}, append([]string{"alpaka", "score", "--no-history", "--box", box}, args...)...)
			require.Equal(t, 0, r.Code, r.Stderr)
			if filepath.Ext(name) == ".csv" {
				// A CSV has no place for the pad's notes: they are said
				// beside it.
				assert.Equal(t, "Notes:\n  - Nobody has four full fences, though the game ends when someone fills the fourth: check the farms.\n", r.Stderr)
			} else {
				assert.Empty(t, r.Stderr)
			}
			golden.Assert(t, filepath.Join("alpaka", "score", name), []byte(r.Stdout))
		})
	}
}

type resultJSON struct {
	Players []struct {
		Name  string `json:"name"`
		Total int    `json:"total"`
		Place int    `json:"place"`
	} `json:"players"`
	Winners      []string `json:"winners"`
	DecidedBy    string   `json:"decided_by"`
	UnicornSwaps []struct {
		Player string  `json:"player"`
		Took   *string `json:"took"`
	} `json:"unicorn_swaps"`
}

// The JSON the issue specifies: took is null when nothing was left.
func TestScoreJSON(t *testing.T) {
	r := cmdtest.Run(t, cmdtest.Env{}, "alpaka", "score", "--box", box, "--file", game("04-market-runs-out.yaml"), "--json")
	require.Equal(t, 0, r.Code, r.Stderr)
	var res resultJSON
	require.NoError(t, json.Unmarshal([]byte(r.Stdout), &res))
	assert.Equal(t, []string{"Cleo"}, res.Winners)
	assert.Equal(t, "points", res.DecidedBy)
	require.Len(t, res.UnicornSwaps, 2)
	assert.Equal(t, "usher", *res.UnicornSwaps[0].Took)
	assert.Nil(t, res.UnicornSwaps[1].Took)
	assert.Contains(t, r.Stdout, `"took": null`)
}

// Refusals: exit 2, nothing on stdout, every problem named.
func TestScoreRefusals(t *testing.T) {
	tests := []struct {
		args []string
		want []string
	}{
		{[]string{"--file", game("13-refused-shapes.yaml")}, []string{"8 problems", "Sam", "line 6", "twins fill a fence alone", "6 × mime in this game; the box has 4"}},
		{[]string{"--file", game("15-refused-swaps.yaml")}, []string{"a unicorn may not become baby", "king is not left in the market"}},
		{[]string{}, []string{"--file"}},
		{[]string{"--file", "-", "--json", "--csv"}, []string{"--json", "--csv"}},
	}
	for _, tt := range tests {
		r := cmdtest.Run(t, cmdtest.Env{}, append([]string{"alpaka", "score", "--box", box}, tt.args...)...)
		assert.Equal(t, 2, r.Code, r.Stderr)
		assert.Empty(t, r.Stdout)
		for _, w := range tt.want {
			assert.Contains(t, r.Stderr, w)
		}
	}
	// Without the box's values, the refusal names each value needed.
	r := cmdtest.Run(t, cmdtest.Env{}, "alpaka", "score", "--file", game("08-twins-decide.yaml"))
	assert.Equal(t, 2, r.Code)
	assert.Contains(t, r.Stderr, "the printed value of twins is not known")
	assert.NotContains(t, r.Stderr, "baby")
}

// A record read from standard input, with names in several languages.
func TestScoreFromStdin(t *testing.T) {
	rec := "game: alpaka\nplayers:\n  - {name: Ana, fences: [[Einhorn, licorne]], deck: 2}\n  - {name: Bo, fences: [[Мим]], deck: 2}\nmarket: []\n"
	r := cmdtest.Run(t, cmdtest.Env{Stdin: rec}, "alpaka", "score", "--box", box, "--file", "-")
	assert.Equal(t, 2, r.Code)
	assert.Contains(t, r.Stderr, "unicorn twice on one farm")

	rec = strings.Replace(rec, "[[Einhorn, licorne]]", "[[Einhorn, mimo]]", 1)
	r = cmdtest.Run(t, cmdtest.Env{Stdin: rec}, "alpaka", "score", "--box", box, "--file", "-")
	require.Equal(t, 0, r.Code, r.Stderr)
	assert.Contains(t, r.Stdout, "fence 1: unicorn 4 (the unicorn stays: nothing it may take was left)")
}

// Alpaka games are kept in the play history under their own name: listed
// and counted with --game alpaka, never mixed into Altiplano's.
func TestScoredGamesAreKeptUnderAlpaka(t *testing.T) {
	dir := t.TempDir()
	env := cmdtest.Env{ConfigDir: dir}
	r := cmdtest.Run(t, env, "alpaka", "score", "--box", box, "--file", game("01-rulebook-example.yaml"))
	require.Equal(t, 0, r.Code, r.Stderr)
	assert.Contains(t, r.Stderr, "Kept in the play history as game 1.")
	r = cmdtest.Run(t, env, "alpaka", "score", "--box", box, "--file", game("01-rulebook-example.yaml"))
	require.Equal(t, 0, r.Code, r.Stderr)
	assert.Contains(t, r.Stderr, "Already in the play history as game 1")

	list := cmdtest.Run(t, env, "games", "--game", "alpaka", "--json")
	require.Equal(t, 0, list.Code, list.Stderr)
	assert.Contains(t, list.Stdout, "Alexander")
	assert.Contains(t, list.Stdout, "Lidia")
	alti := cmdtest.Run(t, env, "games", "--json")
	require.Equal(t, 0, alti.Code, alti.Stderr)
	assert.NotContains(t, alti.Stdout, "Alexander", "Altiplano's list has no Alpaka game")

	stats := cmdtest.Run(t, env, "stats", "--game", "alpaka", "--json")
	require.Equal(t, 0, stats.Code, stats.Stderr)
	assert.Contains(t, stats.Stdout, "Alexander")
	altiStats := cmdtest.Run(t, env, "stats", "--json")
	assert.NotContains(t, altiStats.Stdout, "Alexander")

	export := cmdtest.Run(t, env, "games", "export", "--game", "alpaka", "--format", "bggxml")
	require.Equal(t, 0, export.Code, export.Stderr)
	assert.Contains(t, export.Stdout, `<item name="Alpaka" objecttype="thing" objectid="391045">`)
	assert.Contains(t, export.Stdout, `name="Alexander" startposition="2" color="" score="39" new="1" win="1"`)
}
