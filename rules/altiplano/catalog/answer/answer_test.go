package answer_test

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"altiplano/rules"
	"altiplano/rules/altiplano"
	"altiplano/rules/altiplano/catalog"
	"altiplano/rules/altiplano/catalog/answer"
	"altiplano/rules/altiplano/catalog/boxfile"
	"altiplano/rules/altiplano/catalog/catalogtest"
)

func TestTierValuesAreTheOverviewsHighestFirst(t *testing.T) {
	assert.Equal(t, []int{4, 3, 2, 1, 0}, answer.TierValues())
}

func TestParseTierAndCheckTier(t *testing.T) {
	got, pr := answer.ParseTier("Glas, silver", catalogtest.Lexicon{})
	require.Nil(t, pr)
	assert.Equal(t, []altiplano.Good{altiplano.Glass, altiplano.Silver}, got)
	got, pr = answer.ParseTier("  ", catalogtest.Lexicon{})
	require.Nil(t, pr)
	assert.Empty(t, got, "Enter: no good at this value")

	_, pr = answer.ParseTier("glass glsas", catalogtest.Lexicon{})
	assert.Equal(t, &rules.Problem{Kind: altiplano.UnknownGood, Field: rules.At(altiplano.FieldGoods), Value: "glsas"}, pr)
	_, pr = answer.ParseTier("glass Glas", catalogtest.Lexicon{})
	assert.Equal(t, &rules.Problem{Kind: altiplano.DuplicateGood, Field: rules.At(altiplano.FieldGoods), Value: "Glas", Item: string(altiplano.Glass)}, pr)

	placed := map[altiplano.Good]int{altiplano.Glass: 4, altiplano.Silver: 4}
	assert.Nil(t, answer.CheckTier(placed, []altiplano.Good{altiplano.Cloth}, false))
	assert.Equal(t, &rules.Problem{Kind: answer.EntryGoodPlaced, Field: rules.At(altiplano.FieldGoods), Item: string(altiplano.Glass), N: 4},
		answer.CheckTier(placed, []altiplano.Good{altiplano.Cloth, altiplano.Glass}, false))
	for _, g := range altiplano.Goods() {
		if g != altiplano.Food && g != altiplano.Corn && g != altiplano.Wool {
			placed[g] = 1
		}
	}
	assert.Equal(t, &rules.Problem{Kind: answer.EntryGoodsLeft, Field: rules.At(altiplano.FieldGoods), Names: []string{"corn", "wool"}},
		answer.CheckTier(placed, []altiplano.Good{altiplano.Food}, true), "the last value leaves no good without one")
	assert.Nil(t, answer.CheckTier(placed, []altiplano.Good{altiplano.Food, altiplano.Corn, altiplano.Wool}, true))
}

func row(side altiplano.Side, capacity, vp int) catalog.ProfileRow {
	return catalog.ProfileRow{Side: side, Capacity: capacity, VP: &vp}
}

func TestParseWarehouseSide(t *testing.T) {
	rows, pr := answer.ParseWarehouseSide("3/1 3/2, 4/3", altiplano.Left, 0)
	require.Nil(t, pr)
	assert.Equal(t, []catalog.ProfileRow{row(altiplano.Left, 3, 1), row(altiplano.Left, 3, 2), row(altiplano.Left, 4, 3)}, rows)
	rows, pr = answer.ParseWarehouseSide("4/4 5/6", altiplano.Right, 3)
	require.Nil(t, pr)
	assert.Equal(t, []catalog.ProfileRow{row(altiplano.Right, 4, 4), row(altiplano.Right, 5, 6)}, rows)
	rows, pr = answer.ParseWarehouseSide("", altiplano.Right, 3)
	assert.Nil(t, pr)
	assert.Empty(t, rows)

	at := func(i int) rules.Field { return rules.AtIndex(altiplano.FieldWarehouseRow, i) }
	tests := []struct {
		line   string
		before int
		want   rules.Problem
	}{
		{"4/1 3/2", 0, rules.Problem{Kind: catalog.FirstRow, Field: at(1), N: 4, Max: 3}},
		{"3/1 3", 0, rules.Problem{Kind: answer.EntryRowPair, Field: at(2), Value: "3"}},
		{"3/1 3/x", 0, rules.Problem{Kind: answer.EntryRowPair, Field: at(2), Value: "3/x"}},
		{"3/1 0/2", 0, rules.Problem{Kind: rules.OutOfRange, Field: at(2), N: 0, Min: 1, Max: 12, Value: "0"}},
		{"5/99", 3, rules.Problem{Kind: rules.OutOfRange, Field: at(4), N: 99, Min: 0, Max: 20, Value: "99"}},
		{strings.Repeat("3/1 ", 19), 2, rules.Problem{Kind: rules.TooMany, Field: rules.At(altiplano.FieldWarehouse), N: 21, Max: 20}},
	}
	for _, tt := range tests {
		_, pr := answer.ParseWarehouseSide(tt.line, altiplano.Left, tt.before)
		require.NotNil(t, pr, tt.line)
		assert.Equal(t, tt.want, *pr, tt.line)
	}
}

