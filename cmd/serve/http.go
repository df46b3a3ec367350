package serve

import (
	"bytes"
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

	"altiplano/cmd/pages"
	"altiplano/cmd/text"
)

// csp allows the page's own inline style (by its hash), forms posting to
// the page's own address, and nothing else: no script, no image, no font,
// nothing from outside. Made on first use: most runs serve no phone.
var csp = sync.OnceValue(func() string {
	return "default-src 'none'; style-src 'sha256-" + pages.StyleHash() + "'; form-action 'self'; base-uri 'none'; frame-ancestors 'none'"
})

// The cookies: a seat's (access to it), and the language a phone without a
// seat chose on the seats page.
const (
	cookieName = "altiplano_seat"
	langCookie = "altiplano_lang"
	// leftCookie is the seat cookie a phone no longer holds: a phone that
	// said "not me" and takes the seat again is no other phone.
	leftCookie = "altiplano_left"
)

// cookieAge is how long a phone keeps its seat: the game's, days if a game
// is resumed later, not the browser's session (a camera app's browser, a
// restart). The path holds the game's secret: no other game sees it.
const cookieAge = 30 * 24 * time.Hour

// answerWait bounds how long a posted answer waits for the next page, so
// the redirect shows it; a slow check only means the phone sees "waiting".
const answerWait = 3 * time.Second

// crossOrigin is Go's own check of a state-changing request's origin
// (Sec-Fetch-Site, else Origin against Host). It is not access control:
// the seat's token is.
type crossOrigin = http.CrossOriginProtection

func newCrossOrigin() *crossOrigin { return http.NewCrossOriginProtection() }

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
		s.bare(w, r, http.StatusTooManyRequests, text.ServeTooMany.T())
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
		s.render(w, r, http.StatusOK, note{})
	case r.Method == http.MethodPost && (rest == "claim" || rest == "answer" || rest == "lang" || rest == "leave"):
		s.post(w, r, rest)
	default:
		http.NotFound(w, r)
	}
}

// note is a sentence a page says above everything else (a refusal), and
// for a PIN page, the seat it asks about.
type note struct {
	say text.Text
	pin int // 1 + the seat whose PIN the page asks; 0 for none
	err bool
	// kept is said after say, as a refusal: an answer typed on a page
	// whose seat had gone, shown back so it is not lost.
	kept text.Text
	// forget drops the phone's cookie: it no longer holds a seat.
	forget bool
}

// barePage is a page that only says a sentence: it reads no seat, so a
// flood costs little and a phone's pending news is not spent on it.
var barePage = template.Must(template.New("bare").Parse(`<!doctype html>
<html lang="{{.Lang}}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<style>{{.Style}}</style>
</head>
<body>
<p class="err">{{.Say}}</p>
</body>
</html>
`))

// bare answers with a page that only says why, in the phone's language.
func (s *Server) bare(w http.ResponseWriter, r *http.Request, status int, why text.Text) {
	lang := s.phoneLang(r)
	var buf bytes.Buffer
	if err := barePage.Execute(&buf, struct {
		Lang  text.Lang
		Style template.CSS
		Say   string
	}{lang, template.CSS(pages.Style()), text.For(lang).T(why)}); err != nil {
		http.Error(w, "", http.StatusInternalServerError)
		return
	}
	w.Header().Set("Content-Type", "text/html; charset=utf-8")
	w.WriteHeader(status)
	_, _ = w.Write(buf.Bytes())
}

// refuse answers a request that cannot be taken with the phone's page and
// why, in its language, with status.
func (s *Server) refuse(w http.ResponseWriter, r *http.Request, status int, why text.Text) {
	s.render(w, r, status, note{say: why, err: true})
}

