package alpaka

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"go.yaml.in/yaml/v3"

	"altiplano/rules"
)

func TestCalibrationAnswers(t *testing.T) {
	vals, ps := ParseValues("1 2 2 3 3 4 4 5 5 6 6 7 7 7 7 8 8 8 10")
	require.Empty(t, ps)
	assert.Len(t, vals, 19)
	assert.Equal(t, 10, vals[Graduate])

	_, ps = ParseValues("1 2 3")
	assert.Equal(t, ValuesCount, ps[0].Kind)
	_, ps = ParseValues("1 2 2 3 3 4 4 3 5 6 6 7 7 7 7 8 8 8 10")
	require.Len(t, ps, 1)
	assert.Equal(t, rules.Problem{Kind: ValuesOrder, Field: rules.At(FieldValue), Value: "accountant", N: 3, Max: 4, Names: []string{"unicorn"}}, *ps[0])
	_, ps = ParseValues("1 2 2 3 3 x 4 5 5 6 6 7 7 7 7 8 8 8 10")
	assert.Equal(t, rules.NotANumber, ps[0].Kind)

	n, p := ParseNobles("12", vals)
	require.Nil(t, p)
	assert.Equal(t, 12, n)
	_, p = ParseNobles("9", vals)
	assert.Equal(t, NoblesLow, p.Kind)

	assert.Empty(t, ParseWhite(MarketTypes()[:8]))
	assert.Len(t, ParseWhite([]Card{Mime, Mime, Baby}), 3)
}

// The edits write the alpaka: section and keep the rest.
func TestEditsKeepTheRest(t *testing.T) {
	var doc yaml.Node
	require.NoError(t, yaml.Unmarshal([]byte("goods: {glass: {vp: 4}}\nalpaka:\n  values: {mime: 3}\n"), &doc))
	SetValue(Librarian, 1)(doc.Content[0])
	SetNobles(12)(doc.Content[0])
	SetWhite(MarketTypes()[:8])(doc.Content[0])
	out, err := yaml.Marshal(&doc)
	require.NoError(t, err)
	p, err := ParseProfile("b", out, Builtin{})
	require.NoError(t, err)
	assert.Equal(t, map[Card]int{Mime: 3, Librarian: 1}, p.Values)
	assert.Equal(t, 12, *p.Nobles)
	assert.Equal(t, MarketTypes()[:8], p.White)
	assert.Contains(t, string(out), "glass")
}
