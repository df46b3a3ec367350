package catalog_test

import (
	"fmt"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"altiplano/rules"
	"altiplano/rules/catalog"
)

const fullProfile = `
goods:
  glass: {vp: 5}
  Holz: {vp: 1}          # any language
warehouse:
  rows:
    - {side: left, capacity: 3, vp: 1}
    - {side: left, capacity: 4}
    - {side: right, capacity: 5, vp: 6}
missions:
  - {id: 12, vp: 4}
strip: {surcharges: [0, 1, 2, 2, 3]}
roles:
  trader: {food: 1, coins: 3, goods: {glass: 1}}
houses: [glass, silver, cloth, wool, ore, stone, wood, fish, alpaca, cacao]
boats: [fish, fish, wood, stone, ore, wool, silver, cloth, glass, cacao]
`

func TestParseProfileAndOverride(t *testing.T) {
	p, err := catalog.ParseProfile("box.yaml", []byte(fullProfile))
	require.NoError(t, err)
	c := catalog.Default().With(p)

	assert.Equal(t, catalog.Value{N: 5, Source: catalog.Box}, c.GoodVP(rules.Glass))
	assert.Equal(t, catalog.Value{N: 1, Source: catalog.Box}, c.GoodVP(rules.Wood))
	assert.Equal(t, catalog.Inferred, c.GoodVP(rules.Silver).Source, "goods not in the profile keep the catalog's value")
	assert.Equal(t, catalog.Rulebook, c.GoodVP(rules.Cloth).Source)

	require.Len(t, c.Warehouse.Rows, 3)
	assert.Equal(t, catalog.Box, c.Warehouse.RowsSource)
	assert.Equal(t, catalog.Value{N: 1, Source: catalog.Box}, c.Warehouse.Rows[0].VP)
	assert.Equal(t, catalog.Unknown, c.Warehouse.Rows[1].VP.Source, "a row recorded without VP stays unknown")
	assert.Equal(t, rules.Right, c.Warehouse.Rows[2].Side)
	assert.True(t, c.Warehouse.Layout().Final)

	assert.Equal(t, catalog.Value{N: 4, Source: catalog.Box}, c.MissionVP(12))
	assert.Equal(t, catalog.Unknown, c.MissionVP(11).Source)
	assert.Equal(t, 2, c.Strip[3].N)
	assert.Equal(t, catalog.Box, c.Strip[3].Source)
	assert.Equal(t, catalog.RoleStart{Food: 1, Coins: 3, Goods: map[rules.Good]int{rules.Glass: 1}, Source: catalog.Box}, c.Role(rules.Trader))
	assert.Equal(t, catalog.Inferred, c.Role(rules.Miner).Source)
	assert.Len(t, c.Houses, 10)
	assert.Equal(t, catalog.Box, c.HousesSource)

	// The default catalog is untouched by With.
	assert.Equal(t, catalog.Inferred, catalog.Default().GoodVP(rules.Glass).Source)
}

func extensionsYAML(tiles int, skipEffect int) string {
	var b strings.Builder
	b.WriteString("extensions:\n")
	for i := 0; i < tiles; i++ {
		effect := i%25 + 1
		if effect == skipEffect {
			effect = skipEffect%25 + 1
		}
		fmt.Fprintf(&b, "  - {effect: %d, letter: %c, players: \"%s\", cost: %d}\n", effect, 'A'+rune(i%4), []string{"", "3+", "4+", "5+"}[i%4], i%3)
	}
	return b.String()
}

func TestParseProfileExtensions(t *testing.T) {
	p, err := catalog.ParseProfile("box.yaml", []byte(extensionsYAML(28, 0)))
	require.NoError(t, err)
	require.Len(t, p.ExtensionTiles, 28)
	assert.Equal(t, catalog.ExtensionTile{Effect: 2, Letter: "B", Players: rules.ThreePlus, Cost: 1}, p.ExtensionTiles[1])
	c := catalog.Default().With(p)
	assert.Equal(t, catalog.Box, c.ExtensionTilesSource)
}

