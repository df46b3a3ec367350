package kept_test

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"altiplano/cmd/alpaka/kept"
	"altiplano/rules/alpaka"
	"altiplano/rules/printed"
)

// What a box gave a catalog is kept, and gives that catalog back; the
// built-in catalog keeps nothing.
func TestValuesGiveTheCatalogBack(t *testing.T) {
	none, err := kept.Values(alpaka.Default())
	require.NoError(t, err)
	assert.Nil(t, none, "the built-in catalog keeps nothing")

	nobles, best, yes := 12, "best", true
	c := alpaka.Default().With(alpaka.Profile{
		Values:  map[alpaka.Card]int{alpaka.Librarian: 1},
		Nobles:  &nobles,
		Options: alpaka.PartialOptions{UnicornChoice: &best, QuickAllStacks: &yes},
	})
	values, err := kept.Values(c)
	require.NoError(t, err)
	assert.JSONEq(t, `{"box":{"values":{"librarian":1},"nobles":12,"options":{"unicorn_choice":"best","quick_all_stacks":true}}}`, string(values))

	back, problems := kept.Catalog(values)
	require.Empty(t, problems)
	assert.Equal(t, printed.FromBox(1), back.Value(alpaka.Librarian))
	assert.Equal(t, printed.FromBox(12), back.Value(alpaka.King))
	assert.Equal(t, printed.FromRulebook(alpaka.UnicornValue), back.Value(alpaka.Unicorn))
	assert.Equal(t, c.Options, back.Options)
	again, err := kept.Values(back)
	require.NoError(t, err)
	assert.Equal(t, string(values), string(again))
}

// Kept values are read with a box profile's checks; each problem is said
// at its key in the kept game.
func TestValuesThatNoBoxPrintsAreSaidAtTheirKey(t *testing.T) {
	for _, tt := range []struct{ values, path string }{
		{`[1]`, "values"},
		{`{"cards":{}}`, "values.cards"},
		{`{}`, "values.box"},
		{`{"box":{"values":{"librarian":"one"}}}`, "values.box.values.librarian"},
		{`{"box":{"values":{"dragon":3}}}`, "values.box.values"},
		{`{"box":{"nobles":-21}}`, "values.box.nobles"},
	} {
		t.Run(tt.values, func(t *testing.T) {
			_, problems := kept.Catalog([]byte(tt.values))
			require.NotEmpty(t, problems)
			assert.Contains(t, problems[0].Field.Path, tt.path)
		})
	}
}
