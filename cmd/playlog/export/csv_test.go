package export

import (
	"bytes"
	"encoding/csv"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"altiplano/cmd/playlog"
	"altiplano/cmd/playlog/playlogtest"
)

func TestWriteCSV(t *testing.T) {
	games := playlogtest.ExportGames()
	var buf bytes.Buffer
	require.NoError(t, WriteCSV(&buf, playlog.Slice(games), CSVOptions{Game: meadow(0)}))

	records, err := csv.NewReader(&buf).ReadAll()
	require.NoError(t, err)
	require.NotEmpty(t, records)
	assert.Equal(t, CSVHeader(meadow(0)), records[0])
	rows := records[1:]
	n := 0
	for _, g := range games {
		for _, p := range g.Players {
			row := rows[n]
			n++
			col := func(name string) string {
				i := indexOf(records[0], name)
				require.GreaterOrEqual(t, i, 0, name)
				return row[i]
			}
			num := func(name string) int {
				v, err := strconv.Atoi(col(name))
				require.NoError(t, err, name)
				return v
			}
			assert.Equal(t, g.ID, int64(num("game_id")))
			at, err := time.Parse(time.RFC3339, col("played_at"))
			require.NoError(t, err)
			assert.True(t, at.Equal(g.PlayedAt))
			assert.Equal(t, g.SetupCode, unquote(col("setup_code")))
			assert.Equal(t, len(g.Players), num("player_count"))
			assert.Equal(t, p.Seat, num("seat"))
			assert.Equal(t, p.Name, unquote(col("name")))
			for _, sc := range p.Scores {
				assert.Equal(t, sc.Points, num(sc.Category), sc.Category)
			}
			assert.Equal(t, p.TieBreak[0].Value, num("coins"))
			assert.Equal(t, p.Role, col("role"))
			assert.Equal(t, p.Total, num("total"))
			assert.Equal(t, p.Rank, num("rank"))
			assert.Equal(t, p.Won(), col("winner") == "1")
			for _, cell := range row {
				assert.False(t, startsWithFormula(cell), "cell %q", cell)
			}
		}
	}
	assert.Len(t, rows, n, "one row per player per game")

	// Both players sharing first place in the sample are winners.
	var winners int
	for _, row := range rows {
		if row[0] == "1" && row[indexOf(records[0], "winner")] == "1" {
			winners++
		}
	}
	assert.Equal(t, 2, winners)
}

func TestWriteCSVEmpty(t *testing.T) {
	var buf bytes.Buffer
	require.NoError(t, WriteCSV(&buf, playlog.Slice(nil), CSVOptions{Game: meadow(0)}))
	assert.Equal(t, strings.Join(CSVHeader(meadow(0)), ",")+"\n", buf.String())
}

// The columns are the game's: its tie-break keys and categories between
// the name and the total, a role column when it has roles; a value the
// game kept none of is an empty cell.
func TestCSVColumnsAreTheGames(t *testing.T) {
	assert.Equal(t, []string{"game_id", "played_at", "played_on", "setup_code", "player_count", "seat", "name", "coins",
		"goods", "boats", "houses", "orders", "house_bonus", "warehouse", "missions",
		"total", "rank", "winner", "start_player", "role", "duration_min", "location"}, CSVHeader(meadow(0)))
	plain := Game{ID: "plain", Categories: []string{"points"}, TieBreaks: []string{"sheep", "wool"}}
	assert.Equal(t, []string{"game_id", "played_at", "played_on", "setup_code", "player_count", "seat", "name", "sheep", "wool",
		"points", "total", "rank", "winner", "start_player", "duration_min", "location"}, CSVHeader(plain))
	g := playlog.Game{ID: 7, Game: "plain", PlayedAt: playlogtest.T0, Players: []playlog.Player{
		{Seat: 1, Name: "Ana", Total: 5, Rank: 1, Scores: []playlog.Score{{Category: "points", Points: 5}},
			TieBreak: []playlog.Tie{{Key: "sheep", Value: 2}}},
	}}
	var buf bytes.Buffer
	require.NoError(t, WriteCSV(&buf, playlog.Slice([]playlog.Game{g}), CSVOptions{Game: plain}))
	records, err := csv.NewReader(&buf).ReadAll()
	require.NoError(t, err)
	assert.Equal(t, []string{"7", "2026-03-14T19:30:00Z", "2026-03-14", "", "1", "1", "Ana", "2", "", "5", "5", "1", "1", "0", "", ""}, records[1])
}

