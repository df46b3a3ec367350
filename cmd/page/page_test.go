package page_test

import (
	"regexp"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"altiplano/cmd/game"
	"altiplano/cmd/page"
	"altiplano/cmd/registry"
	"altiplano/cmd/text"
)

// shot is one page the app showed.
type shot struct {
	lang        text.Lang
	title, body string
}

// screen records what the app shows, page by page.
type screen struct {
	shown     chan shot
	downloads chan download
}

type download struct {
	name, mime string
	data       []byte
}

func newScreen() *screen {
	return &screen{shown: make(chan shot, 64), downloads: make(chan download, 8)}
}

func (s *screen) Show(lang text.Lang, title, body string) { s.shown <- shot{lang, title, body} }
func (s *screen) Download(name, mime string, data []byte) {
	s.downloads <- download{name, mime, data}
}

// table is a page played by a test as a table passes its phone around.
type table struct {
	t      *testing.T
	app    *page.App
	screen *screen
	store  page.Storage
	last   shot
}

// openPage opens the page on store with games, and waits for its first
// screen.
func openPage(t *testing.T, store page.Storage, games game.Registry, lang text.Lang) *table {
	t.Helper()
	s := newScreen()
	app := page.New(page.Config{Storage: store, Screen: s, Games: games, Lang: lang, Columns: 40,
		Now: func() time.Time { return time.Date(2026, 11, 29, 20, 0, 0, 0, time.UTC) }, Zone: time.UTC,
		Seed: func() uint64 { return 1 }})
	done := make(chan struct{})
	go func() { app.Run(); close(done) }()
	tb := &table{t: t, app: app, screen: s, store: store}
	t.Cleanup(func() { app.Stop(); <-done })
	tb.next()
	return tb
}

// next waits for the page's next screen.
func (tb *table) next() shot {
	tb.t.Helper()
	select {
	case tb.last = <-tb.screen.shown:
	case <-time.After(10 * time.Second):
		tb.t.Fatalf("no page shown after:\n%s", tb.last.body)
	}
	return tb.last
}

var versionField = regexp.MustCompile(`name="v" value="(\d+)"`)

// version is the page version the last screen's forms carry.
func (tb *table) version() string {
	m := versionField.FindStringSubmatch(tb.last.body)
	require.NotNil(tb.t, m, tb.last.body)
	return m[1]
}

// send sends a form of the last screen and waits for the next.
func (tb *table) send(action string, fields map[string]string) shot {
	tb.t.Helper()
	if _, ok := fields["v"]; !ok {
		fields["v"] = tb.version()
	}
	tb.app.Send(action, fields)
	return tb.next()
}

// play answers the walk-through's pages with answers: "#k" taps the k-th
// button of a choice, anything else is typed (or tapped: y, n).
func (tb *table) play(answers ...string) {
	tb.t.Helper()
	for _, a := range answers {
		require.Contains(tb.t, tb.last.body, `action="answer"`, "a question, for %q:\n%s", a, tb.last.body)
		if k, ok := strings.CutPrefix(a, "#"); ok {
			tb.send("answer", map[string]string{"choice": k})
			continue
		}
		tb.send("answer", map[string]string{"answer": a})
	}
}

// label is the label of the question shown.
func (tb *table) label() string {
	m := regexp.MustCompile(`<label[^>]*>([^<]*)</label>`).FindStringSubmatch(tb.last.body)
	if m == nil {
		return ""
	}
	return m[1]
}

func TestHomeListsEveryGame(t *testing.T) {
	tb := openPage(t, page.NewMemory(), registry.Games(), text.EN)
	for _, g := range registry.Games() {
		assert.Contains(t, tb.last.body, `value="score:`+string(g.ID())+`"`)
		assert.Contains(t, tb.last.body, `value="setup:`+string(g.ID())+`"`)
	}
	assert.Contains(t, tb.last.body, "<main>")
}

