// Package serve is the web side of `altiplano score --serve` and
// `altiplano alpaka score --serve`: each player answers the walk-through's
// questions on their own phone. It knows pages and seats, not the game: the
// questions, their checks and their echoes come from the walk-through, one
// seat at a time, through Show and Wait.
//
// Everything lives under one path made of the game's secret; any other
// request is refused with an empty 404, so a stranger on the network learns
// nothing. A phone holds its seat by an HttpOnly, SameSite=Strict cookie
// that lasts the game; a phone that lost it takes the seat back with the
// seat's PIN, which the host shows. Every form carries a token derived from
// the seat, and posts from another site are refused
// (http.CrossOriginProtection).
//
// Every page a phone is shown has a version, and every answer says which
// version it answers, from a phone or from the host's keyboard: an answer
// to a page that has changed is never taken for the next question, and the
// phone (or the host) is told why it was not taken.
package serve

import (
	"context"
	"crypto/hmac"
	"crypto/rand"
	"crypto/sha256"
	"crypto/subtle"
	"encoding/hex"
	"errors"
	"slices"
	"strings"
	"sync"
	"time"

	"altiplano/cmd/pages"
	"altiplano/cmd/text"
)

// Page is what a seat's phone shows, as the server keeps it: the page
// (pages.Page) and what the host's terminal needs of it.
type Page struct {
	pages.Page
	// review: the page is the player's review of their answers, which the
	// host's terminal says in its own words.
	review review
	// HostLabel is where the seat is, in the host's language, for the
	// host's progress lines; never shown on the phone.
	HostLabel string
	// redrawn: the review was drawn again, changed, for a change of the
	// table (no answer moved it).
	redrawn bool
	// hostDropped: drawn again so, it dropped the host's choice.
	hostDropped bool
}

// The kinds of page, as pages names them.
const (
	Waiting  = pages.Waiting
	Question = pages.Question
	Choice   = pages.Choice
	Result   = pages.Result
	YesNo    = pages.YesNo
)

// review is what kind of review a choice page is, if one.
type review int

const (
	notReview  review = iota
	reviewOpen        // its first item says the player is done
	reviewDone        // the player is done
)

// Seat is a player's place at the table as the server keeps it.
type Seat struct {
	Name  string
	Token string    // the phone's cookie; "" while no phone holds the seat
	Lang  text.Lang // the phone's language
	// PIN gives the seat back to its player on another phone (a lost
	// cookie, another browser); the host shows it next to the name.
	PIN string
}

// Status is a seat's progress, for the host's screen.
type Status struct {
	Name    string
	PIN     string
	Claimed bool
	// Label is where the seat is, in the host's language: the page's
	// HostLabel, or its label when the phone speaks the host's language;
	// else empty.
	Label string
	Done  bool
	// Phone counts the phones that took the seat: another phone took it
	// (with its PIN) when it changes while the seat stays claimed.
	Phone int
	// Left: the phone let go of the seat ("not me").
	Left bool
}

var (
	// ErrLangChanged ends a Wait when the phone switched language: the seat's
	// questions are to be asked again in the new one.
	ErrLangChanged = errors.New("language changed")
	// ErrStopped ends a Wait when the server stops, or takes no more
	// answers from the phones.
	ErrStopped = errors.New("server stopped")
	// ErrTableChanged ends a Wait on a review when the table changed since
	// it was drawn (another seat's answer, the host's): the seat's walk
	// draws it again, and a review that changed is a new page version.
	ErrTableChanged = errors.New("table changed")
)

// MaxSeats bounds the seats a server takes.
const MaxSeats = 8

// MaxBody bounds a request body: an answer of MaxAnswer characters of
// four bytes each, percent-encoded, and the form's other fields.
const MaxBody = 16 << 10

// MaxAnswer bounds one answer, in characters, as a typed line.
const MaxAnswer = pages.MaxAnswer