func TestCSVText(t *testing.T) {
	tests := map[string]string{
		"Ana":               "Ana",
		"":                  "",
		"=1+1":              "'=1+1",
		"+Cleo":             "'+Cleo",
		"-2G0G":             "'-2G0G",
		"@SUM(A1)":          "'@SUM(A1)",
		"\tTab":             "'\tTab",
		"\rCR":              "'\rCR",
		"Ana=Ben":           "Ana=Ben",
		"'quoted":           "'quoted",
		" =leading space":   " =leading space",
		"Émile":             "Émile",
		"=HYPERLINK(\"x\")": "'=HYPERLINK(\"x\")",
	}
	for in, want := range tests {
		assert.Equal(t, want, csvText(in), "%q", in)
	}
}

// FuzzCSVText: whatever a name is, its cell survives encoding/csv intact
// (apart from the guard quote, which is the only change) and never starts
// with a character a spreadsheet would read as a formula.
func FuzzCSVText(f *testing.F) {
	for _, s := range []string{"Ana", "=1+1", "-", "@", "\t", "\r\n", "a,b", `"q"`, "x\ny", "'", ""} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, name string) {
		g := playlogtest.Duel(playlogtest.HexHash(1), playlogtest.T0, "Ben", "X")
		g.Players[1].Name = name
		g.SetupCode = name
		var buf bytes.Buffer
		require.NoError(t, WriteCSV(&buf, playlog.Slice([]playlog.Game{g}), CSVOptions{Game: meadow(0)}))
		records, err := csv.NewReader(&buf).ReadAll()
		require.NoError(t, err)
		require.Len(t, records, 3)
		cell := records[2][indexOf(records[0], "name")]
		assert.False(t, startsWithFormula(cell), "cell %q", cell)
		// encoding/csv turns \r\n inside a quoted field into \n.
		want := strings.ReplaceAll(name, "\r\n", "\n")
		if cell != want {
			assert.Equal(t, "'"+want, cell)
		}
	})
}

func startsWithFormula(cell string) bool {
	return cell != "" && strings.ContainsRune("=+-@\t\r", rune(cell[0]))
}

// unquote removes the guard quote csvText adds.
func unquote(cell string) string {
	if len(cell) > 1 && cell[0] == '\'' && startsWithFormula(cell[1:]) {
		return cell[1:]
	}
	return cell
}

func indexOf(list []string, s string) int {
	for i, v := range list {
		if v == s {
			return i
		}
	}
	return -1
}

// Times are written as the players wrote them, with their offset or
// without one, and played_on is their date, so a game at 00:30 or 23:50
// local time keeps its own day; --bom starts with a byte-order mark.
func TestWriteCSVPlayersTimeAndBOM(t *testing.T) {
	tests := []struct {
		at                 time.Time
		wall               bool
		playedAt, playedOn string
	}{
		{time.Date(2026, 5, 2, 0, 30, 0, 0, time.FixedZone("CET", 3600)), false, "2026-05-02T00:30:00+01:00", "2026-05-02"},
		{time.Date(2025, 12, 31, 23, 50, 0, 0, time.FixedZone("", -8*3600)), false, "2025-12-31T23:50:00-08:00", "2025-12-31"},
		{time.Date(2025, 12, 31, 23, 50, 0, 0, time.UTC), false, "2025-12-31T23:50:00Z", "2025-12-31"},
		{time.Date(2026, 3, 2, 12, 0, 0, 0, time.FixedZone("", 9*3600)), true, "2026-03-02T12:00:00", "2026-03-02"},
	}
	for _, tt := range tests {
		g := playlogtest.Duel(playlogtest.HexHash(1), tt.at, "Zoë", "Ben")
		g.ID, g.DurationMin, g.Location, g.WallClock = 1, 80, "Café Ö", tt.wall
		var buf bytes.Buffer
		require.NoError(t, WriteCSV(&buf, playlog.Slice([]playlog.Game{g}), CSVOptions{Game: meadow(0), BOM: true}))
		out := buf.String()
		require.True(t, strings.HasPrefix(out, "\ufeffgame_id,"), out)
		records, err := csv.NewReader(strings.NewReader(strings.TrimPrefix(out, "\ufeff"))).ReadAll()
		require.NoError(t, err)
		row := records[1]
		assert.Equal(t, tt.playedAt, row[indexOf(records[0], "played_at")])
		assert.Equal(t, tt.playedOn, row[indexOf(records[0], "played_on")])
		assert.Equal(t, "80", row[indexOf(records[0], "duration_min")])
		assert.Equal(t, "Café Ö", row[indexOf(records[0], "location")])
		assert.Equal(t, "Zoë", row[indexOf(records[0], "name")])
	}
}
