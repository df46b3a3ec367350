package walk

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"altiplano/cmd/drafts/draftstest"
	"altiplano/cmd/prompt"
	"altiplano/rules"
)

// A walk-through asks the players, each seat's steps in turn, the table's
// closing questions and its own (how long, where), then the review; every
// answer is in the draft as it is given.
func TestRunAsksEverythingInOrderAndKeepsEachAnswer(t *testing.T) {
	table := newCoinsTable(true)
	w := playWalk(t, table, &Meta{}, append(twoPlayers, "")...)
	require.NoError(t, w.Run())

	assert.Equal(t, []string{"Players", "Anna · coins", "Anna · gems", "Ben · coins", "Ben · gems", "market",
		"Minutes the game took", "Where it was played", "Enter to score, or a line"}, w.fake.Labels())
	assert.Equal(t, []coinsPlayer{{"Anna", 5, 2, 1}, {"Ben", 10, 1, 1}}, table.players)
	assert.Equal(t, 15, table.left)
	assert.Equal(t, Meta{Duration: 90, Location: "Café"}, w.Meta())
	assert.Equal(t, map[string]string{"table.players": "Anna, Ben", "p1.coins": "5", "p1.gems": "2", "p2.coins": "10",
		"p2.gems": "1", "table.market": "15", "table.duration": "90", "table.location": "Café"}, w.draft.File.Answers)
	assert.True(t, w.draft.Written)
	assert.Zero(t, w.fake.Remaining())
}

// Names that cannot play are refused at once and asked again; a step the
// seat is not asked (no coins, no gems) is passed over.
func TestSeatRefusesNamesAndStepsPassOverWhatIsNotAsked(t *testing.T) {
	table := newCoinsTable(false)
	w := playWalk(t, table, nil, "Anna", "Anna, Anna", "Anna, Ben", "0", "3", "1")
	require.NoError(t, w.Seat())
	require.NoError(t, w.SeatSteps(0))
	require.NoError(t, w.SeatSteps(1))
	assert.Equal(t, []string{"Players", "Players", "Players", "Anna · coins", "Ben · coins", "Ben · gems"}, w.fake.Labels())
	require.Len(t, w.fake.Refusals, 2)
	assert.Contains(t, w.fake.Refusals[0], "1")
	assert.Contains(t, w.fake.Refusals[1], "Anna")
	_, asked := w.draft.Answer("p1.gems")
	assert.False(t, asked, "Anna has no coins: no gems asked")
}

// An answer the table finds wrong (more gems than coins) is said, and the
// step is asked again with the refused answer on the line; what was wrong
// before the step (another seat's doing) is not the step's.
func TestSettleAsksAgainUntilTheStepFits(t *testing.T) {
	table := newCoinsTable(false)
	w := playWalk(t, table, nil, "Anna, Ben", "2", "3", "2")
	require.NoError(t, w.Seat())
	require.NoError(t, w.SeatSteps(0))
	assert.Equal(t, []string{"Players", "Anna · coins", "Anna · gems", "Anna · gems"}, w.fake.Labels())
	assert.Equal(t, "3", w.fake.Asked[3].Prefill, "the refused answer, to correct")
	assert.Contains(t, w.out.String(), "  ! Anna: gems_over_coins\n")
	assert.Equal(t, 2, table.players[0].Gems)

	// Ben's gems are wrong before his coins are asked: his coins step is
	// not blamed for them.
	table.players[1].Gems = 5
	w = playDraft(table, w.draft, nil, prompt.NewFake("1"))
	require.NoError(t, w.Settle(1, table.Steps()[0]))
	assert.Equal(t, []string{"Ben · coins"}, w.fake.Labels())
}

// A step whose problem a later question settles (the market) is not asked
// again for it; without that, it is.
func TestSettleLeavesPendingProblemsToLaterQuestions(t *testing.T) {
	table := newCoinsTable(true)
	table.players = []coinsPlayer{{Name: "Anna"}, {Name: "Ben"}}
	table.left = 20
	w := playWalk(t, table, nil, "4", "0")
	coins := table.Steps()[0]
	require.NoError(t, w.Settle(0, coins))
	assert.Equal(t, 1, table.players[0].coinsAnswers, "the market's problem is not the coins'")
	assert.Len(t, table.Problems(), 1)

	coins.Pending = nil
	w = playWalk(t, table, nil, "7", "6")
	require.NoError(t, w.Settle(1, coins))
	assert.Equal(t, 2, table.players[1].coinsAnswers, "asked again")
	assert.Contains(t, w.out.String(), "coins_total")
}

// A resumed walk-through takes every answer the draft holds, says each
// once with whose it is, and asks again, its answer on the line, one that
// no longer holds.
func TestResumedWalkSaysWhatItContinuesFrom(t *testing.T) {
	files := draftstest.New()
	d, err := files.Draft("drafts")
	require.NoError(t, err)
	for k, v := range map[string]string{"table.players": "Anna, Ben", "p1.coins": "5", "p1.gems": "2", "p2.coins": "99"} {
		require.NoError(t, d.Set(k, v))
	}
	table := newCoinsTable(false)
	w := playDraft(table, d, nil, prompt.NewFake("10", "1", ""))
	w.SayReplayed()
	require.NoError(t, w.Run())

	assert.Equal(t, []string{"Ben · coins", "Ben · gems", "Enter to score, or a line"}, w.fake.Labels())
	assert.Equal(t, "99", w.fake.Asked[0].Prefill)
	said := w.out.String()
	assert.Contains(t, said, "  Players: Anna, Ben\n")
	assert.Contains(t, said, "  Anna · coins: 5\n")
	assert.Contains(t, said, "  Anna · gems: 2\n")
	assert.Contains(t, said, "  ! must be a whole number from 0 to 20, not 99\n")
	assert.Contains(t, files.Text(d.Path), `p2.coins: "10"`, "the new answer, written")
}

// Names given on the command line seat the table as typed ones would,
// and are kept for a resume; names a draft holds already win.
func TestSeatFromNamesGivenOnTheCommandLine(t *testing.T) {
	table := newCoinsTable(false)
	w := playWalk(t, table, nil)
	require.NoError(t, w.SeatFrom("Anna, Ben"))
	assert.Equal(t, []string{"Anna", "Ben"}, table.Seats())
	got, _ := w.draft.Answer(PlayersKey())
	assert.Equal(t, "Anna, Ben", got)
	assert.Empty(t, w.fake.Labels(), "nothing asked")

	w = playWalk(t, newCoinsTable(false), nil)
	err := w.SeatFrom("Anna")
	var pr *rules.Problem
	require.ErrorAs(t, err, &pr)
	assert.Equal(t, rules.InFile("--names", "", 0), pr.Field, "said where they were typed")

	kept := newCoinsTable(false)
	w = playDraft(kept, w.draft, nil, prompt.NewFake())
	require.NoError(t, w.draft.Set(PlayersKey(), "Cleo, Dan"))
	require.NoError(t, w.SeatFrom("Anna, Ben"))
	assert.Equal(t, []string{"Cleo", "Dan"}, kept.Seats())
}