// Config sets up a server.
type Config struct {
	// Secret is the game's secret, part of every address; NewSecret makes one.
	Secret string
	Seats  []Seat
	// Lang is the language for a browser whose Accept-Language names none of
	// the six.
	Lang text.Lang
	// Title names the game on every page.
	Title text.Text
	// Host names the host's computer, for a phone that waits on it
	// ("waiting for the host, anas-laptop"); "" says only "the host".
	Host string
	Now  func() time.Time
	// SeatChanged is told when a phone takes a seat, leaves it, or changes
	// its language, so the seat survives a restart. It runs outside the
	// server's lock.
	SeatChanged func(seat int, s Seat)
	// Changed is told whenever a seat's page or state changes (the host's
	// progress display). It runs outside the server's lock.
	Changed func()
	// Rate and Burst limit requests per client address (per second);
	// defaults 50 and 100.
	Rate, Burst float64
}

// Outcome is the result as a phone shows it (pages.Outcome).
type Outcome = pages.Outcome

// Server is one game's web server state.
type Server struct {
	cfg   Config
	limit *limiter
	cross *crossOrigin

	mu       sync.Mutex
	seats    []*seat
	last     time.Time // the last request with the secret
	result   map[text.Lang]Outcome
	resultFn func(text.Lang) Outcome
	// finished is when the result was shown.
	finished time.Time
	stopped  bool
	stop     chan struct{}
	// closed, once set, is why the phones' answers are no longer taken
	// (the host scores now, or everyone is done): pages wait, saying it.
	closed text.Text
	// hostNote, when set, is what the phones wait for on the host.
	hostNote text.Text
	// delivered is closed once every claimed seat has been shown the result.
	delivered chan struct{}
	// shownNext holds, per seat, who waits for its next page (NextPage).
	shownNext map[int]chan struct{}
	// former remembers the cookies that held a seat and why they no
	// longer do, so that phone is told in a sentence, not shown the seats
	// as if nothing happened.
	former map[string]formerSeat
}

// formerSeat is a cookie that held a seat.
type formerSeat struct {
	seat int
	why  formerWhy
}

type formerWhy int

const (
	freedByHost formerWhy = iota // the host typed r and the seat's number
	takenByPIN                   // another phone took the seat with its PIN
	leftByPhone                  // the phone said "not me"
)

// maxFormer bounds the cookies remembered; a table has a handful.
const maxFormer = 64

type seat struct {
	Seat
	page    Page
	version int
	changed chan struct{} // closed and replaced on every change of page
	// posted is an answer to the page shown, not yet taken by the walk;
	// taken: the walk took an answer to this version.
	posted   *posted
	taken    bool
	answered chan struct{} // signalled when an answer is posted
	relang   bool          // the language changed since the page was shown
	// stale: the table changed since the review shown was drawn; its walk
	// draws it again.
	stale bool
	// redrawing: the walk draws the review again; an answer waiting on
	// it is not the review's answer yet, nor its next page.
	redrawing bool
	seen      bool // the phone was shown the result
	// flash is said once on the phone's next page: why its last answer
	// was not taken; flashNote: it is news, not a refusal (the game is
	// being scored).
	flash     text.Text
	flashNote bool
	// byHost are the answers the host gave for the seat, said on the
	// phone until its player answers again; hostSaid is the last one,
	// said once the walk took it (its next page refuses nothing).
	byHost   []text.Text
	hostSaid text.Text
	// lastByHost: the last answer taken for the seat came from the host.
	lastByHost bool
	// lastTaken is the last answer the walk took from the phone: the
	// same form sent twice (a double tap) is taken once, and not refused.
	lastTaken posted
	// phones counts the phones that took the seat; left: the last one let
	// go of it ("not me").
	phones int
	left   bool
	// Wrong PINs: how many in a row, and until when no PIN is tried.
	wrongPINs int
	pinLocked time.Time
}

// posted is an answer to one version of a seat's page.
type posted struct {
	version int
	answer  string
	host    bool
}

// NewSecret returns 128 random bits from crypto/rand, in hex.
func NewSecret() (string, error) { return randomHex(16) }

// NewToken returns a seat token: 128 random bits, in hex.
func NewToken() (string, error) { return randomHex(16) }

