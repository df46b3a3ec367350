package games_test

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"altiplano/cmd/internal/cmdtest"
	"altiplano/cmd/internal/golden"
	"altiplano/cmd/prompt"
)

// correctedBox is testdata/box/full.yaml with food worth 4 VP instead of 0:
// Ana (2 food) gains 8 points and wins alone.
func correctedBox(t *testing.T) string {
	t.Helper()
	data, err := os.ReadFile(golden.Testdata("box", "full.yaml"))
	require.NoError(t, err)
	fixed := strings.Replace(string(data), "food: {vp: 0}", "food: {vp: 4}", 1)
	require.NotEqual(t, string(data), fixed)
	path := filepath.Join(t.TempDir(), "box.yaml")
	require.NoError(t, os.WriteFile(path, []byte(fixed), 0o644))
	return path
}

func scoreWith(box string, extra ...string) []string {
	return append([]string{"score", "--file", golden.Testdata("games", "5p-missions-box.yaml"), "--box", box}, extra...)
}

func TestScoringAgainWithChangedBoxUpdatesAfterSaying(t *testing.T) {
	env := cmdtest.Env{ConfigDir: t.TempDir()}
	first := cmdtest.Run(t, env, scoreWith(golden.Testdata("box", "full.yaml"))...)
	require.Equal(t, 0, first.Code, first.Stderr)
	box := correctedBox(t)

	// Without a terminal and without --yes: says what changed, keeps it.
	r := cmdtest.Run(t, env, scoreWith(box)...)
	require.Equal(t, 0, r.Code, r.Stderr)
	assert.Contains(t, r.Stderr, "Game 1 in the play history was scored with other values. What changes:\n  Ana: 42 → 50 points\n  Bruno: 42 points, place 1 → 2\n")
	assert.Contains(t, r.Stderr, "Game 1 keeps its stored result")
	assert.Equal(t, 42, list(t, env)[0].Players[0].Total)

	// In a terminal, a no keeps it too.
	no := cmdtest.Run(t, cmdtest.Env{ConfigDir: env.ConfigDir, Interactive: true, Prompter: prompt.NewFake("n")}, scoreWith(box)...)
	require.Equal(t, 0, no.Code, no.Stderr)
	assert.Contains(t, no.Stderr, "Game 1 keeps its stored result.")
	assert.Equal(t, 42, list(t, env)[0].Players[0].Total)

	// --yes updates: games, show and stats agree with score --json.
	yes := cmdtest.Run(t, env, scoreWith(box, "--yes")...)
	require.Equal(t, 0, yes.Code, yes.Stderr)
	assert.Contains(t, yes.Stderr, "Game 1 updated in the play history.")
	games := list(t, env)
	require.Len(t, games, 1)
	assert.Equal(t, 50, games[0].Players[0].Total)
	assert.Equal(t, []string{"Ana"}, games[0].Winners)
	show := cmdtest.Run(t, env, "games", "show", "1", "--json")
	fresh := cmdtest.Run(t, env, scoreWith(box, "--json", "--no-history")...)
	assert.JSONEq(t, fresh.Stdout, show.Stdout)
	stats := cmdtest.Run(t, env, "stats", "--json")
	assert.Contains(t, stats.Stdout, `"best_total": 50`)

	// Scoring once more with the same values: already stored, unchanged.
	again := cmdtest.Run(t, env, scoreWith(box)...)
	assert.Contains(t, again.Stderr, "Already in the play history as game 1 (the same record); not stored again.")
}

func TestRescoreAllAfterBoxChangeMatchesFreshScores(t *testing.T) {
	env := cmdtest.Env{ConfigDir: t.TempDir()}
	scoreAll(t, env, examples)
	box := correctedBox(t)

	dry := cmdtest.Run(t, env, "games", "rescore", "--all", "--box", box, "--dry-run")
	require.Equal(t, 0, dry.Code, dry.Stderr)
	assert.Contains(t, dry.Stderr, "Ana: 42 → 50 points")
	assert.Contains(t, dry.Stderr, "Nothing was changed.")
	refused := cmdtest.Run(t, env, "games", "rescore", "--all", "--box", box)
	assert.Equal(t, 2, refused.Code)
	assert.Contains(t, refused.Stderr, "add --yes")

	r := cmdtest.Run(t, env, "games", "rescore", "--all", "--box", box, "--yes")
	require.Equal(t, 0, r.Code, r.Stderr)
	assert.Contains(t, r.Stderr, "Games updated:")
	// Scoring each record afresh with the corrected box finds its stored
	// result already equal: the rescored totals are the fresh ones.
	for _, ex := range examples {
		fresh := cmdtest.Run(t, env, scoreArgs(ex.file, false, "--box", box)...)
		if fresh.Code != 0 {
			continue // a record the corrected box refuses keeps its result
		}
		assert.Contains(t, fresh.Stderr, "(the same record); not stored again.", ex.file)
	}
	games := list(t, env)
	var ana int
	for _, g := range games {
		if g.Players[0].Name == "Ana" && len(g.Players) == 5 {
			ana = g.Players[0].Total
		}
	}
	assert.Equal(t, 50, ana)
	again := cmdtest.Run(t, env, "games", "rescore", "--all", "--box", box, "--yes")
	assert.Contains(t, again.Stderr, "Every chosen game keeps its result with the current values.")

	none := cmdtest.Run(t, env, "games", "rescore")
	assert.Equal(t, 2, none.Code)
	assert.Contains(t, none.Stderr, "give --all")
}

