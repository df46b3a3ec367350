package rules_test

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"altiplano/rules"
)

func TestLimitParse(t *testing.T) {
	l := rules.Limit{Min: 0, Max: 10}
	field := rules.At(rules.FieldBoats)
	tests := []struct {
		in   string
		want int
		kind rules.Kind
	}{
		{"0", 0, ""},
		{"10", 10, ""},
		{"11", 0, rules.OutOfRange},
		{"-1", 0, rules.OutOfRange},
		{"9223372036854775807", 0, rules.OutOfRange},
		{"9223372036854775808", 0, rules.OutOfRange},
		{"-9223372036854775809", 0, rules.OutOfRange},
		{"ten", 0, rules.NotANumber},
		{"1.5", 0, rules.NotANumber},
		{"", 0, rules.NotANumber},
	}
	for _, tt := range tests {
		n, p := l.Parse("Anna", field, tt.in)
		if tt.kind == "" {
			assert.Nil(t, p, tt.in)
			assert.Equal(t, tt.want, n, tt.in)
			continue
		}
		require.NotNil(t, p, tt.in)
		assert.Equal(t, tt.kind, p.Kind, tt.in)
		assert.Equal(t, "Anna", p.Player)
		assert.Equal(t, field, p.Field)
		assert.Equal(t, tt.in, p.Value, "the problem shows the value as typed")
		if tt.kind == rules.OutOfRange {
			assert.Equal(t, 0, p.Min)
			assert.Equal(t, 10, p.Max)
		}
	}
}

// The bounds keep every sum scoring makes far from overflow: the largest
// possible total of one player stays small.
func TestBoundsKeepTotalsSmall(t *testing.T) {
	worst := 0
	for _, g := range rules.Goods() {
		// every tile of the box, at the highest value a profile may give it,
		// with every house showing it
		worst += rules.GoodLimit(g).Max * (rules.GoodVPLimit.Max + rules.HousesLimit.Max*rules.HouseBonusPerTile)
	}
	worst += rules.BoatsLimit.Max*rules.BoatVP + rules.HousesLimit.Max*rules.HouseVP
	worst += rules.OrdersLimit.Max * rules.OrderVPLimit.Max
	worst += rules.WarehouseRowsLimit.Max * rules.RowVPLimit.Max
	worst += rules.MissionsLimit.Max * rules.MissionVPLimit.Max
	assert.Less(t, worst, 1<<20)
}

func TestItemLimitsAreTheBox(t *testing.T) {
	assert.Equal(t, 15, rules.ItemLimit(rules.ItemCart).Max)
	assert.Equal(t, 10, rules.ItemLimit(rules.ItemHouse).Max)
	assert.Equal(t, 16, rules.ItemLimit(rules.ItemOrder).Max)
	assert.Equal(t, 36, rules.ItemLimit(rules.Item(rules.Food)).Max)
	assert.Equal(t, 12, rules.ItemLimit(rules.Item(rules.Glass)).Max)
}
