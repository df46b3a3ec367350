package cmd_test

import (
	"fmt"
	"os"
	"path/filepath"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"altiplano/cmd/internal/cmdtest"
)

// Each refusal says what is wrong, where (file and line for a file), and
// how to do it right; none quotes an empty "" or a number the user did
// not write, and none borrows a flag's help for a reason.
func TestRefusalsSayWhatWhereAndHow(t *testing.T) {
	tests := []struct {
		name string
		file string // written to f.yaml; %s in args and want is its path
		args []string
		want string
	}{
		{"--seat without --code", "", []string{"setup", "--players", "3", "--seat", "1"},
			"altiplano: --seat shows one seat's secret missions of a game already dealt, and needs that game's setup code: run altiplano setup --code CODE --seat 1 with the code its sheet printed\n"},
		{"a config key given twice", "lang: de\nlang: fr\n", []string{"--config", "%s", "rules", "goods"},
			"altiplano: config file %s (line 2): lang is listed twice\n"},
		{"an Alpaka record without players", "game: alpaka\nplayers: []\n", []string{"alpaka", "score", "--no-history", "--file", "%s"},
			"altiplano: %s, players (line 2): 0 players; the game is for 2 to 4\n"},
		{"an Alpaka card written as a list", "game: alpaka\nplayers:\n  - name: Ana\n    fences: [[[prince], viking]]\n    deck: 3\n  - name: Ben\n    fences: [[baby]]\n    deck: 3\n",
			[]string{"alpaka", "score", "--no-history", "--file", "%s"},
			"altiplano: Ana, %s, players[0].fences[0][0] (line 4): \"[prince]\" is not an Alpaka card; did you mean prince?\n"},
		{"an unknown Alpaka card", "game: alpaka\nplayers:\n  - name: Ana\n    fences: [[dragon]]\n    deck: 3\n  - name: Ben\n    fences: [[baby]]\n    deck: 3\n",
			[]string{"alpaka", "score", "--no-history", "--file", "%s"},
			"altiplano: Ana, %s, players[0].fences[0][0] (line 4): \"dragon\" is not an Alpaka card\n"},
		{"coins written as a list", "version: 1\nplayers:\n  - name: Ana\n    coins: [3]\n  - name: Ben\n",
			[]string{"score", "--no-history", "--file", "%s"},
			"altiplano: Ana, %s, players[0].coins (line 4): expected a whole number, not \"[3]\"\n"},
		{"a name written as a list", "version: 1\nplayers:\n  - name: [Ana]\n  - name: Ben\n",
			[]string{"score", "--no-history", "--file", "%s"},
			"altiplano: players[0], %s, players[0].name (line 3): [Ana] is not text; a name that really reads so goes in quotes\n"},
		{"an order card with no goods", "orders:\n  - {vp: 5, goods: []}\n", []string{"box", "check", "%s"},
			"  - %s, orders[0].goods (line 2): order card 1 lists no goods; a card asks for 1 to 10\n"},
		{"a record's order with no goods", "version: 1\nplayers:\n  - name: Ana\n    orders: [{vp: 5, goods: []}]\n  - name: Ben\n",
			[]string{"score", "--no-history", "--file", "%s"},
			"altiplano: Ana, %s, players[0].orders[0].goods (line 4): order 1 lists no goods: write the goods delivered on it, or leave goods out\n"},
		{"a record's empty warehouse row", "version: 1\nplayers:\n  - name: Ana\n    warehouse: [[fish], []]\n  - name: Ben\n",
			[]string{"score", "--no-history", "--file", "%s"},
			"altiplano: Ana, %s, players[0].warehouse[1] (line 4): warehouse row 2 lists no goods: write the goods stored in it, or leave the row out\n"},
		{"deck_alpacas without a fighter", "game: alpaka\nplayers:\n  - name: Ana\n    fences: [[baby]]\n    deck: 3\n    deck_alpacas: 1\n  - name: Ben\n    fences: [[baby]]\n    deck: 3\n",
			[]string{"alpaka", "score", "--no-history", "--file", "%s"},
			"altiplano: Ana, %s, players[0].deck_alpacas (line 6): no fighter is on the farm, and no unicorn becomes one: deck_alpacas counts only for the fighter's bonus; leave it out\n"},
		{"an Alpaka name that is null", "game: alpaka\nplayers:\n  - name: null\n    fences: [[baby]]\n    deck: 3\n  - name: Ben\n    fences: [[baby]]\n    deck: 3\n",
			[]string{"alpaka", "score", "--no-history", "--file", "%s"},
			"altiplano: players[0], %s, players[0].name (line 3): null is not text; a name that really reads so goes in quotes\n"},
		{"an Alpaka name given twice in capitals", "game: alpaka\nplayers:\n  - name: Lidia\n    fences: [[baby]]\n    deck: 3\n  - name: LIDIA\n    fences: [[baby]]\n    deck: 3\n",
			[]string{"alpaka", "score", "--no-history", "--file", "%s"},
			"altiplano: %s, players[1].name (line 6): \"LIDIA\" is given twice, also on line 3; names must differ (capitals and letter widths do not count)\n"},
		// Numbers that name something are refused by the numbers they may be,
		// never by a bound of the machine.
		{"record version 0", "version: 0\nplayers:\n  - name: Ana\n  - name: Ben\n",
			[]string{"score", "--no-history", "--file", "%s"},
			"altiplano: %s, version (line 1): record version 0 is not known; this altiplano reads version 1\n"},
		{"a mission number too large", "version: 1\nplayers:\n  - name: Ana\n    missions: [{id: 99999999999999999999}]\n  - name: Ben\n",
			[]string{"score", "--no-history", "--file", "%s"},
			"altiplano: Ana, %s, players[0].missions[0].id (line 4): mission 99999999999999999999 does not exist; missions are numbered 1 to 20\n"},
		{"effect 0 on a tile", "extensions:\n  - {effect: 0, letter: A, cost: 1}\n", []string{"box", "check", "%s"},
			"  - %s, extensions[0].effect (line 2): effect 0 does not exist; extension effects are numbered 1 to 25\n"},
		// Names that print alike are one name on every path, whatever
		// script a letter is from.
		{"an Altiplano name in another script", "version: 1\nplayers:\n  - name: Anna\n  - name: \"\\u0410nna\"\n",
			[]string{"score", "--no-history", "--file", "%s"},
			"%s, players[1].name (line 4): \"\u0410nna\" prints like \"Anna\" on line 3: a letter of another script, or one that is hard to tell apart; names must differ to the eye\n"},
		{"an Alpaka name in another script", "game: alpaka\nplayers:\n  - name: Anna\n    fences: [[baby]]\n    deck: 3\n  - name: \"\\u0410nna\"\n    fences: [[baby]]\n    deck: 3\n",
			[]string{"alpaka", "score", "--no-history", "--file", "%s"},
			"altiplano: %s, players[1].name (line 6): \"\u0410nna\" prints like \"Anna\" on line 3"},
		{"setup names in two scripts", "", []string{"setup", "--names", "Anna,\u0410nna"},
			"altiplano: --names: \"\u0410nna\" prints like \"Anna\", given too"},
		// A next-line character in a quoted name was read as a space.
		{"a JSON name with U+0085", "{\"version\": 1, \"players\": [{\"name\": \"An\u0085na\"}, {\"name\": \"Ben\"}]}",
			[]string{"score", "--no-history", "--file", "%s"},
			"altiplano: %s (line 1): this line holds the character U+0085, which a YAML or JSON file may not hold or reads as a line break: delete it\n"},
		{"a JSON name with a raw DEL", "{\"version\": 1,\n\"players\": [{\"name\": \"An\x7fna\"}, {\"name\": \"Ben\"}]}",
			[]string{"score", "--no-history", "--file", "%s"},
			"altiplano: %s (line 2): this line holds the character U+007F"},
		// Corn is stored as soon as it is received (rulebook): outside the
		// warehouse only in the corn store, which holds 2.
		{"corn outside the warehouse", "version: 1\nplayers:\n  - name: Ana\n    goods: {corn: 6}\n  - name: Ben\n",
			[]string{"score", "--no-history", "--file", "%s"},
			"altiplano: Ana, %s, players[0].goods (line 4): 6 corn outside the warehouse: corn is stored as soon as it is received, unless the player owns the corn store, which holds up to 2 (then write corn_store: true)\n"},
		{"more corn than the corn store holds", "version: 1\nplayers:\n  - name: Ana\n    goods: {corn: 3}\n    corn_store: true\n  - name: Ben\n",
			[]string{"score", "--no-history", "--file", "%s"},
			"altiplano: Ana, %s, players[0].goods (line 4): 3 corn outside the warehouse, but the corn store holds only 2: the rest is stored in the warehouse\n"},
		// Rows grow more valuable upwards (digest §4): a row recorded with
		// fewer VP than the one below it on its side is a misreading.
		{"warehouse rows whose VP go down", "warehouse:\n  rows:\n    - {side: left, capacity: 3, vp: 2}\n    - {side: left, capacity: 3, vp: 1}\n    - {side: right, capacity: 4, vp: 1}\n",
			[]string{"box", "check", "%s"},
			"altiplano: %s, warehouse.rows[1].vp (line 4): row 2 prints 1 VP, fewer than row 1 below it (2): rows grow more valuable upwards; check what the board prints\n"},
		{"a name with a variation selector", "version: 1\nplayers:\n  - name: Ana\n  - name: \"A\\uFE0Fna\"\n",
			[]string{"score", "--no-history", "--file", "%s"},
			"altiplano: %s, players[1].name (line 4): \"A\\ufe0fna\" holds a character a name may not have"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			r, path := runOnFile(t, cmdtest.Env{}, tt.file, "%s", tt.args)
			assert.Equal(t, 2, r.Code, r.Stderr)
			assert.Empty(t, r.Stdout)
			want := tt.want
			if tt.file != "" {
				want = fmt.Sprintf(tt.want, path)
			}
			assert.Contains(t, r.Stderr, want)
			assert.NotContains(t, r.Stderr, `""`)
		})
	}
}

// runOnFile runs altiplano in env with args, content written to a file
// whose path stands for each arg that is placeholder; it returns what
// the run printed and the file's path.
func runOnFile(t *testing.T, env cmdtest.Env, content, placeholder string, args []string) (cmdtest.Result, string) {
	t.Helper()
	path := filepath.Join(t.TempDir(), "f.yaml")
	require.NoError(t, os.WriteFile(path, []byte(content), 0o644))
	withPath := make([]string, len(args))
	for i, a := range args {
		if a == placeholder {
			a = path
		}
		withPath[i] = a
	}
	return cmdtest.Run(t, env, withPath...), path
}
