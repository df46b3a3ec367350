package stats_test

import (
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	alpakagame "altiplano/cmd/alpaka"
	altiplanogame "altiplano/cmd/altiplano"
	"altiplano/cmd/factory"
	"altiplano/cmd/game"
	"altiplano/cmd/internal/cmdtest"
	"altiplano/cmd/internal/golden"
	"altiplano/cmd/iostreams"
	stats "altiplano/cmd/stats"
)

// history scores three games of Anna and Ben, with roles, and returns the
// environment that holds them.
func history(t *testing.T) cmdtest.Env {
	t.Helper()
	env := cmdtest.Env{ConfigDir: t.TempDir()}
	dir := t.TempDir()
	games := []string{
		"version: 1\nplayed_at: 2026-01-01\nplayers:\n  - {name: Anna, boats: 3, role: miner}\n  - {name: Ben, boats: 1, role: trader}\n",
		"version: 1\nplayed_at: 2026-02-01\nplayers:\n  - {name: Anna, boats: 1, coins: 2, role: trader}\n  - {name: Ben, boats: 1, coins: 2, role: miner}\n",
		"version: 1\nplayed_at: 2026-03-01\nplayers:\n  - {name: anna, boats: 1}\n  - {name: Ben, boats: 2}\n  - {name: Cleo, boats: 4}\n",
	}
	for i, g := range games {
		path := filepath.Join(dir, "g"+string(rune('1'+i))+".yaml")
		require.NoError(t, os.WriteFile(path, []byte(g), 0o644))
		r := cmdtest.Run(t, env, "score", "--file", path)
		require.Equal(t, 0, r.Code, r.Stderr)
	}
	return env
}

func TestStatsText(t *testing.T) {
	env := history(t)
	r := cmdtest.Run(t, env, "stats", "--player", "Anna", "--vs", "ben")
	require.Equal(t, 0, r.Code, r.Stderr)
	golden.Assert(t, filepath.Join("stats", "anna-vs-ben.txt"), []byte(r.Stdout))
	assert.Contains(t, r.Stdout, "anna and Ben played 3 games together:\n  anna ranked better in 1; Ben ranked better in 1; level in 1",
		"a player is named as last written")
	assert.Contains(t, r.Stdout, "2 wins were first places shared after the tie-break (coins)")
	assert.Contains(t, r.Stdout, "Miner")
	fr := cmdtest.Run(t, env, "stats", "--player", "Anna", "--vs", "ben", "--lang", "fr")
	require.Equal(t, 0, fr.Code, fr.Stderr)
	assert.Contains(t, fr.Stdout, "\n  anna devant dans 1 partie\u00a0; Ben devant dans 1 partie\u00a0; ", "joined as French joins items")

	r = cmdtest.Run(t, env, "stats", "--vs", "Ben")
	assert.Equal(t, 2, r.Code)
	assert.Contains(t, r.Stderr, "--vs compares two players")
	// The same player under the name rule, as the play log matches names.
	for _, same := range [][2]string{{"Anna", " ANNA "}, {"Straße", "STRASSE"}, {"Anna", "ＡＮＮＡ"}} {
		r = cmdtest.Run(t, env, "stats", "--player", same[0], "--vs", same[1])
		assert.Equal(t, 2, r.Code)
		assert.Empty(t, r.Stdout)
		assert.Equal(t, "altiplano: --player "+same[0]+" and --vs "+strings.TrimSpace(same[1])+
			" are the same player; --vs compares two players\nRun 'altiplano stats --help' for usage.\n", r.Stderr)
	}
	r = cmdtest.Run(t, cmdtest.Env{ConfigDir: t.TempDir()}, "stats")
	require.Equal(t, 0, r.Code)
	assert.Empty(t, r.Stdout)
	assert.Equal(t, "No games to count.\n", r.Stderr, "a message, on stderr")
}

