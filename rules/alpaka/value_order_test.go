package alpaka_test

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"altiplano/rules"
	"altiplano/rules/alpaka"
)

// A value typed at the table fits the values known in the rulebook's
// ascending order; a refusal names the card that disagrees most.
func TestCheckValue(t *testing.T) {
	known := map[alpaka.Card]int{alpaka.Viking: 8, alpaka.Fighter: 2}
	lookup := func(c alpaka.Card) (int, bool) { v, ok := known[c]; return v, ok }
	tests := []struct {
		card  alpaka.Card
		n     int
		kind  string
		value string // the card whose value is too low
		other string // the card it comes after
	}{
		{alpaka.Graduate, 8, "", "", ""},
		{alpaka.Graduate, 3, string(alpaka.ValuesOrder), "graduate", "viking"},
		{alpaka.Mime, 1, string(alpaka.ValuesOrder), "mime", "fighter"}, // fighter, then mime
		{alpaka.Mime, 2, "", "", ""},                                    // equal values keep the order
		{alpaka.Mime, 5, string(alpaka.ValuesOrder), "unicorn", "mime"}, // the unicorn's 4 follows mime
		{alpaka.Librarian, 1, "", "", ""},
		{alpaka.King, 7, string(alpaka.NoblesLow), "", ""},
		{alpaka.King, 8, "", "", ""},
	}
	for _, tt := range tests {
		pr := alpaka.CheckValue(tt.card, tt.n, lookup)
		if tt.kind == "" {
			assert.Nil(t, pr, "%s %d", tt.card, tt.n)
			continue
		}
		require.NotNil(t, pr, "%s %d", tt.card, tt.n)
		assert.Equal(t, tt.kind, string(pr.Kind))
		if tt.value != "" {
			assert.Equal(t, tt.value, pr.Value)
			assert.Equal(t, []string{tt.other}, pr.Names)
		}
	}
	// The nobles, once known, bound every type from above.
	known[alpaka.King] = 9
	pr := alpaka.CheckValue(alpaka.Twins, 10, lookup)
	require.NotNil(t, pr)
	assert.Equal(t, alpaka.NoblesLow, pr.Kind)
}

// The baby's 0 comes first in the rulebook's order: no type is worth less,
// at the table as in a box profile. The snob is in no order.
func TestCheckValueFromTheBabysZero(t *testing.T) {
	none := func(alpaka.Card) (int, bool) { return 0, false }
	pr := alpaka.CheckValue(alpaka.Librarian, -1, none)
	require.NotNil(t, pr)
	assert.Equal(t, rules.Problem{Kind: alpaka.ValuesOrder, Field: rules.At(alpaka.FieldValue), Value: "librarian", N: -1, Max: 0, Names: []string{"baby"}}, *pr)
	assert.Nil(t, alpaka.CheckValue(alpaka.Librarian, 0, none))
	assert.Nil(t, alpaka.CheckValue(alpaka.Snob, -5, none))
	pr = alpaka.CheckValue(alpaka.King, -20, none)
	require.NotNil(t, pr)
	assert.Equal(t, alpaka.NoblesLow, pr.Kind)
}

// CheckOrder names each card out of order once, and the nobles.
func TestCheckOrder(t *testing.T) {
	nine := 9
	got := alpaka.CheckOrder(map[alpaka.Card]int{alpaka.Librarian: 5, alpaka.Shopaholic: 2, alpaka.Graduate: 10}, &nine)
	var cards []alpaka.Card
	for _, op := range got {
		cards = append(cards, op.Card)
	}
	assert.Equal(t, []alpaka.Card{alpaka.Librarian, alpaka.Shopaholic, alpaka.King}, cards, "librarian above the unicorn after it; shopaholic below librarian; nobles below graduate")
	assert.Empty(t, alpaka.CheckOrder(map[alpaka.Card]int{alpaka.Librarian: 1, alpaka.Shopaholic: 2, alpaka.Graduate: 10, alpaka.Snob: -4}, nil))
}
