package export

import (
	"bufio"
	"encoding/xml"
	"io"
	"strconv"
	"time"

	"altiplano/cmd/playlog"
)

// BGGOptions configure WriteBGGXML.
type BGGOptions struct {
	// Game is the board game whose plays are written: its name is the
	// item's, its BoardGameGeek id the objectid (0 = unset: objectid is
	// left out, not guessed).
	Game     Game
	Username string // the plays' owner on BGG; "" = none
	// FirstGames maps each player's name key to the id of their first game
	// in the whole history, for new; nil = the first game in the export.
	FirstGames map[string]int64
}

// The BoardGameGeek plays XML, as its XML API returns plays. Numeric
// attributes that are not known are left out, never written empty: readers
// convert them with int().
type (
	bggPlay struct {
		XMLName    xml.Name   `xml:"play"`
		ID         int64      `xml:"id,attr"` // 0: BGG has not assigned one
		Date       string     `xml:"date,attr"`
		Quantity   int        `xml:"quantity,attr"`
		Length     int        `xml:"length,attr"`
		Incomplete int        `xml:"incomplete,attr"`
		NoWinStats int        `xml:"nowinstats,attr"`
		Location   string     `xml:"location,attr"`
		Item       bggItem    `xml:"item"`
		Players    bggPlayers `xml:"players"`
	}
	bggItem struct {
		Name       string      `xml:"name,attr"`
		ObjectType string      `xml:"objecttype,attr"`
		ObjectID   string      `xml:"objectid,attr,omitempty"`
		Subtypes   bggSubtypes `xml:"subtypes"`
	}
	bggSubtypes struct {
		Subtype []bggSubtype `xml:"subtype"`
	}
	bggSubtype struct {
		Value string `xml:"value,attr"`
	}
	bggPlayers struct {
		Players []bggPlayer `xml:"player"`
	}
	bggPlayer struct {
		Username      string `xml:"username,attr"`
		Name          string `xml:"name,attr"`
		StartPosition string `xml:"startposition,attr"`
		Color         string `xml:"color,attr"`
		Score         string `xml:"score,attr"`
		New           int    `xml:"new,attr"`
		Win           int    `xml:"win,attr"`
	}
)

// WriteBGGXML writes the games of src as BoardGameGeek plays XML, one game
// at a time: a <plays> root with username, userid (0: none), total and
// page 1, then one <play> per game (id 0: not on BGG; the players' date;
// length from the record's duration, 0 when not recorded; location), its
// <item>, and a <player> per seat with name, start position counted from
// the start player, score, role as color, new (first game in the export)
// and win (1 for every player sharing a first place). total needs a count
// first, so src is read twice. BGG has no upload API; the file is for
// tools that read this format. encoding/xml escapes names.
func WriteBGGXML(w io.Writer, src playlog.Source, opts BGGOptions) error {
	name := opts.Game.name()
	object := ""
	if opts.Game.BGGID > 0 {
		object = strconv.Itoa(opts.Game.BGGID)
	}
	total := 0
	seen := map[string]bool{}
	firstOf := map[string]int64{}
	if err := src(func(g playlog.Game) error {
		total++
		for _, p := range g.Players {
			k := playlog.NameKey(p.Name)
			if !seen[k] {
				seen[k] = true
				firstOf[k] = g.ID
			}
		}
		return nil
	}); err != nil {
		return err
	}
	if opts.FirstGames != nil {
		firstOf = opts.FirstGames
	}
	bw := bufio.NewWriter(w)
	bw.WriteString(xml.Header)
	bw.WriteString(`<plays username="`)
	xml.EscapeText(bw, []byte(opts.Username))
	bw.WriteString(`" userid="0" total="` + strconv.Itoa(total) + `" page="1">` + "\n")
	enc := xml.NewEncoder(bw)
	enc.Indent("  ", "  ")
	err := src(func(g playlog.Game) error {
		play := bggPlay{
			Date: g.PlayedAt.Format(time.DateOnly), Quantity: 1, Length: g.DurationMin,
			Location: g.Location,
			Item: bggItem{Name: name, ObjectType: "thing", ObjectID: object,
				Subtypes: bggSubtypes{[]bggSubtype{{"boardgame"}}}},
		}
		for _, p := range g.Players {
			pl := bggPlayer{Name: p.Name, StartPosition: strconv.Itoa(turnPosition(g, p)),
				Score: strconv.Itoa(p.Total), Color: p.Role}
			if p.Won() {
				pl.Win = 1
			}
			if firstOf[playlog.NameKey(p.Name)] == g.ID {
				pl.New = 1
			}
			play.Players.Players = append(play.Players.Players, pl)
		}
		return enc.Encode(play)
	})
	if err != nil {
		return err
	}
	bw.WriteString("\n</plays>\n")
	return bw.Flush()
}

// turnPosition is p's place in turn order: play goes round the table in
// seat order from the start player, so with a known start player at seat s
// the player at seat i plays ((i-s) mod n)+1-th; without one, the seat.
func turnPosition(g playlog.Game, p playlog.Player) int {
	n := len(g.Players)
	for _, q := range g.Players {
		if q.StartPlayer {
			return (p.Seat-q.Seat+n)%n + 1
		}
	}
	return p.Seat
}

// A game's time in every export is the players' own: its clock reading at
// the offset they wrote (playlog.Game.PlayedAt is kept at it), whatever the
// zone of the machine that exports; a time written without an offset is
// written without one, never shifted.

// playedAt is when a game was played, as its players wrote it: with their
// offset, as a wall clock without one, or the date alone.
func playedAt(g playlog.Game) string { return g.Written().Written() }
