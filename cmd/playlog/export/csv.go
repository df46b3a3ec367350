package export

import (
	"bufio"
	"encoding/csv"
	"io"
	"strconv"
	"time"

	"altiplano/cmd/playlog"
)

// CSVHeader returns the column names of WriteCSV's header row for game: the
// game's tie-break keys and categories sit between the player's name and
// total, and the role column is there when the game has roles.
func CSVHeader(game Game) []string {
	h := []string{"game_id", "played_at", "played_on", "setup_code", "player_count", "seat", "name"}
	h = append(h, game.TieBreaks...)
	h = append(h, game.Categories...)
	h = append(h, "total", "rank", "winner", "start_player")
	if game.Roles {
		h = append(h, "role")
	}
	return append(h, "duration_min", "location")
}

// CSVOptions configure WriteCSV.
type CSVOptions struct {
	// Game is the board game whose games are written: its keys are the
	// columns.
	Game Game
	// BOM starts the file with a UTF-8 byte-order mark, which spreadsheet
	// programs on Windows need to read names as UTF-8.
	BOM bool
}

// utf8BOM is the UTF-8 byte-order mark.
const utf8BOM = "\ufeff"

// WriteCSV writes one header row, then one row per player per game of src:
// the game's id, time as the players wrote it (RFC 3339, with their offset,
// or without one when they wrote none), its date there (played_on, so a
// game at 23:50 stays on its own day), setup code and player count, then the player's seat, name, the value of
// each of the game's tie-break keys and points in each of its categories
// (empty when the game kept none), total, rank, winner (1 for a first
// place, shared or not; else 0), start player (1/0), role (a game with
// roles), and the game's duration (minutes, empty when not recorded) and
// location. Text cells are guarded against formula injection (see
// csvText).
func WriteCSV(w io.Writer, src playlog.Source, opts CSVOptions) error {
	bw := bufio.NewWriter(w)
	if opts.BOM {
		bw.WriteString(utf8BOM)
	}
	cw := csv.NewWriter(bw)
	header := CSVHeader(opts.Game)
	if err := cw.Write(header); err != nil {
		return err
	}
	row := make([]string, 0, len(header))
	value := func(v int, ok bool) string {
		if !ok {
			return ""
		}
		return strconv.Itoa(v)
	}
	err := src(func(g playlog.Game) error {
		duration := ""
		if g.DurationMin > 0 {
			duration = strconv.Itoa(g.DurationMin)
		}
		for _, p := range g.Players {
			row = append(row[:0],
				strconv.FormatInt(g.ID, 10), playedAt(g), g.PlayedAt.Format(time.DateOnly), csvText(g.SetupCode),
				strconv.Itoa(len(g.Players)), strconv.Itoa(p.Seat), csvText(p.Name))
			for _, k := range opts.Game.TieBreaks {
				row = append(row, value(p.TieValue(k)))
			}
			for _, c := range opts.Game.Categories {
				row = append(row, value(p.Points(c)))
			}
			row = append(row, strconv.Itoa(p.Total), strconv.Itoa(p.Rank), bit(p.Won()), bit(p.StartPlayer))
			if opts.Game.Roles {
				row = append(row, csvText(p.Role))
			}
			row = append(row, duration, csvText(g.Location))
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
