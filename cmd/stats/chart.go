package stats

import (
	"slices"
	"strconv"
	"strings"

	"github.com/guptarohit/asciigraph"

	logstats "altiplano/cmd/playlog/stats"
	"altiplano/cmd/render"
	"altiplano/cmd/text"
)

// palette colours the players' charts in a terminal.
var palette = []asciigraph.AnsiColor{asciigraph.Blue, asciigraph.Red, asciigraph.Green, asciigraph.Goldenrod, asciigraph.Magenta, asciigraph.Cyan}

// chartWidth is the most columns a totals chart uses: with the axis labels
// it fits an 80-column terminal.
const chartWidth = 60

// chartHeight is the rows of one player's chart.
const chartHeight = 6

// plainChars draw the line in ASCII; plainAxis replaces the box-drawing
// characters asciigraph always uses for the axis.
var (
	plainChars = asciigraph.CharSet{Horizontal: "-", VerticalLine: "|", ArcDownRight: "+", ArcDownLeft: "+",
		ArcUpRight: "+", ArcUpLeft: "+", EndCap: "-", StartCap: "-", UpRight: "+", DownHorizontal: "+"}
	plainAxis = strings.NewReplacer("┤", "|", "┼", "+")
)

// writeCharts draws each player's totals over time as a chart of its own,
// in the order of the players table, and the mean categories as bars.
// Without a terminal, or with NO_COLOR, both are plain ASCII.
func writeCharts(w *writer, r report) {
	p := w.o.Printer
	byKey := make(map[string]logstats.Series, len(r.totals))
	for _, s := range r.totals {
		byKey[s.Key] = s
	}
	first := true
	for i, pl := range r.stats.Players {
		s := byKey[pl.Key]
		if len(s.Points) == 0 {
			continue
		}
		if first {
			w.Line("")
			w.Line(text.StatsTotals.In(p))
			first = false
		}
		line, per := chartLine(s.Points, chartWidth)
		w.Line("")
		w.Line(text.StatsChartPlayer.In(p, text.Safe(pl.Name), len(s.Points)))
		if per > 1 {
			w.Line(text.StatsChartMean.In(p, per))
		}
		opts := []asciigraph.Option{asciigraph.Height(chartHeight), asciigraph.Precision(precision(line))}
		if stretch := (len(line)-1)*6 + 1; stretch < chartWidth && per == 1 {
			// A few games: six columns from one to the next, so the line shows.
			opts = append(opts, asciigraph.Width(stretch))
		}
		if w.o.Color {
			w.Line(asciigraph.Plot(line, append(opts, asciigraph.SeriesColors(palette[i%len(palette)]))...))
		} else {
			w.Line(plainAxis.Replace(asciigraph.Plot(line, append(opts, asciigraph.SeriesChars(plainChars))...)))
		}
	}
	writeBars(w, r)
}

// precision is the decimals the axis labels need to differ from each other:
// none when the line spans at least a point per row.
func precision(line []float64) uint {
	if slices.Max(line)-slices.Min(line) >= chartHeight {
		return 0
	}
	return 1
}

// chartLine turns a player's totals, oldest first, into at most width
// points: each the mean of per games in a row (the last may have fewer),
// so that every game counts and a long history still fits. A single game
// is drawn as a flat line.
func chartLine(points []logstats.Point, width int) (line []float64, per int) {
	per = (len(points) + width - 1) / width
	for start := 0; start < len(points); start += per {
		end := min(start+per, len(points))
		sum := 0
		for _, pt := range points[start:end] {
			sum += pt.Total
		}
		line = append(line, float64(sum)/float64(end-start))
	}
	if len(line) == 1 {
		line = append(line, line[0])
	}
	return line, per
}

// writeBars draws, per category, each player's mean points as a bar.
func writeBars(w *writer, r report) {
	players, cats := r.stats.Players, categories(r)
	if len(players) == 0 || len(cats) == 0 {
		return
	}
	p := w.o.Printer
	block := "█"
	if !w.o.Color {
		block = "#"
	}
	most := 0.0
	for _, pl := range players {
		for _, m := range padMeans(pl, cats) {
			most = max(most, m)
		}
	}
	if most == 0 {
		most = 1
	}
	nameWidth, catWidth := 0, 0
	for _, pl := range players {
		nameWidth = max(nameWidth, render.Width(text.Safe(pl.Name)))
	}
	for _, c := range cats {
		catWidth = max(catWidth, render.Width(name(p, c)))
	}
	const width = 40
	w.Line("")
	w.Line(text.StatsCategories.In(p))
	for i, c := range cats {
		for k, pl := range players {
			label := ""
			if k == 0 {
				label = name(p, c)
			}
			m := padMeans(pl, cats)[i]
			bar := strings.Repeat(block, int(m/most*width+0.5))
			w.Line(padRight(label, catWidth) + "  " + padRight(text.Safe(pl.Name), nameWidth) + "  " + bar + " " + strconv.FormatFloat(m, 'f', 1, 64))
		}
	}
}

// padRight pads s to n terminal cells (display width, not runes).
func padRight(s string, n int) string {
	if k := render.Width(s); k < n {
		return s + strings.Repeat(" ", n-k)
	}
	return s
}
