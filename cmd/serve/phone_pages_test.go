package serve

import (
	"bytes"
	"context"
	"fmt"
	"net/http"
	"net/http/httptest"
	"net/url"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"altiplano/cmd/internal/phonetest"
	"altiplano/cmd/pages"
	"altiplano/cmd/prompt"
	"altiplano/cmd/text"
)

// A yes/no is two buttons and no default: no field pre-filled with "n"
// that a tap on Send would answer. A tap answers it.
func TestAYesNoIsTwoButtonsAndNoDefault(t *testing.T) {
	secret, err := NewSecret()
	require.NoError(t, err)
	srv := New(Config{Secret: secret, Seats: []Seat{{Name: "Anna"}}})
	web := httptest.NewServer(srv)
	defer web.Close()
	defer srv.Stop()
	answered := make(chan string, 1)
	go func() {
		// Anna's walk asks a yes/no, as walk.YesNo asks it.
		ask := &SeatAsk{Ctx: context.Background(), Srv: srv, Seat: 0, Out: &bytes.Buffer{}, Printer: text.ForPhone(text.EN),
			Unlock: func() {}, Lock: func() {}}
		a, _ := ask.Ask(prompt.Question{Label: "Anna · mission 5 face up?", Default: "n", Short: true, Validate: func(s string) error {
			if _, ok := text.ParseYesNo(s); !ok {
				return assert.AnError
			}
			return nil
		}})
		srv.Show(0, Page{Page: pages.Page{Kind: Waiting}}) // what comes next
		answered <- a
	}()
	anna := phonetest.New(web.URL+srv.Path(), "en")
	_, err = anna.Get()
	require.NoError(t, err)
	_, err = anna.Claim("Anna")
	require.NoError(t, err)
	for k := 0; anna.Kind() != phonetest.YesNo && k < 5; k++ {
		_, err := anna.Refresh()
		require.NoError(t, err)
	}
	require.Equal(t, phonetest.YesNo, anna.Kind(), anna.Page)
	assert.NotContains(t, anna.Page, `<input type="text"`, "nothing pre-filled")
	assert.Contains(t, anna.Page, `<button type="submit" name="answer" value="y">Yes</button><button type="submit" name="answer" value="n">No</button>`)
	assert.NotContains(t, anna.Page, `class="main"`, "neither is the default")
	_, err = anna.Tell(true)
	require.NoError(t, err)
	assert.Equal(t, "y", <-answered)
}

// The result stays on the phones after it is out: a reload 60 seconds
// later (the server's clock, moved by hand) still shows the pad, as does a
// language tap; the server keeps it for ResultGrace.
func TestTheResultStaysReachable(t *testing.T) {
	tb := newTable(t, "Anna", "Ben")
	anna := tb.seated(t, "Anna")
	tb.srv.Finish(func(l text.Lang) Outcome {
		return Outcome{Pad: "PAD " + string(l), BoxCode: "4R00-ABCD", Sheet: pages.Sheet{Categories: []string{"goods"}, TotalWord: "TOTAL", Keys: []string{"coins"},
			Players:    []pages.SheetPlayer{{Name: "Ben", Points: []int{9}, Total: 9, Place: 1, Keys: []int{2}}, {Name: "Anna", Points: []int{4}, Total: 4, Place: 2, Keys: []int{3}}},
			NotesTitle: "Assumptions:", Notes: []string{"goods values are inferred"},
			Verdict: []string{"Winner: Ben with 9 points."}}}
	})
	tb.clock.add(60 * time.Second)
	assert.Equal(t, 60*time.Second, tb.srv.ResultShownFor())
	assert.Less(t, tb.srv.ResultShownFor(), ResultGrace, "the server still serves it")
	_, err := anna.Get()
	require.NoError(t, err)
	assert.Equal(t, phonetest.Result, anna.Kind())
	assert.Equal(t, "PAD en", anna.Pad())
	assert.Contains(t, anna.Page, `<th scope="col" class="win">1. Ben</th>`, "the winner's column is highlighted")
	assert.Contains(t, anna.Page, `<p class="verdict">Winner: Ben with 9 points.</p>`)
	assert.Contains(t, anna.Page, "<p>Assumptions:</p>\n<ul><li>goods values are inferred</li></ul></div>\n<p class=\"verdict\">",
		"what the result rests on is said beside it, before the winner")
	assert.Contains(t, anna.Page, `<tr class="total"><th scope="row">TOTAL</th><td class="win">9</td><td>4</td></tr>`)
	assert.NotContains(t, anna.Page, "refresh", "the result page does not reload itself")
	assert.Contains(t, anna.Page, `<p class="code">4R00-ABCD</p>`, "the table's box is offered to other tables")
	assert.Contains(t, anna.Page, "Other tables with this edition can copy the values your box records")

	code := tb.post(t, anna, "lang", url.Values{"token": {tb.srv.formToken(tb.srv.seats[0].Token)}, "seat": {"0"}, "v": {strconv.Itoa(tb.srv.seats[0].version)}, "lang": {"de"}}.Encode())
	assert.Equal(t, http.StatusOK, code)
	assert.Equal(t, "PAD de", anna.Pad(), "a language tap after the result")
	// A phone without a seat sees it too.
	stranger := phonetest.New(tb.url(), "fr")
	_, err = stranger.Get()
	require.NoError(t, err)
	assert.Equal(t, "PAD fr", stranger.Pad())
}

