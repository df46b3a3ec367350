package stats

import (
	"fmt"
	"strconv"
	"strings"
	"unicode/utf8"

	"altiplano/cmd/playlog/store"
	"altiplano/cmd/render"
	"altiplano/cmd/text"
	"altiplano/rules/altiplano"
)

// writer collects text output, keeping the first write error.
// writer is the lines of the report and the options they depend on.
type writer struct {
	render.Lines
	o *Options
}

func percent(r float64) string { return strconv.FormatFloat(100*r, 'f', 0, 64) + "%" }

// maxWidth is the terminal width the report fits: each table stays
// within it, so nothing wraps unreadably.
const maxWidth = 80

// padMeans are a player's mean points per category, in score-pad order.
func padMeans(m store.CategoryMeans) [7]float64 {
	return [7]float64{m.Goods, m.Boats, m.Houses, m.Orders, m.HouseBonus, m.Warehouse, m.Missions}
}

func writeText(o *Options, r report) error {
	p := o.Printer
	w := &writer{Lines: render.Lines{W: o.Out}, o: o}
	s := r.stats
	if s.Games == 0 { // a message, not data: stderr, as games does
		_, err := fmt.Fprintln(o.ErrOut, text.StatsNone.In(p))
		return err
	}
	w.Line(text.StatsTitle.In(p, s.Games, s.PlayerGames))
	w.Line("")
	w.Line(text.StatsPlayers.In(p))
	one := func(f float64) string { return p.Decimal(f, 1) }
	t := render.Table{Header: render.Heads(p, text.HeadPlayer, text.HeadGames, text.HeadWins, text.HeadWinRate, text.HeadMeanTotal, text.HeadBestTotal)}
	for _, pl := range s.Players {
		t.Add(text.Safe(pl.Name), strconv.Itoa(pl.Games), strconv.Itoa(pl.Wins), percent(pl.WinRate), one(pl.MeanTotal), strconv.Itoa(pl.BestTotal))
	}
	w.Table(t)
	if s.SharedWins > 0 {
		for _, line := range fitLines(strings.Fields(text.StatsShared.In(p, s.SharedWins)), " ", maxWidth) {
			w.Line(line)
		}
	}
	// The mean of each category in a table of its own, under numbered
	// headings and a legend: seven category names side by side would not
	// fit 80 columns in most languages.
	w.Line("")
	w.Line(text.StatsCategories.In(p))
	head := []string{strings.ToUpper(text.HeadPlayer.In(p))}
	var legend []string
	for k, c := range altiplano.ScorePad() {
		head = append(head, strconv.Itoa(k+1))
		legend = append(legend, strconv.Itoa(k+1)+" "+p.Category(c))
	}
	for _, line := range fitLines(legend, ", ", maxWidth) {
		w.Line(line)
	}
	ct := render.Table{Header: head}
	for _, pl := range s.Players {
		cells := []string{text.Safe(pl.Name)}
		for _, m := range padMeans(pl.Mean) {
			cells = append(cells, one(m))
		}
		ct.Add(cells...)
	}
	w.Table(ct)

	if s.MissionGames > 0 {
		w.Line("")
		w.Line(text.StatsMissions.In(p))
		mt := render.Table{Header: render.Heads(p, text.HeadNumber, text.HeadMission, text.HeadHeld, text.HeadAchieved)}
		for _, m := range s.Missions {
			if m.Held > 0 {
				mt.Add(strconv.Itoa(m.ID), p.MissionText(altiplano.MissionID(m.ID)), strconv.Itoa(m.Held), strconv.Itoa(m.Achieved))
			}
		}
		w.Table(mt)
	}
	if len(s.Roles) > 0 {
		w.Line("")
		w.Line(text.StatsRoles.In(p))
		rt := render.Table{Header: render.Heads(p, text.HeadRole, text.HeadGames, text.HeadWins, text.HeadWinRate, text.HeadMeanTotal)}
		for _, ro := range s.Roles {
			rt.Add(p.Role(altiplano.Role(ro.Role)), strconv.Itoa(ro.Games), strconv.Itoa(ro.Wins), percent(ro.WinRate), p.Decimal(ro.MeanTotal, 1))
		}
		w.Table(rt)
	}
	if h := r.h2h; h != nil {
		w.Line("")
		w.Line(text.StatsH2H.In(p, h.A, h.B, h.Games))
		for _, line := range fitLines([]string{
			text.StatsH2HAhead.In(p, h.A, h.ABetter),
			text.StatsH2HAhead.In(p, h.B, h.BBetter),
			text.StatsH2HLevel.In(p, h.Level),
		}, "; ", maxWidth-2) {
			w.Line("  " + line)
		}
	}
	if o.Chart {
		writeCharts(w, r)
	}
	return w.Err
}

// fitLines joins items with sep into lines of at most width characters.
func fitLines(items []string, sep string, width int) []string {
	var lines []string
	line := ""
	for _, it := range items {
		switch {
		case line == "":
			line = it
		case utf8.RuneCountInString(line+sep+it) <= width:
			line += sep + it
		default:
			lines = append(lines, line)
			line = it
		}
	}
	return append(lines, line)
}
