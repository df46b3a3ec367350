package games_test

import (
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"altiplano/cmd/internal/cmdtest"
	"altiplano/cmd/internal/golden"
	"altiplano/cmd/playlog"
	"altiplano/cmd/playlog/store"
)

// A second game's results, kept from a playlog.Result, are listed,
// shown, counted and exported under --game, with their own BoardGameGeek
// id; Altiplano's outputs never include them.
func TestAnotherGameIsKeptApart(t *testing.T) {
	env := cmdtest.Env{ConfigDir: t.TempDir()}
	db := historyOf(t, env, examples[:1])
	s, err := store.Open(db)
	require.NoError(t, err)
	g, err := playlog.Result{Game: "alpaka", PlayedAt: time.Date(2026, 11, 20, 18, 0, 0, 0, time.UTC),
		Record: []byte("game: alpaka\n"), Players: []playlog.ResultPlayer{
			{Name: "Ana", Total: 31, Place: 1, Scores: []playlog.Score{{Category: "alpacas", Points: 20}, {Category: "cards", Points: 11}}, Start: true},
			{Name: "Ben", Total: 12, Place: 2, Scores: []playlog.Score{{Category: "alpacas", Points: 12}, {Category: "cards", Points: 0}}},
		}}.Stored()
	require.NoError(t, err)
	_, _, err = s.Add(g)
	require.NoError(t, err)
	require.NoError(t, s.Close())

	altiplano := cmdtest.Run(t, env, "games", "--db", db)
	assert.NotContains(t, altiplano.Stdout, "Ana 31")
	alpaka := cmdtest.Run(t, env, "games", "--game", "alpaka", "--db", db)
	require.Equal(t, 0, alpaka.Code, alpaka.Stderr)
	assert.Contains(t, alpaka.Stdout, "Ana 31, Ben 12")
	show := cmdtest.Run(t, env, "games", "show", "2", "--db", db)
	require.Equal(t, 0, show.Code, show.Stderr)
	assert.Contains(t, show.Stdout, "alpacas")
	bgg := cmdtest.Run(t, env, "games", "export", "--game", "alpaka", "--format", "bggxml", "--db", db)
	require.Equal(t, 0, bgg.Code, bgg.Stderr)
	assert.Contains(t, bgg.Stdout, `<item name="Alpaka" objecttype="thing" objectid="391045">`)
	assert.NotContains(t, bgg.Stderr, "bgg_object_id", "Alpaka's id is known")
	stats := cmdtest.Run(t, env, "stats", "--game", "alpaka", "--json", "--db", db)
	require.Equal(t, 0, stats.Code, stats.Stderr)
	assert.Contains(t, stats.Stdout, `"games": 1`)
	unknown := cmdtest.Run(t, env, "stats", "--game", "chess", "--db", db)
	assert.Equal(t, 2, unknown.Code)
}

// A game with no games kept, while another game has some, says where
// they are: one line per game, pointing to its --game, both ways.
func TestAGameWithNoneKeptPointsToTheOthers(t *testing.T) {
	env := cmdtest.Env{ConfigDir: t.TempDir()}
	alpakaGames(t, env)
	for _, args := range [][]string{{"games"}, {"stats"}} {
		r := cmdtest.Run(t, env, args...)
		require.Equal(t, 0, r.Code, r.Stderr)
		assert.Empty(t, r.Stdout)
		assert.Contains(t, r.Stderr, "\nThe play history also holds games of Alpaka: --game alpaka shows them.\n", args)
	}
	r := cmdtest.Run(t, env, "games")
	assert.Equal(t, "No games of Altiplano in the play history yet.\nThe play history also holds games of Alpaka: --game alpaka shows them.\n", r.Stderr)
	r = cmdtest.Run(t, env, "stats", "--lang", "de")
	assert.Equal(t, "Keine Partien zum Zählen.\nDer Verlauf enthält auch Partien von Alpaka: --game alpaka zeigt sie.\n", r.Stderr)
	// Filtered, the game may have games: none matches, nothing else said.
	r = cmdtest.Run(t, env, "games", "--player", "Lidia")
	assert.Equal(t, "No game in the play history matches.\n", r.Stderr)

	// And the other way: only Altiplano's games are kept.
	other := cmdtest.Env{ConfigDir: t.TempDir()}
	scoreAll(t, other, examples[:1])
	for _, args := range [][]string{{"games", "--game", "alpaka"}, {"stats", "--game", "alpaka"}} {
		r = cmdtest.Run(t, other, args...)
		require.Equal(t, 0, r.Code, r.Stderr)
		assert.Contains(t, r.Stderr, "The play history also holds games of Altiplano: --game altiplano shows them.\n", args)
	}
}

