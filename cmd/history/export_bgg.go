package history

import (
	"encoding/xml"
	"io"
	"strconv"
	"time"
)

// BGGOptions configure WriteBGGXML.
type BGGOptions struct {
	ObjectID int            // Altiplano's BoardGameGeek id; 0 = unset, objectid is left empty (not guessed)
	GameName string         // the item name; "" = "Altiplano"
	TimeZone *time.Location // the zone whose calendar date is written; nil = UTC
}

// The BoardGameGeek plays XML, as its XML API returns plays.
type (
	bggPlays struct {
		XMLName xml.Name  `xml:"plays"`
		Plays   []bggPlay `xml:"play"`
	}
	bggPlay struct {
		Date       string     `xml:"date,attr"`
		Quantity   string     `xml:"quantity,attr"`
		Length     string     `xml:"length,attr"`
		Incomplete string     `xml:"incomplete,attr"`
		NoWinStats string     `xml:"nowinstats,attr"`
		Location   string     `xml:"location,attr"`
		Item       bggItem    `xml:"item"`
		Players    bggPlayers `xml:"players"`
	}
	bggItem struct {
		Name       string `xml:"name,attr"`
		ObjectType string `xml:"objecttype,attr"`
		ObjectID   string `xml:"objectid,attr"`
	}
	bggPlayers struct {
		Players []bggPlayer `xml:"player"`
	}
	bggPlayer struct {
		Username      string `xml:"username,attr"`
		UserID        string `xml:"userid,attr"`
		Name          string `xml:"name,attr"`
		StartPosition string `xml:"startposition,attr"`
		Color         string `xml:"color,attr"`
		Score         string `xml:"score,attr"`
		New           string `xml:"new,attr"`
		Rating        string `xml:"rating,attr"`
		Win           string `xml:"win,attr"`
	}
)

// WriteBGGXML writes games as BoardGameGeek plays XML: one <play> per game
// (date, quantity 1, complete, counted in win stats, no location), its
// <item>, and a <player> per seat with name, start position, score and win
// (1 for every player sharing a first place). BGG has no upload API; the
// file is for tools that read this format. encoding/xml escapes names.
func WriteBGGXML(w io.Writer, games []Game, opts BGGOptions) error {
	name, zone := playDefaults(opts.GameName, opts.TimeZone)
	object := ""
	if opts.ObjectID > 0 {
		object = strconv.Itoa(opts.ObjectID)
	}
	doc := bggPlays{Plays: make([]bggPlay, 0, len(games))}
	for _, g := range games {
		play := bggPlay{
			Date: g.PlayedAt.In(zone).Format(time.DateOnly), Quantity: "1", Length: "0",
			Incomplete: "0", NoWinStats: "0",
			Item: bggItem{Name: name, ObjectType: "thing", ObjectID: object},
		}
		for _, p := range g.Players {
			win := "0"
			if p.Won() {
				win = "1"
			}
			play.Players.Players = append(play.Players.Players, bggPlayer{
				Name: p.Name, StartPosition: strconv.Itoa(turnPosition(g, p)),
				Score: strconv.Itoa(p.Total), New: "0", Rating: "0", Win: win,
			})
		}
		doc.Plays = append(doc.Plays, play)
	}
	if _, err := io.WriteString(w, xml.Header); err != nil {
		return err
	}
	enc := xml.NewEncoder(w)
	enc.Indent("", "  ")
	if err := enc.Encode(doc); err != nil {
		return err
	}
	_, err := io.WriteString(w, "\n")
	return err
}

// turnPosition is p's place in turn order: play goes round the table in
// seat order from the start player, so with a known start player at seat s
// the player at seat i plays ((i-s) mod n)+1-th; without one, the seat.
func turnPosition(g Game, p Player) int {
	n := len(g.Players)
	for _, q := range g.Players {
		if q.StartPlayer {
			return (p.Seat-q.Seat+n)%n + 1
		}
	}
	return p.Seat
}

// playDefaults fills in what a plays export may leave unset: the game's
// name, and UTC for the dates.
func playDefaults(name string, zone *time.Location) (string, *time.Location) {
	if name == "" {
		name = "Altiplano"
	}
	if zone == nil {
		zone = time.UTC
	}
	return name, zone
}
