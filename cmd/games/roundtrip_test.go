package games_test

import (
	"os"
	"path/filepath"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"altiplano/cmd/internal/cmdtest"
	"altiplano/cmd/internal/golden"
)

// games import reads our own JSON export: export, import into an empty
// history, export again gives the same bytes, and the games show as before.
func TestJSONExportImportsBackIdentically(t *testing.T) {
	env := cmdtest.Env{ConfigDir: t.TempDir()}
	scoreAll(t, env, examples)
	first := cmdtest.Run(t, env, "games", "export", "--format", "json")
	require.Equal(t, 0, first.Code, first.Stderr)
	file := filepath.Join(t.TempDir(), "history.json")
	require.NoError(t, os.WriteFile(file, []byte(first.Stdout), 0o644))

	fresh := cmdtest.Env{ConfigDir: t.TempDir()}
	imp := cmdtest.Run(t, fresh, "games", "import", file)
	require.Equal(t, 0, imp.Code, imp.Stderr)
	assert.Contains(t, imp.Stderr, "6")
	second := cmdtest.Run(t, fresh, "games", "export", "--format", "json")
	require.Equal(t, 0, second.Code, second.Stderr)
	assert.Equal(t, first.Stdout, second.Stdout)
	for _, id := range []string{"1", "3", "6"} {
		a := cmdtest.Run(t, env, "games", "show", id)
		b := cmdtest.Run(t, fresh, "games", "show", id)
		assert.Equal(t, a.Stdout, b.Stdout, "game %s shows the same pad", id)
	}

	// Importing it again stores nothing twice; from standard input too.
	again := cmdtest.Run(t, cmdtest.Env{ConfigDir: fresh.ConfigDir, Stdin: first.Stdout}, "games", "import", "-")
	require.Equal(t, 0, again.Code, again.Stderr)
	assert.Len(t, list(t, fresh, "--all"), len(examples))

	// Another program's JSON is refused, naming the file.
	bad := filepath.Join(t.TempDir(), "other.json")
	require.NoError(t, os.WriteFile(bad, []byte(`{"format":"altiplano-history","version":9,"games":[]}`), 0o644))
	r := cmdtest.Run(t, fresh, "games", "import", bad)
	assert.Equal(t, 2, r.Code)
	assert.Contains(t, r.Stderr, bad)
}

// importedExports is a fresh history that imported both games' exports of
// one version (testdata/games/history-v<version>-*.json) with the Alpaka
// box, the box and what the import said.
func importedExports(t *testing.T, version string) (cmdtest.Env, string, cmdtest.Result) {
	t.Helper()
	env := cmdtest.Env{ConfigDir: t.TempDir()}
	box := golden.Testdata("alpaka", "box.yaml")
	r := cmdtest.Run(t, env, "games", "import", golden.Testdata("games", "history-v"+version+"-altiplano.json"),
		golden.Testdata("games", "history-v"+version+"-alpaka.json"), "--box", box)
	require.Equal(t, 0, r.Code, r.Stderr)
	return env, box, r
}

// Exports of version 2, written by altiplano before each game kept its own
// pad (testdata/games/history-v2-*.json), are imported with each game's own
// keys: Altiplano's coins as its tie-break, Alpaka's points by its own
// categories (not the zeros version 2 wrote beside them) and its tie-break
// values from the result kept with it.
func TestExportsOfVersion2ImportWithEachGamesOwnKeys(t *testing.T) {
	env, box, r := importedExports(t, "2")
	assert.Contains(t, r.Stderr, "Imported: 3, already in the play history: 0, not imported: 0.")

	csv := cmdtest.Run(t, env, "games", "export", "--format", "csv")
	require.Equal(t, 0, csv.Code, csv.Stderr)
	assert.Contains(t, csv.Stdout, ",2,Ben,6,19,0,8,10,12,6,7,62,1,1,", "coins, then the seven categories")
	alpaka := cmdtest.Run(t, env, "games", "export", "--game", "alpaka", "--format", "csv")
	require.Equal(t, 0, alpaka.Code, alpaka.Stderr)
	assert.Contains(t, alpaka.Stdout, ",2,1,Gus,4,5,12,14,3,17,1,1,1,,", "its tie-break values and categories")

	// Their identities are today's, made again from their records; the
	// hashes they were exported with stay as the ones they were first
	// kept under, which the BG Stats ids derive from.
	for _, game := range []string{"altiplano", "alpaka"} {
		again := cmdtest.Run(t, env, "games", "export", "--game", game, "--format", "json")
		require.Equal(t, 0, again.Code, again.Stderr)
		for _, hash := range map[string][]string{
			"altiplano": {"339af6543a353a3e134e404f4a9ec548573d2d207afd7148f1360b6b78cd963e", "a357cb430fc266bc2598db8f1612adb70fe6cc84cf47bb31d722796541fa4aed"},
			"alpaka":    {"71c7c8a2278f614345fb7157f97f620702437094e99a0330e748c6ff359aa912"},
		}[game] {
			assert.Contains(t, again.Stdout, `"first_hash": "`+hash+`"`, game)
			assert.NotContains(t, again.Stdout, `"hash": "`+hash+`"`, game)
		}
	}
	r = cmdtest.Run(t, env, "alpaka", "score", "--box", box, "--file", golden.Testdata("alpaka", "07-fighter-floor.yaml"))
	require.Equal(t, 0, r.Code, r.Stderr)
	assert.Contains(t, r.Stderr, "Already in the play history as game 3", "its record scored again is the imported game")
}

