package altiplano_test

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"altiplano/rules"
	"altiplano/rules/altiplano"
	scoring "altiplano/scoring/altiplano"
)

func TestParseGoodsLine(t *testing.T) {
	tests := map[string]map[altiplano.Good]int{
		"3 wood 2 stone glass":  {altiplano.Wood: 3, altiplano.Stone: 2, altiplano.Glass: 1},
		"3 fa, 2 kő; стекло":    {altiplano.Wood: 3, altiplano.Stone: 2, altiplano.Glass: 1},
		"wood wood 2x wood":     {altiplano.Wood: 4},
		"":                      {},
		"  Nahrung  4 CORN    ": {altiplano.Food: 1, altiplano.Corn: 4},
		"20 wood":               {altiplano.Wood: 20},
	}
	for in, want := range tests {
		got, p := scoring.ParseGoodsLine(in, words{})
		require.Nil(t, p, in)
		assert.Equal(t, want, got, in)
	}
	bad := map[string]rules.Problem{
		"3 gold":                     {Kind: altiplano.UnknownGood, Value: "gold"},
		"3 4 wood":                   {Kind: scoring.EntryTwoNumbers, Value: "3 4"},
		"wood 3":                     {Kind: scoring.EntryNumberAlone, N: 3, Value: "3"},
		"0 wood":                     {Kind: rules.OutOfRange, Field: rules.Field{Kind: altiplano.FieldGood, Item: string(altiplano.Wood)}, Value: "0", Min: 1, Max: 20},
		"21 wood":                    {Kind: rules.OutOfRange, Field: rules.Field{Kind: altiplano.FieldGood, Item: string(altiplano.Wood)}, Value: "21", N: 21, Min: 1, Max: 20},
		"9223372036854775807 wood":   {Kind: rules.OutOfRange, Field: rules.Field{Kind: altiplano.FieldGood, Item: string(altiplano.Wood)}, Value: "9223372036854775807", N: 1<<63 - 1, Min: 1, Max: 20},
		"99999999999999999999 glass": {Kind: rules.OutOfRange, Field: rules.Field{Kind: altiplano.FieldGood, Item: string(altiplano.Glass)}, Value: "99999999999999999999", Min: 1, Max: 12},
		"12 wood 12 wood":            {Kind: rules.OutOfRange, Field: rules.Field{Kind: altiplano.FieldGood, Item: string(altiplano.Wood)}, N: 24, Max: 20},
		// One good named in two languages is a slip, not a sum.
		"3 Holz 2 wood": {Kind: altiplano.DuplicateGood, Item: string(altiplano.Wood), Value: "wood"},
		"fa 2 Holz":     {Kind: altiplano.DuplicateGood, Item: string(altiplano.Wood), Value: "Holz"},
	}
	for in, want := range bad {
		_, p := scoring.ParseGoodsLine(in, words{})
		require.NotNil(t, p, in)
		assert.Equal(t, want, *p, in)
	}
}

func TestParseRowLine(t *testing.T) {
	row, p := scoring.ParseRowLine("3 fish", words{})
	require.Nil(t, p)
	assert.Equal(t, scoring.Row{Goods: []altiplano.Good{F, F, F}}, row)
	row, p = scoring.ParseRowLine("silver corn = 2", words{})
	require.Nil(t, p)
	assert.Equal(t, scoring.Row{Goods: []altiplano.Good{altiplano.Silver, C}, VP: vp(2)}, row)
	for in, kind := range map[string]rules.Kind{"": scoring.EntryRowEmpty, "= 2": scoring.EntryRowEmpty, "fish = x": scoring.EntryRowVP,
		"fish = -1": rules.OutOfRange, "fish = 99999": rules.OutOfRange, "gold": altiplano.UnknownGood, "13 fish": rules.OutOfRange, "13 corn": altiplano.WarehouseOverfull} {
		_, p := scoring.ParseRowLine(in, words{})
		require.NotNil(t, p, in)
		assert.Equal(t, kind, p.Kind, in)
	}
}

// The whole warehouse in one answer, rows separated by | or /.
func TestParseWarehouseLine(t *testing.T) {
	rows, p := scoring.ParseWarehouseLine("3 fish | silver silver corn / cacao = 2", words{})
	require.Nil(t, p)
	assert.Equal(t, []scoring.Row{row(F, F, F), row(altiplano.Silver, altiplano.Silver, C), {Goods: []altiplano.Good{altiplano.Cacao}, VP: vp(2)}}, rows)
	rows, p = scoring.ParseWarehouseLine("  ", words{})
	require.Nil(t, p)
	assert.Empty(t, rows, "Enter alone is an empty warehouse")
	rows, p = scoring.ParseWarehouseLine("fish |", words{})
	require.Nil(t, p)
	assert.Len(t, rows, 1, "a trailing separator adds no row")

	_, p = scoring.ParseWarehouseLine("3 fish | gold | wood", words{})
	require.NotNil(t, p)
	assert.Equal(t, rules.Problem{Kind: altiplano.UnknownGood, Field: rules.AtIndex(altiplano.FieldWarehouseRow, 2), Value: "gold"}, *p, "a refused row names which one")
	_, p = scoring.ParseWarehouseLine(strings.Repeat("fish|", 21), words{})
	require.NotNil(t, p)
	assert.Equal(t, rules.TooMany, p.Kind)
}

func missionText(id altiplano.MissionID) string {
	return map[altiplano.MissionID]string{2: "Store 3 alpacas", 4: "Store 20 goods", 12: "Build 3 boats", 13: "Build 3 houses", 16: "Complete an order, build a boat and a house",
		18: "Be the first to build a house"}[id]
}

