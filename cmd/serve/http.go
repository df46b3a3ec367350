package serve

import (
	"bytes"
	"crypto/sha256"
	"embed"
	"encoding/base64"
	"errors"
	"html/template"
	"net"
	"net/http"
	"strconv"
	"strings"
	"sync"
	"time"
	"unicode/utf8"

	"golang.org/x/text/language"

	"altiplano/cmd/text"
)

//go:embed assets/page.html assets/style.css
var assets embed.FS

// The page, its style and the policy that allows it are made on first
// use: most runs of the program serve no phone.
var (
	page  = sync.OnceValue(func() *template.Template { return template.Must(template.ParseFS(assets, "assets/page.html")) })
	style = sync.OnceValue(func() string { return mustRead("assets/style.css") })
	// csp allows the page's own inline style (by its hash), forms posting
	// to the page's own address, and nothing else: no script, no image, no
	// font, nothing from outside.
	csp = sync.OnceValue(func() string {
		return "default-src 'none'; style-src 'sha256-" + hash(style()) + "'; form-action 'self'; base-uri 'none'; frame-ancestors 'none'"
	})
)

func mustRead(name string) string {
	b, err := assets.ReadFile(name)
	if err != nil {
		panic(err)
	}
	return string(b)
}

func hash(s string) string {
	h := sha256.Sum256([]byte(s))
	return base64.StdEncoding.EncodeToString(h[:])
}

const cookieName = "altiplano_seat"

// crossOrigin is Go's own check of a state-changing request's origin
// (Sec-Fetch-Site, else Origin against Host). It is not access control:
// the seat's token is.
var crossOrigin = sync.OnceValue(http.NewCrossOriginProtection)

// answerWait bounds how long a posted answer waits for the next page, so
// the redirect shows it; a slow check only means the phone sees "waiting".
const answerWait = 3 * time.Second

// ServeHTTP implements http.Handler.
func (s *Server) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	h := w.Header()
	h.Set("Content-Security-Policy", csp())
	h.Set("X-Content-Type-Options", "nosniff")
	// same-origin, not no-referrer: with no-referrer a browser sends
	// "Origin: null" on its own form posts, which the origin check refuses.
	h.Set("Referrer-Policy", "same-origin")
	h.Set("Cache-Control", "no-store")
	h.Set("X-Frame-Options", "DENY")
	client, _, err := net.SplitHostPort(r.RemoteAddr)
	if err != nil {
		client = r.RemoteAddr
	}
	if !s.limit.allow(client) {
		http.Error(w, "", http.StatusTooManyRequests)
		return
	}
	secret, rest, ok := strings.Cut(strings.TrimPrefix(r.URL.Path, "/"), "/")
	if !ok || !equal(secret, s.cfg.Secret) {
		http.NotFound(w, r) // the same answer for every address: nothing revealed
		return
	}
	s.mu.Lock()
	s.last = s.cfg.Now()
	s.mu.Unlock()
	switch {
	case rest == "" && (r.Method == http.MethodGet || r.Method == http.MethodHead):
		s.show(w, r)
	case r.Method == http.MethodPost && (rest == "claim" || rest == "answer" || rest == "lang"):
		s.post(w, r, rest)
	default:
		http.NotFound(w, r)
	}
}

// post checks what every form shares, then acts.
func (s *Server) post(w http.ResponseWriter, r *http.Request, action string) {
	// A page elsewhere may not post here (a browser says where a form
	// came from); this is Go's own check.
	if err := crossOrigin().Check(r); err != nil {
		http.Error(w, "", http.StatusForbidden)
		return
	}
	if r.ContentLength > MaxBody {
		http.Error(w, "", http.StatusRequestEntityTooLarge)
		return
	}
	r.Body = http.MaxBytesReader(w, r.Body, MaxBody)
	if err := r.ParseForm(); err != nil {
		var tooBig *http.MaxBytesError
		if errors.As(err, &tooBig) {
			http.Error(w, "", http.StatusRequestEntityTooLarge)
			return
		}
		http.Error(w, "", http.StatusBadRequest)
		return
	}
	if action == "claim" {
		s.claim(w, r)
		return
	}
	i, st := s.seatOf(r)
	if st == nil || r.PostForm.Get("seat") != strconv.Itoa(i) || !equal(r.PostForm.Get("token"), s.formToken(st.Token)) {
		http.Error(w, "", http.StatusForbidden)
		return
	}
	if action == "lang" {
		s.setLang(i, r.PostForm.Get("lang"))
		http.Redirect(w, r, s.Path(), http.StatusSeeOther)
		return
	}
	answer := r.PostForm.Get("answer")
	if c := r.PostForm.Get("choice"); c != "" {
		answer = c
	}
	if utf8.RuneCountInString(answer) > MaxAnswer {
		http.Error(w, "", http.StatusRequestEntityTooLarge)
		return
	}
	version, _ := strconv.Atoi(r.PostForm.Get("v"))
	s.mu.Lock()
	changed := st.changed
	delivered := s.deliver(st, version, answer)
	s.mu.Unlock()
	if delivered {
		// Wait for the walk to show what comes next, so the redirect shows it.
		t := time.NewTimer(answerWait)
		select {
		case <-changed:
		case <-s.stop:
		case <-r.Context().Done():
		case <-t.C:
		}
		t.Stop()
	}
	http.Redirect(w, r, s.Path(), http.StatusSeeOther)
}

