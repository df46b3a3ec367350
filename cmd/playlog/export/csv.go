package store

import (
	"bufio"
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
		"total", "rank", "winner", "start_player", "role", "duration_min", "location",
	}
}

// CSVOptions configure WriteCSV.
type CSVOptions struct {
	// TimeZone is the players' zone: played_at is written in it, with its
	// offset (RFC 3339), so a game at 00:30 stays on its own day. nil = UTC.
	TimeZone *time.Location
	// BOM starts the file with a UTF-8 byte-order mark, which spreadsheet
	// programs on Windows need to read names as UTF-8.
	BOM bool
}

// utf8BOM is the UTF-8 byte-order mark.
const utf8BOM = "\ufeff"

// WriteCSV writes one header row, then one row per player per game of src:
// the game's id, time (RFC 3339 in the players' zone, with the offset),
// setup code and player count, then the player's seat, name, coins, every
// category, total, rank, winner (1 for a first place, shared or not; else
// 0), start player (1/0), role, and the game's duration (minutes, empty
// when not recorded) and location. "missions" is the missions category's
// points. Text cells are guarded against formula injection (see csvText).
func WriteCSV(w io.Writer, src Source, opts CSVOptions) error {
	zone := opts.TimeZone
	if zone == nil {
		zone = time.UTC
	}
	bw := bufio.NewWriter(w)
	if opts.BOM {
		bw.WriteString(utf8BOM)
	}
	cw := csv.NewWriter(bw)
	header := CSVHeader()
	if err := cw.Write(header); err != nil {
		return err
	}
	row := make([]string, 0, len(header))
	err := src(func(g Game) error {
		duration := ""
		if g.DurationMin > 0 {
			duration = strconv.Itoa(g.DurationMin)
		}
		for _, p := range g.Players {
			c := p.Categories
			row = append(row[:0],
				strconv.FormatInt(g.ID, 10), g.PlayedAt.In(zone).Format(time.RFC3339), csvText(g.SetupCode),
				strconv.Itoa(len(g.Players)), strconv.Itoa(p.Seat), csvText(p.Name), strconv.Itoa(p.Coins),
				strconv.Itoa(c.Goods), strconv.Itoa(c.Boats), strconv.Itoa(c.Houses), strconv.Itoa(c.Orders),
				strconv.Itoa(c.HouseBonus), strconv.Itoa(c.Warehouse), strconv.Itoa(c.Missions),
				strconv.Itoa(p.Total), strconv.Itoa(p.Rank), bit(p.Won()), bit(p.StartPlayer), p.Role,
				duration, csvText(g.Location))
			if err := cw.Write(row); err != nil {
				return err
			}
		}
		return nil
	})
	if err != nil {
		return err
	}
	cw.Flush()
	if err := cw.Error(); err != nil {
		return err
	}
	return bw.Flush()
}

func bit(b bool) string {
	if b {
		return "1"
	}
	return "0"
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
