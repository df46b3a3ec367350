package history

import (
	"encoding/csv"
	"io"
	"strconv"
	"time"
)

// CSVHeader returns the column names of WriteCSV's header row.
func CSVHeader() []string {
	return []string{
		"game_id", "played_at", "setup_code", "player_count", "seat", "name", "coins",
		"goods", "boats", "houses", "orders", "house_bonus", "warehouse", "missions",
		"total", "rank", "winner",
	}
}

// WriteCSV writes one header row, then one row per player per game, in the
// order given: the game's id, time (RFC 3339, UTC), setup code and player
// count, then the player's seat, name, coins, every category, total, rank
// and winner (1 for a first place, shared or not; else 0). "missions" is
// the missions category's points. Text cells are guarded against formula
// injection (see csvText).
func WriteCSV(w io.Writer, games []Game) error {
	cw := csv.NewWriter(w)
	header := CSVHeader()
	if err := cw.Write(header); err != nil {
		return err
	}
	row := make([]string, 0, len(header))
	for _, g := range games {
		for _, p := range g.Players {
			c := p.Categories
			winner := "0"
			if p.Won() {
				winner = "1"
			}
			row = append(row[:0],
				strconv.FormatInt(g.ID, 10), g.PlayedAt.UTC().Format(time.RFC3339), csvText(g.SetupCode),
				strconv.Itoa(len(g.Players)), strconv.Itoa(p.Seat), csvText(p.Name), strconv.Itoa(p.Coins),
				strconv.Itoa(c.Goods), strconv.Itoa(c.Boats), strconv.Itoa(c.Houses), strconv.Itoa(c.Orders),
				strconv.Itoa(c.HouseBonus), strconv.Itoa(c.Warehouse), strconv.Itoa(c.Missions),
				strconv.Itoa(p.Total), strconv.Itoa(p.Rank), winner)
			if err := cw.Write(row); err != nil {
				return err
			}
		}
	}
	cw.Flush()
	return cw.Error()
}

// csvText guards a free-text cell (a name, a setup code) against spreadsheet
// formula injection, as OWASP recommends: a cell beginning with = + - @,
// tab or carriage return is prefixed with a single quote, which spreadsheets
// read as "text follows". Numbers are written by this package, not typed by
// users, and are left alone.
func csvText(s string) string {
	if s == "" {
		return s
	}
	switch s[0] {
	case '=', '+', '-', '@', '\t', '\r':
		return "'" + s
	}
	return s
}