// post checks what every form shares, then acts.
func (s *Server) post(w http.ResponseWriter, r *http.Request, action string) {
	// A page elsewhere may not post here (a browser says where a form
	// came from); this is Go's own check.
	if err := s.cross.Check(r); err != nil {
		s.refuse(w, r, http.StatusForbidden, text.ServeFormRefused.T())
		return
	}
	if r.ContentLength > MaxBody {
		s.tooLong(w, r)
		return
	}
	r.Body = http.MaxBytesReader(w, r.Body, MaxBody)
	if err := r.ParseForm(); err != nil {
		var tooBig *http.MaxBytesError
		if errors.As(err, &tooBig) {
			s.tooLong(w, r)
			return
		}
		s.refuse(w, r, http.StatusBadRequest, text.ServeFormRefused.T())
		return
	}
	if action == "claim" {
		s.claim(w, r)
		return
	}
	i, st := s.seatOf(r)
	if action == "lang" && st == nil {
		s.chooseLang(w, r)
		return
	}
	if st == nil {
		if f, ok := s.formerOf(r); ok && f.seat < len(s.seats) {
			s.seatGone(w, r, f, action)
			return
		}
	}
	if st == nil || r.PostForm.Get("seat") != strconv.Itoa(i) || !equal(r.PostForm.Get("token"), s.formToken(st.Token)) {
		s.refuse(w, r, http.StatusForbidden, text.ServeFormRefused.T())
		return
	}
	switch action {
	case "lang":
		s.setLang(i, r.PostForm.Get("lang"))
		http.Redirect(w, r, s.Path(), http.StatusSeeOther)
		return
	case "leave":
		s.leave(w, r, i)
		return
	}
	answer := r.PostForm.Get("answer")
	for _, other := range []string{"choice", "suggest"} {
		if c, ok := r.PostForm[other]; ok && len(c) > 0 {
			answer = c[0]
		}
	}
	version, _ := strconv.Atoi(r.PostForm.Get("v"))
	next := s.NextPage(i)
	s.mu.Lock()
	changed := st.changed
	var taken Refusal
	if utf8.RuneCountInString(answer) > MaxAnswer {
		st.flash, st.flashNote = text.ServeNotTakenLong.T(MaxAnswer), false
		taken = Changed
	} else {
		taken = s.deliver(st, version, answer, false)
		s.flashFor(st, taken, answer)
		if _, chose := r.PostForm["choice"]; chose && taken == Changed && st.page.review != notReview {
			// A tap on a review drawn again since: its number is no
			// answer to say; why it was not taken is.
			st.flash = text.ServeReviewNotTaken.T()
		}
	}
	s.mu.Unlock()
	if taken == Taken {
		// Wait for the walk to show what comes next, so the redirect shows
		// it: a page shown again as it was (a seat marked done, seeing its
		// answers while it changes one) is not what comes next.
		t := time.NewTimer(answerWait)
	wait:
		for {
			select {
			case <-changed:
				break wait
			case <-next:
				next = nil
				s.mu.Lock()
				moved := st.version != version || s.resultFn != nil
				s.mu.Unlock()
				if moved {
					break wait
				}
			case <-s.stop:
				break wait
			case <-r.Context().Done():
				break wait
			case <-t.C:
				break wait
			}
		}
		t.Stop()
	}
	http.Redirect(w, r, s.Path(), http.StatusSeeOther)
}

// seatGone answers a form from a phone whose seat went meanwhile (taken
// with its PIN on another phone, freed by the host): the phone reads why,
// sees the seats to rejoin or choose, and what it typed, so it is not lost.
func (s *Server) seatGone(w http.ResponseWriter, r *http.Request, f formerSeat, action string) {
	n := note{say: formerText(f, s.seatName(f.seat)), forget: true}
	if typed := strings.TrimSpace(r.PostForm.Get("answer")); action == "answer" && typed != "" {
		n.kept = text.ServeNotTakenNoSeat.T(cut(typed, MaxAnswer))
	}
	s.render(w, r, http.StatusConflict, n)
}

// cut is s cut to n characters.
func cut(s string, n int) string {
	if utf8.RuneCountInString(s) <= n {
		return s
	}
	return string([]rune(s)[:n])
}

// flashFor says on the phone why its answer was not taken; callers hold
// s.mu.
func (s *Server) flashFor(st *seat, r Refusal, answer string) {
	switch r {
	case Changed, ByPhone:
		st.flash, st.flashNote = text.ServeNotTakenChanged.T(answer), false
	case ByHost:
		st.flash, st.flashNote = text.ServeNotTakenByHost.T(answer), false
	case Closed:
		switch {
		case s.resultFn != nil:
			st.flash = text.Text{} // the result is there
		case !s.closed.IsZero():
			st.flash, st.flashNote = s.closed, true // news, not a refusal
		}
	}
}