func TestParseMissionsLine(t *testing.T) {
	got, p := scoring.ParseMissionsLine("12 #5", missionText, nil)
	require.Nil(t, p)
	assert.Equal(t, []altiplano.MissionID{12, 5}, got)
	got, p = scoring.ParseMissionsLine("boats alpacas", missionText, nil)
	require.Nil(t, p)
	assert.Equal(t, []altiplano.MissionID{12, 2}, got)
	got, p = scoring.ParseMissionsLine("12 boats, 13", missionText, nil)
	require.Nil(t, p)
	assert.Equal(t, []altiplano.MissionID{12, 13}, got, "a mission named by number and by a word is one mission")
	// Named twice the same way: refused, not merged.
	for _, twice := range []string{"12 12", "5 12 #12", "boats 5 boats"} {
		_, p = scoring.ParseMissionsLine(twice, missionText, nil)
		require.NotNil(t, p, twice)
		assert.Equal(t, rules.Problem{Kind: altiplano.DuplicateMission, Ref: 12}, *p, twice)
	}

	// A mission's whole text is that mission, before its words and numbers.
	for line, want := range map[string][]altiplano.MissionID{
		"build 3 boats, store 20 goods":               {12, 4},
		"Build 3 boats":                               {12},
		"12 build 3 boats":                            {12},
		"Complete an order, build a boat and a house": {16},
		"Be the first to build a house; boats":        {18, 12},
		"build 3 houses 5":                            {13, 5},
	} {
		got, p = scoring.ParseMissionsLine(line, missionText, nil)
		require.Nil(t, p, line)
		assert.Equal(t, want, got, line)
	}
	_, p = scoring.ParseMissionsLine("Build 3 boats, build 3 boats", missionText, nil)
	require.NotNil(t, p)
	assert.Equal(t, rules.Problem{Kind: altiplano.DuplicateMission, Ref: 12}, *p, "a whole text named twice")

	_, p = scoring.ParseMissionsLine("house", missionText, nil)
	require.NotNil(t, p)
	assert.Equal(t, rules.Problem{Kind: scoring.EntryMissionAmbiguous, Value: "house", Names: []string{"13", "16", "18"}}, *p)
	// Among the missions a player may hold, a word fits the one dealt.
	got, p = scoring.ParseMissionsLine("house", missionText, []altiplano.MissionID{3, 13, 19})
	require.Nil(t, p)
	assert.Equal(t, []altiplano.MissionID{13}, got)
	_, p = scoring.ParseMissionsLine("dragons", missionText, nil)
	require.NotNil(t, p)
	assert.Equal(t, scoring.EntryMissionWord, p.Kind)
	_, p = scoring.ParseMissionsLine("21", missionText, nil)
	require.NotNil(t, p)
	assert.Equal(t, rules.Problem{Kind: altiplano.NoSuchMission, N: 21, Value: "21"}, *p)
	_, p = scoring.ParseMissionsLine("99999999999999999999", missionText, nil)
	require.NotNil(t, p)
	assert.Equal(t, altiplano.NoSuchMission, p.Kind)
}

func TestParseNumbers(t *testing.T) {
	got, p := scoring.ParseNumbers("6 9, 4", altiplano.OrderVPLimit)
	require.Nil(t, p)
	assert.Equal(t, []int{6, 9, 4}, got)
	_, p = scoring.ParseNumbers("6 nine", altiplano.OrderVPLimit)
	require.NotNil(t, p)
	assert.Equal(t, rules.Problem{Kind: rules.NotANumber, Value: "nine"}, *p)
	_, p = scoring.ParseNumbers("6 1000", altiplano.OrderVPLimit)
	require.NotNil(t, p)
	assert.Equal(t, rules.OutOfRange, p.Kind, "an order's VP is bounded")
}

func FuzzParseEntryLines(f *testing.F) {
	for _, s := range []string{"3 wood 2 stone glass", "silver corn = 2", "12 boats", "6 9", "3x fa = 1", "= =", "9999999999999999999 fish", "3 fish | corn / wood"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, line string) {
		if goods, p := scoring.ParseGoodsLine(line, words{}); p == nil {
			for g, n := range goods {
				require.True(t, g.Valid())
				require.True(t, altiplano.GoodLimit(g).Contains(n), "a count within the box")
				require.Positive(t, n)
			}
		}
		if row, p := scoring.ParseRowLine(line, words{}); p == nil {
			require.NotEmpty(t, row.Goods)
			require.LessOrEqual(t, len(row.Goods), altiplano.RowCapacityLimit.Max)
			if row.VP != nil {
				require.True(t, altiplano.RowVPLimit.Contains(*row.VP))
			}
		}
		if rows, p := scoring.ParseWarehouseLine(line, words{}); p == nil {
			require.LessOrEqual(t, len(rows), altiplano.WarehouseRowsLimit.Max)
		} else if p.Field.Kind == altiplano.FieldWarehouseRow {
			require.Positive(t, p.Field.Index, "a refused row is named")
		}
		if ns, p := scoring.ParseNumbers(line, altiplano.OrderVPLimit); p == nil {
			for _, n := range ns {
				require.True(t, altiplano.OrderVPLimit.Contains(n))
			}
		}
		if ids, p := scoring.ParseMissionsLine(line, missionText, nil); p == nil {
			seen := map[altiplano.MissionID]bool{}
			for _, id := range ids {
				require.True(t, id.Valid())
				require.False(t, seen[id], "each mission once")
				seen[id] = true
			}
		}
	})
}
