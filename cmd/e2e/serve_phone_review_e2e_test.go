package e2e_test

import (
	"net/http"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"altiplano/cmd/internal/phonetest"
)

// toReview takes the phone's seat name and answers its questions in order
// with answers ("" sends the field as the page fills it, a yes/no is told
// no), until the phone shows its player's list of answers.
func toReview(t *testing.T, phone *phonetest.Phone, name string, answers ...string) {
	t.Helper()
	require.NoError(t, phone.Sit(name))
	for phone.Kind() != phonetest.Choice || phone.Waits() {
		require.Empty(t, phone.Refused(), phone.Page)
		var code int
		var err error
		switch phone.Kind() {
		case phonetest.Question:
			require.NotEmpty(t, answers, "an unexpected question: %s", phone.Label())
			a := answers[0]
			if a == "" {
				a = phone.Default()
			}
			answers = answers[1:]
			code, err = phone.Answer(a)
		case phonetest.YesNo:
			code, err = phone.Tell(false)
		default:
			code, err = phone.Refresh()
		}
		require.NoError(t, err)
		require.Equal(t, http.StatusOK, code)
	}
	require.Empty(t, answers, "questions left unasked")
}

// hasButton reports whether the page has a button whose text holds want.
func hasButton(phone *phonetest.Phone, want string) bool {
	for _, b := range phone.Buttons() {
		if strings.Contains(b, want) {
			return true
		}
	}
	return false
}

// A phone's list of its answers is written as its language writes a label
// and its answer: in French, a no-break space before the colon (Altiplano's
// coins, Alpaka's unicorn).
func TestEndToEndServePhoneReviewInItsTypography(t *testing.T) {
	t.Parallel()
	h := hostTwoSeats(t)
	anna := phonetest.New(h.url, "fr-FR,fr;q=0.9")
	toReview(t, anna, "Anna", "7", "", "", "", "", "")
	assert.True(t, hasButton(anna, "pièces\u00a0: 7"), "%v", anna.Buttons())
	assert.False(t, hasButton(anna, "pièces: 7"), "%v", anna.Buttons())

	h = startHost(t, buildBinary(t), serveEnv(t), "alpaka", "score", "--serve", "--listen", "127.0.0.1:0", "--names", "Anna, Ben", "--no-history")
	anna = phonetest.New(h.url, "fr")
	toReview(t, anna, "Anna", "mime unicorn | librarian janitor | carpenter usher | graduate merchant", "king", "9", "librarian king baby")
	assert.True(t, hasButton(anna, "licorne\u00a0: "), "%v", anna.Buttons())
}

// A player who said they are done is not offered "I am done" again: the
// page lists their answers, each to change, and says whom it waits for. An
// answer changed makes them not done, and it is offered again.
func TestEndToEndServeDonePhoneIsNotOfferedDoneAgain(t *testing.T) {
	t.Parallel()
	h := hostTwoSeats(t)
	anna := phonetest.New(h.url, "en")
	toReview(t, anna, "Anna", "3", "", "", "", "", "")
	require.True(t, hasButton(anna, "I am done"), "%v", anna.Buttons())
	_, err := anna.Choose(0)
	require.NoError(t, err)
	assert.Contains(t, anna.Lines(), "✓ Done. Waiting for Ben; you can still change an answer.")
	assert.Equal(t, "Your answers: tap one to change it", anna.Label())
	assert.False(t, hasButton(anna, "I am done"), "%v", anna.Buttons())

	// In another language, the walk starts again, and she is still done.
	_, err = anna.SwitchLang(0, "fr")
	require.NoError(t, err)
	notChoice := func() bool { return anna.Kind() != phonetest.Choice }
	require.NoError(t, anna.RefreshWhile(notChoice))
	assert.Equal(t, "Vos réponses\u00a0: touchez-en une pour la changer", anna.Label())
	assert.False(t, hasButton(anna, "J'ai fini"), "%v", anna.Buttons())
	_, err = anna.SwitchLang(0, "en")
	require.NoError(t, err)
	require.NoError(t, anna.RefreshWhile(notChoice))
	_, err = anna.ChooseText("coins: 3")
	require.NoError(t, err, "her answers are listed")
	require.NoError(t, anna.AnswerAsked("coins", "4"))
	assert.True(t, hasButton(anna, "I am done"), "not done since the change: %v", anna.Buttons())
	assert.True(t, hasButton(anna, "coins: 4"), "%v", anna.Buttons())
}
