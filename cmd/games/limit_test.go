package games_test

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"altiplano/cmd/internal/cmdtest"
)

// --limit is "at most this many": 0 and negatives are refused naming the
// flag and its bound, never an internal one (exit 2), for the list and the
// exports; 1 gives one game, and any number above the games held, every
// game.
func TestLimitBelowOneIsRefused(t *testing.T) {
	env := cmdtest.Env{ConfigDir: t.TempDir()}
	db, _ := threeGames(t, env)
	for _, cmd := range [][]string{{"games"}, {"games", "export", "--format", "csv"}} {
		for _, n := range []string{"0", "-1"} {
			r := cmdtest.Run(t, env, append(cmd, "--limit", n, "--db", db)...)
			assert.Equal(t, 2, r.Code, "%v %s", cmd, n)
			assert.Empty(t, r.Stdout, "%v %s", cmd, n)
			assert.Contains(t, r.Stderr, "altiplano: --limit: must be a whole number of at least 1, not "+n, "%v %s", cmd, n)
		}
	}
	one := cmdtest.Run(t, env, "games", "--limit", "1", "--db", db)
	require.Equal(t, 0, one.Code, one.Stderr)
	assert.Equal(t, 2, strings.Count(one.Stdout, "\n"), "a header and one game:\n%s", one.Stdout)
	for _, n := range []string{"2000000000", "9223372036854775807"} {
		all := cmdtest.Run(t, env, "games", "--limit", n, "--db", db)
		require.Equal(t, 0, all.Code, all.Stderr)
		assert.Equal(t, 4, strings.Count(all.Stdout, "\n"), "a header and the three games:\n%s", all.Stdout)
		assert.Empty(t, all.Stderr, "no more to show")
	}
	csv := cmdtest.Run(t, env, "games", "export", "--format", "csv", "--limit", "1", "--db", db)
	require.Equal(t, 0, csv.Code, csv.Stderr)
	assert.Equal(t, 1+5, strings.Count(csv.Stdout, "\n"), "a header and the newest game's five players")
}
