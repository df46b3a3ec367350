package walk

import (
	"errors"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"altiplano/cmd/prompt"
	"altiplano/rules"
)

// The draft's keys have one layout, built only here.
func TestKeysNameTheirAnswers(t *testing.T) {
	for want, k := range map[string]Key{
		"table.players":            TableKey("players"),
		"p1.coins":                 SeatKey(0, "coins"),
		"p3.coins":                 StepKey(2, "coins"),
		"table.market":             StepKey(-1, "market"),
		"p2.orders.order_goods.1":  SeatKey(1, "orders").Follow("order_goods", 1),
		"box.good_vp.glass":        BoxItemKey("good_vp", "glass"),
		"box.row_vp.3":             BoxKey("row_vp", 3),
		"box.row_vp":               BoxKey("row_vp", 0),
		"box.row_vp.save_box.3":    saveKey(BoxKey("row_vp", 3)),
		"p2.orders.order_goods.12": SeatKey(1, "orders").Follow("order_goods", 12),
	} {
		assert.Equal(t, want, k.String())
	}
	assert.Equal(t, "box.row_vp.3.asked_by", BoxKey("row_vp", 3).askedBy())
	k := BoxItemKey("good_vp", "glass")
	assert.Equal(t, []any{"good_vp", 0, "glass"}, []any{k.Field(), k.Index(), k.Item()})
	assert.Equal(t, "table.players", PlayersKey())
}

// A yes/no is never pre-typed: the answer kept is what Enter gives, and a
// refused one is cleared.
func TestYesNoOffersItsAnswerAsTheDefault(t *testing.T) {
	w := playWalk(t, newCoinsTable(false), nil, "maybe", "", "")
	k := TableKey("variant")
	yes, err := w.YesNo(k, "Variant?", false, "")
	require.NoError(t, err)
	assert.False(t, yes, "Enter gives the default")
	assert.Equal(t, "n", w.fake.Asked[0].Default)
	assert.Len(t, w.fake.Refusals, 1)

	w.Forget(k)
	w.Prefill(k, "y")
	yes, err = w.YesNo(k, "Variant?", false, "")
	require.NoError(t, err)
	assert.True(t, yes, "the answer kept, on Enter")
	assert.Equal(t, "y", w.fake.Asked[2].Default)
	assert.Empty(t, w.fake.Asked[2].Prefill)
}

// An answer is checked against the table as soon as it is typed (Fitted):
// one the table would find wrong is refused, and the table is left as it
// was; the value taken is set.
func TestFittedRefusesWhatTheTableWouldFindWrong(t *testing.T) {
	table := newCoinsTable(false)
	table.players = []coinsPlayer{{Name: "Anna", Coins: 2}, {Name: "Ben", Coins: 1}}
	w := playWalk(t, table, nil, "x", "5", "2")
	read := func(a string) (int, error) {
		n, pr := gemsLimit.Parse("", rules.Field{}, a)
		return n, w.ProblemError(pr)
	}
	set := func(n int) { table.players[0].Gems = n }
	got, err := Fitted(w.Walk, 0, "gems", Question{Label: "Anna · gems"}, read, set)
	require.NoError(t, err)
	assert.Equal(t, 2, got)
	assert.Equal(t, 2, table.players[0].Gems)
	require.Len(t, w.fake.Refusals, 2)
	assert.Contains(t, w.fake.Refusals[0], `expected a whole number, not "x"`)
	assert.Equal(t, "Anna: gems_over_coins", w.fake.Refusals[1])
	assert.Equal(t, "2", w.draft.File.Answers["p1.gems"])

	// Interrupted: nothing is set.
	w = playWalk(t, table, nil)
	_, err = Fitted(w.Walk, 1, "gems", Question{Label: "Ben · gems"}, read, func(n int) { table.players[1].Gems = 9 })
	assert.ErrorIs(t, err, prompt.ErrInterrupted)
	assert.Zero(t, table.players[1].Gems)
	assert.NoError(t, w.Fits(0, "no such step", func() { table.players[0].Gems = 9 }), "not a step: nothing to check")
}

// What is shown once is shown once a walk; the calibration tip too.
func TestOnceAndTheCalibrationTip(t *testing.T) {
	w := playWalk(t, newCoinsTable(false), nil)
	assert.True(t, w.Once("goods"))
	assert.False(t, w.Once("goods"))
	assert.True(t, w.Once("cards"))
	assert.NotEmpty(t, w.CalibrateTip())
	assert.Empty(t, w.CalibrateTip())
	assert.Nil(t, w.ProblemsError(nil))
	assert.EqualError(t, w.ProblemsError(rules.Problems{{Kind: coinsTotal}}), "coins_total")
	w.Refused(errors.New("no"))
	w.Echo("")
	assert.Equal(t, "  ! no\n  = nothing\n", w.out.String())
}

// Ten lines or more: the numbers are right-aligned in two columns, and
// every answer still starts in one column.
func TestReviewColumnsFitTwoDigitLines(t *testing.T) {
	c := columns{number: 2, name: minNameWidth}
	assert.Equal(t, "     9 coins        5", c.line(9, "coins", "5"))
	assert.Equal(t, "    10 coins        5", c.line(10, "coins", "5"))
	assert.Equal(t, "    10 coins", c.line(10, "coins", ""), "no space left at the end")
	w := playWalk(t, newCoinsTable(false), nil)
	lines := make([]tableLine, 9)
	w.learned = []Key{coinValue}
	assert.Equal(t, columns{number: 2, name: minNameWidth}, w.reviewColumns(lines))
}
