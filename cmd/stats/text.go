package stats

import (
	"fmt"
	"slices"
	"strconv"
	"strings"
	"unicode/utf8"

	"altiplano/cmd/game"
	"altiplano/cmd/playlog/logutil"
	logstats "altiplano/cmd/playlog/stats"
	"altiplano/cmd/render"
	"altiplano/cmd/text"
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

// categories are the categories of the counted games in the game's pad
// order: those it declares, then any the games kept that it no longer
// declares (named by key).
func categories(r report) []game.Key {
	cats := slices.Clone(r.declared.Categories)
	for _, c := range r.stats.Categories {
		if _, ok := game.Named(cats, c); !ok {
			cats = append(cats, game.Key{ID: c})
		}
	}
	return cats
}

// padMeans are a player's mean points per category, in the order of cats.
func padMeans(pl logstats.PlayerStats, cats []game.Key) []float64 {
	out := make([]float64, len(cats))
	for i, c := range cats {
		out[i] = pl.Means[c.ID]
	}
	return out
}

// name is how a key the game declares reads: its text, or the key itself
// when the game gives none.
func name(p text.Printer, k game.Key) string {
	if k.Text.IsZero() {
		return text.Safe(k.ID)
	}
	return p.T(k.Text)
}

// sharedWins is the sentence that says how many wins were first places
// still shared after the game's tie-break.
func sharedWins(p text.Printer, n int, tieBreaks []game.Key) string {
	if len(tieBreaks) == 0 {
		return text.StatsSharedOnPoints.In(p, n)
	}
	names := make([]string, len(tieBreaks))
	for i, k := range tieBreaks {
		names[i] = name(p, k)
	}
	return text.StatsShared.In(p, n, text.List(names...))
}

// roles are the roles recorded, in the order the game declares them, then
// any it does not declare.
func roles(r report) []logstats.RoleStats {
	out := slices.Clone(r.stats.Roles)
	order := func(id string) int {
		if i := slices.IndexFunc(r.declared.Roles, func(k game.Key) bool { return k.ID == id }); i >= 0 {
			return i
		}
		return len(r.declared.Roles)
	}
	slices.SortStableFunc(out, func(a, b logstats.RoleStats) int { return order(a.Role) - order(b.Role) })
	return out
}

// roleName is a role's name as the game declares it.
func roleName(p text.Printer, r report, id string) string {
	k, ok := game.Named(r.declared.Roles, id)
	if !ok {
		k = game.Key{ID: id}
	}
	return name(p, k)
}

// missionText is a mission card's text as the game declares it, "" when
// it declares none.
func missionText(p text.Printer, r report, id int) string {
	if id < 1 || id > len(r.declared.Missions) {
		return ""
	}
	return p.T(r.declared.Missions[id-1])
}

func writeText(o *Options, r report) error {
	p := o.Printer
	w := &writer{Lines: render.Lines{W: o.Out}, o: o}
	s := r.stats
	if s.Games == 0 { // a message, not data: stderr, as games does
		if _, err := fmt.Fprintln(o.ErrOut, text.StatsNone.In(p)); err != nil {
			return err
		}
		return logutil.SayKeptElsewhere(o.ErrOut, p, r.elsewhere)
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
		for _, line := range fitLines(strings.Fields(sharedWins(p, s.SharedWins, r.declared.TieBreaks)), " ", maxWidth) {
			w.Line(line)
		}
	}
	// The mean of each category in a table of its own, under numbered
	// headings and a legend: seven category names side by side would not
	// fit 80 columns in most languages.
	if cats := categories(r); len(cats) > 0 {
		w.Line("")
		w.Line(text.StatsCategories.In(p))
		head := []string{strings.ToUpper(text.HeadPlayer.In(p))}
		var legend []string
		for k, c := range cats {
			head = append(head, strconv.Itoa(k+1))
			legend = append(legend, strconv.Itoa(k+1)+" "+name(p, c))
		}
		for _, line := range fitLines(legend, ", ", maxWidth) {
			w.Line(line)
		}
		ct := render.Table{Header: head}
		for _, pl := range s.Players {
			cells := []string{text.Safe(pl.Name)}
			for _, m := range padMeans(pl, cats) {
				cells = append(cells, one(m))
			}
			ct.Add(cells...)
		}
		w.Table(ct)
	}

	if s.MissionGames > 0 {
		w.Line("")
		w.Line(text.StatsMissions.In(p))
		mt := render.Table{Header: render.Heads(p, text.HeadNumber, text.HeadMission, text.HeadHeld, text.HeadAchieved)}
		for _, m := range s.Missions {
			if m.Held > 0 {
				mt.Add(strconv.Itoa(m.ID), missionText(p, r, m.ID), strconv.Itoa(m.Held), strconv.Itoa(m.Achieved))
			}
		}
		w.Table(mt)
	}
	if len(s.Roles) > 0 {
		w.Line("")
		w.Line(text.StatsRoles.In(p))
		rt := render.Table{Header: render.Heads(p, text.HeadRole, text.HeadGames, text.HeadWins, text.HeadWinRate, text.HeadMeanTotal)}
		for _, ro := range roles(r) {
			rt.Add(roleName(p, r, ro.Role), strconv.Itoa(ro.Games), strconv.Itoa(ro.Wins), percent(ro.WinRate), p.Decimal(ro.MeanTotal, 1))
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
		}, p.JoinItems("", ""), maxWidth-2) { // the language's "; "
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
