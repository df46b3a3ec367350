package walk

import (
	"bytes"
	"strconv"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"altiplano/cmd/drafts"
	"altiplano/cmd/prompt"
	"altiplano/cmd/text"
	"altiplano/rules"
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

// meanwhile is a phone on which, while its player is asked, another
// phone's player gives the same value of the box first.
type meanwhile struct {
	*prompt.Fake
	draft *drafts.Draft
	key   Key
	given string
	by    string
}

func (m meanwhile) Ask(q prompt.Question) (string, error) {
	a, err := m.Fake.Ask(q)
	if m.given != "" {
		_ = m.draft.Set(m.key.String(), m.given)
		_ = m.draft.Set(m.key.askedBy(), m.by)
	}
	return a, err
}

// Two phones asked the same value of the box at once: the first answer
// stands, and the second phone hears that its answer was not taken, who
// gave the value, and what it is; the same answer is simply taken.
func TestAValueOfTheBoxGivenFirstOnAnotherPhoneStands(t *testing.T) {
	k := BoxKey("row_vp", 1)
	for _, tt := range []struct {
		name, given, by, typed, want, said string
	}{
		{"another answer", "2", "1", "3", "2", "  ! Anna gave this value first: 2; your answer, 3, was not taken."},
		{"the same answer", "3", "1", "3", "3", ""},
		{"unknown player", "2", "", "3", "2", "  ! Another player gave this value first: 2;"},
		{"nobody meanwhile", "", "", "3", "3", ""},
	} {
		t.Run(tt.name, func(t *testing.T) {
			d := memoryDraft(t)
			tbl := newCoinsTable(false)
			tbl.players = []coinsPlayer{{Name: "Anna"}, {Name: "Ben"}}
			var out bytes.Buffer
			ask := meanwhile{Fake: prompt.NewFake(tt.typed), draft: d, key: k, given: tt.given, by: tt.by}
			w := New(Config{Printer: text.English(), Prompter: ask, Out: &out, Draft: d, Table: tbl, OnPhone: true})
			w.phoneSeat = 1
			n, err := w.Number(k, "Row 1: VP", "", rules.Limit{Min: 0, Max: 9}, "")
			require.NoError(t, err)
			assert.Equal(t, tt.want, strconv.Itoa(n))
			got, _ := d.Answer(k.String())
			assert.Equal(t, tt.want, got, "the draft keeps the first answer")
			if tt.said == "" {
				assert.NotContains(t, out.String(), "!")
			} else {
				assert.Contains(t, out.String(), tt.said)
			}
		})
	}
}