func TestParseMissionVPs(t *testing.T) {
	got, pr := answer.ParseMissionVPs("5 4 5 6 2 6 5 4 4 3 3 4 5 4 4 3 2 2 4 5")
	require.Nil(t, pr)
	assert.Len(t, got, 20)
	assert.Equal(t, 5, got[1])
	assert.Equal(t, 5, got[20])
	_, pr = answer.ParseMissionVPs("5 4 5")
	assert.Equal(t, &rules.Problem{Kind: catalog.Count, Field: rules.At(altiplano.FieldMissions), N: 3, Max: 20}, pr)
	_, pr = answer.ParseMissionVPs("5 4 five")
	assert.Equal(t, &rules.Problem{Kind: rules.NotANumber, Field: rules.AtIndex(altiplano.FieldMission, 3), Value: "five"}, pr)
	_, pr = answer.ParseMissionVPs(strings.Repeat("4 ", 65))
	assert.Equal(t, rules.TooMany, pr.Kind, "an answer is bounded in words")
	_, pr = answer.ParseMissionVPs(strings.Repeat("4", 1001))
	assert.Equal(t, &rules.Problem{Kind: answer.EntryTooLong, Field: rules.At(altiplano.FieldMissions), N: 1001, Max: 1000}, pr, "and in length")
}

func TestParseStrip(t *testing.T) {
	got, pr := answer.ParseStrip("+0 +1 2 3 4")
	require.Nil(t, pr)
	assert.Equal(t, []int{0, 1, 2, 3, 4}, got)
	_, pr = answer.ParseStrip("1 1 2 3 4")
	assert.Equal(t, &rules.Problem{Kind: catalog.StripRulebook, Field: rules.AtIndex(answer.FieldStripSlot, 1), N: 1, Max: 0}, pr)
	_, pr = answer.ParseStrip("0 1 2 3")
	assert.Equal(t, &rules.Problem{Kind: catalog.Count, Field: rules.At(answer.FieldStrip), N: 4, Max: 5}, pr)
	_, pr = answer.ParseStrip("0 1 2 3 11")
	assert.Equal(t, &rules.Problem{Kind: rules.OutOfRange, Field: rules.AtIndex(answer.FieldStripSlot, 5), N: 11, Max: 10, Value: "11"}, pr)
}

