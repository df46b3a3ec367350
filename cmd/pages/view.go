package pages

import (
	"bytes"
	"crypto/sha256"
	"embed"
	"encoding/base64"
	"html/template"
	"io"
	"slices"
	"strconv"
	"strings"
	"sync"
	"unicode/utf8"

	"altiplano/cmd/text"
)

//go:embed assets/page.html assets/style.css assets/wait.js
var assets embed.FS

// The template, its style and the waiting page's script are made on first
// use: most runs of the program show no page.
var (
	tmpl   = sync.OnceValue(func() *template.Template { return template.Must(template.ParseFS(assets, "assets/page.html")) })
	style  = sync.OnceValue(func() string { return mustRead("assets/style.css") })
	script = sync.OnceValue(func() string { return mustRead("assets/wait.js") })
)

func mustRead(name string) string {
	b, err := assets.ReadFile(name)
	if err != nil {
		panic(err)
	}
	return string(b)
}

// Style is the pages' style sheet.
func Style() string { return style() }

// StyleHash is the style sheet's SHA-256 in base64, as a
// Content-Security-Policy names an inline style it allows.
func StyleHash() string { return hash(style()) }

// ScriptHash is the waiting page's script's SHA-256 in base64, as a
// Content-Security-Policy names an inline script it allows: the only
// script a served page runs.
func ScriptHash() string { return hash(script()) }

func hash(s string) string {
	h := sha256.Sum256([]byte(s))
	return base64.StdEncoding.EncodeToString(h[:])
}

// MaxAnswer bounds one answer, in characters, as a typed line.
const MaxAnswer = 1000

// View is what a page shows.
type View struct {
	Title, Name, Path, Token string
	Style                    template.CSS // the embedded style sheet, ours
	Lang                     text.Lang
	Seat, Version, MaxAnswer int
	Page                     Page
	// Errors and Notes are said above everything else: why an answer or a
	// tap was not taken; what the host answered for the player, what the
	// game is doing.
	Errors, Notes []string
	// Refresh reloads a page that waits where no script runs: the server
	// holds the reload until something changes. Next is the address a
	// page that waits follows where scripts run (its script, Script),
	// without a reload, announcing the news politely.
	Refresh, Next string
	Script        template.JS
	// Join: the seats page; PIN: the page asking seat PINSeat's PIN.
	Join, PIN bool
	PINSeat   int
	PINName   string
	Seats     []SeatView
	LangToken string // the language form's token
	LangSeat  bool   // the language form is a seat's
	Langs     []LangView
	Leave     bool // "not me?" is offered
	Sheet     *Sheet
	Winner    map[int]bool
	// Upright: the players' names are written upright in the result's
	// head, too long side by side for a phone's width (a name is never
	// broken inside a word).
	Upright    bool
	Pad        string
	BoxCode    string // offered to other tables, under the result
	WaitLine   string
	ChoiceMain bool // the first button of a choice is the main one
	W          Words
}

// Words are the page's fixed words, in the phone's language.
type Words struct {
	ChooseSeat, Taken, Send, Result, Intro, NotMe, Yes, No, PIN, PINSend, Back, WholePad, Use, ShareBox, HostAway string
}

// SeatView is a seat on the seats page.
type SeatView struct {
	Index int
	Name  string
	Taken bool
}

// LangView is a language's button.
type LangView struct {
	Code    text.Lang
	Name    string
	Current bool
}

// Speak fills in what every page says in lang: its title, its fixed
// words, the language buttons, and the style.
func (v *View) Speak(lang text.Lang, title text.Text) {
	p := text.For(lang)
	v.Lang, v.Title, v.Style, v.MaxAnswer = lang, p.T(title), template.CSS(style()), MaxAnswer
	if v.Next != "" {
		v.Script = template.JS(script())
	}
	v.W = Words{ChooseSeat: text.ServeChooseSeat.In(p), Taken: text.ServeTaken.In(p), Send: text.ServeSend.In(p),
		Result: text.ServeResult.In(p), Intro: text.ServeBeforeCounting.In(p), NotMe: text.ServeNotMe.In(p),
		Yes: text.ServeYes.In(p), No: text.ServeNo.In(p), PIN: text.ServePINLabel.In(p), PINSend: text.ServePINSend.In(p),
		Back: text.ServeBack.In(p), WholePad: text.ServeWholePad.In(p), ShareBox: text.ServeShareBox.In(p),
		HostAway: text.ServeHostAway.In(p)}
	if v.Page.Suggest != "" {
		v.W.Use = text.ServeUseSuggestion.In(p, v.Page.Suggest)
	}
	v.Langs = nil
	for _, l := range text.Langs() {
		v.Langs = append(v.Langs, LangView{Code: l, Name: text.LangName.In(text.For(l)), Current: l == lang})
	}
}

// SetOutcome shows o, the result in the view's language.
func (v *View) SetOutcome(o Outcome) {
	v.Pad, v.BoxCode = o.Pad, o.BoxCode
	if len(o.Sheet.Players) == 0 {
		return
	}
	sheet := o.Sheet
	// Every row has a cell for every player, so the table never breaks.
	players := slices.Clone(sheet.Players)
	for k := range players {
		players[k].Points = fit(players[k].Points, len(sheet.Categories))
		players[k].Keys = fit(players[k].Keys, len(sheet.Keys))
	}
	sheet.Players = players
	v.Sheet = &sheet
	v.Winner = map[int]bool{}
	for k, p := range sheet.Players {
		v.Winner[k] = p.Place == 1
	}
	v.Upright = namesWidth(sheet.Players) > phoneNames
}

// phoneNames is the room, in CSS pixels, the players' names have side by
// side in the result's head on the narrowest phone (320 px, its margins
// and the categories' column taken).
const phoneNames = 220

// namesWidth estimates the pixels the players' names take side by side in
// the result's head, each column as wide as its longest word (a name
// wraps between its words, never inside one) at 13 px in bold, about 8 px
// a character, and its padding.
func namesWidth(players []SheetPlayer) int {
	w := 0
	for _, p := range players {
		longest := len(strconv.Itoa(p.Place)) + 1
		for _, word := range strings.Fields(p.Name) {
			longest = max(longest, utf8.RuneCountInString(word))
		}
		w += 8*longest + 8
	}
	return w
}

// fit is values cut or padded with zeros to n.
func fit(values []int, n int) []int {
	out := make([]int, n)
	copy(out, values)
	return out
}

// Render writes v as a whole document.
func Render(w io.Writer, v View) error { return render(w, "page", v) }

// RenderBody writes v's body alone, its main landmark: what a page that
// stays loaded (the offline page) puts in its document.
func RenderBody(w io.Writer, v View) error { return render(w, "body", v) }

func render(w io.Writer, name string, v View) error {
	var buf bytes.Buffer
	if err := tmpl().ExecuteTemplate(&buf, name, v); err != nil {
		return err
	}
	_, err := w.Write(buf.Bytes())
	return err
}