// --player and --vs are read under the one name rule, as a record's
// names: a name no player can have is said at its flag, both at once, in
// stats and in games; one of another width or case is the same player.
func TestPlayerFlagsFollowTheNameRule(t *testing.T) {
	env := history(t)
	const hidden = `holds a character a name may not have: a comma, a control, bidi or zero-width character, ` +
		`another one that shows nothing (a variation selector, a filler, a blank Braille cell), a combining mark at its start, or broken text`
	r := cmdtest.Run(t, env, "stats", "--player", "An\u200bna", "--vs", "Be\u202en")
	assert.Equal(t, 2, r.Code)
	assert.Empty(t, r.Stdout)
	assert.Equal(t, "altiplano: 2 problems:\n  - --player: \"An\\u200bna\" "+hidden+"\n  - --vs: \"Be\\u202en\" "+hidden+"\n", r.Stderr)

	for _, args := range [][]string{{"games", "--player", "?!"}, {"games", "export", "--format", "csv", "--player", "?!"}} {
		r = cmdtest.Run(t, env, args...)
		assert.Equal(t, 2, r.Code, "%v", args)
		assert.Equal(t, "altiplano: --player: \"?!\" has no letter or digit; a name needs at least one\n", r.Stderr, "%v", args)
	}
	r = cmdtest.Run(t, env, "games", "--player", "ＡＮＮＡ", "--json")
	require.Equal(t, 0, r.Code, r.Stderr)
	assert.Equal(t, 3, strings.Count(r.Stdout, `"id"`), "Anna's three games")
}

func TestStatsJSON(t *testing.T) {
	env := history(t)
	r := cmdtest.Run(t, env, "stats", "--json", "--players", "2")
	require.Equal(t, 0, r.Code, r.Stderr)
	var s struct {
		Games      int `json:"games"`
		SharedWins int `json:"shared_wins"`
		Players    []struct {
			Name       string             `json:"name"`
			Games      int                `json:"games"`
			Wins       int                `json:"wins"`
			WinRate    float64            `json:"win_rate"`
			MeanTotal  float64            `json:"mean_total"`
			BestTotal  int                `json:"best_total"`
			Categories map[string]float64 `json:"categories"`
		} `json:"players"`
		Roles []struct {
			Role  string `json:"role"`
			Games int    `json:"games"`
			Wins  int    `json:"wins"`
		} `json:"roles"`
	}
	require.NoError(t, json.Unmarshal([]byte(r.Stdout), &s))
	assert.Equal(t, 2, s.Games)
	assert.Equal(t, 2, s.SharedWins, "game 2: Anna and Ben level on points and coins, both win")
	require.Len(t, s.Players, 2)
	for _, p := range s.Players {
		assert.Equal(t, 2, p.Games)
		switch p.Name {
		case "anna":
			assert.Equal(t, 2, p.Wins)
			assert.InDelta(t, 4.0, p.MeanTotal, 1e-9)
			assert.InDelta(t, 4.0, p.Categories["boats"], 1e-9)
			assert.Equal(t, 6, p.BestTotal)
		case "Ben":
			assert.Equal(t, 1, p.Wins)
			assert.InDelta(t, 0.5, p.WinRate, 1e-9)
		}
	}
	require.Len(t, s.Roles, 2)
}

// The chart draws plain ASCII when output is not a terminal; a terminal
// may have colours unless NO_COLOR is set.
func TestStatsChart(t *testing.T) {
	env := history(t)
	plain := cmdtest.Run(t, env, "stats", "--chart")
	require.Equal(t, 0, plain.Code, plain.Stderr)
	golden.Assert(t, filepath.Join("stats", "chart.txt"), []byte(plain.Stdout))
	for i, r := range plain.Stdout {
		require.Less(t, r, rune(0x80), "plain output has only ASCII (offset %d)", i)
	}

	io, _, _, _ := iostreams.Test()
	io.SetInteractive(true)
	f := factory.New(io)
	f.Getenv = func(string) string { return "" }
	assert.True(t, options(t, f, "--chart").Color, "a terminal may have colours")
	f.Getenv = func(k string) string { return map[string]string{"NO_COLOR": "1"}[k] }
	assert.False(t, options(t, f, "--chart").Color, "NO_COLOR is respected")
}

// options builds stats with f and its run function replaced, runs it on
// args and returns the options it would have run with.
func options(t *testing.T, f *factory.Factory, args ...string) *stats.Options {
	t.Helper()
	var got *stats.Options
	cmd := stats.NewCmdStats(f, registry, func(o *stats.Options) error { got = o; return nil })
	cmd.SetArgs(args)
	require.NoError(t, cmd.Execute())
	return got
}

func TestStatsFlagsToOptions(t *testing.T) {
	io, _, _, _ := iostreams.Test()
	got := options(t, factory.New(io), strings.Fields("--json --player Ana --players 3 --since 2026-01-01 --vs Ben")...)
	assert.True(t, got.JSON)
	assert.Equal(t, "Ana", got.Player)
	assert.Equal(t, "3", got.Players)
	assert.Equal(t, "2026-01-01", got.Since)
	assert.Equal(t, "Ben", got.Vs)
	assert.False(t, got.Chart)
}

// registry is the program's games, as the root lists them.
var registry = game.Registry{altiplanogame.Game{}, alpakagame.Game{}}
