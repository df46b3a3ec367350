package walk

import (
	"strconv"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"altiplano/cmd/prompt"
	"altiplano/cmd/text"
)

// seated is a walk over the coins table of players (and its market),
// answered as twoPlayers answers it, before its review: answers answer the
// review.
func seated(t *testing.T, players []coinsPlayer, market int, answers ...string) (played, *coinsTable) {
	t.Helper()
	table := newCoinsTable(market >= 0)
	table.players, table.left = players, market
	w := playWalk(t, table, &Meta{}, answers...)
	for i, p := range players {
		require.NoError(t, w.draft.Set(SeatKey(i, "coins").String(), strconv.Itoa(p.Coins)))
		require.NoError(t, w.draft.Set(SeatKey(i, "gems").String(), strconv.Itoa(p.Gems)))
	}
	if market >= 0 {
		require.NoError(t, w.draft.Set("table.market", strconv.Itoa(market)))
	}
	return w, table
}

var annaAndBen = []coinsPlayer{{Name: "Anna", Coins: 5, Gems: 2}, {Name: "Ben", Coins: 10, Gems: 1}}

// A line of the review is reached by seat and line, by a name and a line,
// or by a seat or name alone (the line asked next); what is no line is
// refused saying what works.
func TestReviewReadsTypedJumps(t *testing.T) {
	players := []coinsPlayer{{Name: "Anna", Coins: 5}, {Name: "Ben", Coins: 10}, {Name: "Bea", Coins: 2}, {Name: "Ann", Coins: 1}}
	w, _ := seated(t, players, 12)
	w.meta = &Meta{}
	for _, tc := range []struct {
		typed string
		to    jump
		err   string
	}{
		{"", jump{group: -1}, ""},
		{"  ", jump{group: -1}, ""},
		{"22", jump{group: 2, line: 2}, ""},
		{"23", jump{}, `"23": Ben has lines 1 to 2.`},
		{"2 2", jump{group: 2, line: 2}, ""},
		{"2", jump{group: 2}, ""},
		{"41", jump{group: 4, line: 1}, ""},
		{"01", jump{group: 0, line: 1}, ""},
		{"03", jump{group: 0, line: 3}, ""},
		{"Ben 2", jump{group: 2, line: 2}, ""},
		{"ben", jump{group: 2}, ""},
		{"BEA1", jump{group: 3, line: 1}, ""},
		{"Ann 1", jump{group: 4, line: 1}, ""},
		{"Anna", jump{group: 1}, ""},
		{"B", jump{}, `"B" is not a line of the review: type a seat and a line number (23), a player's name, or 0 and a line number (01).`},
		{"Cleo 1", jump{}, `"Cleo 1" is not a line of the review`},
		{"51", jump{}, `"51" is not a line of the review`},
		{"13", jump{}, `"13": Anna has lines 1 to 2.`},
		{"10", jump{}, `"10": Anna has lines 1 to 2.`},
		{"04", jump{}, `"04": This game has lines 1 to 3.`},
		{"Ben 9", jump{}, `"Ben 9": Ben has lines 1 to 2.`},
		{"x\u200b 1", jump{}, "holds a character a name may not have"},
	} {
		t.Run(tc.typed, func(t *testing.T) {
			to, err := w.parseJump(tc.typed)
			if tc.err == "" {
				require.NoError(t, err)
				assert.Equal(t, tc.to, to)
				return
			}
			assert.ErrorContains(t, err, tc.err)
		})
	}
}

// A line whose question a seat is not asked is refused with why, typed
// or asked for by its line.
func TestReviewRefusesALineNotAsked(t *testing.T) {
	w, _ := seated(t, []coinsPlayer{{Name: "Anna", Coins: 0}, {Name: "Ben", Coins: 10, Gems: 1}}, -1)
	_, err := w.parseJump("12")
	assert.EqualError(t, err, `"12": gems is not asked for Anna: no coins.`)
	_, err = w.parseJump("22")
	assert.NoError(t, err)
	w.meta = nil // no group 0: 0 is no seat
	_, err = w.parseJump("01")
	assert.EqualError(t, err, `"01" is not a line of the review: type a seat and a line number, e.g. 23.`)

	w, _ = seated(t, []coinsPlayer{{Name: "Anna", Coins: 0}, {Name: "Ben", Coins: 10, Gems: 1}}, -1, "1", "2", "1", "", "")
	w.meta = nil
	require.NoError(t, w.Review())
	assert.Equal(t, []string{"Enter to score, or a line", "Anna · line", "Anna · line", "Anna · coins", "Enter to score, or a line"}, w.fake.Labels())
	assert.Equal(t, []string{`"2": gems is not asked for Anna: no coins.`}, w.fake.Refusals)
}

