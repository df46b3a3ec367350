package export

import (
	"bytes"
	"encoding/xml"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"altiplano/cmd/playlog"
	"altiplano/cmd/playlog/playlogtest"
)

// bggRead parses plays XML back, as another tool would.
type bggRead struct {
	XMLName  xml.Name `xml:"plays"`
	Username string   `xml:"username,attr"`
	Plays    []struct {
		Date       string  `xml:"date,attr"`
		Quantity   string  `xml:"quantity,attr"`
		Incomplete string  `xml:"incomplete,attr"`
		NoWinStats string  `xml:"nowinstats,attr"`
		Location   *string `xml:"location,attr"`
		Item       struct {
			Name       string  `xml:"name,attr"`
			ObjectType string  `xml:"objecttype,attr"`
			ObjectID   *string `xml:"objectid,attr"`
		} `xml:"item"`
		Players []struct {
			Name          string `xml:"name,attr"`
			StartPosition string `xml:"startposition,attr"`
			Score         string `xml:"score,attr"`
			Win           string `xml:"win,attr"`
			New           string `xml:"new,attr"`
		} `xml:"players>player"`
	} `xml:"play"`
}

func TestWriteBGGXML(t *testing.T) {
	games := playlogtest.ExportGames()
	var buf bytes.Buffer
	require.NoError(t, WriteBGGXML(&buf, playlog.Slice(games), BGGOptions{Game: meadow(0)}))
	assert.True(t, strings.HasPrefix(buf.String(), xml.Header))
	assert.Contains(t, buf.String(), `name="&lt;Ana &amp; &#34;Ben&#34;&gt;"`)

	var doc bggRead
	require.NoError(t, xml.Unmarshal(buf.Bytes(), &doc))
	require.Len(t, doc.Plays, len(games), "one play per game")
	for i, g := range games {
		play := doc.Plays[i]
		assert.Equal(t, g.PlayedAt.Format(time.DateOnly), play.Date)
		assert.Equal(t, "1", play.Quantity)
		assert.Equal(t, "0", play.Incomplete)
		assert.Equal(t, "0", play.NoWinStats)
		require.NotNil(t, play.Location)
		assert.Empty(t, *play.Location)
		assert.Equal(t, "Meadow", play.Item.Name, "the name the game declares")
		assert.Equal(t, "thing", play.Item.ObjectType)
		assert.Nil(t, play.Item.ObjectID, "objectid is left out when unset, never empty")
		require.Len(t, play.Players, len(g.Players))
		for j, p := range g.Players {
			xp := play.Players[j]
			assert.Equal(t, p.Name, xp.Name)
			score, err := strconv.Atoi(xp.Score)
			require.NoError(t, err)
			assert.Equal(t, p.Total, score)
			assert.Equal(t, p.Won(), xp.Win == "1")
			assert.Contains(t, []string{"0", "1"}, xp.New)
		}
	}
}

func TestWriteBGGXMLObjectIDAndDate(t *testing.T) {
	g := playlogtest.Duel(playlogtest.HexHash(1), time.Date(2026, 5, 2, 0, 30, 0, 0, time.FixedZone("CEST", 2*3600)), "Ana", "Ben")
	var buf bytes.Buffer
	require.NoError(t, WriteBGGXML(&buf, playlog.Slice([]playlog.Game{g}), BGGOptions{Game: meadow(4242)}))
	var doc bggRead
	require.NoError(t, xml.Unmarshal(buf.Bytes(), &doc))
	assert.Equal(t, "4242", *doc.Plays[0].Item.ObjectID)
	assert.Equal(t, "2026-05-02", doc.Plays[0].Date, "the calendar date where the game was played, not UTC's")
}

// The owner's BGG username is written as text whatever it holds: the
// document stays well-formed XML and reads back the name as given.
func TestWriteBGGXMLEscapesTheUsername(t *testing.T) {
	g := playlogtest.Duel(playlogtest.HexHash(1), playlogtest.T0, "Ana", "Ben")
	for _, name := range []string{"ana", `Ann & "Bo" <x>`, `a"/><plays username="`, "'&amp;'"} {
		var buf bytes.Buffer
		require.NoError(t, WriteBGGXML(&buf, playlog.Slice([]playlog.Game{g}), BGGOptions{Game: meadow(0), Username: name}))
		var doc bggRead
		require.NoError(t, xml.Unmarshal(buf.Bytes(), &doc), "%q: %s", name, buf.String())
		assert.Equal(t, name, doc.Username)
		assert.Len(t, doc.Plays, 1, name)
	}
}

func TestTurnPosition(t *testing.T) {
	g := playlogtest.Sample(playlogtest.HexHash(1), playlogtest.T0) // 3 players, seat 1 starts
	positions := func() []int {
		var out []int
		for _, p := range g.Players {
			out = append(out, turnPosition(g, p))
		}
		return out
	}
	assert.Equal(t, []int{1, 2, 3}, positions())
	g.Players[0].StartPlayer, g.Players[1].StartPlayer = false, true
	assert.Equal(t, []int{3, 1, 2}, positions())
	g.Players[1].StartPlayer = false
	assert.Equal(t, []int{1, 2, 3}, positions(), "unknown start player: seat order")
}

// What the Python BGG plays loader (SukiCZ/boardgamegeek,
// loaders/plays.py) takes with int(): root total and userid, play id,
// quantity, length, incomplete, nowinstats; item objectid and player
// userid when present. Every numeric attribute present is a number: an
// empty one would fail int().
func TestBGGXMLNumbersAreNumbers(t *testing.T) {
	games := playlogtest.ExportGames()
	games[0].DurationMin = 75
	for _, objectID := range []int{0, 4242} {
		var buf bytes.Buffer
		require.NoError(t, WriteBGGXML(&buf, playlog.Slice(games), BGGOptions{Game: meadow(objectID)}))
		dec := xml.NewDecoder(&buf)
		numeric := map[string]bool{"userid": true, "total": true, "page": true, "id": true, "quantity": true,
			"length": true, "incomplete": true, "nowinstats": true, "objectid": true, "startposition": true,
			"score": true, "new": true, "win": true}
		seen := map[string]int{}
		for {
			tok, err := dec.Token()
			if err != nil {
				break
			}
			el, ok := tok.(xml.StartElement)
			if !ok {
				continue
			}
			attrs := map[string]string{}
			for _, a := range el.Attr {
				attrs[a.Name.Local] = a.Value
				if numeric[a.Name.Local] {
					_, err := strconv.Atoi(a.Value)
					assert.NoError(t, err, "%s %s=%q", el.Name.Local, a.Name.Local, a.Value)
				}
			}
			seen[el.Name.Local]++
			switch el.Name.Local {
			case "plays":
				for _, k := range []string{"username", "userid", "total", "page"} {
					assert.Contains(t, attrs, k)
				}
				assert.Equal(t, strconv.Itoa(len(games)), attrs["total"])
			case "play":
				assert.Contains(t, attrs, "id")
			case "item":
				if objectID == 0 {
					assert.NotContains(t, attrs, "objectid")
				} else {
					assert.Equal(t, "4242", attrs["objectid"])
				}
			}
		}
		assert.Equal(t, len(games), seen["play"])
	}
}