// Exports of version 4 (testdata/games/history-v4-*.json), whose results
// name their keys as Go names its fields, import as they were kept: each
// game shows its pad, stands as scored, and exports again as version 5
// with snake_case keys, which imports back to the same bytes.
func TestExportsOfVersion4ImportAndExportWithSnakeCaseKeys(t *testing.T) {
	env, box, r := importedExports(t, "4")
	assert.Contains(t, r.Stderr, "Imported: 3, already in the play history: 0")
	show := cmdtest.Run(t, env, "games", "show", "2")
	require.Equal(t, 0, show.Code, show.Stderr)
	assert.Contains(t, show.Stdout, "Winner", "its kept result is read")
	rescore := cmdtest.Run(t, env, "games", "rescore", "--all", "--dry-run", "--box", box)
	assert.Equal(t, 0, rescore.Code, rescore.Stderr)
	assert.Contains(t, rescore.Stderr, "Every chosen game keeps its result with the current values.")

	for _, game := range []string{"altiplano", "alpaka"} {
		first := cmdtest.Run(t, env, "games", "export", "--game", game, "--format", "json")
		require.Equal(t, 0, first.Code, first.Stderr)
		assert.Contains(t, first.Stdout, `"version": 5,`)
		for _, goName := range []string{`"Name"`, `"Place"`, `"Rank"`, `"TieBreak"`, `"VPSource"`, `"DecidedByCoins"`, `"Players"`} {
			assert.NotContains(t, first.Stdout, goName, game)
		}
		file := filepath.Join(t.TempDir(), game+".json")
		require.NoError(t, os.WriteFile(file, []byte(first.Stdout), 0o644))
		fresh := cmdtest.Env{ConfigDir: t.TempDir()}
		imp := cmdtest.Run(t, fresh, "games", "import", file, "--box", box)
		require.Equal(t, 0, imp.Code, imp.Stderr)
		second := cmdtest.Run(t, fresh, "games", "export", "--game", game, "--format", "json")
		assert.Equal(t, first.Stdout, second.Stdout, game)
	}
	assert.Contains(t, cmdtest.Run(t, env, "games", "export", "--format", "json").Stdout, `"vp_source": "box"`)
}

// An export imported into a history that holds other games keeps every
// game: an id the history has taken is given the next free one, an id it
// has free is kept, and the games already there stay as they were.
func TestAnExportImportedIntoAHistoryWithGamesTakesFreeIDs(t *testing.T) {
	from := cmdtest.Env{ConfigDir: t.TempDir()}
	scoreAll(t, from, examples[:2]) // games 1 and 2
	exported := cmdtest.Run(t, from, "games", "export", "--format", "json")
	require.Equal(t, 0, exported.Code, exported.Stderr)
	file := filepath.Join(t.TempDir(), "history.json")
	require.NoError(t, os.WriteFile(file, []byte(exported.Stdout), 0o644))

	into := cmdtest.Env{ConfigDir: t.TempDir()}
	scoreAll(t, into, examples[3:4]) // game 1, another game
	before := cmdtest.Run(t, into, "games", "show", "1")
	require.Equal(t, 0, before.Code, before.Stderr)
	r := cmdtest.Run(t, into, "games", "import", file)
	require.Equal(t, 0, r.Code, r.Stderr)
	assert.Contains(t, r.Stderr, "Imported: 2, already in the play history: 0, not imported: 0.")

	got := map[int64]int{} // id → players
	for _, g := range list(t, into, "--all") {
		got[g.ID] = len(g.Players)
	}
	assert.Equal(t, map[int64]int{1: 2, 2: 4, 3: 2}, got, "its own game 1, the export's game 2, its game 1 as 3")
	after := cmdtest.Run(t, into, "games", "show", "1")
	assert.Equal(t, before.Stdout, after.Stdout, "the game holding id 1 stays")
}
