package boxfile_test

import (
	"fmt"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"altiplano/rules"
	"altiplano/rules/altiplano"
	"altiplano/rules/altiplano/catalog"
	"altiplano/rules/altiplano/catalog/boxfile"
	"altiplano/rules/altiplano/catalog/catalogtest"
	"altiplano/rules/boxprofile"
	"altiplano/rules/rulestest"
	"altiplano/rules/yamlin"
)

const fullProfile = `
goods:
  glass: {vp: 4}
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
houses: [glass, silver, cloth, wool, ore, stone, wood, fish, alpaca, alpaca]
boats: [fish, fish, wood, stone, ore, wool, silver, cloth, glass, cacao]
`

func TestParseProfileAndOverride(t *testing.T) {
	p, err := boxfile.ParseProfile("box.yaml", []byte(fullProfile), catalogtest.Lexicon{})
	require.NoError(t, err)
	c := catalog.Default().With(p)

	assert.Equal(t, catalog.BoxValue(4), c.GoodVP(altiplano.Glass))
	assert.Equal(t, catalog.BoxValue(1), c.GoodVP(altiplano.Wood))
	assert.Equal(t, catalog.Inferred, c.GoodVP(altiplano.Silver).Source, "goods not in the profile keep the catalog's value")
	assert.Equal(t, catalog.Rulebook, c.GoodVP(altiplano.Cloth).Source)

	wh := c.Warehouse()
	require.Len(t, wh.Rows, 3)
	assert.Equal(t, catalog.Box, wh.RowsSource)
	assert.Equal(t, catalog.BoxValue(1), wh.Rows[0].VP)
	assert.Equal(t, catalog.Unknown, wh.Rows[1].VP.Source, "a row recorded without VP stays unknown")
	assert.Equal(t, altiplano.Right, wh.Rows[2].Side)
	assert.True(t, c.Layout().Final)

	assert.Equal(t, catalog.BoxValue(4), c.MissionVP(12))
	assert.Equal(t, catalog.Unknown, c.MissionVP(11).Source)
	assert.Equal(t, catalog.BoxValue(2), c.Strip()[3])
	trader := c.Role(altiplano.Trader)
	assert.Equal(t, catalog.Box, trader.Source)
	assert.Equal(t, 1, trader.Goods.Of(altiplano.Glass))
	assert.Equal(t, catalog.Inferred, c.Role(altiplano.Miner).Source)

	// The recorded house faces decide which goods the houses show: this
	// copy has two alpaca houses and none for cacao, and only one glass.
	shows, source := c.Houses().Shows(altiplano.Cacao)
	assert.False(t, shows)
	assert.Equal(t, catalog.Box, source)
	n, _ := c.Houses().Count(altiplano.Alpaca)
	assert.Equal(t, 2, n)
	n, known := c.Houses().Count(altiplano.Glass)
	assert.True(t, known)
	assert.Equal(t, 1, n)

	assert.Equal(t, catalog.Inferred, catalog.Default().GoodVP(altiplano.Glass).Source, "the default catalog is untouched by With")
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
	p, err := boxfile.ParseProfile("box.yaml", []byte(extensionsYAML(28, 0)), catalogtest.Lexicon{})
	require.NoError(t, err)
	require.Len(t, p.ExtensionTiles, 28)
	assert.Equal(t, catalog.ExtensionTile{Effect: 2, Letter: "B", Players: altiplano.ThreePlus, Cost: 1}, p.ExtensionTiles[1])
	c := catalog.Default().With(p)
	assert.Equal(t, catalog.Box, c.ExtensionTiles().Source)
}

// want is one expected problem: its kind, where (path and line), and the
// particulars that matter.
type want struct {
	kind rules.Kind
	path string
	line int
	fill func(p *rules.Problem) // sets the particulars expected
}

// parseAlone reads a profile as the program does when Altiplano is the only
// game: split by Altiplano's keys, then read by its reader.
func parseAlone(data string) (catalog.Profile, error) {
	d, err := boxprofile.Split("box.yaml", []byte(data), catalog.ProfileKeys)
	p, readErr := boxfile.ReadProfile(d, catalogtest.Lexicon{})
	return p, d.Join(err, readErr)
}

