// Package page is the offline page: the whole table companion in a
// browser, with no host and no network. It is the same engine as the
// command line — the games of the registry, their setup commands, the
// score command's walk-through with its drafts and review, the box
// profile, the play log's exports — run with what a browser has: its
// storage for files (storage.go) and history (history.go), its document
// for a terminal. Each question is a phone's page (cmd/pages), answered
// in the page by the same checks.
//
// This package knows no browser: cmd/page/wasm gives it a Storage and a
// Screen and sends it what the document's forms send; its tests give it
// maps and a recorder.
package page

import (
	"bytes"
	"errors"
	"io"
	"io/fs"
	"strings"
	"sync"
	"time"

	"altiplano/cmd/cmdutil"
	"altiplano/cmd/config"
	"altiplano/cmd/factory"
	filesys "altiplano/cmd/files"
	"altiplano/cmd/game"
	"altiplano/cmd/iostreams"
	"altiplano/cmd/pages"
	"altiplano/cmd/playlog"
	"altiplano/cmd/prompt"
	"altiplano/cmd/text"
)

// Screen is the document the page draws in.
type Screen interface {
	// Show replaces what the page shows: its language, its title and its
	// body (the main landmark and what goes with it).
	Show(lang text.Lang, title, body string)
	// Download offers data as a file named name, of type mime.
	Download(name, mime string, data []byte)
	// Claim takes the page's storage for this tab: another tab that had
	// it is told it no longer has (the event "elsewhere").
	Claim()
}

// The actions of the page's forms: what a form says it does.
const (
	actionAnswer   = "answer"   // a walk-through's question answered
	actionLang     = "lang"     // another language
	actionNav      = "nav"      // somewhere else: home, a game's setup or scoring, the history, the box
	actionSetup    = "setup"    // the setup form, or a setup code typed
	actionDownload = "download" // the history as a file
	actionImport   = "import"   // a file to read: a history export, a box profile
	// actionElsewhere is the document's own: the page was opened in another
	// tab, which now works on its storage.
	actionElsewhere = "elsewhere"
)

// event is what a form of the document sent: its action and its fields.
type event struct {
	Action string
	Fields map[string]string
}

// Config sets up the page.
type Config struct {
	Storage Storage
	Screen  Screen
	Games   game.Registry
	// Lang is the browser's language, unless one was chosen on the page.
	Lang text.Lang
	// Columns is how many characters a line of the screen holds now (a
	// phone turned sideways holds more): setup
	// sheets are laid out as a terminal of that width lays them out.
	Columns func() int
	Now     func() time.Time
	Zone    *time.Location
	Seed    func() uint64
	// StorageRefused: the browser keeps nothing for the page (a private
	// window may refuse it storage); the page says so.
	StorageRefused bool
	// BoxCode is a box code the page was opened with (its address's
	// #box=CODE), read into the box first.
	BoxCode string
}

// App is the offline page.
type App struct {
	cfg    Config
	games  game.Registry
	store  *spillover
	files  files
	hist   *history
	lang   text.Lang
	events chan event
	stop   sync.Once

	mu sync.Mutex
	// version counts the pages shown: a form says which one it was sent
	// from, and one sent from a page no longer shown (a double tap) is
	// not acted on.
	version int
	// pending is where to go once the walk-through has stopped (a tap on
	// "home" in the middle of it).
	pending *event
	// again draws the screen shown once more (in another language).
	again func()
	// scoringTitle names the game being scored on its pages.
	scoringTitle text.Text
	// carry is what was typed in a question's field and not sent when the
	// language was switched: the question, asked again, shows it.
	carry string
}

// New makes the page.
func New(c Config) *App {
	if c.Now == nil {
		c.Now = time.Now
	}
	if c.Zone == nil {
		c.Zone = time.Local
	}
	if c.Columns == nil {
		c.Columns = func() int { return 40 }
	}
	a := &App{cfg: c, games: c.Games, store: newSpillover(c.Storage), lang: c.Lang, events: make(chan event, 64)}
	a.files = files{a.store}
	a.hist = &history{s: a.store, where: func() string { return text.PageHistoryWhere.In(text.For(a.lang)) }}
	if l, ok := a.store.Get(langKey); ok {
		if lang, ok := text.ParseLang(l); ok {
			a.lang = lang
		}
	}
	if a.lang == "" {
		a.lang = text.EN
	}
	return a
}