// A kept game of Alpaka ends as its pad did when it was scored: the
// winner and what decided, every place below decided by the tie-break,
// and the notes, in the user's language.
func TestAKeptAlpakaGameEndsAsItsPadDid(t *testing.T) {
	env := cmdtest.Env{ConfigDir: t.TempDir()}
	files := []string{"01-rulebook-example", "08-twins-decide", "10-deck-decides", "11-shared-win", "16-places-decided"}
	for _, lang := range []string{"en", "de", "ru"} {
		for i, f := range files {
			live := cmdtest.Run(t, env, "alpaka", "score", "--file", golden.Testdata("alpaka", f+".yaml"),
				"--box", golden.Testdata("alpaka", "box.yaml"), "--lang", lang)
			require.Equal(t, 0, live.Code, live.Stderr)
			show := cmdtest.Run(t, env, "games", "show", strconv.Itoa(i+1), "--lang", lang)
			require.Equal(t, 0, show.Code, show.Stderr)
			assert.True(t, strings.HasSuffix(show.Stdout, "\n\n"+ending(live.Stdout)), "%s %s:\n%s\nthe pad ended:\n%s", f, lang, show.Stdout, ending(live.Stdout))
		}
	}
}

// ending is how a pad ends: its paragraphs after the players' (the
// verdict, and the notes when it has them).
func ending(pad string) string {
	paragraphs := strings.Split(pad, "\n\n")
	for i, p := range paragraphs {
		if i > 0 && !strings.HasPrefix(p, "  ") && !strings.Contains(p, "\n  ") {
			return strings.Join(paragraphs[i:], "\n\n")
		}
	}
	return ""
}

// alpakaGames scores three of Alpaka's example records with the box
// profile that knows their values.
func alpakaGames(t *testing.T, env cmdtest.Env) {
	t.Helper()
	for _, f := range []string{"01-rulebook-example", "07-fighter-floor", "11-shared-win"} {
		r := cmdtest.Run(t, env, "alpaka", "score", "--file", golden.Testdata("alpaka", f+".yaml"),
			"--box", golden.Testdata("alpaka", "box.yaml"))
		require.Equal(t, 0, r.Code, r.Stderr)
	}
}

// Alpaka's statistics and exports show Alpaka's own categories (the cards
// behind fences, the fighter's bonus) and tie-break keys, never
// Altiplano's.
func TestAlpakaStatsAndExportsShowItsCategories(t *testing.T) {
	env := cmdtest.Env{ConfigDir: t.TempDir()}
	alpakaGames(t, env)
	for _, out := range []struct {
		golden string
		args   []string
	}{
		{"stats/alpaka.txt", []string{"stats", "--game", "alpaka"}},
		{"stats/alpaka.json", []string{"stats", "--game", "alpaka", "--json"}},
		{"games/alpaka-export.csv", []string{"games", "export", "--game", "alpaka", "--format", "csv"}},
		{"games/alpaka-export.json", []string{"games", "export", "--game", "alpaka", "--format", "json"}},
	} {
		r := cmdtest.Run(t, env, out.args...)
		require.Equal(t, 0, r.Code, r.Stderr)
		golden.Assert(t, out.golden, []byte(r.Stdout))
		for _, theirs := range []string{"goods", "boats", "house_bonus", "coins"} {
			assert.NotContains(t, r.Stdout, theirs, out.golden)
		}
		assert.Contains(t, r.Stdout, "fighter", out.golden)
	}
}

