package scoring_test

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"altiplano/missions"
	"altiplano/rules"
	"altiplano/rules/i18n"
	"altiplano/scoring"
)

func TestParseGoodsLine(t *testing.T) {
	tests := map[string]map[rules.Good]int{
		"3 wood 2 stone glass":  {rules.Wood: 3, rules.Stone: 2, rules.Glass: 1},
		"3 fa, 2 kő; стекло":    {rules.Wood: 3, rules.Stone: 2, rules.Glass: 1},
		"wood wood 2x wood":     {rules.Wood: 4},
		"":                      {},
		"  Nahrung  4 CORN    ": {rules.Food: 1, rules.Corn: 4},
	}
	for in, want := range tests {
		got, err := scoring.ParseGoodsLine(in)
		require.NoError(t, err, in)
		assert.Equal(t, want, got, in)
	}
	bad := map[string]i18n.Key{
		"3 gold":   i18n.ErrUnknownGood,
		"3 4 wood": i18n.ErrEntryTwoNumbers,
		"wood 3":   i18n.ErrEntryNumberAlone,
		"0 wood":   i18n.ErrEntryCount,
		"-1 wood":  i18n.ErrEntryCount,
	}
	for in, want := range bad {
		_, err := scoring.ParseGoodsLine(in)
		var p *rules.Problem
		require.ErrorAs(t, err, &p, in)
		assert.Equal(t, want, p.Message.Key, in)
	}
}

func TestParseRowLine(t *testing.T) {
	row, err := scoring.ParseRowLine("3 fish")
	require.NoError(t, err)
	assert.Equal(t, scoring.Row{Goods: []rules.Good{F, F, F}}, row)
	row, err = scoring.ParseRowLine("silver corn = 2")
	require.NoError(t, err)
	assert.Equal(t, scoring.Row{Goods: []rules.Good{rules.Silver, C}, VP: vp(2)}, row)
	for _, in := range []string{"", "= 2", "fish = x", "fish = -1", "gold"} {
		_, err := scoring.ParseRowLine(in)
		assert.Error(t, err, in)
	}
}

func TestParseMissionsLine(t *testing.T) {
	text := func(id missions.ID) string { return i18n.English().Text(id.Text()) }
	got, err := scoring.ParseMissionsLine("12 #5", text)
	require.NoError(t, err)
	assert.Equal(t, []missions.ID{12, 5}, got)
	got, err = scoring.ParseMissionsLine("boats alpacas", text)
	require.NoError(t, err)
	assert.Equal(t, []missions.ID{12, 2}, got)
	_, err = scoring.ParseMissionsLine("house", text)
	assert.ErrorContains(t, err, `"house" fits missions 13, 16, 18`)
	_, err = scoring.ParseMissionsLine("dragons", text)
	assert.ErrorContains(t, err, `no mission mentions "dragons"`)
	_, err = scoring.ParseMissionsLine("21", text)
	assert.Error(t, err)
}

func TestParseNumbers(t *testing.T) {
	got, err := scoring.ParseNumbers("6 9, 4")
	require.NoError(t, err)
	assert.Equal(t, []int{6, 9, 4}, got)
	_, err = scoring.ParseNumbers("6 nine")
	assert.ErrorContains(t, err, `"nine" is not a whole number`)
}

func FuzzParseEntryLines(f *testing.F) {
	for _, s := range []string{"3 wood 2 stone glass", "silver corn = 2", "12 boats", "6 9", "3x fa = 1", "= =", "9999999999999999999 fish"} {
		f.Add(s)
	}
	text := func(id missions.ID) string { return i18n.English().Text(id.Text()) }
	f.Fuzz(func(t *testing.T, line string) {
		if goods, err := scoring.ParseGoodsLine(line); err == nil {
			for g, n := range goods {
				require.True(t, g.Valid())
				require.Positive(t, n)
			}
		}
		if row, err := scoring.ParseRowLine(line); err == nil {
			require.NotEmpty(t, row.Goods)
		}
		_, _ = scoring.ParseNumbers(line)
		if ids, err := scoring.ParseMissionsLine(line, text); err == nil {
			for _, id := range ids {
				require.True(t, id.Valid())
			}
		}
	})
}
