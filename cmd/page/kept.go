package page

import (
	"bytes"
	"html/template"
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
		v.Errors = append(v.Errors, a.errorLines(err)...)
	}
	for _, g := range games {
		var pad bytes.Buffer
		if err := game.WriteKept(&pad, p, a.games, g); err != nil {
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

// download offers the history as a file: the JSON export (which
// `altiplano games import` reads), or a spreadsheet per game played.
func (a *App) download(what string) {
	games, err := a.hist.List()
	if err != nil {
		a.showHistory(nil, a.errorLines(err))
		return
	}
	slices := func(keep func(playlog.Game) bool) []playlog.Game {
		var out []playlog.Game
		for k := len(games) - 1; k >= 0; k-- { // oldest first, as kept
			if keep(games[k]) {
				out = append(out, games[k])
			}
		}
		return out
	}
	switch what {
	case "json":
		var b bytes.Buffer
		if err := export.WriteJSON(&b, playlog.Slice(slices(func(playlog.Game) bool { return true }))); err == nil {
			a.cfg.Screen.Download("altiplano-history.json", "application/json", b.Bytes())
		}
	case "csv":
		for _, gm := range a.games {
			of := slices(func(g playlog.Game) bool { return g.Game == gm.ID() })
			if len(of) == 0 {
				continue
			}
			var b bytes.Buffer
			opts := export.CSVOptions{Game: game.ExportOf(gm, config.Config{}), BOM: true}
			if err := export.WriteCSV(&b, playlog.Slice(of), opts); err == nil {
				a.cfg.Screen.Download("altiplano-"+string(gm.ID())+".csv", "text/csv", b.Bytes())
			}
		}
	}
	a.showHistory(nil, nil)
}
