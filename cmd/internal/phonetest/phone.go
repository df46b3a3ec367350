// Package phonetest is a phone for tests of `score --serve`: an HTTP client
// with its own cookie jar that reads the served pages and posts their forms,
// as a browser without JavaScript does.
package phonetest

import (
	"fmt"
	"html"
	"io"
	"net"
	"net/http"
	"net/http/cookiejar"
	"net/url"
	"regexp"
	"strings"
	"time"
)

// Phone is one player's phone.
type Phone struct {
	Client *http.Client
	Base   string // the game's address, as the host prints it
	Lang   string // the browser's Accept-Language
	Page   string // the last page shown
	Body   string // the last response's body, whatever its status
}

// New is a phone with an empty cookie jar.
func New(base, lang string) *Phone {
	jar, _ := cookiejar.New(nil)
	return &Phone{Client: &http.Client{Jar: jar, Timeout: 10 * time.Second}, Base: base, Lang: lang}
}

// From is a phone with an empty cookie jar that connects from the local
// address ip (a loopback address such as 127.0.0.2): another phone on the
// table's network, as the server tells phones apart.
func From(base, lang, ip string) *Phone {
	p := New(base, lang)
	d := &net.Dialer{LocalAddr: &net.TCPAddr{IP: net.ParseIP(ip)}, Timeout: 5 * time.Second}
	p.Client.Transport = &http.Transport{DialContext: d.DialContext}
	return p
}

// Kind is what the last page asks for.
type Kind int

const (
	Waiting Kind = iota
	Seats
	Question
	Choice
	Result
	// PIN: the page asks a taken seat's PIN.
	PIN
	// YesNo: two buttons, a yes and a no.
	YesNo
)

var (
	reAction = regexp.MustCompile(`<form method="post" action="([^"]+)">`)
	reHidden = regexp.MustCompile(`<input type="hidden" name="(\w+)" value="([^"]*)">`)
	reLabel  = regexp.MustCompile(`<label[^>]*>([^<]*)</label>`)
	reInput  = regexp.MustCompile(`<input type="text" id="answer" name="answer" value="([^"]*)"`)
	reButton = regexp.MustCompile(`<button type="submit" name="(seat|choice)" value="(\d+)"([^>]*)>([^<]*)</button>`)
	reAnswer = regexp.MustCompile(`<button type="submit" name="(answer|suggest)" value="([^"]*)"[^>]*>([^<]*)</button>`)
	reTaken  = regexp.MustCompile(`<a class="seat taken" href="([^"]+)">([^<]*)</a>`)
	reErr    = regexp.MustCompile(`<p class="err">([^<]*)</p>`)
	reNote   = regexp.MustCompile(`<p class="(?:err|note)">([^<]*)</p>`)
	rePad    = regexp.MustCompile(`(?s)<pre>(.*)</pre>`)
	reLine   = regexp.MustCompile(`<p class="line">([^<]*)</p>`)
)

// Get loads the game's page.
func (p *Phone) Get() (int, error) {
	req, err := http.NewRequest(http.MethodGet, p.Base, nil)
	if err != nil {
		return 0, err
	}
	return p.do(req)
}

func (p *Phone) do(req *http.Request) (int, error) {
	if p.Lang != "" {
		req.Header.Set("Accept-Language", p.Lang)
	}
	resp, err := p.Client.Do(req)
	if err != nil {
		return 0, err
	}
	defer resp.Body.Close()
	body, err := io.ReadAll(io.LimitReader(resp.Body, 1<<20))
	if err != nil {
		return 0, err
	}
	p.Body = string(body)
	// A page is a page whatever its status: a refusal is a sentence on one.
	if strings.HasPrefix(resp.Header.Get("Content-Type"), "text/html") {
		p.Page = string(body)
	}
	return resp.StatusCode, nil
}

var reRefresh = regexp.MustCompile(`<meta http-equiv="refresh" content="\d+;url=([^"]+)">`)

// Refresh follows the waiting page's reload, as a browser does; the server
// answers it when the page changes. Without one, it loads the page again.
func (p *Phone) Refresh() (int, error) {
	m := reRefresh.FindStringSubmatch(p.Page)
	if m == nil {
		return p.Get()
	}
	return p.follow(m[1])
}

// follow loads a link of the page (an href as the page writes it).
func (p *Phone) follow(href string) (int, error) {
	u, err := url.Parse(p.Base)
	if err != nil {
		return 0, err
	}
	next, err := u.Parse(html.UnescapeString(href))
	if err != nil {
		return 0, err
	}
	req, err := http.NewRequest(http.MethodGet, next.String(), nil)
	if err != nil {
		return 0, err
	}
	return p.do(req)
}

// Kind says what the last page asks.
func (p *Phone) Kind() Kind {
	switch {
	case strings.Contains(p.Page, `id="pin"`):
		return PIN
	case strings.Contains(p.Page, `claim">`):
		return Seats
	case reInput.MatchString(p.Page):
		return Question
	case strings.Contains(p.Page, `class="yesno"`):
		return YesNo
	case strings.Contains(p.Page, `name="choice"`):
		return Choice
	case strings.Contains(p.Page, "<pre>") || strings.Contains(p.Page, `class="pad`):
		return Result
	}
	return Waiting
}