func TestParseOrderCard(t *testing.T) {
	got, pr := answer.ParseOrderCard("wool Holz 6", catalogtest.Lexicon{}, 3)
	require.Nil(t, pr)
	assert.Equal(t, catalog.OrderCard{VP: 6, Goods: []altiplano.Good{altiplano.Wool, altiplano.Wood}}, got)
	got, pr = answer.ParseOrderCard("7, fish fish", catalogtest.Lexicon{}, 3)
	require.Nil(t, pr)
	assert.Equal(t, catalog.OrderCard{VP: 7, Goods: []altiplano.Good{altiplano.Fish, altiplano.Fish}}, got)

	card := rules.AtIndex(answer.FieldOrderCard, 3)
	for line, want := range map[string]rules.Problem{
		"wool fish":                       {Kind: answer.EntryOrderCard, Field: card, Value: "wool fish"},
		"wool 6 7":                        {Kind: answer.EntryOrderCard, Field: card, Value: "wool 6 7"},
		"6":                               {Kind: answer.EntryOrderCard, Field: card, Value: "6"},
		"wool gold 6":                     {Kind: altiplano.UnknownGood, Field: card, Value: "gold"},
		"wool fish 21":                    {Kind: rules.OutOfRange, Field: card, N: 21, Max: 20, Value: "21"},
		"wool fish -1":                    {Kind: rules.OutOfRange, Field: card, N: -1, Max: 20, Value: "-1"},
		strings.Repeat("fish ", 11) + "5": {Kind: rules.TooMany, Field: card, N: 11, Max: 10},
	} {
		_, pr := answer.ParseOrderCard(line, catalogtest.Lexicon{}, 3)
		require.NotNil(t, pr, line)
		assert.Equal(t, want, *pr, line)
	}
}

func TestParseFaces(t *testing.T) {
	field := rules.At(altiplano.FieldHouses)
	ten := "glass silver cloth wool ore stone wood fish alpaca cacao"
	got, pr := answer.ParseFaces(ten, catalogtest.Lexicon{}, 10, field)
	require.Nil(t, pr)
	assert.Len(t, got, 10)
	_, pr = answer.ParseFaces(ten+" glass", catalogtest.Lexicon{}, 10, field)
	assert.Equal(t, &rules.Problem{Kind: catalog.Count, Field: field, N: 11, Max: 10}, pr, "11 houses")
	_, pr = answer.ParseFaces("glass gold", catalogtest.Lexicon{}, 10, field)
	assert.Equal(t, &rules.Problem{Kind: altiplano.UnknownGood, Field: field, Value: "gold"}, pr)
}

// The walk-through refuses a house showing food or corn as a box profile
// does, naming the card.
func TestParseHouses(t *testing.T) {
	got, pr := answer.ParseHouses("glass silver cloth wool ore stone wood fish alpaca cacao", catalogtest.Lexicon{})
	require.Nil(t, pr)
	assert.Len(t, got, 10)
	_, pr = answer.ParseHouses("glass silver cloth food ore stone wood fish alpaca cacao", catalogtest.Lexicon{})
	assert.Equal(t, &rules.Problem{Kind: catalog.HouseFace, Field: rules.AtIndex(altiplano.FieldHouse, 4), Item: string(altiplano.Food)}, pr)
	_, pr = answer.ParseHouses("glass silver cloth wool ore stone wood fish alpaca corn", catalogtest.Lexicon{})
	assert.Equal(t, &rules.Problem{Kind: catalog.HouseFace, Field: rules.AtIndex(altiplano.FieldHouse, 10), Item: string(altiplano.Corn)}, pr)
}

func TestParseTile(t *testing.T) {
	tests := map[string]catalog.ExtensionTile{
		"5 A 3+ 1":      {Effect: 5, Letter: "A", Players: altiplano.ThreePlus, Cost: 1},
		"e12 d 2":       {Effect: 12, Letter: "D", Cost: 2},
		"E25, B, 5+, 4": {Effect: 25, Letter: "B", Players: altiplano.FivePlus, Cost: 4},
	}
	for line, want := range tests {
		got, pr := answer.ParseTile(line, 7)
		require.Nil(t, pr, line)
		assert.Equal(t, want, got, line)
	}
	tile := rules.AtIndex(answer.FieldTile, 7)
	for line, want := range map[string]rules.Problem{
		"5 E 1":                    {Kind: catalog.Letter, Field: tile, Value: "E"},
		"26 A 1":                   {Kind: catalog.NoSuchEffect, Field: tile, N: 26, Value: "26"},
		"5 A 2+ 1":                 {Kind: catalog.Mark, Field: tile, Value: "2+"},
		"5 A 11":                   {Kind: rules.OutOfRange, Field: tile, N: 11, Max: 10, Value: "11"},
		"5 A":                      {Kind: answer.EntryTile, Field: tile, Value: "5 A"},
		"A 5 1":                    {Kind: answer.EntryTile, Field: tile, Value: "A 5 1"},
		"99999999999999999999 A 1": {Kind: answer.EntryTile, Field: tile, Value: "99999999999999999999 A 1"},
	} {
		_, pr := answer.ParseTile(line, 7)
		require.NotNil(t, pr, line)
		assert.Equal(t, want, *pr, line)
	}
}

