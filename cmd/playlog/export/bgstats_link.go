package export

import (
	"bufio"
	"encoding/json"
	"errors"
	"io"
	"net/url"
	"strings"

	"altiplano/cmd/playlog"
)

// BGStatsLinkBase is BG Stats' documented way to add a play from another
// app: the play as url-encoded JSON in the data parameter, one per link.
const BGStatsLinkBase = "https://app.bgstatsapp.com/createPlay.html?data="

// BGStatsLinkMax is the longest link written: longer URLs are cut by some
// phones and QR readers.
const BGStatsLinkMax = 8000

// BGStatsSourceName is sourceName in every link: BG Stats matches plays and
// players from the same source by it, so it never changes.
const BGStatsSourceName = "altiplano"

// ErrLinkTooLong: a game whose link would exceed BGStatsLinkMax even
// without its optional keys.
var ErrLinkTooLong = errors.New("export: BG Stats link too long")

type (
	linkPlay struct {
		SourceName   string       `json:"sourceName"`
		SourcePlayID string       `json:"sourcePlayId"`
		PlayDate     string       `json:"playDate"`
		DurationMin  int          `json:"durationMin,omitempty"`
		Location     string       `json:"location,omitempty"`
		Game         linkGame     `json:"game"`
		Players      []linkPlayer `json:"players"`
	}
	linkGame struct {
		Name         string `json:"name"`
		BGGID        int    `json:"bggId,omitempty"`
		SourceGameID string `json:"sourceGameId"`
		HighestWins  bool   `json:"highestWins"`
		NoPoints     bool   `json:"noPoints"`
	}
	linkPlayer struct {
		Name           string `json:"name"`
		SourcePlayerID string `json:"sourcePlayerId"`
		Score          int    `json:"score"`
		Winner         bool   `json:"winner"`
		StartPlayer    bool   `json:"startPlayer"`
		Rank           int    `json:"rank"`
		Role           string `json:"role,omitempty"`
	}
)

// BGStatsLink is the createPlay link of one game: its players with scores,
// winner flags (every sharer of a first place), start player, rank and
// role, the players' date and time, duration and location when recorded. Ids
// are stable, as in WriteBGStats, so opening a link twice matches the same
// play and players.
func BGStatsLink(g playlog.Game, opts BGStatsOptions) (string, error) {
	play := linkPlay{
		SourceName: BGStatsSourceName, SourcePlayID: playUUID(g),
		PlayDate: g.PlayedAt.Format(bgsDateLayout), DurationMin: g.DurationMin, Location: g.Location,
		Game: linkGame{Name: opts.Game.name(), BGGID: opts.Game.BGGID, SourceGameID: string(g.Game), HighestWins: true},
	}
	for _, p := range g.Players {
		play.Players = append(play.Players, linkPlayer{
			Name: p.Name, SourcePlayerID: playerUUID(p.Name), Score: p.Total,
			Winner: p.Won(), StartPlayer: p.StartPlayer, Rank: p.Rank, Role: p.Role,
		})
	}
	link, err := encodeLink(play)
	if err != nil || len(link) <= BGStatsLinkMax {
		return link, err
	}
	// Too long (it takes very long names): leave out what BG Stats can do
	// without, then give up rather than write a link that is cut.
	play.Location = ""
	for i := range play.Players {
		play.Players[i].Role = ""
	}
	if link, err = encodeLink(play); err != nil || len(link) <= BGStatsLinkMax {
		return link, err
	}
	return "", ErrLinkTooLong
}

func encodeLink(play linkPlay) (string, error) {
	b, err := json.Marshal(play)
	if err != nil {
		return "", err
	}
	// Spaces as %20, not +: the page decodes with decodeURIComponent,
	// which reads + as a plus sign.
	return BGStatsLinkBase + strings.ReplaceAll(url.QueryEscape(string(b)), "+", "%20"), nil
}

// WriteBGStatsLinks writes one createPlay link per game of src, a line each.
func WriteBGStatsLinks(w io.Writer, src playlog.Source, opts BGStatsOptions) error {
	bw := bufio.NewWriter(w)
	err := src(func(g playlog.Game) error {
		link, err := BGStatsLink(g, opts)
		if err != nil {
			return err
		}
		bw.WriteString(link)
		return bw.WriteByte('\n')
	})
	if err != nil {
		return err
	}
	return bw.Flush()
}