// Random says whether s is what NewSecret and NewToken make: 32 lowercase
// hex digits. A draft is a file anyone with the account can edit: a secret
// or token that is not one is not used.
func Random(s string) bool {
	if len(s) != 32 {
		return false
	}
	_, err := hex.DecodeString(s)
	return err == nil && strings.ToLower(s) == s
}

func randomHex(n int) (string, error) {
	b := make([]byte, n)
	if _, err := rand.Read(b); err != nil {
		return "", err
	}
	return hex.EncodeToString(b), nil
}

// New makes a server for cfg's seats.
func New(cfg Config) *Server {
	if cfg.Now == nil {
		cfg.Now = time.Now
	}
	if cfg.Rate == 0 {
		cfg.Rate, cfg.Burst = 50, 100
	}
	if cfg.Lang == "" {
		cfg.Lang = text.EN
	}
	s := &Server{cfg: cfg, limit: newLimiter(cfg.Rate, cfg.Burst, cfg.Now), cross: newCrossOrigin(), last: cfg.Now(),
		stop: make(chan struct{}), delivered: make(chan struct{}), former: map[string]formerSeat{}}
	for _, st := range cfg.Seats[:min(len(cfg.Seats), MaxSeats)] {
		if st.Lang == "" {
			st.Lang = cfg.Lang
		}
		s.seats = append(s.seats, &seat{Seat: st, changed: make(chan struct{}), answered: make(chan struct{}, 1)})
	}
	return s
}

// Path is the address path of the game: the secret between slashes.
func (s *Server) Path() string { return "/" + s.cfg.Secret + "/" }

// Lang is the language of a seat's phone.
func (s *Server) Lang(i int) text.Lang {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.seats[i].Lang
}

// Show sets what seat i's phone shows.
func (s *Server) Show(i int, p Page) {
	s.mu.Lock()
	redraw := s.seats[i].redrawing
	s.seats[i].stale, s.seats[i].redrawing = false, false // drawn from the table as it is now
	// Drawn again, the page has taken no answer: nobody waits for it.
	if !redraw {
		s.shown(i)
		s.hostAnswerTaken(s.seats[i], p)
	}
	if s.resultFn != nil || !s.closed.IsZero() {
		s.mu.Unlock()
		return // the result, or the wait for it, stays on every phone
	}
	st := s.seats[i]
	if st.relang {
		// Drawn before the phone chose its language: the walk's next Wait
		// says so and asks again in it, while the phone waits; a phone
		// never sees its question in the language it just left.
		s.mu.Unlock()
		return
	}
	p.Done = st.page.Done && p.Kind == Choice
	if samePage(st.page, p) {
		// The walk asks again what the phone shows (a seat marked done
		// sees its answers again): the phone's form stays good, and an
		// answer already posted to it is this page's.
		st.taken = false
		s.mu.Unlock()
		return
	}
	if a := st.posted; a != nil && redraw {
		// A review drawn again (the table changed) while a choice made on
		// it waits: that choice is not taken, and the phone (or the host)
		// says so.
		if !a.host && st.flash.IsZero() {
			st.flash, st.flashNote = text.ServeReviewNotTaken.T(), false
		}
		st.hostSaid, p.hostDropped = text.Text{}, a.host
	}
	if redraw {
		s.shown(i) // a host that chose from it waits for this page
	}
	p.redrawn = redraw
	st.page = p
	s.bump(st)
	s.mu.Unlock()
	s.changed()
}

// hostAnswerTaken says on the phone the host's answer for the seat once
// the walk shows its next page: only an answer it took (the page refuses
// nothing) is said as given; callers hold s.mu.
func (s *Server) hostAnswerTaken(st *seat, next Page) {
	if st.hostSaid.IsZero() {
		return
	}
	if next.Error == "" {
		st.byHost = append(st.byHost, st.hostSaid)
		if len(st.byHost) > 5 {
			st.byHost = st.byHost[1:]
		}
	}
	st.hostSaid = text.Text{}
}

// shown wakes whoever waits for seat i's next page; callers hold s.mu.
func (s *Server) shown(i int) {
	if c := s.shownNext[i]; c != nil {
		close(c)
		delete(s.shownNext, i)
	}
}

