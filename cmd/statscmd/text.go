package statscmd

import (
	"fmt"
	"strconv"
	"strings"

	"altiplano/cmd/history"
	"altiplano/cmd/render"
	"altiplano/cmd/text"
	"altiplano/rules"
)

// writer collects text output, keeping the first write error.
// writer is the lines of the report and the options they depend on.
type writer struct {
	render.Lines
	o *Options
}

func percent(r float64) string { return strconv.FormatFloat(100*r, 'f', 0, 64) + "%" }

func one(f float64) string { return strconv.FormatFloat(f, 'f', 1, 64) }

// padMeans are a player's mean points per category, in score-pad order.
func padMeans(m history.CategoryMeans) [7]float64 {
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
	head := render.Heads(p, text.HeadPlayer, text.HeadGames, text.HeadWins, text.HeadWinRate, text.HeadMeanTotal, text.HeadBestTotal)
	for _, c := range rules.ScorePad() {
		head = append(head, strings.ToUpper(p.Category(c))) // headings are capitals, as the others
	}
	t := render.Table{Header: head}
	for _, pl := range s.Players {
		cells := []string{text.Safe(pl.Name), strconv.Itoa(pl.Games), strconv.Itoa(pl.Wins), percent(pl.WinRate), one(pl.MeanTotal), strconv.Itoa(pl.BestTotal)}
		for _, m := range padMeans(pl.Mean) {
			cells = append(cells, one(m))
		}
		t.Add(cells...)
	}
	w.Table(t)
	if s.SharedWins > 0 {
		w.Line(text.StatsShared.In(p, s.SharedWins))
	}

	if s.MissionGames > 0 {
		w.Line("")
		w.Line(text.StatsMissions.In(p))
		mt := render.Table{Header: render.Heads(p, text.HeadNumber, text.HeadMission, text.HeadHeld, text.HeadAchieved)}
		for _, m := range s.Missions {
			if m.Held > 0 {
				mt.Add(strconv.Itoa(m.ID), p.MissionText(rules.MissionID(m.ID)), strconv.Itoa(m.Held), strconv.Itoa(m.Achieved))
			}
		}
		w.Table(mt)
	}
	if len(s.Roles) > 0 {
		w.Line("")
		w.Line(text.StatsRoles.In(p))
		rt := render.Table{Header: render.Heads(p, text.HeadRole, text.HeadGames, text.HeadWins, text.HeadWinRate, text.HeadMeanTotal)}
		for _, ro := range s.Roles {
			rt.Add(p.Role(rules.Role(ro.Role)), strconv.Itoa(ro.Games), strconv.Itoa(ro.Wins), percent(ro.WinRate), one(ro.MeanTotal))
		}
		w.Table(rt)
	}
	if h := r.h2h; h != nil {
		w.Line("")
		w.Line(text.StatsH2H.In(p, h.A, h.B, h.Games))
		w.Line("  " + strings.Join([]string{
			text.StatsH2HAhead.In(p, h.A, h.ABetter),
			text.StatsH2HAhead.In(p, h.B, h.BBetter),
			text.StatsH2HLevel.In(p, h.Level),
		}, "; "))
	}
	if o.Chart {
		writeCharts(w, r)
	}
	return w.Err
}
