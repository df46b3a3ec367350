package rules_test

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"altiplano/rules"
	"altiplano/rules/i18n"
)

func row(goods ...rules.Good) rules.WarehouseRow { return rules.WarehouseRow{Goods: goods} }

// layout is a board of five left rows of 3, 3, 4, 4, 5 and nothing on the right.
var layout = rules.Layout{Final: true, Rows: []rules.RowSlot{
	{Side: rules.Left, Capacity: 3}, {Side: rules.Left, Capacity: 3}, {Side: rules.Left, Capacity: 4},
	{Side: rules.Left, Capacity: 4}, {Side: rules.Left, Capacity: 5},
}}

const (
	F = rules.Fish
	C = rules.Corn
	S = rules.Silver
	G = rules.Glass
)

func TestWarehouseRules(t *testing.T) {
	tests := []struct {
		name   string
		w      rules.Warehouse
		layout rules.Layout
		want   []i18n.Key // one per problem, in order
		rows   []int      // the row each problem names (1-based)
	}{
		{name: "valid: complete, partial, corn filler, corn-only row",
			w: rules.Warehouse{row(F, F, C), row(S, C), row(C, C, C, C), row(F)}},
		{name: "valid: empty warehouse", w: rules.Warehouse{}},
		{name: "valid: trailing empty rows", w: rules.Warehouse{row(F), row(), row()}},
		{name: "valid: second row of a good after the first is full",
			w: rules.Warehouse{row(F, F, F), row(G), row(F, C)}},
		{name: "rule 1: a row started above an empty one",
			w: rules.Warehouse{row(F), row(), row(S)}, want: []i18n.Key{i18n.ErrWarehouseGap}, rows: []int{3}},
		{name: "rule 2: food stored",
			w: rules.Warehouse{row(F, rules.Food)}, want: []i18n.Key{i18n.ErrWarehouseFood}, rows: []int{1}},
		{name: "rule 2: a row started with food",
			w: rules.Warehouse{row(rules.Food)}, want: []i18n.Key{i18n.ErrWarehouseFood}, rows: []int{1}},
		{name: "rule 3: another good in a row",
			w: rules.Warehouse{row(F, S)}, want: []i18n.Key{i18n.ErrWarehouseMixed}, rows: []int{1}},
		{name: "rule 3: a corn row takes corn only",
			w: rules.Warehouse{row(C, F)}, want: []i18n.Key{i18n.ErrWarehouseCornRow}, rows: []int{1}},
		{name: "rule 4: more tiles than the row holds",
			w: rules.Warehouse{row(F, F, F, F)}, want: []i18n.Key{i18n.ErrWarehouseOverfull}, rows: []int{1}},
		{name: "rule 5: a second row of a good while the first is unfinished",
			w: rules.Warehouse{row(F, F), row(F)}, want: []i18n.Key{i18n.ErrWarehouseUnfinishedBefore}, rows: []int{1}},
		{name: "rule 5 applies to corn rows too",
			w: rules.Warehouse{row(C), row(C)}, want: []i18n.Key{i18n.ErrWarehouseUnfinishedBefore}, rows: []int{1}},
		{name: "more rows than the board has",
			w:    rules.Warehouse{row(F, F, F), row(S, S, S), row(G, G, G, G), row(C, C, C, C), row(F, F, F, F, F), row(S)},
			want: []i18n.Key{i18n.ErrWarehouseNoSuchRow}, rows: []int{6}},
		{name: "unknown good",
			w: rules.Warehouse{row("gold")}, want: []i18n.Key{i18n.ErrUnknownGood}, rows: []int{1}},
		{name: "all problems at once",
			w:    rules.Warehouse{row(F, S, S, F), row(), row(rules.Food)},
			want: []i18n.Key{i18n.ErrWarehouseMixed, i18n.ErrWarehouseMixed, i18n.ErrWarehouseOverfull, i18n.ErrWarehouseGap, i18n.ErrWarehouseFood},
			rows: []int{1, 1, 1, 3, 3}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			l := layout
			if tt.layout.Rows != nil {
				l = tt.layout
			}
			problems := rules.CheckWarehouse("Anna", tt.w, l)
			require.Len(t, problems, len(tt.want), "%v", problems)
			for i, p := range problems {
				assert.Equal(t, tt.want[i], p.Message.Key)
				assert.Equal(t, "Anna", p.Player)
				assert.Equal(t, i18n.T(i18n.FieldWarehouseRow, tt.rows[i]), p.Field)
			}
		})
	}
}

func TestWarehouseWithoutKnownCapacities(t *testing.T) {
	unknown := rules.Layout{} // nothing known: nothing to check capacities against
	w := rules.Warehouse{row(F, F, F, F, F, F), row(F)}
	problems := rules.CheckWarehouse("Ben", w, unknown)
	require.Len(t, problems, 1, "the first fish row is not declared complete")
	assert.Equal(t, i18n.ErrWarehouseUnfinishedBefore, problems[0].Message.Key)

	w[0].DeclaredComplete = true
	assert.Empty(t, rules.CheckWarehouse("Ben", w, unknown))
	assert.True(t, w.RowComplete(0, unknown))
	assert.False(t, w.RowComplete(1, unknown))
}

func TestWarehouseRowComplete(t *testing.T) {
	w := rules.Warehouse{row(F, F, C), row(S, S), row(C, C, C, C)}
	assert.True(t, w.RowComplete(0, layout))
	assert.False(t, w.RowComplete(1, layout))
	assert.True(t, w.RowComplete(2, layout))
	assert.Equal(t, 7, w.Count(C)+w.Count(F))
	assert.Equal(t, 9, w.Tiles())
}

func TestProblemMessagesNamePlayerAndRow(t *testing.T) {
	problems := rules.CheckWarehouse("Anna", rules.Warehouse{row(F, rules.Food)}, layout)
	require.Len(t, problems, 1)
	assert.Equal(t, "Anna, warehouse row 1: tile 2 is food, and food can never be stored", problems[0].Error())
}