// An answer that is not taken gets a sentence saying why: a form from
// before a language switch, an answer after the host scores now, and one
// for a question the host has answered; the phone is told what the host
// answered for it.
func TestAnAnswerNotTakenIsSaidOnThePhone(t *testing.T) {
	tb := newTable(t, "Anna", "Ben")
	anna := tb.seated(t, "Anna")
	old := formOf(t, anna)
	code := tb.post(t, anna, "lang", url.Values{"token": {old.Get("token")}, "seat": {"0"}, "v": {old.Get("v")}, "lang": {"de"}}.Encode())
	require.Equal(t, http.StatusOK, code)
	for k := 0; (anna.Kind() != phonetest.Question || !strings.Contains(anna.Page, `lang="de"`)) && k < 5; k++ {
		_, err := anna.Refresh()
		require.NoError(t, err)
	}
	old.Set("answer", "4") // the English form, sent after the switch
	tb.post(t, anna, "answer", old.Encode())
	assert.Equal(t, []string{"„4“ wurde nicht übernommen: die Frage hatte sich inzwischen geändert (eine andere Antwort oder ein Sprachwechsel). Hier ist sie jetzt."},
		anna.Notes())
	assert.Empty(t, tb.answered(0))

	// The host answers Anna's question from the keyboard: her phone is told.
	_, version, _ := tb.srv.Watch(0)
	next := tb.srv.NextPage(0)
	require.Equal(t, Taken, tb.srv.AnswerAt(0, version, "7", text.ServeHostAnswered.T("coins", "7")))
	<-next // said once the walk took it
	_, err := anna.Get()
	require.NoError(t, err)
	assert.Contains(t, anna.Notes(), "Der Gastgeber hat „coins“ für Sie beantwortet: 7")
	form := formOf(t, anna)
	form.Set("answer", "8")
	tb.post(t, anna, "answer", form.Encode())
	assert.Equal(t, []string{"7", "8"}, tb.answered(0), "her own answer to the next question")

	// s on the host: the phones' answers are no longer taken, and say so.
	form = formOf(t, anna)
	tb.srv.CloseAnswers(text.ServeScoringNow.T())
	form.Set("answer", "9")
	tb.post(t, anna, "answer", form.Encode())
	assert.Contains(t, anna.Notes(), "Der Gastgeber wertet jetzt: Ihre bisherigen Antworten bleiben, was fehlt, wird dort gefragt.")
	assert.Equal(t, phonetest.Waiting, anna.Kind())
	assert.Equal(t, []string{"7", "8"}, tb.answered(0))
}

