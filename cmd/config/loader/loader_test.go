package loader

import (
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"altiplano/cmd/cmdutil"
	"altiplano/cmd/text"
)

// Each game's BoardGameGeek id is games.<id>.bgg_object_id; the keys of
// before there were games' sections still work (bgg_object_id for the home
// game, <id>_bgg_object_id for another), the games' own section winning
// in the file and the environment winning over the file.
func TestGamesBGGObjectIDs(t *testing.T) {
	games := []string{"altiplano", "alpaka"}
	tests := []struct {
		name, file string
		env        map[string]string
		want       map[string]int
	}{
		{"sections", "games:\n  altiplano:\n    bgg_object_id: 111\n  alpaka:\n    bgg_object_id: 222\n", nil,
			map[string]int{"altiplano": 111, "alpaka": 222}},
		{"older keys", "bgg_object_id: 333\nalpaka_bgg_object_id: 444\n", nil,
			map[string]int{"altiplano": 333, "alpaka": 444}},
		{"section wins in the file", "bgg_object_id: 333\ngames:\n  altiplano:\n    bgg_object_id: 111\n", nil,
			map[string]int{"altiplano": 111}},
		{"environment wins", "games:\n  alpaka:\n    bgg_object_id: 222\n",
			map[string]string{"ALTIPLANO_ALPAKA_BGG_OBJECT_ID": "555", "ALTIPLANO_BGG_OBJECT_ID": "666"},
			map[string]int{"altiplano": 666, "alpaka": 555}},
		{"none", "lang: de\n", nil, nil},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			c, err := Load(Sources{File: configFile(t, tt.file), Games: games, Getenv: func(k string) string { return tt.env[k] }})
			require.NoError(t, err)
			assert.Equal(t, tt.want, c.BGGObjectIDs)
			for _, g := range games {
				id, ok := c.BGGObjectID(g)
				assert.Equal(t, tt.want[g], id, g)
				assert.Equal(t, tt.want[g] > 0, ok, g)
			}
		})
	}
}

// configFile is a config file holding content, in a folder of the test's own.
func configFile(t *testing.T, content string) string {
	t.Helper()
	file := filepath.Join(t.TempDir(), "config.yaml")
	require.NoError(t, os.WriteFile(file, []byte(content), 0o644))
	return file
}

// refusedAsUsage is Load's refusal of file, for both games, which must be
// bad usage.
func refusedAsUsage(t *testing.T, file string) error {
	t.Helper()
	_, err := Load(Sources{File: file, Games: []string{"altiplano", "alpaka"}})
	require.Error(t, err)
	assert.Equal(t, cmdutil.ExitUsage, cmdutil.ExitCode(err))
	return err
}

// A games: section names known games' settings only, one plain value each.
func TestGamesSectionIsChecked(t *testing.T) {
	en := text.English()
	tests := []struct{ name, file, says string }{
		{"unknown game", "games:\n  chess:\n    bgg_object_id: 1\n", "unknown key games.chess.bgg_object_id"},
		{"unknown setting", "games:\n  alpaka:\n    colour: red\n", "unknown key games.alpaka.colour"},
		{"not a number", "games:\n  alpaka:\n    bgg_object_id: seven\n", `games.alpaka.bgg_object_id: "seven" is not a BoardGameGeek id: a whole number from 1, the one in the game's address on boardgamegeek.com`},
		{"not a mapping", "games: 5\n", "(line 1): games holds each game's own settings"},
		{"a list for a value", "games:\n  alpaka:\n    bgg_object_id: [1]\n", "(line 3): games.alpaka.bgg_object_id takes"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			err := refusedAsUsage(t, configFile(t, tt.file))
			assert.Contains(t, cmdutil.Render(en, err), tt.says)
		})
	}
}

// Every problem of a config file is said at once, in the order of its
// lines, each with its line and with a value as it was typed (a number
// too large is not quoted back rounded); an alias is said as one.
func TestAConfigFileSaysEveryProblemWithItsLine(t *testing.T) {
	en := text.English()
	tests := []struct {
		name, file string
		says       []string
	}{
		{"a number too large", "bgg_object_id: 99999999999999999999\n",
			[]string{`FILE (line 1): bgg_object_id: "99999999999999999999" is not a BoardGameGeek id: a whole number from 1, the one in the game's address on boardgamegeek.com`}},
		{"a number not in digits", "games:\n  alpaka:\n    bgg_object_id: 0x1F\n",
			[]string{`FILE (line 3): games.alpaka.bgg_object_id: "0x1F" is not a BoardGameGeek id: a whole number from 1, the one in the game's address on boardgamegeek.com`}},
		{"several", "bgg_object_id: -5\nlang: xx\nbx: 1\nalpaka_bgg_object_id: abc\nbox: [a]\nlang: de\n", []string{
			`FILE (line 1): bgg_object_id: "-5" is not a BoardGameGeek id: a whole number from 1, the one in the game's address on boardgamegeek.com`,
			`FILE (line 2): "xx" is not a language altiplano speaks; choose en, de, ru, hu, fr or es`,
			`FILE (line 3): unknown key bx; known keys: box, lang, db, bgg_object_id, bgstats_me, alpaka_bgg_object_id, games`,
			`FILE (line 4): alpaka_bgg_object_id: "abc" is not a BoardGameGeek id: a whole number from 1, the one in the game's address on boardgamegeek.com`,
			`FILE (line 5): box takes one value, not a list or a mapping`,
			`FILE (line 6): lang is listed twice`,
		}},
		{"an alias for a value", "lang: &l de\nbgstats_me: *l\n",
			[]string{`FILE (line 2): bgstats_me is given as *l, a reference to a value written elsewhere (a YAML alias); write the value itself here`}},
		{"an alias for a game's section", "games:\n  alpaka: &g\n    bgg_object_id: 5\n  altiplano: *g\n",
			[]string{`FILE (line 4): games.altiplano is given as *g, a reference to a value written elsewhere (a YAML alias); write the value itself here`}},
		{"an alias in a list", "lang: &x de\ndb: [*x]\n", []string{
			`FILE (line 2): db takes one value, not a list or a mapping`,
			`FILE (line 2): *x refers to a value written elsewhere (a YAML alias); write the value itself here`,
		}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			file := configFile(t, tt.file)
			err := refusedAsUsage(t, file)
			var got []string
			var many cmdutil.InputErrors
			if errors.As(err, &many) {
				got = cmdutil.RenderLines(en, many)
			} else {
				got = []string{cmdutil.Render(en, err)}
			}
			want := make([]string, len(tt.says))
			for i, s := range tt.says {
				want[i] = strings.Replace(s, "FILE", "config file "+file, 1)
			}
			assert.Equal(t, want, got)
		})
	}
}
