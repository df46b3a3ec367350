package page

import (
	"bytes"
	"html/template"
	"slices"
	"strconv"
	"strings"

	"altiplano/cmd/config"
	"altiplano/cmd/game"
	"altiplano/cmd/playlog"
	"altiplano/cmd/playlog/export"
	"altiplano/cmd/text"
)

// showHistory lists the games kept in this browser, newest first, each
// with its score pad behind a tap and its link for BG Stats; below, the
// downloads and the import of a JSON export.
func (a *App) showHistory(notes, errs []string) {
	p := text.For(a.lang)
	v := appView{History: true, Title: text.PageHistory.In(p), Notes: notes, Errors: errs}
	games, err := a.hist.List()
	if err != nil {
		// Never written over: kept aside (downloaded first) on a tap.
		v.Errors, v.Damaged = append(v.Errors, a.errorLines(err)...), true
	}
	for _, gm := range a.games {
		if slices.ContainsFunc(games, func(g playlog.Game) bool { return g.Game == gm.ID() }) {
			name := p.T(gm.Name())
			v.Downloads = append(v.Downloads, downloadView{What: "json:" + string(gm.ID()), Label: text.PageDownloadJSON.In(p, name)},
				downloadView{What: "csv:" + string(gm.ID()), Label: text.PageDownloadCSV.In(p, name)})
		}
	}
	for _, g := range games {
		var pad bytes.Buffer
		if err := game.WriteKept(a.screenWide(&pad), p, a.games, g); err != nil {
			pad.WriteString(strings.Join(a.errorLines(err), "\n"))
		}
		kv := keptView{Line: a.keptLine(p, g), Pad: strings.TrimRight(pad.String(), "\n")}
		if gm, ok := a.games.Find(g.Game); ok {
			if link, err := export.BGStatsLink(g, export.BGStatsOptions{Game: game.ExportOf(gm, config.Config{})}); err == nil {
				kv.Link = template.URL(link)
			}
		}
		v.Kept = append(v.Kept, kv)
	}
	a.draw(v, func() { a.showHistory(nil, nil) })
}

// keptLine is a kept game in one line: when, which game, each player's
// total, by place.
func (a *App) keptLine(p text.Printer, g playlog.Game) string {
	name := string(g.Game)
	if gm, ok := a.games.Find(g.Game); ok {
		name = p.T(gm.Name())
	}
	var players []string
	for _, pl := range g.Players {
		players = append(players, text.Safe(pl.Name)+" "+strconv.Itoa(pl.Total))
	}
	return g.PlayedAt.Format("2006-01-02") + " · " + name + " · " + strings.Join(players, ", ")
}

// download offers a game's kept games as a file: the JSON export (which
// `altiplano games import` reads and `games export --game` writes again,
// byte for byte) or a spreadsheet; or, for a history that cannot be read,
// the history as it is kept, which then goes aside.
func (a *App) download(what string) {
	if what == "aside" {
		a.setHistoryAside()
		return
	}
	kind, id, _ := strings.Cut(what, ":")
	gm, ok := a.games.Find(game.ID(id))
	games, err := a.hist.List()
	if err != nil || !ok {
		a.showHistory(nil, a.errorLines(err))
		return
	}
	var of []playlog.Game
	for k := len(games) - 1; k >= 0; k-- { // oldest first, as kept
		if games[k].Game == gm.ID() {
			of = append(of, games[k])
		}
	}
	var b bytes.Buffer
	switch kind {
	case "json":
		if err := export.WriteJSON(&b, playlog.Slice(of)); err == nil {
			a.cfg.Screen.Download("altiplano-"+id+".json", "application/json", b.Bytes())
		}
	case "csv":
		opts := export.CSVOptions{Game: game.ExportOf(gm, config.Config{}), BOM: true}
		if err := export.WriteCSV(&b, playlog.Slice(of), opts); err == nil {
			a.cfg.Screen.Download("altiplano-"+id+".csv", "text/csv", b.Bytes())
		}
	}
	a.showHistory(nil, nil)
}

// setHistoryAside downloads the history that cannot be read as it is kept,
// and starts a new one: nothing is lost, and the page can keep games again.
func (a *App) setHistoryAside() {
	if kept, ok := a.store.Get(historyKey); ok {
		a.cfg.Screen.Download("altiplano-history-damaged.json", "application/json", []byte(kept))
		_ = a.store.Set(historyKey+".aside", kept) // a download a phone blocked loses nothing either
		a.store.Remove(historyKey)
	}
	a.showHistory(nil, nil)
}
