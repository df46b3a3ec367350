// Package serve is the web side of `altiplano score --serve` and
// `altiplano alpaka score --serve`: each player answers the walk-through's
// questions on their own phone. It knows pages and seats, not the game: the
// questions, their checks and their echoes come from the walk-through, one
// seat at a time, through Show and Wait.
//
// Everything lives under one path made of the game's secret; any other
// request is refused with an empty 404, so a stranger on the network learns
// nothing. A phone holds its seat by an HttpOnly, SameSite=Strict cookie,
// and every form carries a token derived from the seat, against cross-site
// posts.
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

	"altiplano/cmd/text"
)

// Kind is what a page asks for.
type Kind int

const (
	// Waiting: nothing to answer yet (the seat's next question is being
	// prepared, or the player is done and waits for the table).
	Waiting Kind = iota
	// Question: one line of text.
	Question
	// Choice: one of several buttons.
	Choice
	// Result: the score pad.
	Result
)

// Page is what a seat's phone shows.
type Page struct {
	Kind    Kind
	Lines   []string // what the walk-through said since the last answer
	Help    string   // the question's explanation and example, above it
	Label   string
	Default string // what an empty answer gives
	Value   string // what the answer field starts with: the default, or an answer being corrected
	Error   string // why the last answer was refused
	Items   []string
	Numeric bool // a number: the phone shows a numeric keyboard
	Done    bool // the player marked their answers done
	// HostLabel is where the seat is, in the host's language, for the
	// host's progress lines; never shown on the phone.
	HostLabel string
}

// Seat is a player's place at the table as the server keeps it.
type Seat struct {
	Name  string
	Token string    // the phone's cookie; "" while no phone holds the seat
	Lang  text.Lang // the phone's language
}

// Status is a seat's progress, for the host's screen.
type Status struct {
	Name    string
	Claimed bool
	// Label is where the seat is, in the host's language: the page's
	// HostLabel, or its label when the phone speaks the host's language;
	// else empty.
	Label string
	Done  bool
}

var (
	// ErrLangChanged ends a Wait when the phone switched language: the seat's
	// questions are to be asked again in the new one.
	ErrLangChanged = errors.New("language changed")
	// ErrStopped ends a Wait when the server stops.
	ErrStopped = errors.New("server stopped")
)

// MaxSeats bounds the seats a server takes.
const MaxSeats = 8

// MaxBody bounds a request body.
const MaxBody = 16 << 10

// MaxAnswer bounds one answer, in characters, as a typed line.
const MaxAnswer = 1000

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
	Now   func() time.Time
	// SeatChanged is told when a phone takes a seat, or changes its
	// language, so the seat survives a restart. It runs outside the
	// server's lock.
	SeatChanged func(seat int, s Seat)
	// Changed is told whenever a seat's page or state changes (the host's
	// progress display). It runs outside the server's lock.
	Changed func()
	// Rate and Burst limit requests per client address (per second);
	// defaults 50 and 100.
	Rate, Burst float64
}

// Server is one game's web server state.
type Server struct {
	cfg   Config
	limit *limiter

	mu       sync.Mutex
	seats    []*seat
	last     time.Time // the last request with the secret
	result   map[text.Lang]string
	resultFn func(text.Lang) string
	stopped  bool
	stop     chan struct{}
	// delivered is closed once every claimed seat has been shown the result.
	delivered chan struct{}
	// shownNext holds, per seat, who waits for its next page (NextPage).
	shownNext map[int]chan struct{}
}