func TestCheckEffectsLeft(t *testing.T) {
	var tiles []catalog.ExtensionTile
	for e := 1; e <= 22; e++ {
		tiles = append(tiles, catalog.ExtensionTile{Effect: altiplano.Effect(e), Letter: "A"})
	}
	assert.Nil(t, answer.CheckEffectsLeft(tiles, 6), "effects 23–25 still fit on the 6 tiles left")
	for range 3 {
		tiles = append(tiles, catalog.ExtensionTile{Effect: 1, Letter: "B"})
	}
	assert.Nil(t, answer.CheckEffectsLeft(tiles, 3))
	tiles = append(tiles, catalog.ExtensionTile{Effect: 2, Letter: "B"})
	assert.Equal(t, &rules.Problem{Kind: answer.EffectsLeft, Field: rules.At(answer.FieldExtensions), N: 2, Names: []string{"23", "24", "25"}},
		answer.CheckEffectsLeft(tiles, 2))
}

func TestParseRoleStart(t *testing.T) {
	got, pr := answer.ParseRoleStart("2 1 wood Holz fish", catalogtest.Lexicon{}, altiplano.Woodcutter)
	require.Nil(t, pr)
	var goods altiplano.GoodCounts
	goods.Add(altiplano.Wood, 2)
	goods.Add(altiplano.Fish, 1)
	assert.Equal(t, catalog.RoleStart{Food: 2, Coins: 1, Goods: goods, Source: catalog.Box}, got)
	got, pr = answer.ParseRoleStart("1 3 2 glass", catalogtest.Lexicon{}, altiplano.Trader)
	require.Nil(t, pr)
	assert.Equal(t, 2, got.Goods.Of(altiplano.Glass))

	role := rules.AtIndex(answer.FieldRole, 6) // the trader, sixth role
	for line, want := range map[string]rules.Problem{
		"2":                 {Kind: answer.EntryRole, Field: role, Value: "2"},
		"wood 2 1":          {Kind: answer.EntryRole, Field: role, Value: "wood 2 1"},
		"2 1 2 3 fish":      {Kind: answer.EntryRole, Field: role, Value: "2 1 2 3 fish"},
		"2 1 fish 2":        {Kind: answer.EntryRole, Field: role, Value: "2 1 fish 2"},
		"9 1":               {Kind: rules.OutOfRange, Field: role, N: 9, Max: 5, Value: "9"},
		"2 1 gold":          {Kind: altiplano.UnknownGood, Field: role, Value: "gold"},
		"2 1 4 fish 2 fish": {Kind: rules.OutOfRange, Field: role, N: 6, Max: 5},
	} {
		_, pr := answer.ParseRoleStart(line, catalogtest.Lexicon{}, altiplano.Trader)
		require.NotNil(t, pr, line)
		assert.Equal(t, want, *pr, line)
	}
}