// The same record is one game whatever the time zone it is scored in and
// however its names are cased (the one name rule).
func TestSameRecordIsOneGameAcrossZonesAndCase(t *testing.T) {
	env := cmdtest.Env{ConfigDir: t.TempDir()}
	dir := t.TempDir()
	record := "version: 1\nplayed_at: 2026-11-21 00:30\nduration: 95\nlocation: Graz\nplayers:\n  - {name: Anna, coins: 3, boats: 2}\n  - {name: Ben, coins: 1}\n"
	plain := filepath.Join(dir, "game.yaml")
	upper := filepath.Join(dir, "upper.yaml")
	require.NoError(t, os.WriteFile(plain, []byte(record), 0o644))
	require.NoError(t, os.WriteFile(upper, []byte(strings.ReplaceAll(record, "Anna", "ANNA")), 0o644))
	for _, zone := range []string{"UTC", "Europe/Vienna", "Asia/Tokyo"} {
		loc, err := time.LoadLocation(zone)
		require.NoError(t, err)
		r := cmdtest.Run(t, cmdtest.Env{ConfigDir: env.ConfigDir, Zone: loc}, "score", "--file", plain)
		require.Equal(t, 0, r.Code, r.Stderr)
	}
	r := cmdtest.Run(t, env, "score", "--file", upper)
	require.Equal(t, 0, r.Code, r.Stderr)
	assert.Contains(t, r.Stderr, "Already in the play history as game 1")
	assert.Len(t, list(t, env), 1)
}

// Roles dealt by the setup code are stored with the game: games show names
// them, and the BG Stats and BGG exports carry them.
func TestRolesFromTheSetupCode(t *testing.T) {
	env := cmdtest.Env{ConfigDir: t.TempDir()}
	file := filepath.Join(t.TempDir(), "coded.yaml")
	// setup --names Anna,Ben --start Ben --seed 5: Anna farmer, Ben fisherman
	require.NoError(t, os.WriteFile(file, []byte("version: 1\ncode: 48E0-AGBE-DSGJ-RGK5-DVFQ-5S69\nplayers:\n  - {name: Anna, boats: 2}\n  - {name: Ben}\n"), 0o644))
	r := cmdtest.Run(t, env, "score", "--file", file)
	require.Equal(t, 0, r.Code, r.Stderr)
	show := cmdtest.Run(t, env, "games", "show", "1")
	assert.Contains(t, show.Stdout, "Roles: Anna Farmer, Ben Fisherman\n")
	bgs := cmdtest.Run(t, env, "games", "export", "--format", "bgstats")
	assert.Contains(t, bgs.Stdout, `"role":"farmer"`)
	assert.Contains(t, bgs.Stdout, `"role":"fisherman"`)
	bgg := cmdtest.Run(t, env, "games", "export", "--format", "bggxml")
	assert.Contains(t, bgg.Stdout, `name="Anna" startposition="2" color="farmer"`)
}

// A game named by its id is scored again by its own game, whichever game
// the command was left at: an Alpaka game with a changed value of the
// librarian. With --game naming the other game, it is refused in words.
func TestRescoreByIDUsesTheGamesOwnRules(t *testing.T) {
	env := cmdtest.Env{ConfigDir: t.TempDir()}
	box := golden.Testdata("alpaka", "box.yaml")
	r := cmdtest.Run(t, env, "alpaka", "score", "--box", box, "--file", golden.Testdata("alpaka", "11-shared-win.yaml"))
	require.Equal(t, 0, r.Code, r.Stderr)
	r = cmdtest.Run(t, env, "score", "--file", golden.Testdata("games", "2p.yaml"))
	require.Equal(t, 0, r.Code, r.Stderr)
	data, err := os.ReadFile(box)
	require.NoError(t, err)
	changed := filepath.Join(t.TempDir(), "box.yaml")
	require.NoError(t, os.WriteFile(changed, []byte(strings.Replace(string(data), "librarian: 1", "librarian: 2", 1)), 0o644))

	r = cmdtest.Run(t, env, "games", "rescore", "1", "--yes", "--box", changed)
	require.Equal(t, 0, r.Code, r.Stderr)
	assert.Contains(t, r.Stderr, "  Olga: 13 → 14 points\n")
	assert.Contains(t, r.Stderr, "Games updated: 1.")

	for _, tt := range []struct{ id, game, says string }{
		{"2", "alpaka", "game 2 is a game of Altiplano, not Alpaka"},
		{"1", "altiplano", "game 1 is a game of Alpaka, not Altiplano"},
	} {
		r = cmdtest.Run(t, env, "games", "rescore", tt.id, "--game", tt.game, "--yes", "--box", changed)
		assert.Equal(t, 2, r.Code)
		assert.Contains(t, r.Stderr, "altiplano: "+tt.says+": leave out --game, and each game is scored again by its own rules\n")
	}
}
