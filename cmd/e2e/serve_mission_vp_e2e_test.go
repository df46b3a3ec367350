package e2e_test

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"altiplano/cmd/internal/phonetest"
)

// A change on Anna's phone achieves her mission 8 and Ben's mission 19 at
// once (4 glass; no stone left, so Ben has the most): her phone asks the
// VP of her card only; Ben's is asked on the host, never on her phone, as
// hands are secret.
func TestEndToEndServeAMissionVPIsAskedOfItsHolderOnly(t *testing.T) {
	t.Parallel()
	full, err := os.ReadFile(filepath.Join("..", "..", "testdata", "box", "full.yaml"))
	require.NoError(t, err)
	// The full box but for the missions' VP: they are asked at the table.
	start, end := strings.Index(string(full), "missions:\n"), strings.Index(string(full), "strip:")
	require.Positive(t, start)
	box := filepath.Join(t.TempDir(), "box.yaml")
	require.NoError(t, os.WriteFile(box, append(full[:start:start], full[end:]...), 0o600))

	term, url := hostMissionsGame(t, box)
	hand := func(goods, missions string) []step {
		return []step{{"coins", "0"}, {"goods", goods}, {"warehouse", ""}, {"boats", ""}, {"houses", ""}, {"orders", ""},
			{"missions", missions}}
	}
	// Each answers up to the review, Anna first; neither mission is
	// achieved: Anna has 3 glass, and more stone than Ben.
	toReview := func(name string, steps []step) *phonetest.Phone {
		phone := phonetest.New(url, "en")
		require.NoError(t, playUntil(phone, name, steps, 0, len(steps)-1))
		_, err := phone.Answer(steps[len(steps)-1].answer)
		require.NoError(t, err)
		require.Equal(t, phonetest.Choice, phone.Kind(), phone.Page)
		return phone
	}
	anna := toReview("Anna", hand("3 glass 3 stone", "8"))
	ben := toReview("Ben", hand("2 stone", "19"))
	benDone := make(chan error, 1)
	go func() { benDone <- play(ben, "Ben", nil, 0) }() // done; he waits

	// Anna changes her goods in her review.
	_, err = anna.Choose(2)
	require.NoError(t, err)
	require.NoError(t, anna.AnswerAsked("goods", "4 glass")) // 4 glass achieve her mission 8; no stone, Ben's 19
	require.Equal(t, phonetest.Question, anna.Kind(), anna.Page)
	assert.Equal(t, "Mission 8: VP printed on the card", anna.Label())
	_, err = anna.Answer("4")
	require.NoError(t, err)
	require.Equal(t, phonetest.Choice, anna.Kind(), "Ben's card is not asked on Anna's phone: %s", anna.Page)
	assert.NotContains(t, anna.Page, "Mission 19")
	annaDone := make(chan error, 1)
	go func() { annaDone <- play(anna, "Anna", nil, 0) }()

	term.expect("Mission 19: VP printed on the card")
	term.answer("3")
	term.expect("Save what was learned to your box profile?")
	term.answer("n")
	require.NoError(t, <-annaDone)
	require.NoError(t, <-benDone)
	term.closeServer()
	pad := anna.Pad()
	assert.Contains(t, pad, "#8 Own 4 glass at the end: achieved, 4 VP")
	assert.Contains(t, pad, "#19 Own more stone than anyone else at the end: achieved, 3 VP")
}