// twoPlayers is a 2-player game of Altiplano with missions on the
// embedded catalog, as the terminal's walk-through test answers it.
var twoPlayers = []string{
	"Anna, Ben", "y",
	"3", "2 wood glass 2 cloth", "3 fish | silver corn", "1", "", "3", "glass", "6", "12 5", "y", "4", "2",
	"5", "3 stone 2 ore", "stone stone corn / ore ore ore", "0", "ore stone", "5", "19 10", "4",
	"n", "", "",
}

func TestScoringOnThePageGivesTheTerminalsResult(t *testing.T) {
	store := page.NewMemory()
	tb := openPage(t, store, registry.Games(), text.EN)
	tb.send("nav", map[string]string{"to": "score:altiplano"})
	tb.play(twoPlayers...)
	require.Contains(t, tb.last.body, `name="choice"`, "the review, a button per line:\n%s", tb.last.body)
	tb.play("#0") // the result
	require.Contains(t, tb.last.body, `action="answer"`, tb.last.body)
	tb.play("n") // what was learned is not saved
	body := tb.last.body
	assert.Contains(t, body, `<table class="pad`)
	assert.Contains(t, body, "Winner: Ben with 43 points.")
	assert.Contains(t, body, "Kept in the play history as game 1.")
	_, scoring := store.Get("altiplano.scoring")
	assert.False(t, scoring, "a finished game is no longer being scored")

	tb.send("nav", map[string]string{"to": "history"})
	assert.Contains(t, tb.last.body, "Anna 43, Ben 43")
	tb.app.Send("download", map[string]string{"what": "json", "v": tb.version()})
	d := <-tb.screen.downloads
	assert.Equal(t, "application/json", d.mime)
	assert.Contains(t, string(d.data), `"format": "altiplano-history"`)
}

func TestAReloadGoesOnAtTheSameQuestion(t *testing.T) {
	store := page.NewMemory()
	tb := openPage(t, store, registry.Games(), text.EN)
	tb.send("nav", map[string]string{"to": "score:altiplano"})
	tb.play(twoPlayers[:5]...)
	before := tb.label()
	require.NotEmpty(t, before)
	tb.app.Stop()

	again := openPage(t, store, registry.Games(), text.EN)
	assert.Equal(t, before, again.label(), again.last.body)
	again.play(twoPlayers[5:]...)
	again.play("#0", "n")
	assert.Contains(t, again.last.body, "Winner: Ben with 43 points.")
}

func TestLanguageSwitchedOnAQuestionKeepsTheAnswers(t *testing.T) {
	tb := openPage(t, page.NewMemory(), registry.Games(), text.EN)
	tb.send("nav", map[string]string{"to": "score:altiplano"})
	tb.play(twoPlayers[:3]...)
	tb.send("lang", map[string]string{"lang": "de"})
	assert.Equal(t, text.DE, tb.last.lang)
	assert.Contains(t, tb.label(), "Anna")
	assert.NotContains(t, tb.last.body, "coins")
}

func TestASetupSheetAndItsSeatsSecrets(t *testing.T) {
	tb := openPage(t, page.NewMemory(), registry.Games(), text.EN)
	tb.send("nav", map[string]string{"to": "setup:altiplano"})
	require.Contains(t, tb.last.body, `name="f.players"`, tb.last.body)
	tb.send("setup", map[string]string{"game": "altiplano", "f.names": "Ana, Ben, Cleo", "f.missions": "on"})
	body := tb.last.body
	assert.Contains(t, body, "Altiplano setup for 3 players")
	assert.Equal(t, 3, strings.Count(body, `<details class="seat">`), body)
	code := regexp.MustCompile(`name="code" value="([0-9A-Z-]+)"`).FindStringSubmatch(body)
	require.NotNil(t, code, body)

	tb.send("nav", map[string]string{"to": "score:altiplano", "code": code[1]})
	assert.Equal(t, "Ana · coins", tb.label(), "the code seats the table")
}