// seatOf is the seat whose cookie the request carries.
func (s *Server) seatOf(r *http.Request) (int, *seat) {
	c, err := r.Cookie(cookieName)
	if err != nil || c.Value == "" {
		return -1, nil
	}
	s.mu.Lock()
	defer s.mu.Unlock()
	for i, st := range s.seats {
		if st.Token != "" && equal(st.Token, c.Value) {
			return i, st
		}
	}
	return -1, nil
}

// claim gives a free seat to the phone asking.
func (s *Server) claim(w http.ResponseWriter, r *http.Request) {
	if !equal(r.PostForm.Get("token"), s.formToken("claim")) {
		http.Error(w, "", http.StatusForbidden)
		return
	}
	i, err := strconv.Atoi(r.PostForm.Get("seat"))
	if err != nil || i < 0 || i >= len(s.seats) {
		http.Error(w, "", http.StatusBadRequest)
		return
	}
	token, err := NewToken()
	if err != nil {
		http.Error(w, "", http.StatusInternalServerError)
		return
	}
	lang := acceptLang(r.Header.Get("Accept-Language"), s.cfg.Lang)
	s.mu.Lock()
	st := s.seats[i]
	if st.Token != "" {
		s.mu.Unlock()
		// A second phone never takes a held seat; it sees the seats again,
		// that one marked taken (two phones tapping at once), not a blank page.
		s.render(w, r, http.StatusConflict)
		return
	}
	st.Token = token
	if st.Lang != lang {
		st.Lang, st.relang = lang, true
		st.page = Page{Kind: Waiting, Done: st.page.Done} // until asked again in it
	}
	s.seatChanged(i)
	http.SetCookie(w, &http.Cookie{Name: cookieName, Value: token, Path: s.Path(), HttpOnly: true, SameSite: http.SameSiteStrictMode})
	http.Redirect(w, r, s.Path(), http.StatusSeeOther)
}

func (s *Server) setLang(i int, code string) {
	lang, ok := text.ParseLang(code)
	if !ok {
		return
	}
	s.mu.Lock()
	st := s.seats[i]
	if st.Lang == lang {
		s.mu.Unlock()
		return
	}
	st.Lang, st.relang = lang, true
	if st.page.Kind != Result {
		st.page = Page{Kind: Waiting, Done: st.page.Done} // until asked again in it
	}
	s.seatChanged(i)
}

// seatChanged shows seat i's change and tells the host, which keeps it;
// callers hold s.mu, which it releases.
func (s *Server) seatChanged(i int) {
	st := s.seats[i]
	s.bump(st)
	saved := st.Seat
	s.mu.Unlock()
	if s.cfg.SeatChanged != nil {
		s.cfg.SeatChanged(i, saved)
	}
	s.changed()
}

// acceptLang is the language of the six the browser prefers most, by its
// q-values; def when it names none of them.
func acceptLang(header string, def text.Lang) text.Lang {
	tags, q, err := language.ParseAcceptLanguage(header)
	if err != nil {
		// A header that does not parse (a system locale, "ru_RU.UTF-8"):
		// the first of the six it names, as written.
		for _, part := range strings.Split(header, ",") {
			tag, _, _ := strings.Cut(part, ";")
			if l, ok := text.ParseLang(tag); ok {
				return l
			}
		}
		return def
	}
	for k, tag := range tags {
		if q[k] <= 0 {
			continue
		}
		base, conf := tag.Base()
		if conf == language.No {
			continue
		}
		if l, ok := text.ParseLang(base.String()); ok {
			return l
		}
	}
	return def
}

