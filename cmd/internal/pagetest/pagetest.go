// Package pagetest plays the offline page (cmd/page) in a test, as a
// table passes its phone around: it opens the page on a storage, records
// every screen it shows, and sends its forms.
package pagetest

import (
	"os"
	"regexp"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/stretchr/testify/require"

	"altiplano/cmd/game"
	"altiplano/cmd/page"
	"altiplano/cmd/text"
)

// shot is one page the app showed.
type Shot struct {
	Lang        text.Lang
	Title, Body string
}

// screen records what the app shows, page by page. It never makes the
// page wait: what was shown queues until the test reads it.
type screen struct {
	mu        sync.Mutex
	queue     []Shot
	more      chan struct{} // has a value when the queue is not empty
	downloads chan Download
}

// Download is a file the page offered.
type Download struct {
	Name, Mime string
	Data       []byte
}

func newScreen() *screen {
	return &screen{more: make(chan struct{}, 1), downloads: make(chan Download, 64)}
}

func (s *screen) Show(lang text.Lang, title, body string) {
	s.mu.Lock()
	s.queue = append(s.queue, Shot{Lang: lang, Title: title, Body: body})
	s.mu.Unlock()
	select {
	case s.more <- struct{}{}:
	default:
	}
}

func (s *screen) Claim() {}

func (s *screen) Download(name, mime string, data []byte) {
	select {
	case s.downloads <- Download{Name: name, Mime: mime, Data: data}:
	default:
	}
}

// shown takes the next screen shown, if there is one.
func (s *screen) shown() (Shot, bool) {
	s.mu.Lock()
	defer s.mu.Unlock()
	if len(s.queue) == 0 {
		return Shot{}, false
	}
	sh := s.queue[0]
	s.queue = s.queue[1:]
	if len(s.queue) > 0 {
		select {
		case s.more <- struct{}{}:
		default:
		}
	}
	return sh, true
}

// Table is a page played by a test as a table passes its phone around.
type Table struct {
	t      *testing.T
	App    *page.App
	screen *screen
	Store  page.Storage
	done   chan struct{} // closed when the page has stopped
	// Last is the screen shown last.
	Last Shot
}

// Open opens the page on store with games, and waits for its first
// screen.
func Open(t *testing.T, store page.Storage, games game.Registry, lang text.Lang) *Table {
	t.Helper()
	return OpenWith(t, page.Config{Storage: store, Games: games, Lang: lang})
}

// OpenWith opens the page as c sets it up, with a screen of the test's,
// 40 columns, a fixed clock and seed, and waits for its first screen.
func OpenWith(t *testing.T, c page.Config) *Table {
	t.Helper()
	s := newScreen()
	c.Screen, c.Columns, c.Zone = s, func() int { return 40 }, time.UTC
	c.Now = func() time.Time { return time.Date(2026, 11, 29, 20, 0, 0, 0, time.UTC) }
	c.Seed = func() uint64 { return 1 }
	store := c.Storage
	app := page.New(c)
	done := make(chan struct{})
	go func() { app.Run(); close(done) }()
	tb := &Table{t: t, App: app, screen: s, Store: store, done: done}
	t.Cleanup(tb.Close)
	tb.Next()
	return tb
}

// Close stops the page and waits until it has: what it keeps is then
// written, as a tab that is closed leaves it for the next to open.
func (tb *Table) Close() {
	tb.App.Stop()
	<-tb.done
}

// Next waits for the page's next screen.
func (tb *Table) Next() Shot {
	tb.t.Helper()
	deadline := time.After(10 * time.Second)
	for {
		if sh, ok := tb.screen.shown(); ok {
			tb.Last = sh
			return sh
		}
		select {
		case <-tb.screen.more:
		case <-deadline:
			tb.t.Fatalf("no page shown after:\n%s", tb.Last.Body)
		}
	}
}

var versionField = regexp.MustCompile(`name="v" value="(\d+)"`)

// Version is the page version the last screen's forms carry.
func (tb *Table) Version() string {
	m := versionField.FindStringSubmatch(tb.Last.Body)
	require.NotNil(tb.t, m, tb.Last.Body)
	return m[1]
}

// Send sends a form of the last screen and waits for the next.
func (tb *Table) Send(action string, fields map[string]string) Shot {
	tb.t.Helper()
	if _, ok := fields["v"]; !ok {
		fields["v"] = tb.Version()
	}
	tb.App.Send(action, fields)
	return tb.Next()
}

// Play answers the walk-through's pages with answers: "#k" taps the k-th
// button of a choice, anything else is typed (or tapped: y, n).
func (tb *Table) Play(answers ...string) {
	tb.t.Helper()
	for _, a := range answers {
		require.Contains(tb.t, tb.Last.Body, `action="answer"`, "a question, for %q:\n%s", a, tb.Last.Body)
		if k, ok := strings.CutPrefix(a, "#"); ok {
			tb.Send("answer", map[string]string{"choice": k})
			continue
		}
		tb.Send("answer", map[string]string{"answer": a})
	}
}

// Label is the label of the question shown.
func (tb *Table) Label() string {
	m := regexp.MustCompile(`<label[^>]*>([^<]*)</label>`).FindStringSubmatch(tb.Last.Body)
	if m == nil {
		return ""
	}
	return m[1]
}

// Downloaded is the next file the page offers.
func (tb *Table) Downloaded() Download {
	tb.t.Helper()
	select {
	case d := <-tb.screen.downloads:
		return d
	case <-time.After(10 * time.Second):
		tb.t.Fatal("no file offered")
	}
	return Download{}
}

// Script is a game answered on the page, as a test file holds it
// (testdata/page/*.txt): one answer a line, "#k" the k-th button of a
// choice, "-" an empty answer; a line starting with "# " says what comes
// next.
func Script(t *testing.T, file string) []string {
	t.Helper()
	data, err := os.ReadFile(file)
	require.NoError(t, err)
	var answers []string
	for _, line := range strings.Split(strings.TrimRight(string(data), "\n"), "\n") {
		switch {
		case strings.HasPrefix(line, "# "):
		case line == "-":
			answers = append(answers, "")
		default:
			answers = append(answers, line)
		}
	}
	return answers
}

// ReadBox reads a box profile file into the page, as a person gives it
// the file: its values laid over the profile's (the first choice), and
// taken.
func (tb *Table) ReadBox(name string, data []byte) {
	tb.t.Helper()
	tb.Send("nav", map[string]string{"to": "box"})
	tb.Send("import", map[string]string{"what": "box", "file": string(data), "file.name": name})
	for range 5 {
		switch {
		case strings.Contains(tb.Last.Body, `name="choice"`):
			tb.Send("answer", map[string]string{"choice": "0"})
		case strings.Contains(tb.Last.Body, `action="answer"`):
			tb.Send("answer", map[string]string{"answer": "y"})
		default:
			return
		}
	}
	tb.t.Fatalf("the box's import asks on and on:\n%s", tb.Last.Body)
}
