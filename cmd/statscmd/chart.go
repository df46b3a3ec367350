package statscmd

import (
	"strconv"
	"strings"

	"github.com/guptarohit/asciigraph"

	"altiplano/cmd/history"
	"altiplano/cmd/text"
	"altiplano/rules"
)

// palette colours the players' lines in a terminal.
var palette = []asciigraph.AnsiColor{asciigraph.Blue, asciigraph.Red, asciigraph.Green, asciigraph.Goldenrod, asciigraph.Magenta, asciigraph.Cyan}

// writeCharts draws each player's totals over time (one point per game they
// played, oldest first) with asciigraph, and the mean categories as bars.
// Without a terminal, or with NO_COLOR, both are plain characters.
func writeCharts(w *writer, r report) {
	p := w.o.Printer
	var series [][]float64
	var legends []string
	for _, s := range r.totals {
		if len(s.Points) == 0 {
			continue
		}
		var line []float64
		for _, pt := range s.Points {
			line = append(line, float64(pt.Total))
		}
		if len(line) == 1 {
			line = append(line, line[0]) // a single game still draws
		}
		series = append(series, line)
		legends = append(legends, text.Safe(s.Name))
	}
	if len(series) > 0 {
		w.line("")
		w.line(text.StatsTotals.In(p))
		opts := []asciigraph.Option{asciigraph.Height(10)}
		var key []string
		if w.o.Color {
			colors := make([]asciigraph.AnsiColor, len(series))
			for i := range colors {
				colors[i] = palette[i%len(palette)]
			}
			opts = append(opts, asciigraph.SeriesColors(colors...), asciigraph.SeriesLegends(legends...))
		} else {
			// asciigraph's legend is coloured; plain output names each line's letter.
			sets := make([]asciigraph.CharSet, len(series))
			for i := range sets {
				letter := string(rune('a' + i%26))
				sets[i] = asciigraph.CreateCharSet(letter)
				key = append(key, letter+" "+legends[i])
			}
			opts = append(opts, asciigraph.SeriesChars(sets...))
		}
		w.line(asciigraph.PlotMany(series, opts...))
		if len(key) > 0 {
			w.line("       " + strings.Join(key, "   "))
		}
	}
	writeBars(w, r.stats.Players)
}

// writeBars draws, per category, each player's mean points as a bar.
func writeBars(w *writer, players []history.PlayerStats) {
	if len(players) == 0 {
		return
	}
	p := w.o.Printer
	block := "█"
	if !w.o.Color {
		block = "#"
	}
	most := 0.0
	for _, pl := range players {
		for _, m := range padMeans(pl.Mean) {
			most = max(most, m)
		}
	}
	if most == 0 {
		most = 1
	}
	nameWidth, catWidth := 0, 0
	for _, pl := range players {
		nameWidth = max(nameWidth, len([]rune(text.Safe(pl.Name))))
	}
	pad := rules.ScorePad()
	for _, c := range pad {
		catWidth = max(catWidth, len([]rune(p.Category(c))))
	}
	const width = 40
	w.line("")
	w.line(text.StatsCategories.In(p))
	for i, c := range pad {
		for k, pl := range players {
			label := ""
			if k == 0 {
				label = p.Category(c)
			}
			m := padMeans(pl.Mean)[i]
			bar := strings.Repeat(block, int(m/most*width+0.5))
			w.line(padRight(label, catWidth) + "  " + padRight(text.Safe(pl.Name), nameWidth) + "  " + bar + " " + strconv.FormatFloat(m, 'f', 1, 64))
		}
	}
}

func padRight(s string, n int) string {
	if k := len([]rune(s)); k < n {
		return s + strings.Repeat(" ", n-k)
	}
	return s
}