// Waits reports whether the page waits: it reloads by itself and offers
// nothing to do first (the player is done, or the next page is being
// prepared). An open review reloads too, but offers "I am done".
func (p *Phone) Waits() bool {
	return p.Reloads() && !strings.Contains(p.Page, ` class="main">`)
}

// Reloads reports whether the page reloads by itself (held by the server
// until the page changes).
func (p *Phone) Reloads() bool { return reRefresh.MatchString(p.Page) }

// Label is the question or choice asked.
func (p *Phone) Label() string {
	m := reLabel.FindStringSubmatch(p.Page)
	if m == nil {
		return ""
	}
	return html.UnescapeString(m[1])
}

// Default is the answer the question offers.
func (p *Phone) Default() string {
	if m := reInput.FindStringSubmatch(p.Page); m != nil {
		return html.UnescapeString(m[1])
	}
	return ""
}

// Refused is the last answer's problem, if it was refused.
func (p *Phone) Refused() string {
	if m := reErr.FindStringSubmatch(p.Page); m != nil {
		return html.UnescapeString(m[1])
	}
	return ""
}

// Notes are the sentences the page says first: why an answer or a tap was
// not taken, what the host answered.
func (p *Phone) Notes() []string {
	var out []string
	for _, m := range reNote.FindAllStringSubmatch(p.Page, -1) {
		out = append(out, html.UnescapeString(m[1]))
	}
	return out
}

// Lines are what the walk-through said above the question.
func (p *Phone) Lines() []string {
	var out []string
	for _, m := range reLine.FindAllStringSubmatch(p.Page, -1) {
		out = append(out, html.UnescapeString(m[1]))
	}
	return out
}

// Pad is the result shown.
func (p *Phone) Pad() string {
	if m := rePad.FindStringSubmatch(p.Page); m != nil {
		return html.UnescapeString(m[1])
	}
	return ""
}

// Buttons are the buttons of the page's first form: value → text.
func (p *Phone) Buttons() map[string]string {
	out := map[string]string{}
	for _, m := range reButton.FindAllStringSubmatch(p.Page, -1) {
		out[m[2]] = html.UnescapeString(m[4])
	}
	return out
}

// Form is the page's first form: where it posts and its hidden fields.
func (p *Phone) Form() (action string, fields url.Values, err error) {
	m := reAction.FindStringSubmatchIndex(p.Page)
	if m == nil {
		return "", nil, fmt.Errorf("no form on the page:\n%s", p.Page)
	}
	action = p.Page[m[2]:m[3]]
	end := strings.Index(p.Page[m[1]:], "</form>")
	fields = url.Values{}
	for _, h := range reHidden.FindAllStringSubmatch(p.Page[m[1]:m[1]+end], -1) {
		fields.Set(h[1], html.UnescapeString(h[2]))
	}
	return action, fields, nil
}

// Post sends the page's first form with extra fields, and follows the
// redirect to the next page.
func (p *Phone) Post(extra url.Values) (int, error) {
	action, fields, err := p.Form()
	if err != nil {
		return 0, err
	}
	for k, v := range extra {
		fields[k] = v
	}
	code, err := p.PostTo(action, fields.Encode())
	if err != nil || code != http.StatusOK {
		return code, err
	}
	return p.awaitNext(fields.Get("v"))
}

// awaitNext follows the page's reload, as a browser does, while the page
// is still the one an answer was posted from (version posted): a walk
// slower than the server's wait for its next page leaves the phone on a
// page that reloads until it changes. The server holds each reload until
// the page changes, so this waits on the page, not on time.
func (p *Phone) awaitNext(posted string) (int, error) {
	for range 8 {
		m := reHidden.FindAllStringSubmatch(p.Page, -1)
		version := ""
		for _, h := range m {
			if h[1] == "v" {
				version = h[2]
			}
		}
		// A page that waits for the answer just posted to be taken reloads
		// after that very version.
		waits := false
		if m := reRefresh.FindStringSubmatch(p.Page); m != nil {
			waits = strings.HasSuffix(html.UnescapeString(m[1]), "?after="+posted)
		}
		if posted == "" || (version != posted && !waits) || !reRefresh.MatchString(p.Page) {
			return http.StatusOK, nil
		}
		if code, err := p.Refresh(); err != nil || code != http.StatusOK {
			return code, err
		}
	}
	return http.StatusOK, nil
}

// PostTo posts a raw body to a path of the game's server.
func (p *Phone) PostTo(path, body string) (int, error) {
	u, err := url.Parse(p.Base)
	if err != nil {
		return 0, err
	}
	u.Path = path
	req, err := http.NewRequest(http.MethodPost, u.String(), strings.NewReader(body))
	if err != nil {
		return 0, err
	}
	req.Header.Set("Content-Type", "application/x-www-form-urlencoded")
	return p.do(req)
}