// Whatever is typed, an accepted answer holds only values a box profile
// may hold, and that the profile reads back; a refusal is a typed problem.
func FuzzParseCalibrationAnswers(f *testing.F) {
	for _, s := range []string{"3/1 3/2 4/3", "silver Glas", "5 4 5 6 2 6 5 4 4 3 3 4 5 4 4 3 2 2 4 5", "0 1 2 3 4",
		"wool fish 6", "5 A 3+ 1", "2 1 2 fish", "glass silver cloth wool ore stone wood fish alpaca cacao", "E1 a 0", "+0 +1 +2 +3 +9"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, line string) {
		refused := func(pr *rules.Problem) {
			if pr != nil {
				require.NotEmpty(t, pr.Kind)
			}
		}
		if goods, pr := answer.ParseTier(line, catalogtest.Lexicon{}); pr == nil {
			seen := map[altiplano.Good]bool{}
			for _, g := range goods {
				require.True(t, g.Valid())
				require.False(t, seen[g], "each good once")
				seen[g] = true
			}
		} else {
			refused(pr)
		}
		for _, before := range []int{0, 3} {
			rows, pr := answer.ParseWarehouseSide(line, altiplano.Right, before)
			if pr != nil {
				refused(pr)
				continue
			}
			require.LessOrEqual(t, before+len(rows), altiplano.WarehouseRowsLimit.Max)
			for i, r := range rows {
				require.True(t, altiplano.RowCapacityLimit.Contains(r.Capacity))
				require.True(t, altiplano.RowVPLimit.Contains(*r.VP))
				if before+i == 0 {
					require.Equal(t, altiplano.FirstRowCapacity, r.Capacity)
				}
			}
		}
		if vps, pr := answer.ParseMissionVPs(line); pr == nil {
			require.Len(t, vps, altiplano.MissionCount)
			roundTrip(t, catalog.Profile{Missions: vps})
		}
		if strip, pr := answer.ParseStrip(line); pr == nil {
			roundTrip(t, catalog.Profile{Strip: strip})
		}
		if o, pr := answer.ParseOrderCard(line, catalogtest.Lexicon{}, 1); pr == nil {
			require.True(t, altiplano.OrderVPLimit.Contains(o.VP))
			require.True(t, altiplano.OrderGoodsLimit.Contains(len(o.Goods)))
		}
		if faces, pr := answer.ParseFaces(line, catalogtest.Lexicon{}, 10, rules.At(altiplano.FieldHouses)); pr == nil {
			roundTrip(t, catalog.Profile{Houses: faces})
		}
		if tile, pr := answer.ParseTile(line, 1); pr == nil {
			require.True(t, tile.Effect.Valid())
			require.True(t, tile.Letter.Valid())
			require.True(t, tile.Players.Valid())
			require.True(t, altiplano.TileCostLimit.Contains(tile.Cost))
		}
		if s, pr := answer.ParseRoleStart(line, catalogtest.Lexicon{}, altiplano.Miner); pr == nil {
			roundTrip(t, catalog.Profile{Roles: map[altiplano.Role]catalog.RoleStart{altiplano.Miner: s}})
		}
	})
}

// roundTrip checks that p, made of accepted answers, is a profile that
// loads again as itself.
func roundTrip(t *testing.T, p catalog.Profile) {
	t.Helper()
	data, err := boxfile.MarshalProfile(p)
	require.NoError(t, err)
	back, err := boxfile.ParseProfile("box.yaml", data, altiplano.Identifiers{})
	require.NoError(t, err, string(data))
	require.Equal(t, p, back)
}

// Rows grow more valuable upwards: a side entered at the table with a row
// printing fewer VP than the one below it is refused, naming both; the
// right side's first row is not compared with the left side's last.
func TestWarehouseRowsGrowMoreValuableUpwards(t *testing.T) {
	rows, pr := answer.ParseWarehouseSide("3/1 3/2 4/2", altiplano.Left, 0)
	require.Nil(t, pr)
	require.Len(t, rows, 3)
	_, pr = answer.ParseWarehouseSide("3/2 3/1", altiplano.Left, 0)
	require.NotNil(t, pr)
	assert.Equal(t, catalog.RowVPDown, pr.Kind)
	assert.Equal(t, rules.AtIndex(altiplano.FieldWarehouseRow, 2), pr.Field)
	assert.Equal(t, []int{1, 2, 1}, []int{pr.N, pr.Min, pr.Max})
	_, pr = answer.ParseWarehouseSide("4/3 5/2", altiplano.Right, 3)
	require.NotNil(t, pr)
	assert.Equal(t, rules.AtIndex(altiplano.FieldWarehouseRow, 5), pr.Field, "numbered in filling order")
	_, pr = answer.ParseWarehouseSide("4/1 5/2", altiplano.Right, 3)
	assert.Nil(t, pr, "each side from its own bottom row")
}
