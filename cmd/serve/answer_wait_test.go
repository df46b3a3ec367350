package serve

import (
	"context"
	"errors"
	"net/http"
	"net/http/httptest"
	"net/url"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"altiplano/cmd/internal/phonetest"
	"altiplano/cmd/pages"
)

// stepWalk is a seat's walk a test steps through: it shows each page sent
// on pages, and gives each answer it takes on answers.
func stepWalk(t *testing.T, srv *Server, show <-chan Page) <-chan string {
	t.Helper()
	answers := make(chan string, 8)
	ctx, cancel := context.WithCancel(context.Background())
	t.Cleanup(cancel)
	go func() {
		for p := range show {
			srv.Show(0, p)
			if !p.Answerable() {
				continue // shown on the way: the walk is not asking yet
			}
			a, err := srv.Wait(ctx, 0)
			if errors.Is(err, ErrLangChanged) {
				continue // the test shows the page again, in the new language
			}
			if err != nil {
				return
			}
			answers <- a
		}
	}()
	return answers
}

// askedOnPhone serves Ana's seat, its walk stepped by the test (stepWalk)
// from first, and seats a phone there: the pages the test shows, the
// answers the walk takes, and the phone.
func askedOnPhone(t *testing.T, first Page) (*Server, chan<- Page, <-chan string, *phonetest.Phone) {
	t.Helper()
	srv := New(Config{Secret: strings.Repeat("a", 32), Seats: []Seat{{Name: "Ana"}}})
	web := httptest.NewServer(srv)
	t.Cleanup(func() { srv.Stop(); web.Close() })
	show := make(chan Page, 4)
	answers := stepWalk(t, srv, show)
	show <- first
	phone := phonetest.New(web.URL+srv.Path(), "en")
	require.NoError(t, phone.Sit("Ana"))
	return srv, show, answers, phone
}

// An answer's redirect shows what the walk asks next, however the seat's
// page changes on the way there (a page shown while the walk works):
// the wait is for the walk to ask again, not for the first change.
func TestAnAnswerWaitsForTheNextQuestionNotTheFirstChange(t *testing.T) {
	srv, show, answers, phone := askedOnPhone(t, Page{Page: pages.Page{Kind: Question, Label: "coins"}})
	require.Equal(t, "coins", phone.Label())

	posted := make(chan error, 1)
	go func() {
		_, err := phone.Answer("3")
		posted <- err
	}()
	assert.Equal(t, "3", <-answers)
	show <- Page{Page: pages.Page{Kind: Waiting}} // on the way
	_, version, changed := srv.Watch(0)
	<-changed
	_, now, _ := srv.Watch(0)
	require.NotEqual(t, version, now, "the page changed on the way")
	select {
	case err := <-posted:
		t.Fatalf("the answer's redirect came on the way (%v): %s", err, phone.Page)
	default:
	}
	show <- Page{Page: pages.Page{Kind: Question, Label: "goods"}}
	require.NoError(t, <-posted)
	assert.Equal(t, phonetest.Question, phone.Kind(), phone.Page)
	assert.Equal(t, "goods", phone.Label())
}

// Two taps on Send (the same form twice): one answer, and the second tap
// waits for the next question as the first did. A tap on the language
// buttons or on "not me" of a page no longer shown (the page had changed
// under the finger) does nothing.
func TestATapOnAPageNotShownDoesNothing(t *testing.T) {
	srv, show, answers, phone := askedOnPhone(t, Page{Page: pages.Page{Kind: Question, Label: "coins"}})
	action, form, err := phone.Form()
	require.NoError(t, err)
	form.Set("answer", "3")
	twice := make(chan int, 2)
	for range 2 {
		go func() {
			p := *phone // the same phone: its cookies
			p.Client = &http.Client{Jar: phone.Client.Jar}
			code, err := p.PostTo(action, form.Encode())
			assert.NoError(t, err)
			twice <- code
		}()
	}
	assert.Equal(t, "3", <-answers)
	show <- Page{Page: pages.Page{Kind: Choice, Label: "Your answers", Items: []string{"I am done", "coins: 3"}}}
	assert.Equal(t, http.StatusOK, <-twice)
	assert.Equal(t, http.StatusOK, <-twice)
	_, err = phone.Get()
	require.NoError(t, err)
	require.Equal(t, phonetest.Choice, phone.Kind(), phone.Page)

	// The language and "not me" of the coins page, tapped now: nothing.
	stale := url.Values{"token": {form.Get("token")}, "seat": {"0"}, "v": {form.Get("v")}}
	lang := url.Values{"lang": {"ru"}, "token": stale["token"], "seat": stale["seat"], "v": stale["v"]}
	code, err := phone.PostTo(srv.Path()+"lang", lang.Encode())
	require.NoError(t, err)
	assert.Equal(t, http.StatusOK, code)
	code, err = phone.PostTo(srv.Path()+"leave", stale.Encode())
	require.NoError(t, err)
	assert.Equal(t, http.StatusOK, code)
	assert.Equal(t, "en", string(srv.Lang(0)), "the language stays")
	assert.True(t, srv.Progress()[0].Claimed, "the seat stays")
	assert.Equal(t, phonetest.Choice, phone.Kind(), "the review, untouched")
	select {
	case a := <-answers:
		t.Fatalf("a second answer: %q", a)
	default:
	}
}