func TestParseProfileRefusesMistakes(t *testing.T) {
	tests := []struct {
		name, yaml string
		want       []string // each a problem line, in order
	}{
		{"unknown good", "goods:\n  glsas: {vp: 4}\n", []string{`box.yaml, goods.glsas (line 2): "glsas" is not a good`}},
		{"negative vp", "goods:\n  glass: {vp: -1}\n", []string{`box.yaml, goods.glass.vp (line 2): must be 0 or more, not -1`}},
		{"not a number", "goods:\n  glass: {vp: four}\n", []string{`goods.glass.vp (line 2): expected a whole number, not "four"`}},
		{"unknown key at top", "colour: red\n", []string{`box.yaml, colour (line 1): unknown key "colour"`}},
		{"unknown key in a good", "goods:\n  glass: {points: 4}\n", []string{`goods.glass.points (line 2): unknown key "points"; allowed here: vp`}},
		{"capacity 0", "warehouse:\n  rows:\n    - {side: left, capacity: 0, vp: 1}\n", []string{`warehouse.rows[0].capacity (line 3): must be 1 or more, not 0`}},
		{"missing capacity", "warehouse:\n  rows:\n    - {side: left, vp: 1}\n", []string{`warehouse.rows[0] (line 3): "capacity" is required here`}},
		{"bad side", "warehouse:\n  rows:\n    - {side: top, capacity: 3}\n", []string{`warehouse.rows[0].side (line 3): side must be left or right, not "top"`}},
		{"left after right", "warehouse:\n  rows:\n    - {side: right, capacity: 3}\n    - {side: left, capacity: 3}\n", []string{`warehouse.rows[1].side (line 4): a left row is listed after a right row`}},
		{"mission out of range", "missions:\n  - {id: 21, vp: 3}\n", []string{`missions[0].id (line 2): mission 21 does not exist`}},
		{"mission twice", "missions:\n  - {id: 2, vp: 3}\n  - {id: 2, vp: 4}\n", []string{`missions[1].id (line 3): mission 2 is listed twice`}},
		{"strip length", "strip: {surcharges: [0, 1]}\n", []string{`strip.surcharges (line 1): the box has 5 of these; 2 are listed`}},
		{"too few tiles", extensionsYAML(27, 0), []string{`extensions (line 2): the box has 28 of these; 27 are listed`}},
		{"an effect on no tile", extensionsYAML(28, 7), []string{`extensions (line 2): no tile has effect E7`}},
		{"bad letter", "extensions:\n  - {effect: 1, letter: E, cost: 1}\n", []string{`extensions[0].letter (line 2): letter must be A, B, C or D, not "E"`}},
		{"unknown role", "roles:\n  wizard: {food: 1, coins: 1}\n", []string{`roles.wizard (line 2): "wizard" is not a role`}},
		{"house shows corn", "houses: [corn]\n", []string{`houses[0] (line 1): a house shows a good other than food and corn, not corn`, `houses (line 1): the box has 10 of these; 1 is listed`}},
		{"not yaml", "goods: [\n", []string{`box.yaml: this is not valid YAML`}},
		{"not a mapping", "- glass\n", []string{`box.yaml (line 1): expected a mapping of keys to values`}},
		{"all at once", "goods:\n  glsas: {vp: 4}\n  wood: {vp: -2}\nfoo: 1\n", []string{`goods.glsas`, `goods.wood.vp`, `unknown key "foo"`}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_, err := catalog.ParseProfile("box.yaml", []byte(tt.yaml))
			require.Error(t, err)
			var problems rules.Problems
			require.ErrorAs(t, err, &problems)
			require.GreaterOrEqual(t, len(problems), len(tt.want), err.Error())
			for i, want := range tt.want {
				assert.Contains(t, problems[i].Error(), want)
				assert.Contains(t, problems[i].Error(), "box.yaml", "every problem names the file")
			}
		})
	}
}

func TestEmptyProfileChangesNothing(t *testing.T) {
	p, err := catalog.ParseProfile("box.yaml", []byte("# nothing recorded yet\n"))
	require.NoError(t, err)
	assert.Equal(t, catalog.Default(), catalog.Default().With(p))
}