func TestParseProfileRefusesMistakes(t *testing.T) {
	tests := []struct {
		name, yaml string
		want       []want
	}{
		{"unknown good", "goods:\n  glsas: {vp: 4}\n", []want{{altiplano.UnknownGood, "goods.glsas", 2, func(p *rules.Problem) { p.Value = "glsas" }}}},
		{"negative vp", "goods:\n  glass: {vp: -1}\n", []want{{rules.OutOfRange, "goods.glass.vp", 2, func(p *rules.Problem) { p.Value, p.N, p.Max = "-1", -1, 4 }}}},
		{"huge vp", "goods:\n  glass: {vp: 9223372036854775807}\n", []want{{rules.OutOfRange, "goods.glass.vp", 2, func(p *rules.Problem) { p.Value, p.N, p.Max = "9223372036854775807", 1<<63-1, 4 }}}},
		{"not a number", "goods:\n  glass: {vp: four}\n", []want{{rules.NotANumber, "goods.glass.vp", 2, func(p *rules.Problem) { p.Value = "four" }}}},
		{"a good twice, in two languages", "goods:\n  glass: {vp: 4}\n  Glas: {vp: 3}\n", []want{{altiplano.DuplicateGood, "goods.Glas", 3, func(p *rules.Problem) { p.Item, p.Value = string(altiplano.Glass), "Glas" }}}},
		{"unknown key at top", "colour: red\n", []want{{yamlin.UnknownKey, "colour", 1, func(p *rules.Problem) { p.Value, p.Names = "colour", catalog.ProfileKeys }}}},
		{"capacity 0", "warehouse:\n  rows:\n    - {side: left, capacity: 3}\n    - {side: left, capacity: 0}\n", []want{{rules.OutOfRange, "warehouse.rows[1].capacity", 4, func(p *rules.Problem) { p.Value, p.N, p.Min, p.Max = "0", 0, 1, 12 }}}},
		{"a good above the overview's highest tier", "goods:\n  silver: {vp: 9}\n", []want{{rules.OutOfRange, "goods.silver.vp", 2, func(p *rules.Problem) { p.Value, p.N, p.Max = "9", 9, 4 }}}},
		{"row 1 is 3 spaces", "warehouse:\n  rows:\n    - {side: left, capacity: 4, vp: 1}\n", []want{{catalog.FirstRow, "warehouse.rows[0].capacity", 3, func(p *rules.Problem) { p.N, p.Max = 4, 3 }}}},
		{"row vp implausible", "warehouse:\n  rows:\n    - {capacity: 3, vp: 99999}\n", []want{{rules.OutOfRange, "warehouse.rows[0].vp", 3, func(p *rules.Problem) { p.Value, p.N, p.Max = "99999", 99999, 20 }}}},
		{"missing capacity", "warehouse:\n  rows:\n    - {side: left, vp: 1}\n", []want{{yamlin.Missing, "warehouse.rows[0]", 3, func(p *rules.Problem) { p.Value = "capacity" }}}},
		{"bad side", "warehouse:\n  rows:\n    - {side: top, capacity: 3}\n", []want{{catalog.Side, "warehouse.rows[0].side", 3, func(p *rules.Problem) { p.Value = "top" }}}},
		{"left after right", "warehouse:\n  rows:\n    - {side: right, capacity: 3}\n    - {side: left, capacity: 3}\n", []want{{catalog.RightBeforeLeft, "warehouse.rows[1].side", 4, nil}}},
		{"mission out of range", "missions:\n  - {id: 21, vp: 3}\n", []want{{altiplano.NoSuchMission, "missions[0].id", 2, func(p *rules.Problem) { p.N, p.Value, p.Min, p.Max = 21, "21", 1, 20 }}}},
		// A number of no mission, even one too large for the machine, names no mission.
		{"mission 0", "missions:\n  - {id: 0, vp: 3}\n", []want{{altiplano.NoSuchMission, "missions[0].id", 2, func(p *rules.Problem) { p.Value, p.Min, p.Max = "0", 1, 20 }}}},
		{"mission too large", "missions:\n  - {id: 99999999999999999999, vp: 3}\n", []want{{altiplano.NoSuchMission, "missions[0].id", 2, func(p *rules.Problem) { p.Value, p.Min, p.Max = "99999999999999999999", 1, 20 }}}},
		{"effect 0", strings.Replace(extensionsYAML(28, 0), "effect: 1,", "effect: 0,", 1), []want{
			{catalog.NoSuchEffect, "extensions[0].effect", 2, func(p *rules.Problem) { p.Value, p.Min, p.Max = "0", 1, 25 }}}},
		{"mission vp implausible", "missions:\n  - {id: 2, vp: 100000}\n", []want{{rules.OutOfRange, "missions[0].vp", 2, func(p *rules.Problem) { p.Value, p.N, p.Max = "100000", 100000, 20 }}}},
		{"mission twice", "missions:\n  - {id: 2, vp: 3}\n  - {id: 2, vp: 4}\n", []want{{altiplano.DuplicateMission, "missions[1].id", 3, func(p *rules.Problem) { p.Ref = 2 }}}},
		{"strip slot 2 is +1 by the rulebook", "strip: {surcharges: [0, 2, 2, 3, 4]}\n", []want{{catalog.StripRulebook, "strip.surcharges[1]", 1, func(p *rules.Problem) { p.N, p.Max = 2, 1 }}}},
		{"strip length", "strip: {surcharges: [0, 1]}\n", []want{{catalog.Count, "strip.surcharges", 1, func(p *rules.Problem) { p.N, p.Max = 2, 5 }}}},
		{"too few tiles", extensionsYAML(27, 0), []want{{catalog.Count, "extensions", 2, func(p *rules.Problem) { p.N, p.Max = 27, 28 }}}},
		{"an effect on no tile", extensionsYAML(28, 7), []want{{catalog.EffectMissing, "extensions", 2, func(p *rules.Problem) { p.N = 7 }}}},
		{"bad letter", strings.Replace(extensionsYAML(28, 0), "letter: A", "letter: E", 1), []want{{catalog.Letter, "extensions[0].letter", 2, func(p *rules.Problem) { p.Value = "E" }}}},
		{"unknown role", "roles:\n  wizard: {food: 1, coins: 1}\n", []want{{catalog.NoSuchRole, "roles.wizard", 2, func(p *rules.Problem) { p.Value = "wizard" }}}},
		{"a house showing food", "houses: [glass, silver, cloth, wool, ore, stone, wood, fish, alpaca, food]\n", []want{{catalog.HouseFace, "houses[9]", 1, func(p *rules.Problem) { p.Item = string(altiplano.Food) }}}},
		{"a house showing corn", "houses: [glass, silver, cloth, wool, ore, stone, wood, fish, alpaca, CORN]\n", []want{{catalog.HouseFace, "houses[9]", 1, func(p *rules.Problem) { p.Item = string(altiplano.Corn) }}}},
		{"rows: [] records no board", "warehouse:\n  rows: []\n", []want{{catalog.RowsEmpty, "warehouse.rows", 2, nil}}},
		{"an order card without goods", "orders:\n  - {vp: 5, goods: []}\n", []want{{catalog.OrderNoGoods, "orders[0].goods", 2, func(p *rules.Problem) { p.N, p.Min, p.Max = 1, 1, 10 }}, {catalog.Count, "orders", 2, func(p *rules.Problem) { p.N, p.Max = 1, 16 }}}},
		{"the second house names no good", "houses:\n  - glass\n  - glsas\n", []want{{altiplano.UnknownGood, "houses[1]", 3, func(p *rules.Problem) { p.Value = "glsas" }}, {catalog.Count, "houses", 2, func(p *rules.Problem) { p.N, p.Max = 2, 10 }}}},
		{"not yaml", "goods: [\n", []want{{yamlin.Syntax, "", 1, nil}}},
		{"a second document", "goods:\n  glass: {vp: 4}\n---\ngoods: {}\n", []want{{yamlin.Trailing, "", 3, nil}}},
		{"text after the end", "goods:\n  glass: {vp: 4}\n...\ngarbage\n", []want{{yamlin.Trailing, "", 3, nil}}},
		{"an alias", "goods:\n  glass: &four {vp: 4}\n  silver: *four\n", []want{{yamlin.Alias, "", 3, func(p *rules.Problem) { p.Value = "*four" }}}},
		{"not a mapping", "- glass\n", []want{{yamlin.NotMapping, "", 1, nil}}},
		{"all at once", "goods:\n  glsas: {vp: 4}\n  wood: {vp: -2}\nfoo: 1\n", []want{{altiplano.UnknownGood, "goods.glsas", 2, nil}, {rules.OutOfRange, "goods.wood.vp", 3, nil}, {yamlin.UnknownKey, "foo", 4, nil}}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_, err := parseAlone(tt.yaml)
			problems := rulestest.Problems(t, err)
			require.Len(t, problems, len(tt.want), err.Error())
			for i, w := range tt.want {
				got := problems[i]
				assert.Equal(t, w.kind, got.Kind)
				assert.Equal(t, rules.InFile("box.yaml", w.path, w.line), got.Field, "every problem names the file, the key and the line")
				if w.fill != nil {
					expected := rules.Problem{Kind: w.kind, Field: got.Field}
					w.fill(&expected)
					assert.Equal(t, expected, *got)
				}
			}
		})
	}
}

