package walk

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"altiplano/cmd/text"
)

// learnTable is a table that learned the values under keys.
type learnTable struct {
	Table
	keys []Key
}

func (t learnTable) Learned() any                          { return nil }
func (t learnTable) Unlearn(any)                           {}
func (t learnTable) LearnedKeys() []Key                    { return t.keys }
func (t learnTable) LearnedLabel(text.Printer, Key) string { return "" }
func (t learnTable) Relearn(*Walk, Key) error              { return nil }
func (t learnTable) SaveLearned() (string, error)          { return "", nil }

// A value learned on a phone is listed in that phone's review only, and
// still there after a resume, when another seat's walk replays it from
// the draft first.
func TestLearnedValueStaysWithThePhoneThatGaveIt(t *testing.T) {
	d := memoryDraft(t)
	k := BoxKey("row_vp", 1)
	tbl := learnTable{keys: []Key{k}}
	seatWalk := func(i int) *Walk {
		w := New(Config{Draft: d, Table: tbl, OnPhone: true})
		w.phoneSeat = i
		return w
	}
	anna, ben := seatWalk(0), seatWalk(1)
	require.NoError(t, d.Set(k.String(), "1"))
	anna.NoteLearned(k)
	ben.NoteLearned(k) // Ben's row 1 takes the value from the draft
	assert.Equal(t, []Key{k}, anna.learned)
	assert.Empty(t, ben.learned)

	// Resumed: Ben's walk replays first, and the table knows the value
	// before Anna's walk comes to it.
	anna, ben = seatWalk(0), seatWalk(1)
	ben.NoteLearned(k)
	ben.noteOwnLearned()
	anna.noteOwnLearned()
	assert.Equal(t, []Key{k}, anna.learned)
	assert.Empty(t, ben.learned)

	// Forgotten, it is the next phone's to give.
	anna.ForgetLearned(func(Key) bool { return true })
	require.NoError(t, d.Set(k.String(), "2"))
	ben.NoteLearned(k)
	assert.Equal(t, []Key{k}, ben.learned)
}