// NextPage is closed when seat i's walk next shows a page (even the same
// one again), or when the phones' answers close: the host, who answered for
// the seat, waits for it before asking the seat's next question.
func (s *Server) NextPage(i int) <-chan struct{} {
	s.mu.Lock()
	defer s.mu.Unlock()
	if !s.closed.IsZero() || s.resultFn != nil || s.stopped {
		return closedChan
	}
	if s.shownNext == nil {
		s.shownNext = map[int]chan struct{}{}
	}
	if s.shownNext[i] == nil {
		s.shownNext[i] = make(chan struct{})
	}
	return s.shownNext[i]
}

var closedChan = func() chan struct{} { c := make(chan struct{}); close(c); return c }()

func (s *Server) seatName(i int) string {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.seats[i].Name
}

// samePage reports whether two pages show the same thing.
func samePage(a, b Page) bool {
	return a.Kind == b.Kind && a.Help == b.Help && a.Label == b.Label && a.Default == b.Default && a.Value == b.Value &&
		a.Error == b.Error && a.Suggest == b.Suggest && a.Yes == b.Yes && a.No == b.No && a.Numeric == b.Numeric && a.None == b.None &&
		a.Done == b.Done && a.HostLabel == b.HostLabel &&
		slices.Equal(a.Lines, b.Lines) && slices.Equal(a.Items, b.Items) && slices.Equal(a.Intro, b.Intro)
}

// SetDone marks seat i done (or not).
//
// Neither is a new page for the phone: the walk shows the one that comes
// next (a done player's answers, without "I am done"), so the phone, which
// waits for its next page after an answer, never shows one in between.
func (s *Server) SetDone(i int, done bool) {
	s.mu.Lock()
	st := s.seats[i]
	if st.page.Done == done {
		s.mu.Unlock()
		return
	}
	st.page.Done = done
	s.mu.Unlock()
	s.changed()
}

// AllDone reports whether every seat marked its answers done.
func (s *Server) AllDone() bool {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.allDone()
}

func (s *Server) allDone() bool {
	for _, st := range s.seats {
		if !st.page.Done {
			return false
		}
	}
	return true
}

// CloseIfAllDone takes no more answers from the phones once every seat is
// done, in one step with the check: an answer a phone sends after it is
// refused with a sentence (why), never half taken. It reports whether it
// closed.
func (s *Server) CloseIfAllDone(why text.Text) bool {
	s.mu.Lock()
	if !s.allDone() {
		s.mu.Unlock()
		return false
	}
	s.closeLocked(why)
	s.mu.Unlock()
	s.changed()
	return true
}

// CloseAnswers takes no more answers from the phones (the host scores
// now): every phone waits, saying why.
func (s *Server) CloseAnswers(why text.Text) {
	s.mu.Lock()
	s.closeLocked(why)
	s.mu.Unlock()
	s.changed()
}

func (s *Server) closeLocked(why text.Text) {
	if !s.closed.IsZero() || s.resultFn != nil {
		return
	}
	s.closed = why
	for i, st := range s.seats {
		s.shown(i)
		if st.posted != nil {
			st.flash, st.flashNote = why, true // an answer on its way is not taken: said
			st.posted = nil
		}
		st.page = Page{Page: pages.Page{Kind: Waiting, Done: st.page.Done}}
		s.bump(st)
	}
}

// WaitOnHost tells every phone what it waits for on the host (a question
// only the host answers); the zero Text says it no longer does.
func (s *Server) WaitOnHost(note text.Text) {
	s.mu.Lock()
	s.hostNote = note
	for _, st := range s.seats {
		s.bump(st)
	}
	s.mu.Unlock()
	s.changed()
}

// TableChanged says that the table the walks share may have changed (a
// walk let go of it): every seat but except whose page is a review is
// drawn again by its walk, which shows it as a new page only if it
// changed. Pages that are questions show nothing of another seat's.
func (s *Server) TableChanged(except int) {
	s.mu.Lock()
	defer s.mu.Unlock()
	for i, st := range s.seats {
		if i == except || st.page.review == notReview {
			continue
		}
		st.stale = true
		select {
		case st.answered <- struct{}{}:
		default:
		}
	}
}