// Send delivers what a form of the document sent. It never waits: the
// browser's event loop calls it.
func (a *App) Send(action string, fields map[string]string) {
	select {
	case a.events <- event{Action: action, Fields: fields}:
	default: // taps far faster than the page answers: the rest are dropped
	}
}

// Stop ends Run.
func (a *App) Stop() { a.stop.Do(func() { close(a.events) }) }

// Run runs the page until Stop: a walk-through a reload interrupted goes
// on at the same question; otherwise the home screen.
func (a *App) Run() {
	if a.cfg.BoxCode != "" {
		a.importBoxCode(a.cfg.BoxCode) // then the game being scored, if one is
	}
	if a.pending == nil && !a.resume() && a.pending == nil && a.again == nil {
		a.home()
	}
	for {
		var ev event
		if a.pending != nil {
			ev, a.pending = *a.pending, nil
		} else {
			var ok bool
			if ev, ok = <-a.events; !ok {
				return
			}
		}
		a.handle(ev)
	}
}

// resume goes on with the walk-through a reload (or another tab) left
// where it was, on the draft it was on; false when none was.
func (a *App) resume() bool {
	kept, ok := a.store.Get(scoringKey)
	if !ok {
		return false
	}
	id, draft, _ := strings.Cut(kept, "\n")
	g, ok := a.games.Find(game.ID(id))
	if !ok {
		return false
	}
	a.score(g, []string{"--resume"}, draft)
	return true
}

// handle acts on one event outside a walk-through.
func (a *App) handle(ev event) {
	if v := ev.Fields["v"]; v != "" && v != a.versionText() {
		return // sent from a page no longer shown (a double tap)
	}
	switch ev.Action {
	case actionElsewhere:
		a.elsewhere()
	case actionLang:
		if a.setLang(ev.Fields["lang"]) {
			a.redraw()
		}
	case actionNav:
		a.navigate(ev.Fields["to"], ev.Fields)
	case actionSetup:
		a.setupSent(ev.Fields)
	case actionDownload:
		a.download(ev.Fields["what"])
	case actionImport:
		a.importFile(ev.Fields)
	case actionAnswer:
		// An answer to a walk-through's page that has ended (the result
		// is shown): nothing to take.
	}
}

// navigate goes where a tap says.
func (a *App) navigate(to string, fields map[string]string) {
	kind, id, _ := strings.Cut(to, ":")
	switch kind {
	case "setup":
		if g, ok := a.games.Find(game.ID(id)); ok {
			a.setupForm(g, nil, nil)
			return
		}
	case "score":
		if g, ok := a.games.Find(game.ID(id)); ok {
			var args []string
			if code := strings.TrimSpace(fields["code"]); code != "" {
				args = tableArgs(code, strings.TrimSpace(fields["names"]))
			}
			a.score(g, args, "")
			return
		}
	case "history":
		a.showHistory(nil, nil)
		return
	case "box":
		a.showBox(nil, nil)
		return
	case "here":
		a.cfg.Screen.Claim()
		if !a.resume() && a.pending == nil {
			a.home()
		}
		return
	}
	a.home()
}

// elsewhere says that the page works in another tab now, which keeps its
// answers, and offers to take it back here.
func (a *App) elsewhere() {
	a.draw(appView{Elsewhere: true, Title: text.PageElsewhere.In(text.For(a.lang))}, a.elsewhere)
}

// storageNotes say what the page cannot keep: nothing (the browser refuses
// it storage), or what no longer fits (its storage is full).
func (a *App) storageNotes() []string {
	p := text.For(a.lang)
	switch {
	case a.cfg.StorageRefused:
		return []string{text.PageStorageRefused.In(p)}
	case a.store.spilled():
		return []string{text.PageStorageFull.In(p)}
	}
	return nil
}

// setLang switches the page's language; false when it is not one of the
// six or is the one already spoken.
func (a *App) setLang(code string) bool {
	lang, ok := text.ParseLang(code)
	if !ok || len(code) != 2 || lang == a.lang {
		return false
	}
	a.lang = lang
	_ = a.store.Set(langKey, string(lang))
	return true
}