// The review changes the line typed, its answer on the line; what the
// seats' answers together need is asked again (the market, which no longer
// adds up), and the review ends when the table has no problem.
func TestReviewChangesALineThenSettlesTheTableAgain(t *testing.T) {
	w, table := seated(t, annaAndBen, 15, "21", "12", "13", "")
	w.meta = nil
	require.NoError(t, w.Review())
	assert.Equal(t, []string{"Enter to score, or a line", "Ben · coins", "market", "Enter to score, or a line"}, w.fake.Labels())
	assert.Equal(t, "10", w.fake.Asked[1].Prefill, "Ben's coins, to change")
	assert.Equal(t, "15", w.fake.Asked[2].Prefill, "the market, taken from the draft, refused, and on the line")
	assert.Contains(t, w.out.String(), "  ! coins_total\n")
	assert.Equal(t, 12, table.players[1].Coins)
	assert.Equal(t, 13, table.left)
	assert.Empty(t, table.Problems())
}

// A table with problems is not scored: the review says to fix them first.
func TestReviewWantsTheProblemsFixedFirst(t *testing.T) {
	w, table := seated(t, []coinsPlayer{{Name: "Anna", Coins: 5, Gems: 7}, {Name: "Ben", Coins: 10, Gems: 1}}, -1, "", "12", "3", "")
	w.meta = nil
	require.NoError(t, w.Review())
	said := w.out.String()
	assert.Contains(t, said, "1 problem:\n  - Anna: gems_over_coins\n")
	assert.Contains(t, said, text.ReviewFixFirst.In(text.English())+"\n")
	assert.Equal(t, 3, table.players[0].Gems)
	assert.Equal(t, text.ReviewJumpHelpThisGame.In(text.English()), w.fake.Asked[0].Help, "the jumps explained once")
	assert.Empty(t, w.fake.Asked[1].Help)
}

// The review shows every seat's answers, then the table's own, numbered,
// answers in one column; a step not asked shows "—", one not given says
// so.
func TestReviewShowsEveryLineInColumns(t *testing.T) {
	w, _ := seated(t, []coinsPlayer{{Name: "Anna", Coins: 0}, {Name: "Ben", Coins: 10, Gems: 1}}, 20)
	w.meta = &Meta{Duration: 90}
	assert.True(t, w.showReview())
	assert.Equal(t, `
Review: check every line before the score.
  1 Anna
    1 coins        0
    2 gems         —
  2 Ben
    1 coins        10
    2 gems         1
  0 This game
    1 market       20
    2 minutes      90
    3 place        not given
`, w.out.String())
}

// reviewTapped answers a review shown as buttons (a Reviewer), and records
// each review's items.
type reviewTapped struct {
	*prompt.Fake
	taps  []int
	shown [][]string
}

func (r *reviewTapped) ChooseReview(_ string, items []string, _ bool) (int, error) {
	r.shown = append(r.shown, items)
	if len(r.taps) == 0 {
		return 0, prompt.ErrInterrupted
	}
	k := r.taps[0]
	r.taps = r.taps[1:]
	return k, nil
}

// On a prompter that shows the review as buttons, the result comes first,
// then a button per answer; a tap changes its line; a line not asked says
// why and shows the review again; the problems are said above it.
func TestTapReviewJumpsToTheLineTapped(t *testing.T) {
	w, table := seated(t, []coinsPlayer{{Name: "Anna", Coins: 0}, {Name: "Ben", Coins: 10, Gems: 12}}, 20)
	w.meta = &Meta{Location: "Café"}
	tap := &reviewTapped{Fake: prompt.NewFake("", "3"), taps: []int{0, 2, 6, 4, 0}}
	w.SetPrompter(tap)
	require.NoError(t, w.Review())

	require.Len(t, tap.shown, 5)
	assert.Equal(t, []string{text.ReviewResult.In(text.English()), "Anna · coins: 0", "Anna · gems: —", "Ben · coins: 10", "Ben · gems: 12",
		"market: 20", "minutes: not given", "place: Café"}, tap.shown[0])
	assert.Equal(t, []string{"Minutes the game took", "Ben · gems"}, tap.Labels())
	assert.Equal(t, "12", tap.Asked[1].Prefill)
	assert.Equal(t, 3, table.players[1].Gems)
	said := w.out.String()
	assert.Contains(t, said, "1 problem:\n  - Ben: gems_over_coins\n")
	assert.Contains(t, said, text.ReviewFixFirst.In(text.English())+"\n")
	assert.Contains(t, said, "  ! gems is not asked: no coins.\n")
	assert.Equal(t, "Ben · gems: 3", tap.shown[4][4])
	assert.Equal(t, "place: Café", tap.shown[4][7])
}
