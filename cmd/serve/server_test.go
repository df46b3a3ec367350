package serve

import (
	"context"
	"net/http"
	"net/http/httptest"
	"net/url"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"altiplano/cmd/internal/phonetest"
	"altiplano/cmd/pages"
	"altiplano/cmd/text"
)

// clock is a test clock the tests move by hand: no sleeping.
type clock struct {
	mu  sync.Mutex
	now time.Time
}

func (c *clock) Now() time.Time { c.mu.Lock(); defer c.mu.Unlock(); return c.now }
func (c *clock) add(d time.Duration) {
	c.mu.Lock()
	defer c.mu.Unlock()
	c.now = c.now.Add(d)
}

// table is a served game whose seats each ask one question after another
// and record the answers.
type table struct {
	srv     *Server
	web     *httptest.Server
	clock   *clock
	mu      sync.Mutex
	answers map[int][]string
	cancel  context.CancelFunc
}

func newTable(t *testing.T, names ...string) *table {
	t.Helper()
	secret, err := NewSecret()
	require.NoError(t, err)
	seats := make([]Seat, len(names))
	for i, n := range names {
		seats[i] = Seat{Name: n}
	}
	c := &clock{now: time.Date(2026, 11, 20, 19, 30, 0, 0, time.UTC)}
	tb := &table{clock: c, answers: map[int][]string{}}
	tb.srv = New(Config{Secret: secret, Seats: seats, Now: c.Now})
	tb.web = httptest.NewServer(tb.srv)
	ctx, cancel := context.WithCancel(context.Background())
	tb.cancel = cancel
	for i := range seats {
		go func() {
			for {
				tb.srv.Show(i, Page{Page: pages.Page{Kind: Question, Label: "coins", Default: "0", Numeric: true}})
				a, err := tb.srv.Wait(ctx, i)
				if err == ErrLangChanged {
					continue
				}
				if err != nil {
					return
				}
				tb.mu.Lock()
				tb.answers[i] = append(tb.answers[i], a)
				tb.mu.Unlock()
			}
		}()
	}
	t.Cleanup(func() {
		cancel()
		tb.srv.Stop()
		tb.web.Close()
	})
	return tb
}

func (tb *table) url() string { return tb.web.URL + tb.srv.Path() }

func (tb *table) answered(i int) []string {
	tb.mu.Lock()
	defer tb.mu.Unlock()
	return append([]string(nil), tb.answers[i]...)
}

// post has phone post body to the table's verb (answer, claim, lang,
// leave): the status the server answered.
func (tb *table) post(t *testing.T, phone *phonetest.Phone, verb, body string) int {
	t.Helper()
	code, err := phone.PostTo(tb.srv.Path()+verb, body)
	require.NoError(t, err)
	return code
}

// formOf is the form of the page phone shows, its fields as they are.
func formOf(t *testing.T, phone *phonetest.Phone) url.Values {
	t.Helper()
	_, form, err := phone.Form()
	require.NoError(t, err)
	return form
}

// seated is a phone holding the seat of name, showing its question.
func (tb *table) seated(t *testing.T, name string) *phonetest.Phone {
	t.Helper()
	p := phonetest.New(tb.url(), "en")
	code, err := p.Get()
	require.NoError(t, err)
	require.Equal(t, http.StatusOK, code)
	code, err = p.Claim(name)
	require.NoError(t, err)
	require.Equal(t, http.StatusOK, code)
	// The seat's walk may not have shown its question yet: the waiting
	// page's reload is held by the server until it does.
	for k := 0; k < 3 && p.Kind() == phonetest.Waiting; k++ {
		_, err = p.Refresh()
		require.NoError(t, err)
	}
	require.Equal(t, phonetest.Question, p.Kind(), p.Page)
	return p
}

func status(t *testing.T, req *http.Request) (int, string) {
	t.Helper()
	resp, err := http.DefaultClient.Do(req)
	require.NoError(t, err)
	defer resp.Body.Close()
	var b strings.Builder
	buf := make([]byte, 4096)
	for {
		n, err := resp.Body.Read(buf)
		b.Write(buf[:n])
		if err != nil {
			break
		}
	}
	return resp.StatusCode, b.String()
}

