package walk

import (
	"bytes"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"altiplano/cmd/prompt"
	"altiplano/cmd/text"
	"altiplano/rules"
)

// marketTable is closingTable whose market another seat (or the host)
// changes while Anna's phone shows her review.
type marketTable struct {
	closingTable
	market *string
}

func (m marketTable) Closing() []Step {
	return []Step{{Field: "market", Name: text.Text{}, Ask: func(*Walk, int) error { return nil }, Clear: func(int) {},
		Show: func(text.Printer, int) string { return *m.market }, Asker: func() int { return 0 }}}
}
func (marketTable) Problems() rules.Problems { return nil }

// reviewTaps answers the reviews it is shown in turn: each choice, or an
// error; before answering, it runs what happens at the table meanwhile.
type reviewTaps struct {
	shown   [][]string
	answers []func() (int, error)
}

func (r *reviewTaps) Ask(prompt.Question) (string, error) { return "", errShown }
func (r *reviewTaps) Choose(_ string, items []string, _ int) (int, error) {
	r.shown = append(r.shown, items)
	if len(r.answers) == 0 {
		return 0, errShown
	}
	next := r.answers[0]
	r.answers = r.answers[1:]
	return next()
}

// A review the table changed under is drawn again: asked to (the phone's
// wait ended for it), it shows the change and says why; a tap made on it
// as it was (the walk took it before it could draw it again) is not
// taken, "I am done" least of all, and the phone says why.
func TestServedReviewDrawnAgainWhenTheTableChanges(t *testing.T) {
	for _, tc := range []struct {
		name string
		// meanwhile is the phone's answer once the market has changed.
		meanwhile func() (int, error)
		say       string
	}{
		{"asked to draw it again", func() (int, error) { return 0, prompt.ErrAskAgain },
			text.ServeReviewRedrawn.In(text.For(text.EN))},
		{"tapped on it as it was", func() (int, error) { return 0, nil },
			"  ! " + text.ServeReviewNotTaken.In(text.For(text.EN))},
	} {
		t.Run(tc.name, func(t *testing.T) {
			market := "2 alpacas"
			taps := &reviewTaps{answers: []func() (int, error){func() (int, error) {
				market = "3 alpacas" // another seat's walk, while Anna's phone waited
				return tc.meanwhile()
			}}}
			var out bytes.Buffer
			var done []bool
			w := New(Config{Printer: text.For(text.EN), Prompter: taps, Out: &out, Draft: memoryDraft(t),
				Table: marketTable{market: &market}, OnPhone: true})
			require.ErrorIs(t, w.Served(0, false, func(d bool) { done = append(done, d) }, text.For(text.EN)), errShown)
			assert.Empty(t, done, "Anna is not done")
			require.Len(t, taps.shown, 2)
			assert.Contains(t, taps.shown[0][1], "2 alpacas")
			assert.Contains(t, taps.shown[1][1], "3 alpacas", "drawn again")
			assert.Contains(t, out.String(), tc.say)
		})
	}
}

// A player done over answers the table changed since is no longer done:
// their review offers "I am done" again, over what it shows now.
func TestServedReviewChangedUnderADonePlayerOffersDoneAgain(t *testing.T) {
	for _, tc := range []struct {
		name   string
		market string // the market once the table changed
		done   []bool
	}{
		{"changed", "3 alpacas", []bool{true, false}},
		{"drawn again as it was", "2 alpacas", []bool{true}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			market := "2 alpacas"
			taps := &reviewTaps{answers: []func() (int, error){func() (int, error) {
				market = tc.market
				return 0, prompt.ErrAskAgain
			}}}
			var out bytes.Buffer
			var done []bool
			w := New(Config{Printer: text.For(text.EN), Prompter: taps, Out: &out, Draft: memoryDraft(t),
				Table: marketTable{market: &market}, OnPhone: true})
			require.ErrorIs(t, w.Served(0, true, func(d bool) { done = append(done, d) }, text.For(text.EN)), errShown)
			assert.Equal(t, tc.done, done)
			require.Len(t, taps.shown, 2)
			assert.NotContains(t, taps.shown[0], text.ServeImDone.In(text.For(text.EN)), "done")
			assert.Equal(t, len(tc.done) > 1, taps.shown[1][0] == text.ServeImDone.In(text.For(text.EN)), "offered again")
		})
	}
}
