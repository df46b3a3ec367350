package stats

import (
	"bytes"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"altiplano/cmd/altiplano/words"
	"altiplano/cmd/game"
	logstats "altiplano/cmd/playlog/stats"
	"altiplano/cmd/render"
	"altiplano/cmd/text"
	"altiplano/rules/altiplano"
)

func points(totals ...int) []logstats.Point {
	out := make([]logstats.Point, len(totals))
	for i, t := range totals {
		out[i].Total = t
	}
	return out
}

// Every game counts: a history longer than the chart is drawn as means of
// games in a row, the last group taking what is left.
func TestChartLineAveragesGamesInARow(t *testing.T) {
	tests := []struct {
		name    string
		totals  []int
		width   int
		want    []float64
		wantPer int
	}{
		{"one game is a flat line", []int{40}, 60, []float64{40, 40}, 1},
		{"fits: one point per game", []int{40, 50, 45}, 60, []float64{40, 50, 45}, 1},
		{"two per point", []int{40, 50, 30, 31, 60}, 3, []float64{45, 30.5, 60}, 2},
		{"exactly the width", []int{1, 2, 3}, 3, []float64{1, 2, 3}, 1},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			line, per := chartLine(points(tt.totals...), tt.width)
			assert.Equal(t, tt.want, line)
			assert.Equal(t, tt.wantPer, per)
		})
	}
	many := make([]int, 4192)
	want := 0
	for i := range many {
		many[i] = i % 100
		want += many[i]
	}
	line, per := chartLine(points(many...), chartWidth)
	assert.LessOrEqual(t, len(line), chartWidth)
	assert.Equal(t, 70, per)
	sum := 0.0
	for i, m := range line {
		n := min(per, len(many)-i*per)
		sum += m * float64(n)
	}
	assert.InDelta(t, float64(want), sum, 1e-6, "the means weigh every game once")
}

// In a terminal the lines are coloured, one colour per player.
func TestChartColours(t *testing.T) {
	var out bytes.Buffer
	o := &Options{Out: &out, Printer: text.English(), Color: true}
	r := report{
		stats: logstats.Stats{Games: 2, Categories: []string{"boats"}, Players: []logstats.PlayerStats{
			{Name: "Ana", Key: "ana", Means: map[string]float64{"boats": 4}}, {Name: "Ben", Key: "ben"},
		}},
		declared: game.Declaration{Categories: []game.Key{{ID: "boats", Text: words.CategoryName(altiplano.ScoreBoats)}}},
		totals: []logstats.Series{
			{Name: "Ana", Key: "ana", Points: points(40, 50)},
			{Name: "Ben", Key: "ben", Points: points(30, 35)},
		},
	}
	w := &writer{Lines: render.Lines{W: &out}, o: o}
	writeCharts(w, r)
	require.NoError(t, w.Err)
	s := out.String()
	assert.Contains(t, s, "Ana, 2 games")
	assert.Contains(t, s, "\x1b[", "colour codes in a terminal")
	assert.Contains(t, s, "█", "bars are blocks in a terminal")
	assert.Less(t, strings.Index(s, "Ana, 2 games"), strings.Index(s, "Ben, 2 games"), "charts follow the players table")
}