// "Not me": a phone that took another player's seat lets go of it, and
// the seat is free for its rightful phone; a phone that lost its seat to
// a wrong tap is never stuck.
func TestNotMeFreesTheSeat(t *testing.T) {
	tb := newTable(t, "Anna", "Ben")
	wrong := tb.seated(t, "Anna") // Ben's phone tapped Anna
	code, err := wrong.Leave()
	require.NoError(t, err)
	assert.Equal(t, http.StatusOK, code)
	assert.Equal(t, phonetest.Seats, wrong.Kind())
	assert.Equal(t, []string{"You left Anna's seat; every answer stays with it. Tap your own name below."}, wrong.Notes())
	assert.Contains(t, wrong.Page, `<button type="submit" name="seat" value="0">Anna</button>`, "Anna's seat is free")
	assert.False(t, tb.srv.Progress()[0].Claimed)
	assert.True(t, tb.srv.Progress()[0].Left)
	code, err = wrong.Claim("Ben")
	require.NoError(t, err)
	assert.Equal(t, http.StatusOK, code)
	tb.seated(t, "Anna") // her own phone
	assert.Equal(t, 2, tb.srv.Progress()[0].Phone, "another phone")
}

// A phone that said "not me" and taps the same seat again is the same
// phone: the host is not told the seat went to another one.
func TestNotMeThenTheSameSeatIsTheSamePhone(t *testing.T) {
	tb := newTable(t, "Anna", "Ben")
	anna := tb.seated(t, "Anna")
	_, err := anna.Leave()
	require.NoError(t, err)
	code, err := anna.Claim("Anna")
	require.NoError(t, err)
	assert.Equal(t, http.StatusOK, code)
	assert.Equal(t, 1, tb.srv.Progress()[0].Phone)
}

// Three wrong PINs in a row make the phone that typed them wait before its
// next try, so the 10,000 PINs cannot be tried while a game lasts; the wait
// is a sentence.
func TestWrongPINsWait(t *testing.T) {
	tb := newTable(t, "Anna", "Ben")
	tb.srv.seats[0].PIN = "4821"
	tb.seated(t, "Anna")
	thief := phonetest.New(tb.url(), "en")
	for k := range 3 {
		_, err := thief.Get()
		require.NoError(t, err)
		code, err := thief.Rejoin("Anna", "000"+string(rune('0'+k)))
		require.NoError(t, err)
		assert.Equal(t, http.StatusForbidden, code)
	}
	_, err := thief.Get()
	require.NoError(t, err)
	code, err := thief.Rejoin("Anna", "4821")
	require.NoError(t, err)
	assert.Equal(t, http.StatusTooManyRequests, code, "even the right PIN waits")
	assert.Equal(t, []string{"Too many wrong PINs for Anna's seat: try again in 30 seconds, or ask the host to free the seat."}, thief.Notes(),
		"the wait it really is")
	tb.clock.add(20 * time.Second)
	_, err = thief.Get()
	require.NoError(t, err)
	code, err = thief.Rejoin("Anna", "4821")
	require.NoError(t, err)
	assert.Equal(t, http.StatusTooManyRequests, code)
	assert.Equal(t, []string{"Too many wrong PINs for Anna's seat: try again in 10 seconds, or ask the host to free the seat."}, thief.Notes())
	tb.clock.add(11 * time.Second)
	_, err = thief.Get()
	require.NoError(t, err)
	code, err = thief.Rejoin("Anna", "4821")
	require.NoError(t, err)
	assert.Equal(t, http.StatusOK, code, "after the wait, the PIN gives the seat")
	assert.Equal(t, []time.Duration{30 * time.Second, time.Minute, 2 * time.Minute, 30 * time.Minute},
		[]time.Duration{pinLock(3), pinLock(4), pinLock(5), pinLock(40)})
	// One phone's 10,000 tries: past 3 quick ones, each waits its turn.
	var all time.Duration
	for n := pinTries; n < 10000; n++ {
		all += pinLock(n)
	}
	assert.Greater(t, all, 200*24*time.Hour, "about 208 days for the 10,000 PINs")
	en := text.For(text.EN)
	assert.Equal(t, "Too many wrong PINs for Anna's seat: try again in 1 minute, or ask the host to free the seat.",
		en.T(pinLocked("Anna", time.Minute)))
	assert.Equal(t, "Too many wrong PINs for Anna's seat: try again in 2 minutes, or ask the host to free the seat.",
		en.T(pinLocked("Anna", 61*time.Second)))
}

