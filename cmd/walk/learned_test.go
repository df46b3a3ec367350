package walk

import (
	"errors"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"altiplano/cmd/text"
	"altiplano/rules"
)

// coinValue is the printed value the learning table learns at the table.
var coinValue = BoxKey("coin_value", 0)

// learningTable is the coins table whose box does not say what a coin is
// worth: its last closing question learns it (0 is no value a coin can
// print), and the value can be saved to the box profile.
type learningTable struct {
	*coinsTable
	value     *int
	saveErr   error
	saved     int
	relearned []Key
}

const coinWorthless rules.Kind = "coin_worthless"

func newLearningTable(players ...coinsPlayer) *learningTable {
	t := &learningTable{coinsTable: newCoinsTable(false)}
	t.players = players
	return t
}

func (t *learningTable) Closing() []Step {
	return append(t.coinsTable.Closing(), Step{Field: "value", Name: text.List("coin value"),
		Ask: func(w *Walk, _ int) error {
			if t.value != nil {
				return nil // known already
			}
			n, err := w.Number(coinValue, "coin value", "", rules.Limit{Min: 0, Max: 5}, "")
			if err != nil {
				return err
			}
			t.value = &n
			w.NoteLearned(coinValue)
			return nil
		},
		Clear: func(int) { t.value = nil }})
}

func (t *learningTable) Problems() rules.Problems {
	ps := t.coinsTable.Problems()
	if t.value != nil && *t.value == 0 {
		ps = append(ps, &rules.Problem{Kind: coinWorthless})
	}
	return ps
}

type learningSnapshot struct {
	coins any
	value *int
}

func (t *learningTable) Snapshot() any { return learningSnapshot{t.coinsTable.Snapshot(), t.value} }
func (t *learningTable) Restore(s any) {
	snap := s.(learningSnapshot)
	t.coinsTable.Restore(snap.coins)
	t.value = snap.value
}

func (t *learningTable) Learned() any      { return t.value }
func (t *learningTable) Unlearn(value any) { t.value = value.(*int) }
func (t *learningTable) LearnedKeys() []Key {
	if t.value == nil {
		return nil
	}
	return []Key{coinValue}
}
func (t *learningTable) LearnedLabel(text.Printer, Key) string { return "Printed value of a coin" }
func (t *learningTable) Relearn(w *Walk, k Key) error {
	t.relearned = append(t.relearned, k)
	n, err := w.Number(k, "coin value", "", rules.Limit{Min: 0, Max: 5}, "")
	t.value = &n
	return err
}
func (t *learningTable) SaveLearned() (string, error) {
	if t.saveErr != nil {
		return "", t.saveErr
	}
	t.saved = *t.value
	return "/config/box.yaml", nil
}

// A value learned in a step the table then refuses is forgotten with the
// step's answers and asked again, its answer on the line.
func TestSettleForgetsWhatARefusedStepLearned(t *testing.T) {
	table := newLearningTable(annaAndBen...)
	w := playWalk(t, table, nil, "0", "2")
	require.NoError(t, w.Closing())
	assert.Equal(t, []string{"coin value", "coin value"}, w.fake.Labels())
	assert.Equal(t, "0", w.fake.Asked[1].Prefill)
	assert.Contains(t, w.out.String(), "  ! coin_worthless\n")
	require.NotNil(t, table.value)
	assert.Equal(t, 2, *table.value)
	assert.Equal(t, []Key{coinValue}, w.learned, "listed once")
}

// What was learned is listed in the review's group 0 and changed there,
// and after the review one question offers to save it to the box profile.
func TestLearnedValuesAreReviewedThenOfferedForTheBox(t *testing.T) {
	for _, tc := range []struct {
		name    string
		save    string
		saveErr error
		said    string
		saved   int
	}{
		{"saved", "", nil, "\nSaved to /config/box.yaml.\n", 4},
		{"not wanted", "n", nil, "", 0},
		{"not writable", "y", errors.New("read-only"), "\nNot saved: read-only\n", 0},
	} {
		t.Run(tc.name, func(t *testing.T) {
			table := newLearningTable(annaAndBen...)
			table.saveErr = tc.saveErr
			w := playWalk(t, table, nil, "3", "01", "4", "", tc.save)
			require.NoError(t, w.Closing())
			require.NoError(t, w.Review())
			require.NoError(t, w.OfferSave())

			assert.Equal(t, text.ReviewJumpHelp.In(text.English()), w.fake.Asked[1].Help, "the jumps to what was learned too")
			assert.Contains(t, w.out.String(), "\n  0 Learned this time (for your box profile)\n    1 Printed value of a coin: 3\n")
			assert.Equal(t, []Key{coinValue}, table.relearned)
			assert.Equal(t, "3", w.fake.Asked[2].Prefill)
			assert.Equal(t, 4, *table.value)
			assert.Equal(t, "Save what was learned to your box profile? (y/n)", w.fake.Asked[len(w.fake.Asked)-1].Label)
			assert.Equal(t, "y", w.fake.Asked[len(w.fake.Asked)-1].Default)
			assert.Equal(t, tc.saved, table.saved)
			if tc.said != "" {
				assert.Contains(t, w.out.String(), tc.said)
			}
			assert.Zero(t, w.fake.Remaining())
		})
	}

	// Nothing learned: nothing offered.
	w := playWalk(t, newLearningTable(annaAndBen...), nil)
	require.NoError(t, w.OfferSave())
	assert.Empty(t, w.fake.Labels())
}