func TestWithoutTheSecretNothingIsServed(t *testing.T) {
	tb := newTable(t, "Anna", "Ben")
	wrong := strings.Repeat("0", 32)
	for _, path := range []string{"/", "/favicon.ico", "/" + wrong + "/", "/" + tb.srv.cfg.Secret, "/" + tb.srv.cfg.Secret[:31] + "/",
		tb.srv.Path() + "assets/style.css", tb.srv.Path() + "../", tb.srv.Path() + "debug/pprof/", "/robots.txt"} {
		for _, method := range []string{http.MethodGet, http.MethodPost} {
			req, err := http.NewRequest(method, tb.web.URL+path, nil)
			require.NoError(t, err)
			code, body := status(t, req)
			assert.Equal(t, http.StatusNotFound, code, method+" "+path)
			assert.NotContains(t, body, "Anna", "nothing about the game leaks")
		}
	}
	code, body := status(t, mustRequest(t, http.MethodGet, tb.url(), ""))
	assert.Equal(t, http.StatusOK, code)
	assert.Contains(t, body, "Anna")
}

func mustRequest(t *testing.T, method, u, body string) *http.Request {
	t.Helper()
	req, err := http.NewRequest(method, u, strings.NewReader(body))
	require.NoError(t, err)
	if body != "" {
		req.Header.Set("Content-Type", "application/x-www-form-urlencoded")
	}
	return req
}

func TestEveryPageForbidsOutsideContentAndTheCookieIsStrict(t *testing.T) {
	tb := newTable(t, "Anna", "Ben")
	resp, err := http.Get(tb.url())
	require.NoError(t, err)
	resp.Body.Close()
	csp := resp.Header.Get("Content-Security-Policy")
	assert.Contains(t, csp, "default-src 'none'")
	assert.Contains(t, csp, "form-action 'self'")
	assert.NotContains(t, csp, "unsafe-inline")
	assert.Equal(t, "nosniff", resp.Header.Get("X-Content-Type-Options"))

	p := tb.seated(t, "Anna")
	u, _ := url.Parse(tb.url())
	cookies := p.Client.Jar.Cookies(u)
	require.Len(t, cookies, 1)
	// The jar keeps only name and value; the header says the rest.
	claim := phonetest.New(tb.url(), "en")
	_, err = claim.Get()
	require.NoError(t, err)
	action, form, err := claim.Form()
	require.NoError(t, err)
	form.Set("seat", "1")
	req := mustRequest(t, http.MethodPost, tb.web.URL+action, form.Encode())
	resp, err = (&http.Client{CheckRedirect: func(*http.Request, []*http.Request) error { return http.ErrUseLastResponse }}).Do(req)
	require.NoError(t, err)
	resp.Body.Close()
	set := resp.Header.Get("Set-Cookie")
	assert.Contains(t, set, "HttpOnly")
	assert.Contains(t, set, "SameSite=Strict")
	assert.Contains(t, set, "Path="+tb.srv.Path())
}

func TestAPhoneAnswersOnlyForItsOwnSeat(t *testing.T) {
	tb := newTable(t, "Anna", "Ben")
	anna := tb.seated(t, "Anna")
	ben := tb.seated(t, "Ben")
	benForm := formOf(t, ben)

	// Anna's phone posts Ben's form: her cookie does not hold his seat.
	code := tb.post(t, anna, "answer", benForm.Encode()+"&answer=9")
	assert.Equal(t, http.StatusForbidden, code)
	// A phone without a seat posts Ben's whole form: refused too.
	code = tb.post(t, phonetest.New(tb.url(), "en"), "answer", benForm.Encode()+"&answer=9")
	assert.Equal(t, http.StatusForbidden, code)
	// A second phone cannot take a held seat: it reads why, and may give
	// the seat's PIN.
	other := phonetest.New(tb.url(), "en")
	_, err := other.Get()
	require.NoError(t, err)
	assert.Contains(t, other.Page, `?pin=1">Ben · taken</a>`, "the seat is shown taken")
	form := formOf(t, other)
	form.Set("seat", "1")
	code = tb.post(t, other, "claim", form.Encode())
	assert.Equal(t, http.StatusConflict, code)
	assert.Equal(t, phonetest.PIN, other.Kind())
	assert.Equal(t, []string{"Another phone has just taken Ben's seat. If it is yours, type your PIN to take it back."}, other.Notes(),
		"the refusal is a sentence, not a blank page")

	code, err = ben.Answer("4")
	require.NoError(t, err)
	assert.Equal(t, http.StatusOK, code)
	assert.Equal(t, []string{"4"}, tb.answered(1))
	assert.Empty(t, tb.answered(0), "nothing reached Anna's seat")

	// The host releases Ben's seat: another phone may take it, and the
	// phone that held it is told.
	tb.srv.Release(1)
	code = tb.post(t, other, "claim", form.Encode())
	assert.Equal(t, http.StatusOK, code)
	assert.Equal(t, phonetest.Question, other.Kind())
	_, err = ben.Get()
	require.NoError(t, err)
	assert.Equal(t, phonetest.Seats, ben.Kind())
	assert.Equal(t, []string{"The host freed Ben's seat on this phone. Tap your own name below."}, ben.Notes())
}