// A stranger's wrong PINs, from another phone (another address, another
// cookie), never stop the seat's player: their own phone, which never
// guessed wrong, takes the seat back with the right PIN at once. The
// stranger waits, whatever cookie it sends, and the host is told the seat
// is being guessed at.
func TestAStrangersWrongPINsDoNotStopThePlayer(t *testing.T) {
	tb := newTable(t, "Anna", "Ben")
	tb.srv.seats[0].PIN = "4821"
	tb.seated(t, "Anna")
	tries := 0
	for k := range 10 {
		stranger := phonetest.From(tb.url(), "en", "127.0.0.2")
		if k%2 == 0 {
			stranger = phonetest.New(tb.url(), "en") // its cookie, not its address, is new
			stranger.Client.Transport = phonetest.From(tb.url(), "en", "127.0.0.2").Client.Transport
		}
		_, err := stranger.Get()
		require.NoError(t, err)
		code, err := stranger.Rejoin("Anna", fmt.Sprintf("%04d", k))
		require.NoError(t, err)
		if code == http.StatusForbidden {
			tries++
		} else {
			assert.Equal(t, http.StatusTooManyRequests, code, "a new cookie from the same address waits too")
		}
	}
	assert.Equal(t, pinTries, tries, "three tries, then the stranger's address waits")
	assert.Equal(t, pinTries, tb.srv.Progress()[0].WrongPINs, "the host sees the seat guessed at")

	owner := phonetest.New(tb.url(), "en")
	_, err := owner.Get()
	require.NoError(t, err)
	code, err := owner.Rejoin("Anna", "4821")
	require.NoError(t, err)
	assert.Equal(t, http.StatusOK, code, "the player's own phone takes the seat back at once")
	assert.Equal(t, phonetest.Question, owner.Kind(), owner.Page)
	assert.Zero(t, tb.srv.Progress()[0].WrongPINs)
}

// The seats page has the language switch too; the choice is kept until
// the phone takes a seat, which then speaks it.
func TestTheSeatsPageSwitchesLanguage(t *testing.T) {
	tb := newTable(t, "Anna", "Ben")
	p := phonetest.New(tb.url(), "de;q=0.1, fr")
	_, err := p.Get()
	require.NoError(t, err)
	assert.Contains(t, p.Page, `lang="fr"`, "q-values: French first")
	assert.Contains(t, p.Page, `<form class="lang" method="post"`)
	start := strings.Index(p.Page, `<form class="lang"`)
	lang := p.Page[start:]
	token := lang[strings.Index(lang, `value="`)+7:]
	token = token[:strings.Index(token, `"`)]
	code := tb.post(t, p, "lang", url.Values{"token": {token}, "lang": {"hu"}}.Encode())
	assert.Equal(t, http.StatusOK, code)
	assert.Contains(t, p.Page, `lang="hu"`)
	assert.Contains(t, p.Page, text.ServeChooseSeat.In(text.For(text.HU)))
	_, err = p.Claim("Ben")
	require.NoError(t, err)
	assert.Equal(t, text.HU, tb.srv.Lang(1))
}

// A phone whose seat went while its question was open (another phone took
// it with the PIN, or the host freed it) and that sends its answer reads
// why, sees the seats to rejoin or choose, and what it typed.
func TestAnAnswerFromASeatThatWentSaysWhyAndKeepsWhatWasTyped(t *testing.T) {
	tb := newTable(t, "Anna", "Ben")
	tb.srv.seats[0].PIN = "4821"
	anna := tb.seated(t, "Anna")
	ben := tb.seated(t, "Ben")
	annaForm := formOf(t, anna)
	benForm := formOf(t, ben)

	other := phonetest.New(tb.url(), "en")
	_, err := other.Get()
	require.NoError(t, err)
	code, err := other.Rejoin("Anna", "4821")
	require.NoError(t, err)
	require.Equal(t, http.StatusOK, code)
	tb.srv.Release(1)

	annaForm.Set("answer", "Tuch Holz")
	code = tb.post(t, anna, "answer", annaForm.Encode())
	assert.Equal(t, http.StatusConflict, code)
	assert.Equal(t, phonetest.Seats, anna.Kind(), "the seats, to rejoin or choose")
	assert.Equal(t, []string{
		"“Tuch Holz” was not taken: this phone no longer holds a seat. Type it again once you are back in your seat.",
		"Anna's seat moved to another phone with its PIN, with every answer. If that was not you, tap the name and type the PIN.",
	}, anna.Notes())

	benForm.Set("answer", "12")
	code = tb.post(t, ben, "answer", benForm.Encode())
	assert.Equal(t, http.StatusConflict, code)
	assert.Equal(t, []string{
		"“12” was not taken: this phone no longer holds a seat. Type it again once you are back in your seat.",
		"The host freed Ben's seat on this phone. Tap your own name below.",
	}, ben.Notes())
	assert.Empty(t, tb.answered(0))
	assert.Empty(t, tb.answered(1))
}

