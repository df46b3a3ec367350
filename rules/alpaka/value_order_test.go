package alpaka_test

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

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
