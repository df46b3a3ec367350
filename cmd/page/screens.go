package page

import (
	"bytes"
	"embed"
	"html/template"
	"path"
	"slices"
	"strconv"
	"strings"
	"sync"

	"altiplano/cmd/pages"
	"altiplano/cmd/text"
)

//go:embed assets/app.html assets/app.css
var appAssets embed.FS

// Style is the offline page's style sheet: the phones' pages' and its own
// screens'.
func Style() string {
	css, _ := appAssets.ReadFile("assets/app.css")
	return pages.Style() + string(css)
}

var appTemplate = sync.OnceValue(func() *template.Template {
	return template.Must(template.ParseFS(appAssets, "assets/app.html"))
})

// appView is one of the page's own screens: home, a game's setup, a
// sheet, the history, the box. The walk-through's are the phones' pages.
type appView struct {
	Title   string
	Version int
	W       appWords
	Langs   []pages.LangView
	Errors  []string
	Notes   []string

	Home  bool
	Games []gameView
	// Elsewhere: the page works in another tab now.
	Elsewhere bool

	// Setup: a game's setup form (its setup command's flags) and a code.
	Setup  bool
	Game   string
	Fields []field
	Code   string
	// Names are the players beside a table's code (it carries none).
	Names string
	// ScoreCode: the game's score command takes the sheet's code.
	ScoreCode bool

	// Sheet: a setup sheet as the command prints it, and each seat's
	// secret part behind a tap.
	Sheet string
	Seats []secretSeat

	// History: the games kept here, the files they download as, and
	// whether what is kept cannot be read.
	History   bool
	Kept      []keptView
	Downloads []downloadView
	Damaged   bool

	// BoxShown: the box profile as `box show` says it; BoxCode, a box
	// code typed that was not taken, and why (CodeErrors), beside its
	// field.
	BoxShown   string
	BoxCode    string
	CodeErrors []string
}

type gameView struct {
	ID, Name string
	// Unfinished: a scoring of the game is kept unfinished.
	Unfinished bool
}

// field is one option of a game's setup form: a flag of its setup
// command; a closed set of values (the flag's completions) is a choice.
type field struct {
	Name, Label, Value string
	Check, On, Numeric bool
	Choices            []choice
}

type choice struct {
	Value, Label string
	On           bool
}

type downloadView struct{ What, Label string }

type secretSeat struct{ Label, Text string }

type keptView struct {
	Line, Pad string
	Link      template.URL
}

// appWords are the page's own fixed words in one language.
type appWords struct {
	Home, Setup, Score, Kept, History, Box, ShowSheet, CodeLabel, ScoreThis, NoGames, BGStats, ImportHistory,
	ImportBox, Import, BoxCode, ReadCode, UseHere, Unfinished, HistoryDamaged, SetAside string
}

func wordsIn(p text.Printer) appWords {
	return appWords{Home: text.PageHome.In(p), Setup: text.PageSetup.In(p), Score: text.PageScore.In(p),
		Kept: text.PageKept.In(p), History: text.PageHistory.In(p), Box: text.PageBox.In(p),
		ShowSheet: text.PageShowSheet.In(p), CodeLabel: text.PageCodeLabel.In(p), ScoreThis: text.PageScoreThis.In(p),
		NoGames: text.PageNoGames.In(p), BGStats: text.PageBGStats.In(p), ImportHistory: text.PageImportHistory.In(p),
		ImportBox: text.PageImportBox.In(p), Import: text.PageImport.In(p), BoxCode: text.PageBoxCode.In(p),
		ReadCode: text.PageReadCode.In(p), UseHere: text.PageUseHere.In(p), Unfinished: text.PageUnfinished.In(p),
		HistoryDamaged: text.PageHistoryDamaged.In(p), SetAside: text.PageSetAside.In(p)}
}

// draw shows one of the page's own screens; again draws it once more, in
// the language chosen then.
func (a *App) draw(v appView, again func()) {
	a.again = again
	p := text.For(a.lang)
	v.Version = a.nextVersion()
	v.W = wordsIn(p)
	v.Notes = append(v.Notes, a.storageNotes()...)
	for _, l := range text.Langs() {
		v.Langs = append(v.Langs, pages.LangView{Code: l, Name: text.LangName.In(text.For(l)), Current: l == a.lang})
	}
	if v.Home {
		v.Title = text.PageTitle.In(p)
	}
	var b bytes.Buffer
	if err := appTemplate().ExecuteTemplate(&b, "screen", v); err != nil {
		b.Reset()
		b.WriteString("<main><p class=\"err\">" + template.HTMLEscapeString(err.Error()) + "</p></main>")
	}
	a.show(v.Title, b.String())
}

// redraw draws what is shown again, in the language now chosen.
func (a *App) redraw() {
	if a.again != nil {
		a.again()
		return
	}
	a.home()
}

// home is the page's first screen: each game's setup and scoring (saying
// when a scoring of it is unfinished), the history, the box.
func (a *App) home() { a.homeWith(nil) }

// homeWith is home, with why what was asked did not go through.
func (a *App) homeWith(errs []string) {
	v := appView{Home: true, Errors: errs}
	p := text.For(a.lang)
	for _, g := range a.games {
		var none bytes.Buffer
		dir := path.Join(home, g.Scoring(a.factory(&none, &none, nil)).Drafts())
		drafts, _ := a.files.ListDir(dir)
		v.Games = append(v.Games, gameView{ID: string(g.ID()), Name: p.T(g.Name()),
			Unfinished: slices.ContainsFunc(drafts, func(n string) bool { return strings.HasSuffix(n, ".yaml") })})
	}
	a.draw(v, a.home)
}

func itoa(n int) string { return strconv.Itoa(n) }