// Claim takes the seat of the player named name.
func (p *Phone) Claim(name string) (int, error) {
	for value, text := range p.Buttons() {
		if text == name {
			return p.Post(url.Values{"seat": {value}})
		}
	}
	return 0, fmt.Errorf("no free seat %q on the page:\n%s", name, p.Page)
}

// Sit loads the game's page and takes the seat of name, as a player does
// first; either page not shown is an error.
func (p *Phone) Sit(name string) error {
	if code, err := p.Get(); err != nil || code != http.StatusOK {
		return fmt.Errorf("the game's page: status %d, %v", code, err)
	}
	if code, err := p.Claim(name); err != nil || code != http.StatusOK {
		return fmt.Errorf("the seat of %s: status %d, %v", name, code, err)
	}
	return nil
}

// RefreshWhile follows the page's reloads while waiting holds, as a
// browser does. The server holds each reload until the page changes, so
// this waits on the page, not on time; five reloads are more than any one
// change takes.
func (p *Phone) RefreshWhile(waiting func() bool) error {
	for k := 0; waiting() && k < 5; k++ {
		if _, err := p.Refresh(); err != nil {
			return err
		}
	}
	return nil
}

// AnswerAsked answers the question shown, which must be the one whose
// label holds label.
func (p *Phone) AnswerAsked(label, answer string) error {
	if p.Kind() != Question || !strings.Contains(p.Label(), label) {
		return fmt.Errorf("not asked %q:\n%s", label, p.Page)
	}
	_, err := p.Answer(answer)
	return err
}

// Rejoin takes back the seat of the player named name, held by another
// phone, with its PIN.
func (p *Phone) Rejoin(name, pin string) (int, error) {
	for _, m := range reTaken.FindAllStringSubmatch(p.Page, -1) {
		if strings.HasPrefix(html.UnescapeString(m[2]), name+" · ") {
			if _, err := p.follow(m[1]); err != nil {
				return 0, err
			}
			return p.Post(url.Values{"pin": {pin}})
		}
	}
	return 0, fmt.Errorf("no taken seat %q on the page:\n%s", name, p.Page)
}

// Tell answers a yes/no page: the yes button, or the no.
func (p *Phone) Tell(yes bool) (int, error) {
	m := reAnswer.FindAllStringSubmatch(p.Page, -1)
	if len(m) != 2 {
		return 0, fmt.Errorf("not a yes/no page:\n%s", p.Page)
	}
	k := 1
	if yes {
		k = 0
	}
	return p.Post(url.Values{"answer": {html.UnescapeString(m[k][2])}})
}

// Suggestion is the correction a refusal offers as a button, if any.
func (p *Phone) Suggestion() string {
	for _, m := range reAnswer.FindAllStringSubmatch(p.Page, -1) {
		if m[1] == "suggest" {
			return html.UnescapeString(m[2])
		}
	}
	return ""
}

// Leave taps "not me": the phone lets go of its seat.
func (p *Phone) Leave() (int, error) {
	fields, ok := p.formFields("leave")
	if !ok {
		return 0, fmt.Errorf("no \"not me\" on the page:\n%s", p.Page)
	}
	u, err := url.Parse(p.Base)
	if err != nil {
		return 0, err
	}
	return p.PostTo(u.Path+"leave", fields.Encode())
}

// formFields are the hidden fields of the page's form of class class.
func (p *Phone) formFields(class string) (url.Values, bool) {
	start := strings.Index(p.Page, `<form class="`+class+`"`)
	if start < 0 {
		return nil, false
	}
	form := p.Page[start:]
	form = form[:strings.Index(form, "</form>")]
	fields := url.Values{}
	for _, h := range reHidden.FindAllStringSubmatch(form, -1) {
		fields.Set(h[1], html.UnescapeString(h[2]))
	}
	return fields, true
}

// Answer answers the question shown.
func (p *Phone) Answer(a string) (int, error) { return p.Post(url.Values{"answer": {a}}) }

// Choose presses the k-th button of a choice.
func (p *Phone) Choose(k int) (int, error) { return p.Post(url.Values{"choice": {fmt.Sprint(k)}}) }

// ChooseText presses the button of a choice whose text is text.
func (p *Phone) ChooseText(text string) (int, error) {
	for value, b := range p.Buttons() {
		if b == text {
			return p.Post(url.Values{"choice": {value}})
		}
	}
	return 0, fmt.Errorf("no button %q on the page:\n%s", text, p.Page)
}

// SwitchLang asks for the pages of the seat (counted from 0) in lang, as
// the page's language buttons do: for the page shown (its version).
func (p *Phone) SwitchLang(seat int, lang string) (int, error) {
	fields, ok := p.formFields("lang")
	if !ok {
		return 0, fmt.Errorf("no language buttons on the page:\n%s", p.Page)
	}
	u, err := url.Parse(p.Base)
	if err != nil {
		return 0, err
	}
	fields.Set("seat", fmt.Sprint(seat))
	fields.Set("lang", lang)
	return p.PostTo(u.Path+"lang", fields.Encode())
}