func (a *App) versionText() string {
	a.mu.Lock()
	defer a.mu.Unlock()
	return itoa(a.version)
}

// show draws body with title, as a new page version.
func (a *App) show(title, body string) {
	a.cfg.Screen.Show(a.lang, title, body)
}

// nextVersion is the version of the page about to be shown.
func (a *App) nextVersion() int {
	a.mu.Lock()
	defer a.mu.Unlock()
	a.version++
	return a.version
}

// showPage draws a walk-through's question as a phone's page.
func (a *App) showPage(p pages.Page) {
	v := pages.View{Page: p, PINSeat: -1, ChoiceMain: true}
	v.Version = a.nextVersion()
	v.Speak(a.lang, a.scoringTitle)
	var b bytes.Buffer
	_ = pages.RenderBody(&b, v)
	a.show(v.Title, a.navHTML(v.Version)+b.String())
}

// navHTML is the way home drawn above a walk-through's page.
func (a *App) navHTML(version int) string {
	var b bytes.Buffer
	_ = appTemplate().ExecuteTemplate(&b, "nav", appView{Version: version, W: wordsIn(text.For(a.lang))})
	return b.String()
}

// factory is what the engine's commands are made with on the page: its
// storage for files, its history, its prompter, no environment.
func (a *App) factory(out, said io.Writer, ask prompt.Prompter) *factory.Factory {
	ios := &iostreams.IOStreams{In: strings.NewReader(""), Out: out, ErrOut: said}
	if ask != nil {
		ios.SetInteractive(true)
	}
	boxPath := config.DefaultBox(home)
	f := &factory.Factory{
		IO:     ios,
		Lang:   a.lang,
		Getenv: func(string) string { return "" },
		Config: func() (config.Config, error) {
			if _, err := a.files.ReadFile(boxPath); err != nil {
				return config.Config{}, nil
			}
			return config.Config{Box: boxPath, BoxSource: config.FromDefault}, nil
		},
		ConfigDir:     func() (string, error) { return home, nil },
		HomeDir:       func() (string, error) { return home, nil },
		ReadFile:      a.readFile,
		WriteFile:     a.files.WriteFile,
		WritePrivate:  a.files.WriteFile,
		RemoveFile:    a.files.Remove,
		CheckWritable: a.files.CheckWritable,
		Lock:          a.files.Lock,
		ListDir:       a.files.ListDir,
		NewSeed:       a.cfg.Seed,
		Now:           a.cfg.Now,
		Zone:          a.cfg.Zone,
		GOOS:          "js",
		History:       func() (playlog.History, error) { return a.hist, nil },
		BoxReaders:    a.games.BoxReaders(),
	}
	f.Prompter = func() prompt.Prompter {
		if ask == nil {
			return prompt.Unanswered{}
		}
		return ask
	}
	return f
}

// columns is how many characters a line of the screen holds, 20 at the
// least.
func (a *App) columns() int { return max(a.cfg.Columns(), 20) }

// screenWide is w as a terminal as wide as the page's screen: tables fit
// it (or stack), lines wrap between words.
func (a *App) screenWide(w io.Writer) io.Writer {
	return iostreams.Wrapped(w, a.columns)
}

// readFile reads a file of the page's, of at most the size the program
// reads.
func (a *App) readFile(name string) ([]byte, error) {
	b, err := a.files.ReadFile(name)
	if err == nil && len(b) > factory.MaxFileBytes {
		return nil, &fs.PathError{Op: "read", Path: name, Err: filesys.ErrTooLarge}
	}
	return b, err
}

// lines are what err says, as the command line says it.
func (a *App) errorLines(err error) []string {
	var quiet *cmdutil.QuietError
	if err == nil || errors.As(err, &quiet) {
		return nil
	}
	return cmdutil.Reasons(text.For(a.lang), err)
}

// splitLines are what a command said, a line each, without the last line
// break.
func splitLines(s string) []string {
	s = strings.TrimRight(s, "\n")
	if s == "" {
		return nil
	}
	return strings.Split(s, "\n")
}
