package walk

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// How long and where are asked once, checked as a record's duration and
// location are, and Enter skips each; the review shows one skipped as
// not given.
func TestMetaAsksHowLongAndWhere(t *testing.T) {
	for _, tc := range []struct {
		name     string
		answers  []string
		want     Meta
		refusals []string
	}{
		{"answered", []string{"45", "  Café  "}, Meta{Duration: 45, Location: "Café"}, nil},
		{"skipped", []string{"", ""}, Meta{}, nil},
		{"out of bounds", []string{"0", "1441", "1440", "Caf\u200be", "Café"}, Meta{Duration: 1440, Location: "Café"}, []string{
			"must be a whole number from 1 to 1440, not 0", "must be a whole number from 1 to 1440, not 1441",
			`"Caf\u200be" holds a character a place may not have`}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			w := playWalk(t, newCoinsTable(false), &Meta{}, tc.answers...)
			require.NoError(t, w.AskMeta())
			assert.Equal(t, tc.want, w.Meta())
			require.Len(t, w.fake.Refusals, len(tc.refusals))
			for i, r := range tc.refusals {
				assert.Contains(t, w.fake.Refusals[i], r)
			}
			assert.Zero(t, w.fake.Remaining())
		})
	}
}

// What --duration and --location said is not asked, nor listed in the
// review; a seat's walk (no Meta) asks neither.
func TestMetaGivenByFlagsIsNotAsked(t *testing.T) {
	w := playWalk(t, newCoinsTable(false), &Meta{Duration: 60, DurationByFlag: true}, "Park")
	require.NoError(t, w.AskMeta())
	assert.Equal(t, []string{"Where it was played"}, w.fake.Labels())
	assert.Equal(t, []string{"location"}, w.MetaLines())
	assert.Equal(t, Meta{Duration: 60, DurationByFlag: true, Location: "Park"}, w.Meta())

	w = playWalk(t, newCoinsTable(false), &Meta{DurationByFlag: true, LocationByFlag: true})
	require.NoError(t, w.AskMeta())
	assert.Empty(t, w.MetaLines())
	assert.Empty(t, w.fake.Labels())

	w = playWalk(t, newCoinsTable(false), nil)
	require.NoError(t, w.AskMeta())
	assert.Empty(t, w.MetaLines())
	assert.Equal(t, Meta{}, w.Meta())
}

// Asked again (from the review, or all at once), each comes back with its
// answer on the line: Enter keeps it, and a new answer replaces it.
func TestMetaAskedAgainIsPrefilled(t *testing.T) {
	w := playWalk(t, newCoinsTable(false), &Meta{}, "45", "Café", "", "Park", "02", "", "")
	require.NoError(t, w.AskMeta())
	require.NoError(t, w.AskMetaAgain())
	assert.Equal(t, "45", w.fake.Asked[2].Prefill)
	assert.Equal(t, "Café", w.fake.Asked[3].Prefill)
	assert.Equal(t, Meta{Duration: 45, Location: "Park"}, w.Meta())

	w.table.(*coinsTable).players = []coinsPlayer{{Name: "Anna", Coins: 1}, {Name: "Ben", Coins: 1}}
	require.NoError(t, w.Review())
	assert.Equal(t, "Park", w.fake.Asked[5].Prefill, "line 02 is where")
	assert.Equal(t, "Where it was played", w.fake.Asked[5].Label)
	assert.Equal(t, Meta{Duration: 45, Location: "Park"}, w.Meta())
}