func TestProfileSizeIsBounded(t *testing.T) {
	big := "goods:\n" + strings.Repeat("# padding\n", yamlin.MaxBytes/10+1)
	_, err := boxfile.ParseProfile("box.yaml", []byte(big), catalogtest.Lexicon{})
	problems := rulestest.Problems(t, err)
	require.Len(t, problems, 1)
	assert.Equal(t, yamlin.TooLarge, problems[0].Kind)
}

func TestEmptyProfileChangesNothing(t *testing.T) {
	p, err := boxfile.ParseProfile("box.yaml", []byte("# nothing recorded yet\n"), catalogtest.Lexicon{})
	require.NoError(t, err)
	assert.Equal(t, catalog.Default(), catalog.Default().With(p))
}

func FuzzParseProfile(f *testing.F) {
	f.Add([]byte(fullProfile))
	f.Add([]byte(extensionsYAML(28, 0)))
	f.Add([]byte("goods:\n  glass: &a {vp: 4}\n  wood: *a\n"))
	f.Add([]byte("warehouse: {rows: [{capacity: 3, vp: 1}], more_rows: true}\n"))
	f.Fuzz(func(t *testing.T, data []byte) {
		p, err := boxfile.ParseProfile("box.yaml", data, catalogtest.Lexicon{})
		if err != nil {
			problems := rulestest.InFile(t, err, "box.yaml")
			for _, pr := range problems {
				require.NotEmpty(t, pr.Kind)
			}
			require.LessOrEqual(t, len(problems), yamlin.MaxProblems+1, "the list is capped")
			return
		}
		// An accepted profile holds only values within the model's bounds.
		for _, vp := range p.Goods {
			require.True(t, altiplano.GoodVPLimit.Contains(vp))
		}
		for id, vp := range p.Missions {
			require.True(t, id.Valid())
			require.True(t, altiplano.MissionVPLimit.Contains(vp))
		}
		for i, r := range p.WarehouseRows {
			require.True(t, altiplano.RowCapacityLimit.Contains(r.Capacity))
			if i == 0 {
				require.Equal(t, altiplano.FirstRowCapacity, r.Capacity)
			}
		}
		require.LessOrEqual(t, len(p.WarehouseRows), altiplano.WarehouseRowsLimit.Max)
		c := catalog.Default().With(p)
		_ = c.Layout()
	})
}