// HostName is the host's computer as the phones name it.
func (s *Server) HostName() string { return s.cfg.Host }

// bump marks a new version of the seat's page; callers hold s.mu. An
// answer posted to the old version and not taken is said on the phone.
func (s *Server) bump(st *seat) {
	if st.posted != nil {
		if st.flash.IsZero() && !st.posted.host {
			st.flash, st.flashNote = text.ServeNotTakenChanged.T(st.posted.answer), false
		}
		st.posted = nil
	}
	st.version++
	st.taken = false
	close(st.changed)
	st.changed = make(chan struct{})
}

func (s *Server) changed() {
	if s.cfg.Changed != nil {
		s.cfg.Changed()
	}
}

// Wait blocks until seat i's phone (or the host, for it) answers the page
// shown, the phone changes its language (ErrLangChanged), or the server
// stops, closes its answers, or ctx ends (ErrStopped).
func (s *Server) Wait(ctx context.Context, i int) (string, error) {
	st := s.seats[i]
	for {
		s.mu.Lock()
		if st.relang {
			st.relang = false
			s.mu.Unlock()
			return "", ErrLangChanged
		}
		if !s.closed.IsZero() || s.resultFn != nil {
			s.mu.Unlock()
			return "", ErrStopped
		}
		if st.stale {
			st.stale, st.redrawing = false, true
			s.mu.Unlock()
			return "", ErrTableChanged
		}
		if a := st.posted; a != nil && a.version == st.version {
			st.posted, st.taken, st.lastByHost = nil, true, a.host
			if !a.host {
				st.byHost = nil // the player answered again: said
				st.lastTaken = *a
			}
			// Any answer to a done seat's page changes it (or says done
			// again): the seat is not done from this moment, so the table
			// is never scored with an answer half taken.
			st.page.Done = false
			s.mu.Unlock()
			return a.answer, nil
		}
		changed := st.changed
		s.mu.Unlock()
		select {
		case <-st.answered:
		case <-changed:
		case <-s.stop:
			return "", ErrStopped
		case <-ctx.Done():
			return "", ErrStopped
		}
	}
}

// Refusal is why an answer was not taken.
type Refusal int

const (
	// Taken: the answer was taken.
	Taken Refusal = iota
	// Again: the same answer to the same page came twice (a double tap):
	// it was taken once.
	Again
	// Changed: the page has changed since it was answered.
	Changed
	// ByHost: the host answered that page for the seat.
	ByHost
	// ByPhone: the seat's phone answered that page (said to the host).
	ByPhone
	// Closed: the phones' answers are no longer taken.
	Closed
)

// Watch is seat i's page, its version, and a channel closed when it
// changes: the host's prompt for the seat is drawn again then.
func (s *Server) Watch(i int) (Page, int, <-chan struct{}) {
	s.mu.Lock()
	defer s.mu.Unlock()
	st := s.seats[i]
	return st.page, st.version, st.changed
}

// AnswerAt gives seat i's page version an answer from the host's keyboard,
// as the seat's phone would; it is refused when the page is no longer that
// version (the phone answered first: ByPhone). A phone that holds the seat
// is told, with said, that the host answered for it.
func (s *Server) AnswerAt(i, version int, answer string, said text.Text) Refusal {
	s.mu.Lock()
	defer s.mu.Unlock()
	st := s.seats[i]
	r := s.deliver(st, version, answer, true)
	if r == Taken && st.Token != "" && !said.IsZero() {
		st.hostSaid = said
	}
	return r
}

