package games_test

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"altiplano/cmd/internal/cmdtest"
)

// --game is the group's flag: every verb takes it, before or after its
// name. An id is shared by every game, so a verb given an id and a
// --game that is not the id's game refuses in words, as rescore does; a
// verb that --game means nothing to says so.
func TestEveryGamesVerbTakesGame(t *testing.T) {
	env := cmdtest.Env{ConfigDir: t.TempDir()}
	scoreAll(t, env, examples[:1]) // game 1: Altiplano
	alpakaGames(t, env)            // games 2 to 4: Alpaka

	for _, args := range [][]string{
		{"games", "show", "2", "--game", "alpaka"},
		{"games", "--game", "alpaka", "show", "2"},
		{"games", "show", "1", "--game", "altiplano"},
	} {
		r := cmdtest.Run(t, env, args...)
		require.Equal(t, 0, r.Code, "%v: %s", args, r.Stderr)
		assert.Contains(t, r.Stdout, "TOTAL", args)
	}
	refused := []struct {
		args []string
		want string
	}{
		{[]string{"games", "show", "1", "--game", "alpaka"}, "game 1 is a game of Altiplano, not Alpaka: leave out --game, or give --game altiplano"},
		{[]string{"games", "--game", "alpaka", "show", "1"}, "game 1 is a game of Altiplano, not Alpaka: leave out --game, or give --game altiplano"},
		{[]string{"games", "delete", "2", "--game", "altiplano", "--yes"}, "game 2 is a game of Alpaka, not Altiplano: leave out --game, or give --game alpaka"},
		{[]string{"games", "--game", "alpaka", "rescore", "1"}, "game 1 is a game of Altiplano, not Alpaka: leave out --game, and each game is scored again by its own rules"},
		{[]string{"games", "show", "1", "--game", "chess"}, `"chess" is not a game this history keeps; the games are ` + cmdtest.GameIDs(nil)},
		{[]string{"games", "import", "--game", "alpaka", "x.yaml"}, "games import reads each record as the game it declares (its game: line; Altiplano when it has none): leave out --game"},
		{[]string{"games", "repair", "--game", "alpaka"}, "games repair copies every game of the history at once: leave out --game"},
		{[]string{"--lang", "de", "games", "show", "1", "--game", "alpaka"}, "Partie 1 ist eine Partie Altiplano, nicht Alpaka: lassen Sie --game weg, oder geben Sie --game altiplano an"},
	}
	for _, tt := range refused {
		r := cmdtest.Run(t, env, tt.args...)
		assert.Equal(t, 2, r.Code, "%v", tt.args)
		assert.Empty(t, r.Stdout, "%v", tt.args)
		assert.Contains(t, r.Stderr, "altiplano: "+tt.want+"\n", "%v", tt.args)
	}
	kept := cmdtest.Run(t, env, "games", "--game", "alpaka", "--json")
	require.Equal(t, 0, kept.Code, kept.Stderr)
	assert.Contains(t, kept.Stdout, `"id": 2`, "the refused delete deleted nothing")

	deleted := cmdtest.Run(t, env, "games", "--game", "alpaka", "delete", "2", "--yes")
	require.Equal(t, 0, deleted.Code, deleted.Stderr)
}