func TestCrossSitePostsAreRefused(t *testing.T) {
	tb := newTable(t, "Anna", "Ben")
	anna := tb.seated(t, "Anna")
	form := formOf(t, anna)

	noToken := url.Values{"seat": {"0"}, "v": {form.Get("v")}, "answer": {"7"}}
	code := tb.post(t, anna, "answer", noToken.Encode())
	assert.Equal(t, http.StatusForbidden, code, "without the form token")

	// With the token but from another site's page.
	form.Set("answer", "7")
	u, _ := url.Parse(tb.url())
	req := mustRequest(t, http.MethodPost, tb.web.URL+tb.srv.Path()+"answer", form.Encode())
	req.Header.Set("Origin", "http://evil.example")
	for _, c := range anna.Client.Jar.Cookies(u) {
		req.AddCookie(c)
	}
	code, _ = status(t, req)
	assert.Equal(t, http.StatusForbidden, code, "from another origin")
	assert.Empty(t, tb.answered(0))

	code, err := anna.Answer("7")
	require.NoError(t, err)
	assert.Equal(t, http.StatusOK, code)
	assert.Equal(t, []string{"7"}, tb.answered(0))
}

// A browser's Sec-Fetch-Site from another site is refused by Go's own
// cross-origin check, as is another Origin.
func TestCrossSiteFetchesAreRefused(t *testing.T) {
	tb := newTable(t, "Anna", "Ben")
	anna := tb.seated(t, "Anna")
	form := formOf(t, anna)
	form.Set("answer", "7")
	u, _ := url.Parse(tb.url())
	for _, h := range [][2]string{{"Sec-Fetch-Site", "cross-site"}, {"Sec-Fetch-Site", "same-site"}, {"Origin", "http://evil.example"}} {
		req := mustRequest(t, http.MethodPost, tb.web.URL+tb.srv.Path()+"answer", form.Encode())
		req.Header.Set(h[0], h[1])
		for _, c := range anna.Client.Jar.Cookies(u) {
			req.AddCookie(c)
		}
		code, body := status(t, req)
		assert.Equal(t, http.StatusForbidden, code, h)
		assert.NotContains(t, body, "cross-origin", "no Go error")
	}
	assert.Empty(t, tb.answered(0))
}

func TestLargeBodiesAndAnswersAreRefused(t *testing.T) {
	tb := newTable(t, "Anna", "Ben")
	anna := tb.seated(t, "Anna")
	form := formOf(t, anna)

	form.Set("answer", strings.Repeat("9", 1<<20))
	code := tb.post(t, anna, "answer", form.Encode())
	assert.Equal(t, http.StatusOK, code, "a 1 MB body: the question again, with why")
	assert.Equal(t, []string{"Your answer was not taken: it is longer than 1000 characters."}, anna.Notes())

	form.Set("answer", strings.Repeat("9", MaxAnswer+1))
	code = tb.post(t, anna, "answer", form.Encode())
	assert.Equal(t, http.StatusOK, code)
	assert.Equal(t, []string{"Your answer was not taken: it is longer than 1000 characters."}, anna.Notes(), "an answer longer than a line")
	assert.Empty(t, tb.answered(0))

	// Without a seat, a body too large is a sentence too.
	stranger := phonetest.New(tb.url(), "de")
	code = tb.post(t, stranger, "claim", "seat=0&token=x&pad="+strings.Repeat("9", MaxBody))
	assert.Equal(t, http.StatusRequestEntityTooLarge, code)
	assert.Equal(t, []string{"Ihre Antwort wurde nicht übernommen: sie ist länger als 1000 Zeichen."}, stranger.Notes())

	// The limit counts characters, not bytes: 600 Cyrillic letters are
	// 1,200 bytes, and taken.
	form = formOf(t, anna)
	cyrillic := strings.Repeat("ж", 600)
	form.Set("answer", cyrillic)
	code = tb.post(t, anna, "answer", form.Encode())
	assert.Equal(t, http.StatusOK, code)
	assert.Empty(t, anna.Notes())
	assert.Equal(t, []string{cyrillic}, tb.answered(0))
}

func TestAFloodIsLimitedAndTheGameGoesOn(t *testing.T) {
	tb := newTable(t, "Anna", "Ben")
	anna := tb.seated(t, "Anna")
	limited := 0
	for range 1000 { // all within one instant of the test clock
		code, _ := status(t, mustRequest(t, http.MethodGet, tb.url(), ""))
		if code == http.StatusTooManyRequests {
			limited++
		}
	}
	assert.GreaterOrEqual(t, limited, 850, "1,000 requests in a second are limited")
	tb.clock.add(2 * time.Second)
	code, err := anna.Answer("5")
	require.NoError(t, err)
	assert.Equal(t, http.StatusOK, code)
	assert.Equal(t, []string{"5"}, tb.answered(0), "the game goes on")
	t.Logf("%d of 1000 requests limited", limited)
}