// Alpaka's records are imported by Alpaka's reader, as `alpaka score
// --file` reads them: the same record scored afterwards is the kept game.
func TestAlpakaRecordsAreImportedByItsReader(t *testing.T) {
	env := cmdtest.Env{ConfigDir: t.TempDir()}
	box := golden.Testdata("alpaka", "box.yaml")
	record := golden.Testdata("alpaka", "01-rulebook-example.yaml")
	r := cmdtest.Run(t, env, "games", "import", record, "--box", box)
	require.Equal(t, 0, r.Code, r.Stderr)
	assert.Contains(t, r.Stderr, "Imported: 1, already in the play history: 0, not imported: 0.")
	again := cmdtest.Run(t, env, "alpaka", "score", "--file", record, "--box", box)
	require.Equal(t, 0, again.Code, again.Stderr)
	assert.Contains(t, again.Stderr, "Already in the play history as game 1")
	unboxed := cmdtest.Run(t, cmdtest.Env{ConfigDir: t.TempDir()}, "games", "import", record)
	assert.Equal(t, 2, unboxed.Code, "without the box profile Alpaka's reader refuses the record")
	assert.Contains(t, unboxed.Stderr, "is not known: record it in your box profile")
}

// An Alpaka game is one game however its record is written: its identity
// is the record in Alpaka's own form with names under the name rule, so
// the same game with a name in other capitals or full width, in another
// layout, or with its cards named in Russian, is found as the kept game;
// another deck is another game.
func TestAnAlpakaGameWrittenOtherwiseIsKeptOnce(t *testing.T) {
	const rulebook = `game: alpaka
players:
  - name: Lidia
    fences: [[baby, explorer], [twins], [shopaholic, kindheart], [storekeeper, king]]
    deck: 11
  - name: Alexander
    fences: [[shopaholic, accountant], [carpenter, lumberjack], [prince, viking]]
    deck: 14
`
	tests := []struct {
		name, record string
		same         bool
	}{
		{"capitals", strings.Replace(rulebook, "Lidia", "LIDIA", 1), true},
		{"full width", strings.Replace(rulebook, "Lidia", "Ｌｉｄｉａ", 1), true},
		{"layout", `{"players": [
  {"deck": 11, "name": "Lidia",
   "fences": [["baby", "explorer"], ["twins"], ["shopaholic", "kindheart"], ["storekeeper", "king"]]},
  {"name": "Alexander", "deck": 14,
   "fences": [["shopaholic", "accountant"], ["carpenter", "lumberjack"], ["prince", "viking"]]}],
 "game": "alpaka"}`, true},
		{"cards in Russian", strings.Replace(rulebook, "[baby, explorer]", "[Детёныш, Исследователь]", 1), true},
		{"another deck", strings.Replace(rulebook, "deck: 11", "deck: 12", 1), false},
	}
	box := golden.Testdata("alpaka", "box.yaml")
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			env := cmdtest.Env{ConfigDir: t.TempDir()}
			first := filepath.Join(t.TempDir(), "first.yaml")
			again := filepath.Join(t.TempDir(), "again.yaml")
			require.NoError(t, os.WriteFile(first, []byte(rulebook), 0o644))
			require.NoError(t, os.WriteFile(again, []byte(tt.record), 0o644))
			r := cmdtest.Run(t, env, "alpaka", "score", "--file", first, "--box", box)
			require.Equal(t, 0, r.Code, r.Stderr)
			r = cmdtest.Run(t, env, "alpaka", "score", "--file", again, "--box", box)
			require.Equal(t, 0, r.Code, r.Stderr)
			if tt.same {
				assert.Contains(t, r.Stderr, "Already in the play history as game 1")
			} else {
				assert.Contains(t, r.Stderr, "game 2")
			}
		})
	}
}
