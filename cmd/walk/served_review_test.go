package walk

import (
	"bytes"
	"errors"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"altiplano/cmd/prompt"
	"altiplano/cmd/text"
	"altiplano/rules"
)

// closingTable has two seats and one closing question, asked of the
// first seat's phone, with a problem of the whole table in it.
type closingTable struct{ Table }

func (closingTable) Seats() []string { return []string{"Anna", "Ben"} }
func (closingTable) Steps() []Step   { return nil }
func (closingTable) Closing() []Step {
	return []Step{{Field: "market", Name: text.Text{}, Ask: func(*Walk, int) error { return nil }, Clear: func(int) {},
		Show: func(text.Printer, int) string { return "2 alpacas" }, Asker: func() int { return 0 }}}
}
func (closingTable) Problems() rules.Problems {
	return rules.Problems{{Kind: "market_needed", Field: rules.At("market")}}
}
func (closingTable) Snapshot() any { return nil }
func (closingTable) Restore(any)   {}

// reviewShown records the review a phone shows, then stops the walk.
type reviewShown struct{ items []string }

var errShown = errors.New("shown")

func (r *reviewShown) Ask(prompt.Question) (string, error) { return "", errShown }
func (r *reviewShown) Choose(_ string, items []string, _ int) (int, error) {
	r.items = items
	return 0, errShown
}

// A phone's review lists the table's questions that phone answers, and
// shows a problem in one only to that phone.
func TestServedReviewListsTheSeatsOwnClosingQuestions(t *testing.T) {
	review := func(seat int) (items []string, said string) {
		var out bytes.Buffer
		r := &reviewShown{}
		w := New(Config{Printer: text.For(text.EN), Prompter: r, Out: &out, Draft: memoryDraft(t), Table: closingTable{}, OnPhone: true})
		require.ErrorIs(t, w.Served(seat, false, func(bool) {}, text.For(text.EN)), errShown)
		return r.items, out.String()
	}
	items, said := review(0)
	require.Len(t, items, 2, "I am done, and the market")
	assert.Contains(t, items[1], "2 alpacas")
	assert.Contains(t, said, "!", "the market's problem is Anna's to fix")

	items, said = review(1)
	assert.Len(t, items, 1, "only I am done")
	assert.Empty(t, said, "the market's problem is not Ben's")
}