func TestPhonesSpeakTheirOwnLanguage(t *testing.T) {
	tb := newTable(t, "Anna", "Ben")
	p := phonetest.New(tb.url(), "hu-HU,hu;q=0.9,en;q=0.5")
	_, err := p.Get()
	require.NoError(t, err)
	assert.Contains(t, p.Page, text.ServeChooseSeat.In(text.For(text.HU)))
	assert.Contains(t, p.Page, `lang="hu"`)
	_, err = p.Claim("Anna")
	require.NoError(t, err)
	assert.Equal(t, text.HU, tb.srv.Lang(0))
	// The switch: the phone asks for German.
	form := formOf(t, p)
	form.Set("lang", "de")
	code := tb.post(t, p, "lang", url.Values{"token": {form.Get("token")}, "seat": {"0"}, "lang": {"de"}}.Encode())
	assert.Equal(t, http.StatusOK, code)
	assert.Equal(t, text.DE, tb.srv.Lang(0))
	assert.Contains(t, p.Page, `lang="de"`)
	assert.Contains(t, p.Page, `inputmode="numeric"`, "a number gets a numeric keyboard")
}

func TestAcceptLanguage(t *testing.T) {
	for header, want := range map[string]text.Lang{
		"": text.EN, "fr-CH, fr;q=0.9, en;q=0.8": text.FR, "pt-BR,es;q=0.5": text.ES, "xx": text.EN, "RU": text.RU,
		// q-values rank the languages, whatever their order.
		"de;q=0.1, fr": text.FR, "en;q=0.2,hu;q=0.8": text.HU, "de;q=0, es": text.ES, "pt, ru-RU;q=0.5": text.RU,
		"ru_RU.UTF-8": text.RU, "*": text.EN,
	} {
		assert.Equal(t, want, acceptLang(header, text.EN), header)
	}
}

// A phone that waits reloads by itself, without JavaScript, and the server
// answers the reload when the page changes.
func TestAWaitingPhoneReloadsWhenThePageChanges(t *testing.T) {
	tb := newTable(t, "Anna", "Ben")
	anna := tb.seated(t, "Anna")
	tb.srv.SetDone(0, true)
	tb.srv.Show(0, Page{Page: pages.Page{Kind: Choice, Label: "review", Items: []string{"done", "coins: 3"}}})
	_, err := anna.Get()
	require.NoError(t, err)
	assert.Regexp(t, `<meta http-equiv="refresh" content="1;url=/[0-9a-f]{32}/\?after=\d+">`, anna.Page)
	go tb.srv.Finish(func(text.Lang) Outcome { return Outcome{Pad: "PAD <1>"} })
	code, err := anna.Refresh()
	require.NoError(t, err)
	assert.Equal(t, http.StatusOK, code)
	assert.Equal(t, phonetest.Result, anna.Kind())
	assert.Equal(t, "PAD <1>", anna.Pad())
	assert.NotContains(t, anna.Page, "refresh", "the result stays when the server has closed")
	select {
	case <-tb.srv.Delivered(): // every phone holding a seat has the result
	default:
		t.Fatal("Anna's phone, the only one, was shown the result")
	}
}

// Idle counts from the last request that carried the secret: a stranger's
// requests do not keep the game's server up.
func TestIdleCountsOnlyTheGamesRequests(t *testing.T) {
	tb := newTable(t, "Anna", "Ben")
	tb.clock.add(10 * time.Minute)
	assert.Equal(t, 10*time.Minute, tb.srv.Idle())
	code, _ := status(t, mustRequest(t, http.MethodGet, tb.web.URL+"/", ""))
	assert.Equal(t, http.StatusNotFound, code)
	assert.Equal(t, 10*time.Minute, tb.srv.Idle(), "a request without the secret")
	code, _ = status(t, mustRequest(t, http.MethodGet, tb.url(), ""))
	assert.Equal(t, http.StatusOK, code)
	assert.Zero(t, tb.srv.Idle())
}

// Only what NewSecret and NewToken make is taken from a draft.
func TestRandomAcceptsOnlyWhatWasMade(t *testing.T) {
	secret, err := NewSecret()
	require.NoError(t, err)
	token, err := NewToken()
	require.NoError(t, err)
	assert.True(t, Random(secret))
	assert.True(t, Random(token))
	for _, bad := range []string{"", "a", "x", "../../etc", strings.ToUpper(secret), secret + "0", secret[:31] + "g"} {
		assert.False(t, Random(bad), bad)
	}
}