type seat struct {
	Seat
	page    Page
	version int
	changed chan struct{} // closed and replaced on every change of page
	answers chan string   // the answer to the current page, when posted
	pending bool          // an answer to this version is on its way
	relang  bool          // the language changed since the page was shown
	seen    bool          // the phone was shown the result
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
	s := &Server{cfg: cfg, limit: newLimiter(cfg.Rate, cfg.Burst, cfg.Now), last: cfg.Now(),
		stop: make(chan struct{}), delivered: make(chan struct{})}
	for _, st := range cfg.Seats[:min(len(cfg.Seats), MaxSeats)] {
		if st.Lang == "" {
			st.Lang = cfg.Lang
		}
		s.seats = append(s.seats, &seat{Seat: st, changed: make(chan struct{}), answers: make(chan string, 1)})
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
	if c := s.shownNext[i]; c != nil {
		close(c) // whoever waits for the seat's next page stops waiting, even for the result
		delete(s.shownNext, i)
	}
	if s.resultFn != nil {
		s.mu.Unlock()
		return // the result stays on every phone
	}
	st := s.seats[i]
	select {
	case <-st.answers: // an answer to an earlier page is not this page's
	default:
	}
	p.Done = st.page.Done && p.Kind == Choice
	if samePage(st.page, p) {
		// The walk asks again what the phone shows (a seat marked done
		// sees its answers again): the phone's form stays good.
		st.pending = false
		s.mu.Unlock()
		return
	}
	st.page = p
	s.bump(st)
	s.mu.Unlock()
	s.changed()
}

// samePage reports whether two pages show the same thing.
func samePage(a, b Page) bool {
	return a.Kind == b.Kind && a.Help == b.Help && a.Label == b.Label && a.Default == b.Default && a.Value == b.Value &&
		a.Error == b.Error && a.Numeric == b.Numeric && a.Done == b.Done && a.HostLabel == b.HostLabel &&
		slices.Equal(a.Lines, b.Lines) && slices.Equal(a.Items, b.Items)
}

// NextPage is closed when seat i's walk next shows a page: the host, who
// answered for the seat, waits for it before asking the seat's next question.
func (s *Server) NextPage(i int) <-chan struct{} {
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.shownNext == nil {
		s.shownNext = map[int]chan struct{}{}
	}
	if s.shownNext[i] == nil {
		s.shownNext[i] = make(chan struct{})
	}
	return s.shownNext[i]
}

// SetDone marks seat i done (or not).
//
// Done is a new page for the phone (it says so, and waits); not done is
// what the next question makes of the page, so the phone's form stays good
// until the walk shows it.
func (s *Server) SetDone(i int, done bool) {
	s.mu.Lock()
	st := s.seats[i]
	if st.page.Done == done {
		s.mu.Unlock()
		return
	}
	st.page.Done = done
	if done {
		s.bump(st)
	}
	s.mu.Unlock()
	s.changed()
}

// AllDone reports whether every seat marked its answers done.
func (s *Server) AllDone() bool {
	s.mu.Lock()
	defer s.mu.Unlock()
	for _, st := range s.seats {
		if !st.page.Done {
			return false
		}
	}
	return true
}

// bump marks a new version of the seat's page; callers hold s.mu.
func (s *Server) bump(st *seat) {
	st.version++
	st.pending = false
	close(st.changed)
	st.changed = make(chan struct{})
}

func (s *Server) changed() {
	if s.cfg.Changed != nil {
		s.cfg.Changed()
	}
}

// Wait blocks until seat i's phone answers the page shown, the phone
// changes its language (ErrLangChanged), or the server stops or ctx ends
// (ErrStopped).
func (s *Server) Wait(ctx context.Context, i int) (string, error) {
	s.mu.Lock()
	st := s.seats[i]
	if st.relang {
		st.relang = false
		s.mu.Unlock()
		return "", ErrLangChanged
	}
	s.mu.Unlock()
	for {
		s.mu.Lock()
		changed := st.changed
		s.mu.Unlock()
		select {
		case a := <-st.answers:
			return a, nil
		case <-changed:
			s.mu.Lock()
			relang := st.relang
			st.relang = false
			s.mu.Unlock()
			if relang {
				return "", ErrLangChanged
			}
		case <-s.stop:
			return "", ErrStopped
		case <-ctx.Done():
			return "", ErrStopped
		}
	}
}

// Answer gives seat i's current page an answer from the host's keyboard,
// as the seat's phone would.
func (s *Server) Answer(i int, answer string) {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.deliver(s.seats[i], s.seats[i].version, answer)
}

// deliver hands an answer to the seat's walk, once per page version;
// callers hold s.mu.
func (s *Server) deliver(st *seat, version int, answer string) bool {
	if version != st.version || st.pending || st.page.Kind == Waiting || st.page.Kind == Result {
		return false
	}
	select {
	case st.answers <- answer:
		st.pending = true
		return true
	default:
		return false
	}
}

// Release frees seat i, so another phone can take it.
func (s *Server) Release(i int) {
	s.mu.Lock()
	st := s.seats[i]
	st.Token = ""
	s.bump(st)
	s.mu.Unlock()
	s.changed()
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
		out[k] = Status{Name: st.Name, Claimed: st.Token != "", Label: label, Done: st.page.Done}
	}
	return out
}

// Finish shows every phone the result, rendered in its language.
func (s *Server) Finish(pad func(text.Lang) string) {
	s.mu.Lock()
	s.resultFn = pad
	s.result = map[text.Lang]string{}
	for _, st := range s.seats {
		st.page = Page{Kind: Result, Done: true}
		s.bump(st)
	}
	s.checkDelivered()
	s.mu.Unlock()
	s.changed()
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

// Current is what seat i's phone shows now, and its version.
func (s *Server) Current(i int) Page {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.seats[i].page
}