// view is what the page template shows.
type view struct {
	Title, Name, Path, Token string
	Style                    template.CSS // the embedded style sheet, ours
	Lang                     text.Lang
	Seat, Version, MaxAnswer int
	Page                     Page
	LangForm                 bool
	// Refresh reloads a page that waits, without JavaScript: the server
	// holds the reload until something changes (see holdUntilChanged).
	Refresh                        string
	Seats                          []seatView
	Langs                          []langView
	Pad                            string
	ChooseSeat, TakenWord, Send    string
	DoneWord, ResultWord, WaitWord string
}

type seatView struct {
	Index int
	Name  string
	Taken bool
}

type langView struct {
	Code    text.Lang
	Name    string
	Current bool
}

// show renders the seat's page, or the choice of seats for a phone without one.
func (s *Server) show(w http.ResponseWriter, r *http.Request) { s.render(w, r, http.StatusOK) }

// render writes the page the request's phone is on, with status.
func (s *Server) render(w http.ResponseWriter, r *http.Request, status int) {
	i, st := s.seatOf(r)
	if st != nil && r.URL.Query().Has("after") {
		s.holdUntilChanged(r, st)
	}
	lang := acceptLang(r.Header.Get("Accept-Language"), s.cfg.Lang)
	s.mu.Lock()
	v := view{Path: s.Path(), Style: template.CSS(style()), MaxAnswer: MaxAnswer, Seat: i}
	switch {
	case st != nil:
		lang = st.Lang
		v.Name, v.Token, v.Version, v.Page, v.LangForm = st.Name, s.formToken(st.Token), st.version, st.page, true
		if st.page.Kind == Result {
			v.Pad = s.pad(lang)
			st.seen = true
			s.checkDelivered()
		}
		// The result page never reloads: the server closes after it.
		if st.page.Kind == Waiting || (st.page.Done && st.page.Kind == Choice) {
			v.Refresh = "1;url=" + s.Path() + "?after=" + strconv.Itoa(st.version)
		}
	case s.resultFn != nil:
		v.Page, v.Pad = Page{Kind: Result}, s.pad(lang)
	default:
		v.Token = s.formToken("claim")
		for k, other := range s.seats {
			v.Seats = append(v.Seats, seatView{Index: k, Name: other.Name, Taken: other.Token != ""})
		}
	}
	s.mu.Unlock()
	p := text.For(lang)
	v.Lang = lang
	v.Title = p.T(s.cfg.Title)
	v.ChooseSeat, v.TakenWord, v.Send = text.ServeChooseSeat.In(p), text.ServeTaken.In(p), text.ServeSend.In(p)
	v.DoneWord, v.ResultWord, v.WaitWord = text.ServeDoneWaiting.In(p), text.ServeResult.In(p), text.ServeWaiting.In(p)
	for _, l := range text.Langs() {
		v.Langs = append(v.Langs, langView{Code: l, Name: text.LangName.In(text.For(l)), Current: l == lang})
	}
	var buf bytes.Buffer
	if err := page().Execute(&buf, v); err != nil {
		http.Error(w, "", http.StatusInternalServerError)
		return
	}
	w.Header().Set("Content-Type", "text/html; charset=utf-8")
	w.WriteHeader(status)
	_, _ = w.Write(buf.Bytes())
}

// pad is the result in lang, rendered once per language; callers hold s.mu.
func (s *Server) pad(lang text.Lang) string {
	if p, ok := s.result[lang]; ok {
		return p
	}
	p := s.resultFn(lang)
	s.result[lang] = p
	return p
}

// refreshHold bounds how long a waiting page's reload is held; shorter than
// the server's write timeout.
const refreshHold = 8 * time.Second

// holdUntilChanged holds the reload of a waiting page (?after=VERSION)
// until the seat's page changes, so a waiting phone costs one request per
// change rather than one a second.
func (s *Server) holdUntilChanged(r *http.Request, st *seat) {
	s.mu.Lock()
	same := r.URL.Query().Get("after") == strconv.Itoa(st.version)
	changed := st.changed
	s.mu.Unlock()
	if !same {
		return
	}
	t := time.NewTimer(refreshHold)
	defer t.Stop()
	select {
	case <-changed:
	case <-s.stop:
	case <-r.Context().Done():
	case <-t.C:
	}
}
