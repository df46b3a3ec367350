package altiplano_test

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"altiplano/rules"
	"altiplano/rules/altiplano"
)

func row(goods ...altiplano.Good) altiplano.WarehouseRow { return altiplano.WarehouseRow{Goods: goods} }

// layout is a board of five left rows of 3, 3, 4, 4, 5 and nothing on the right.
var layout = altiplano.Layout{Final: true, Rows: []altiplano.RowSlot{
	{Side: altiplano.Left, Capacity: 3}, {Side: altiplano.Left, Capacity: 3}, {Side: altiplano.Left, Capacity: 4},
	{Side: altiplano.Left, Capacity: 4}, {Side: altiplano.Left, Capacity: 5},
}}

const (
	F = altiplano.Fish
	C = altiplano.Corn
	S = altiplano.Silver
	G = altiplano.Glass
)

func TestWarehouseRules(t *testing.T) {
	tests := []struct {
		name   string
		w      altiplano.Warehouse
		layout altiplano.Layout
		want   []rules.Kind // one per problem, in order
		rows   []int        // the row each problem names (1-based)
	}{
		{name: "valid: complete, partial, corn filler, corn-only row",
			w: altiplano.Warehouse{row(F, F, C), row(S, C), row(C, C, C, C), row(F)}},
		{name: "valid: empty warehouse", w: altiplano.Warehouse{}},
		{name: "valid: trailing empty rows", w: altiplano.Warehouse{row(F), row(), row()}},
		{name: "valid: second row of a good after the first is full",
			w: altiplano.Warehouse{row(F, F, F), row(G), row(F, C)}},
		{name: "rule 1: a row started above an empty one",
			w: altiplano.Warehouse{row(F), row(), row(S)}, want: []rules.Kind{altiplano.WarehouseGap}, rows: []int{3}},
		{name: "rule 2: food stored",
			w: altiplano.Warehouse{row(F, altiplano.Food)}, want: []rules.Kind{altiplano.WarehouseFood}, rows: []int{1}},
		{name: "rule 2: a row started with food",
			w: altiplano.Warehouse{row(altiplano.Food)}, want: []rules.Kind{altiplano.WarehouseFood}, rows: []int{1}},
		{name: "rule 3: another good in a row",
			w: altiplano.Warehouse{row(F, S)}, want: []rules.Kind{altiplano.WarehouseMixed}, rows: []int{1}},
		{name: "rule 3: a corn row takes corn only",
			w: altiplano.Warehouse{row(C, F)}, want: []rules.Kind{altiplano.WarehouseCornRow}, rows: []int{1}},
		{name: "rule 4: more tiles than the row holds",
			w: altiplano.Warehouse{row(F, F, F, F)}, want: []rules.Kind{altiplano.WarehouseOverfull}, rows: []int{1}},
		{name: "rule 5: a second row of a good while the first is unfinished",
			w: altiplano.Warehouse{row(F, F), row(F)}, want: []rules.Kind{altiplano.WarehouseUnfinishedBefore}, rows: []int{1}},
		{name: "rule 5 applies to corn rows too",
			w: altiplano.Warehouse{row(C), row(C)}, want: []rules.Kind{altiplano.WarehouseUnfinishedBefore}, rows: []int{1}},
		{name: "more rows than the board has",
			w:    altiplano.Warehouse{row(F, F, F), row(S, S, S), row(G, G, G, G), row(C, C, C, C), row(F, F, F, F, F), row(S)},
			want: []rules.Kind{altiplano.WarehouseNoSuchRow}, rows: []int{6}},
		{name: "unknown good",
			w: altiplano.Warehouse{row("gold")}, want: []rules.Kind{altiplano.UnknownGood}, rows: []int{1}},
		{name: "all problems at once",
			w:    altiplano.Warehouse{row(F, S, S, F), row(), row(altiplano.Food)},
			want: []rules.Kind{altiplano.WarehouseMixed, altiplano.WarehouseMixed, altiplano.WarehouseOverfull, altiplano.WarehouseGap, altiplano.WarehouseFood},
			rows: []int{1, 1, 1, 3, 3}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			l := layout
			if tt.layout.Rows != nil {
				l = tt.layout
			}
			problems := altiplano.CheckWarehouse("Anna", tt.w, l)
			require.Len(t, problems, len(tt.want), "%v", problems)
			for i, p := range problems {
				assert.Equal(t, tt.want[i], p.Kind)
				assert.Equal(t, "Anna", p.Player)
				assert.Equal(t, rules.AtIndex(altiplano.FieldWarehouseRow, tt.rows[i]), p.Field)
			}
		})
	}
}

func TestWarehouseWithoutKnownCapacities(t *testing.T) {
	unknown := altiplano.Layout{} // nothing known: nothing to check capacities against
	w := altiplano.Warehouse{row(F, F, F, F, F, F), row(F)}
	problems := altiplano.CheckWarehouse("Ben", w, unknown)
	require.Len(t, problems, 1, "the first fish row is not declared complete")
	assert.Equal(t, altiplano.WarehouseUnfinishedBefore, problems[0].Kind)
	assert.Equal(t, altiplano.Fish, altiplano.Good(problems[0].Item))
	assert.Equal(t, 2, problems[0].N, "the later row of the same good")

	w[0].DeclaredComplete = true
	assert.Empty(t, altiplano.CheckWarehouse("Ben", w, unknown))
	assert.True(t, w.RowComplete(0, unknown))
	assert.False(t, w.RowComplete(1, unknown))
}

func TestWarehouseRowComplete(t *testing.T) {
	w := altiplano.Warehouse{row(F, F, C), row(S, S), row(C, C, C, C)}
	assert.True(t, w.RowComplete(0, layout))
	assert.False(t, w.RowComplete(1, layout))
	assert.True(t, w.RowComplete(2, layout))
	assert.Equal(t, 7, w.Count(C)+w.Count(F))
	assert.Equal(t, 9, w.Tiles())
}

// The particulars a message needs are all in the problem.
func TestWarehouseProblemsCarryTheirParticulars(t *testing.T) {
	problems := altiplano.CheckWarehouse("Anna", altiplano.Warehouse{row(F, S), row(C, F), row(F, F, F, F, F)}, layout)
	require.Len(t, problems, 4)
	assert.Equal(t, rules.Problem{Kind: altiplano.WarehouseMixed, Player: "Anna", Field: rules.AtIndex(altiplano.FieldWarehouseRow, 1), N: 2, Item: string(S), Other: string(F)}, *problems[0])
	assert.Equal(t, rules.Problem{Kind: altiplano.WarehouseCornRow, Player: "Anna", Field: rules.AtIndex(altiplano.FieldWarehouseRow, 2), N: 2, Item: string(F)}, *problems[1])
	assert.Equal(t, rules.Problem{Kind: altiplano.WarehouseOverfull, Player: "Anna", Field: rules.AtIndex(altiplano.FieldWarehouseRow, 3), N: 5, Max: 4}, *problems[2])
	assert.Equal(t, altiplano.WarehouseUnfinishedBefore, problems[3].Kind)
}
