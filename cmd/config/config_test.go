package config

import (
	"os"
	"path/filepath"
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
			file := filepath.Join(t.TempDir(), "config.yaml")
			require.NoError(t, os.WriteFile(file, []byte(tt.file), 0o644))
			c, err := Load(Sources{File: file, Games: games, Getenv: func(k string) string { return tt.env[k] }})
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

// A games: section names known games' settings only, one plain value each.
func TestGamesSectionIsChecked(t *testing.T) {
	en := text.English()
	tests := []struct{ name, file, says string }{
		{"unknown game", "games:\n  chess:\n    bgg_object_id: 1\n", "unknown key games.chess.bgg_object_id"},
		{"unknown setting", "games:\n  alpaka:\n    colour: red\n", "unknown key games.alpaka.colour"},
		{"not a number", "games:\n  alpaka:\n    bgg_object_id: seven\n", `games.alpaka.bgg_object_id: "seven" is not a valid value`},
		{"not a mapping", "games: 5\n", "(line 1): games holds each game's own settings"},
		{"a list for a value", "games:\n  alpaka:\n    bgg_object_id: [1]\n", "(line 3): games.alpaka.bgg_object_id takes"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			file := filepath.Join(t.TempDir(), "config.yaml")
			require.NoError(t, os.WriteFile(file, []byte(tt.file), 0o644))
			_, err := Load(Sources{File: file, Games: []string{"altiplano", "alpaka"}})
			require.Error(t, err)
			assert.Equal(t, cmdutil.ExitUsage, cmdutil.ExitCode(err))
			assert.Contains(t, cmdutil.Render(en, err), tt.says)
		})
	}
}
