package pages

import (
	"errors"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"altiplano/cmd/prompt"
	"altiplano/cmd/text"
)

// sent answers a page with each answer in turn, and records the pages.
func sent(answers ...string) (func(Page) (string, error), *[]Page) {
	var shown []Page
	return func(p Page) (string, error) {
		shown = append(shown, p)
		if len(answers) == 0 {
			return "", errors.New("asked once more")
		}
		a := answers[0]
		answers = answers[1:]
		return a, nil
	}, &shown
}

// - means none on a page as on the host's line, where an empty answer is
// taken; elsewhere it is an answer like any other, checked (and refused
// with its reason, kept in the field).
func TestADashIsNoneWhereNoneIsTaken(t *testing.T) {
	goods := prompt.Question{Label: "goods", Validate: func(s string) error {
		if s != "" && s != "wood" {
			return errors.New("not a good")
		}
		return nil
	}}
	coins := prompt.Question{Label: "coins", Validate: func(s string) error {
		if s != "3" {
			return errors.New("a number, please")
		}
		return nil
	}}
	p := text.For(text.EN)
	for _, dash := range []string{"-", " - ", "—", "–"} {
		wait, _ := sent(dash)
		got, err := Ask(goods, nil, p, wait)
		require.NoError(t, err)
		assert.Empty(t, got, "%q is none", dash)
	}
	wait, shown := sent("-", "3")
	got, err := Ask(coins, nil, p, wait)
	require.NoError(t, err)
	assert.Equal(t, "3", got)
	require.Len(t, *shown, 2)
	assert.Equal(t, "a number, please", (*shown)[1].Error)
	assert.Equal(t, "-", (*shown)[1].Value, "the refused answer stays in the field")
}

// The players' names in the result's head are never broken inside a word:
// side by side while they fit a narrow phone, else written upright.
func TestLongNamesAreWrittenUpright(t *testing.T) {
	sheet := func(names ...string) Outcome {
		var o Outcome
		o.Sheet.Categories = []string{"coins"}
		for k, n := range names {
			o.Sheet.Players = append(o.Sheet.Players, SheetPlayer{Name: n, Place: k + 1})
		}
		return o
	}
	var v View
	v.SetOutcome(sheet("Anna", "Ben", "Cleo"))
	assert.False(t, v.Upright)
	v.SetOutcome(sheet("Amelie", "Dasha", "Ben", "Cleo"))
	assert.False(t, v.Upright, "a table of four short names fits 320 px")
	v.SetOutcome(sheet("Alexander", "Konstantin", "Amelie", "Dasha", "Margarethe"))
	assert.True(t, v.Upright)
	v.SetOutcome(sheet("Anna Maria", "Jo Ann", "Li Na", "Bo Yu"))
	assert.False(t, v.Upright, "names of several words wrap between them")
}