// tooLong answers a body over MaxBody: with a sentence on the seat's page
// when the phone holds one, else on the seats page.
func (s *Server) tooLong(w http.ResponseWriter, r *http.Request) {
	if _, st := s.seatOf(r); st != nil {
		s.mu.Lock()
		st.flash, st.flashNote = text.ServeNotTakenLong.T(MaxAnswer), false
		s.mu.Unlock()
		http.Redirect(w, r, s.Path(), http.StatusSeeOther)
		return
	}
	s.render(w, r, http.StatusRequestEntityTooLarge, note{say: text.ServeNotTakenLong.T(MaxAnswer), err: true})
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

// formerOf is why the request's cookie no longer holds a seat, if it held one.
func (s *Server) formerOf(r *http.Request) (formerSeat, bool) {
	c, err := r.Cookie(cookieName)
	if err != nil || c.Value == "" {
		return formerSeat{}, false
	}
	s.mu.Lock()
	defer s.mu.Unlock()
	f, ok := s.former[c.Value]
	return f, ok
}

// claim gives a free seat to the phone asking, or a held one to the phone
// that knows its PIN. Every refusal is a sentence in the phone's language.
func (s *Server) claim(w http.ResponseWriter, r *http.Request) {
	if !equal(r.PostForm.Get("token"), s.formToken("claim")) {
		s.refuse(w, r, http.StatusForbidden, text.ServeFormRefused.T())
		return
	}
	i, err := strconv.Atoi(r.PostForm.Get("seat"))
	if err != nil || i < 0 || i >= len(s.seats) {
		s.refuse(w, r, http.StatusBadRequest, text.ServeFormRefused.T())
		return
	}
	token, err := NewToken()
	if err != nil {
		s.refuse(w, r, http.StatusInternalServerError, text.ServeHostFailed.T())
		return
	}
	lang := s.phoneLang(r)
	pin, withPIN := r.PostForm["pin"]
	again := s.leftHere(r, i)
	s.mu.Lock()
	st := s.seats[i]
	if st.Token != "" {
		if !withPIN {
			s.mu.Unlock()
			// Two phones tapped one seat at once: this one reads why, and
			// can take the seat back with its PIN if it is its player's.
			s.render(w, r, http.StatusConflict, note{say: text.ServeSeatJustTaken.T(st.Name), pin: i + 1, err: true})
			return
		}
		now := s.cfg.Now()
		if now.Before(st.pinLocked) {
			s.mu.Unlock()
			s.render(w, r, http.StatusTooManyRequests, note{say: pinLocked(st.Name, st.pinLocked.Sub(now)), pin: i + 1, err: true})
			return
		}
		if len(pin) == 0 || st.PIN == "" || !equal(strings.TrimSpace(pin[0]), st.PIN) {
			st.wrongPINs++
			if st.wrongPINs >= pinTries {
				st.pinLocked = now.Add(pinLock(st.wrongPINs))
			}
			s.mu.Unlock()
			s.render(w, r, http.StatusForbidden, note{say: text.ServePINWrong.T(st.Name), pin: i + 1, err: true})
			return
		}
		// The seat's PIN: the seat moves to this phone, with every answer;
		// the phone that held it is told.
		st.wrongPINs, st.pinLocked = 0, time.Time{}
		s.forget(st.Token, i, takenByPIN)
	}
	if !again || st.phones == 0 {
		st.phones++
	}
	st.Token, st.left = token, false
	if st.Lang != lang {
		st.Lang, st.relang = lang, true
		if st.page.Kind != Result {
			st.page = Page{Page: pages.Page{Kind: Waiting, Done: st.page.Done}} // until asked again in it
		}
	}
	s.seatChanged(i)
	http.SetCookie(w, s.cookie(cookieName, token))
	http.Redirect(w, r, s.Path(), http.StatusSeeOther)
}

// pinTries is how many wrong PINs in a row are tried before a wait.
const pinTries = 3

// pinLock is the wait after the nth wrong PIN in a row: 30 seconds after
// the third, doubling up to half an hour, so the 10,000 PINs cannot be
// tried while a game lasts.
func pinLock(n int) time.Duration {
	d := 30 * time.Second
	for k := pinTries; k < n && d < 30*time.Minute; k++ {
		d *= 2
	}
	return min(d, 30*time.Minute)
}

// pinLocked says how long name's seat still refuses a PIN, rounded up:
// the time it really waits.
func pinLocked(name string, wait time.Duration) text.Text {
	if wait < time.Minute {
		return text.ServePINLockedSeconds.T(name, int((wait+time.Second-1)/time.Second))
	}
	return text.ServePINLocked.T(name, int((wait+time.Minute-1)/time.Minute))
}

func (s *Server) cookie(name, value string) *http.Cookie {
	return &http.Cookie{Name: name, Value: value, Path: s.Path(), HttpOnly: true, SameSite: http.SameSiteStrictMode,
		MaxAge: int(cookieAge / time.Second)}
}

// leftHere reports whether the phone asking is the one that let go of
// seat i: it takes the seat back on the same phone.
func (s *Server) leftHere(r *http.Request, i int) bool {
	c, err := r.Cookie(leftCookie)
	if err != nil || c.Value == "" {
		return false
	}
	s.mu.Lock()
	defer s.mu.Unlock()
	f, ok := s.former[c.Value]
	return ok && f.seat == i && f.why == leftByPhone
}

// leave frees the seat of the phone that says it is not that player's.
func (s *Server) leave(w http.ResponseWriter, r *http.Request, i int) {
	s.mu.Lock()
	st := s.seats[i]
	s.forget(st.Token, i, leftByPhone)
	st.Token, st.left = "", true
	s.seatChanged(i)
	http.Redirect(w, r, s.Path(), http.StatusSeeOther)
}

// chooseLang is the language switch of a phone without a seat: kept in a
// cookie of its own until the phone takes a seat.
func (s *Server) chooseLang(w http.ResponseWriter, r *http.Request) {
	if !equal(r.PostForm.Get("token"), s.formToken("claim")) {
		s.refuse(w, r, http.StatusForbidden, text.ServeFormRefused.T())
		return
	}
	if lang, ok := text.ParseLang(r.PostForm.Get("lang")); ok && len(r.PostForm.Get("lang")) == 2 {
		http.SetCookie(w, s.cookie(langCookie, string(lang)))
	}
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
	if st.page.Kind != Result && s.closed.IsZero() {
		st.page = Page{Page: pages.Page{Kind: Waiting, Done: st.page.Done}} // until asked again in it
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

// phoneLang is the language of a phone without a seat: the one it chose on
// the seats page, else its browser's.
func (s *Server) phoneLang(r *http.Request) text.Lang {
	if c, err := r.Cookie(langCookie); err == nil {
		if l, ok := text.ParseLang(c.Value); ok && len(c.Value) == 2 {
			return l
		}
	}
	return acceptLang(r.Header.Get("Accept-Language"), s.cfg.Lang)
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

// render writes the page the request's phone is on, with status; n is a
// sentence to say first (a refusal), and the seat whose PIN to ask.
func (s *Server) render(w http.ResponseWriter, r *http.Request, status int, n note) {
	i, st := s.seatOf(r)
	if st != nil && r.URL.Query().Has("after") {
		s.holdUntilChanged(r, st)
	}
	lang := s.phoneLang(r)
	forgetCookie := n.forget
	if st == nil && n.say.IsZero() {
		if f, ok := s.formerOf(r); ok && f.seat < len(s.seats) {
			// This phone held a seat: it is told why it no longer does.
			n = note{say: formerText(f, s.seats[f.seat].Name)}
			forgetCookie = true
		}
	}
	if st == nil && n.pin == 0 {
		if k, err := strconv.Atoi(r.URL.Query().Get("pin")); err == nil && k >= 0 && k < len(s.seats) {
			n.pin = k + 1
		}
	}
	var errs, notes []text.Text
	errs, notes = sayAs(n.say, n.err, errs, notes)
	if !n.kept.IsZero() {
		errs = append(errs, n.kept)
	}
	s.mu.Lock()
	v := pages.View{Path: s.Path(), Seat: i, PINSeat: -1}
	switch {
	case st != nil:
		lang = st.Lang
		v.Name, v.Token, v.Version, v.Page = st.Name, s.formToken(st.Token), st.version, st.page.Page
		v.LangToken, v.LangSeat, v.Leave = v.Token, true, st.page.Kind != Result
		errs, notes = sayAs(st.flash, !st.flashNote, errs, notes)
		st.flash = text.Text{} // said once
		notes = append(notes, st.byHost...)
		if st.page.Kind == Result {
			s.outcome(lang, &v)
			st.seen = true
			s.checkDelivered()
			break
		}
		// A page that waits reloads by itself (held until it changes); the
		// result page stays. An open review does not: a reload would move a
		// player reading it back to its top every few seconds; a tap on it
		// after another seat or the host changed the table is refused with
		// the review as it is now.
		if st.page.Kind == Waiting || (st.page.Done && st.page.Kind == Choice) {
			v.Refresh = "1;url=" + s.Path() + "?after=" + strconv.Itoa(st.version)
			v.WaitLine = s.waitLine(text.For(lang), st)
		}
		v.ChoiceMain = !st.page.Done
	case s.resultFn != nil:
		v.Page = pages.Page{Kind: Result}
		s.outcome(lang, &v)
		v.LangToken = s.formToken("claim")
	case n.pin > 0:
		v.PIN, v.PINSeat, v.PINName = true, n.pin-1, s.seats[n.pin-1].Name
		v.Token, v.LangToken = s.formToken("claim"), s.formToken("claim")
		if n.say.IsZero() {
			notes = append(notes, text.ServePINAsk.T(v.PINName))
		}
	default:
		v.Join = true
		v.Token, v.LangToken = s.formToken("claim"), s.formToken("claim")
		for k, other := range s.seats {
			v.Seats = append(v.Seats, pages.SeatView{Index: k, Name: other.Name, Taken: other.Token != ""})
		}
	}
	s.mu.Unlock()
	p := text.For(lang)
	for _, t := range errs {
		v.Errors = append(v.Errors, p.T(t))
	}
	for _, t := range notes {
		v.Notes = append(v.Notes, p.T(t))
	}
	v.Speak(lang, s.cfg.Title)
	var buf bytes.Buffer
	if err := pages.Render(&buf, v); err != nil {
		http.Error(w, "", http.StatusInternalServerError)
		return
	}
	if forgetCookie {
		http.SetCookie(w, &http.Cookie{Name: cookieName, Value: "", Path: s.Path(), HttpOnly: true, SameSite: http.SameSiteStrictMode, MaxAge: -1})
		if c, err := r.Cookie(cookieName); err == nil {
			http.SetCookie(w, s.cookie(leftCookie, c.Value))
		}
	}
	w.Header().Set("Content-Type", "text/html; charset=utf-8")
	w.WriteHeader(status)
	_, _ = w.Write(buf.Bytes())
}

// formerText says why a phone's cookie no longer holds seat name.
func formerText(f formerSeat, name string) text.Text {
	switch f.why {
	case takenByPIN:
		return text.ServeTakenByPIN.T(name)
	case leftByPhone:
		return text.ServeLeft.T(name)
	}
	return text.ServeFreedByHost.T(name)
}

// waitLine is what a waiting phone reads: who it waits for; callers hold
// s.mu.
func (s *Server) waitLine(p text.Printer, st *seat) string {
	switch {
	case !s.hostNote.IsZero():
		return p.T(s.hostNote)
	case !s.closed.IsZero():
		return p.T(s.closed)
	case !st.page.Done:
		return text.ServeWaiting.In(p)
	}
	var others []string
	for _, o := range s.seats {
		if !o.page.Done {
			others = append(others, o.Name)
		}
	}
	if len(others) == 0 {
		return text.ServeEveryoneDone.In(p)
	}
	return text.ServeDoneWaitingFor.In(p, text.List(others...))
}

// outcome fills the result in lang, rendered once per language; callers
// hold s.mu.
func (s *Server) outcome(lang text.Lang, v *pages.View) {
	o, ok := s.result[lang]
	if !ok {
		o = s.resultFn(lang)
		s.result[lang] = o
	}
	v.SetOutcome(o)
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

// sayAs adds t, unless it is empty, to what a page says: to its errors, or
// else to its notes.
func sayAs(t text.Text, isErr bool, errs, notes []text.Text) ([]text.Text, []text.Text) {
	switch {
	case t.IsZero():
	case isErr:
		errs = append(errs, t)
	default:
		notes = append(notes, t)
	}
	return errs, notes
}