// Every refusal of a request is a sentence in the phone's language, never
// an empty page.
func TestEveryRefusalIsASentence(t *testing.T) {
	tb := newTable(t, "Anna", "Ben")
	anna := tb.seated(t, "Anna")
	form := formOf(t, anna)
	form.Set("token", "forged")
	code := tb.post(t, anna, "answer", form.Encode())
	assert.Equal(t, http.StatusForbidden, code)
	assert.Equal(t, []string{"That was not taken: the form did not come from this phone's page. Here is the page again."}, anna.Notes())
	assert.Equal(t, phonetest.Question, anna.Kind())

	stranger := phonetest.New(tb.url(), "de")
	for _, c := range []struct {
		path, body string
		code       int
	}{
		{"claim", "token=forged&seat=1", http.StatusForbidden},
		{"claim", "token=" + tb.srv.formToken("claim") + "&seat=9", http.StatusBadRequest},
		{"lang", "token=forged&lang=fr", http.StatusForbidden},
		{"answer", "seat=0&token=x&answer=%zz", http.StatusBadRequest},
	} {
		code := tb.post(t, stranger, c.path, c.body)
		assert.Equal(t, c.code, code, c)
		assert.Equal(t, []string{"Das wurde nicht übernommen: das Formular kam nicht von der Seite dieses Handys. Hier ist die Seite noch einmal."},
			stranger.Notes(), c)
	}

	tb.srv.limit = newLimiter(1, 1, tb.clock.Now)
	_, _ = stranger.Get()
	code, err := stranger.Get()
	require.NoError(t, err)
	assert.Equal(t, http.StatusTooManyRequests, code)
	assert.Equal(t, []string{"Zu viele Anfragen von diesem Handy: warten Sie ein paar Sekunden und laden Sie die Seite dann neu."}, stranger.Notes())
}

// A phone is counted by its address and, when it has one, its phone
// cookie; an IPv6 phone by its /64, in which it may pick addresses at will.
func TestAPhoneIsCountedByItsAddressAndCookie(t *testing.T) {
	req := func(addr, cookie string) *http.Request {
		r := httptest.NewRequest(http.MethodPost, "/", nil)
		r.RemoteAddr = addr
		if cookie != "" {
			r.AddCookie(&http.Cookie{Name: phoneCookie, Value: cookie})
		}
		return r
	}
	id := strings.Repeat("c", 32)
	assert.Equal(t, []string{"a192.168.1.23"}, phoneKeys(req("192.168.1.23:51234", "")))
	assert.Equal(t, []string{"a192.168.1.23", "c" + id}, phoneKeys(req("192.168.1.23:51234", id)))
	assert.Equal(t, []string{"a192.168.1.23"}, phoneKeys(req("192.168.1.23:51234", "not-ours")), "a cookie we did not make is no key")
	assert.Equal(t, phoneKeys(req("[2001:db8:1:2:aaaa::1]:443", "")), phoneKeys(req("[2001:db8:1:2:bbbb::9]:443", "")), "one /64")
	assert.NotEqual(t, phoneKeys(req("[2001:db8:1:2::1]:443", "")), phoneKeys(req("[2001:db8:1:3::1]:443", "")))
}