// deliver hands an answer to the seat's walk, once per page version, and
// says who was first when it is not taken; callers hold s.mu.
func (s *Server) deliver(st *seat, version int, answer string, host bool) Refusal {
	// who is the refusal when the page was answered by someone else: the
	// host's or the phone's answer came first.
	who := func(otherIsHost bool) Refusal {
		switch {
		case otherIsHost && !host:
			return ByHost
		case !otherIsHost && host:
			return ByPhone
		}
		return Changed
	}
	switch {
	case !host && version > 0 && version == st.lastTaken.version && answer == st.lastTaken.answer:
		return Again // the same form sent twice (a double tap): taken once
	case !s.closed.IsZero() || s.resultFn != nil:
		return Closed
	case version != st.version || !st.page.Answerable():
		return who(st.lastByHost)
	case st.posted != nil:
		if st.posted.answer == answer && st.posted.host == host {
			return Again
		}
		return who(st.posted.host)
	case st.taken:
		return who(st.lastByHost)
	}
	st.posted = &posted{version: version, answer: answer, host: host}
	select {
	case st.answered <- struct{}{}:
	default:
	}
	return Taken
}

// Release frees seat i, so another phone can take it; the phone that held
// it is told the host freed it.
func (s *Server) Release(i int) {
	s.mu.Lock()
	st := s.seats[i]
	if st.Token != "" {
		s.forget(st.Token, i, freedByHost)
	}
	st.Token = ""
	s.seatChanged(i)
}

// forget remembers why a cookie no longer holds seat i; callers hold s.mu.
func (s *Server) forget(token string, i int, why formerWhy) {
	if len(s.former) >= maxFormer {
		clear(s.former)
	}
	s.former[token] = formerSeat{seat: i, why: why}
}

// Progress is every seat's state, for the host.
func (s *Server) Progress() []Status {
	s.mu.Lock()
	defer s.mu.Unlock()
	out := make([]Status, len(s.seats))
	for k, st := range s.seats {
		label := st.page.HostLabel
		if label == "" && st.Lang == s.cfg.Lang {
			label = st.page.Label
		}
		out[k] = Status{Name: st.Name, PIN: st.PIN, Claimed: st.Token != "", Label: label, Done: st.page.Done, Phone: st.phones, Left: st.left}
	}
	return out
}

// Finish shows every phone the result, rendered in its language.
func (s *Server) Finish(result func(text.Lang) Outcome) {
	s.mu.Lock()
	s.resultFn = result
	s.result = map[text.Lang]Outcome{}
	s.finished = s.cfg.Now()
	s.hostNote = text.Text{}
	for i, st := range s.seats {
		s.shown(i)
		st.page = Page{Page: pages.Page{Kind: Result, Done: true}}
		s.bump(st)
		st.flash = text.Text{} // the result says it all
	}
	s.checkDelivered()
	s.mu.Unlock()
	s.changed()
}

// ResultShownFor is how long the result has been shown; 0 before it is.
func (s *Server) ResultShownFor() time.Duration {
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.resultFn == nil {
		return 0
	}
	return s.cfg.Now().Sub(s.finished)
}

// Delivered is closed once every phone that holds a seat has been shown the
// result.
func (s *Server) Delivered() <-chan struct{} { return s.delivered }

// checkDelivered closes delivered when no claimed seat waits for the
// result; callers hold s.mu.
func (s *Server) checkDelivered() {
	if s.resultFn == nil {
		return
	}
	for _, st := range s.seats {
		if st.Token != "" && !st.seen {
			return
		}
	}
	select {
	case <-s.delivered:
	default:
		close(s.delivered)
	}
}

// Stop ends every Wait.
func (s *Server) Stop() {
	s.mu.Lock()
	defer s.mu.Unlock()
	if !s.stopped {
		s.stopped = true
		close(s.stop)
		for i := range s.seats {
			s.shown(i)
		}
	}
}

// Idle is how long no request with the secret came.
func (s *Server) Idle() time.Duration {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.cfg.Now().Sub(s.last)
}

// formToken is the token a seat's forms carry: only pages the server sent
// to that seat's phone know it.
func (s *Server) formToken(seatToken string) string {
	m := hmac.New(sha256.New, []byte(s.cfg.Secret))
	m.Write([]byte("form:" + seatToken))
	return hex.EncodeToString(m.Sum(nil))
}

func equal(a, b string) bool { return subtle.ConstantTimeCompare([]byte(a), []byte(b)) == 1 }

// Current is what seat i's phone shows now.
func (s *Server) Current(i int) Page {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.seats[i].page
}