// An answer typed on a page that had changed meanwhile (here: sent from
// the English page after a switch to German) is not taken, and is put
// back in the field of its question, with why, once the phone is asked it
// again: in its new language, and even when the page still waited to be
// asked it when the answer came. Send then sends it, never the default.
func TestAnAnswerNotTakenIsPutBackInItsField(t *testing.T) {
	coins := func(label string) Page {
		return Page{Page: pages.Page{Kind: Question, Label: label, Default: "0", Value: "0"}, HostLabel: "Ana · coins"}
	}
	srv, show, answers, phone := askedOnPhone(t, coins("coins"))
	_, english, err := phone.Form()
	require.NoError(t, err)
	code, err := phone.SwitchLang(0, "de")
	require.NoError(t, err)
	require.Equal(t, http.StatusOK, code)
	require.Equal(t, phonetest.Waiting, phone.Kind(), "asked again in German: not yet")

	english.Set("answer", "4")
	code, err = phone.PostTo(srv.Path()+"answer", english.Encode())
	require.NoError(t, err)
	require.Equal(t, http.StatusOK, code)
	assert.Equal(t, phonetest.Waiting, phone.Kind())
	assert.Empty(t, phone.Notes(), "said with its question, not on the waiting page")

	show <- coins("Münzen")
	_, err = phone.Refresh()
	require.NoError(t, err)
	require.Equal(t, phonetest.Question, phone.Kind(), phone.Page)
	assert.Equal(t, "Münzen", phone.Label())
	assert.Equal(t, "4", phone.Default(), "the answer not taken, back in its field")
	assert.Equal(t, []string{"„4“ wurde nicht übernommen: die Frage hatte sich inzwischen geändert (eine andere Antwort oder ein Sprachwechsel). Hier ist sie jetzt."}, phone.Notes())
	go func() { _, _ = phone.Answer(phone.Default()) }()
	assert.Equal(t, "4", <-answers, "Send sends it")
}

// While the walk works on an answer taken (a slow check), the phone never
// shows the question it answered again: its page waits, reloading after
// that version, and the next question comes as soon as the walk asks it.
func TestAnAnsweredQuestionIsNotShownAgainWhileTheWalkWorks(t *testing.T) {
	srv, show, answers, phone := askedOnPhone(t, Page{Page: pages.Page{Kind: Question, Label: "coins"}})
	_, form, err := phone.Form()
	require.NoError(t, err)
	go func() { _, _ = phone.Answer("3") }()
	assert.Equal(t, "3", <-answers)

	reload := *phone // the same phone, a reload meanwhile
	code, err := reload.Get()
	require.NoError(t, err)
	require.Equal(t, http.StatusOK, code)
	assert.Equal(t, phonetest.Waiting, reload.Kind(), reload.Page)
	assert.Contains(t, reload.Page, "?after="+form.Get("v"), "it waits after the version answered")
	assert.True(t, reload.Reloads())

	show <- Page{Page: pages.Page{Kind: Question, Label: "goods"}}
	_, err = reload.Refresh()
	require.NoError(t, err)
	assert.Equal(t, "goods", reload.Label(), srv.Current(0).Label)
}
