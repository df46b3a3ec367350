package export

import (
	"bytes"
	"encoding/json"
	"net/url"
	"regexp"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"altiplano/cmd/playlog"
	"altiplano/cmd/playlog/playlogtest"
)

// bgsRead is a reader of BG Stats files that knows only the documented
// keys: what an importer can rely on.
type bgsRead struct {
	Players []struct {
		ID   int    `json:"id"`
		UUID string `json:"uuid"`
		Name string `json:"name"`
	} `json:"players"`
	Locations []json.RawMessage `json:"locations"`
	Games     []struct {
		ID          int    `json:"id"`
		Name        string `json:"name"`
		BGGID       int    `json:"bggId"`
		HighestWins bool   `json:"highestWins"`
		NoPoints    bool   `json:"noPoints"`
		Cooperative bool   `json:"cooperative"`
	} `json:"games"`
	Plays []struct {
		UUID         string `json:"uuid"`
		PlayDate     string `json:"playDate"`
		EntryDate    string `json:"entryDate"`
		GameRefID    int    `json:"gameRefId"`
		ManualWinner bool   `json:"manualWinner"`
		PlayerScores []struct {
			PlayerRefID int    `json:"playerRefId"`
			Score       string `json:"score"`
			Winner      bool   `json:"winner"`
			StartPlayer bool   `json:"startPlayer"`
			Rank        int    `json:"rank"`
			SeatOrder   int    `json:"seatOrder"`
			Role        string `json:"role"`
		} `json:"playerScores"`
	} `json:"plays"`
}

var uuidPattern = regexp.MustCompile(`^[0-9a-f]{8}-[0-9a-f]{4}-5[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$`)

func TestWriteBGStatsRoundTrip(t *testing.T) {
	games := playlogtest.ExportGames()
	var buf bytes.Buffer
	require.NoError(t, WriteBGStats(&buf, playlog.Slice(games), BGStatsOptions{Game: meadow(4242)}))

	var doc bgsRead
	require.NoError(t, json.Unmarshal(buf.Bytes(), &doc))
	require.Len(t, doc.Games, 1)
	assert.Equal(t, "Meadow", doc.Games[0].Name)
	assert.Equal(t, 4242, doc.Games[0].BGGID)
	assert.True(t, doc.Games[0].HighestWins)
	assert.NotNil(t, doc.Locations)

	people := map[int]string{}
	for _, p := range doc.Players {
		assert.Regexp(t, uuidPattern, p.UUID)
		people[p.ID] = p.Name
	}
	assert.Len(t, people, len(doc.Players), "player ids are unique")
	assert.Equal(t, "ana", people[1], "Ana played first; her latest spelling is used")

	// Reconstruct every game's players, scores and winners from the file.
	require.Len(t, doc.Plays, len(games))
	for i, g := range games {
		play := doc.Plays[i]
		assert.Equal(t, stableUUID("play:"+g.Hash), play.UUID)
		assert.Regexp(t, uuidPattern, play.UUID)
		assert.Equal(t, doc.Games[0].ID, play.GameRefID)
		assert.True(t, play.ManualWinner)
		at, err := time.Parse(bgsDateLayout, play.PlayDate)
		require.NoError(t, err)
		assert.True(t, at.Equal(g.PlayedAt))
		require.Len(t, play.PlayerScores, len(g.Players))
		for j, p := range g.Players {
			ps := play.PlayerScores[j]
			assert.Equal(t, playlog.NameKey(p.Name), playlog.NameKey(people[ps.PlayerRefID]))
			score, err := strconv.Atoi(ps.Score)
			require.NoError(t, err)
			assert.Equal(t, p.Total, score)
			assert.Equal(t, p.Won(), ps.Winner, "%s in game %d", p.Name, g.ID)
			assert.Equal(t, p.Rank, ps.Rank)
			assert.Equal(t, p.Seat, ps.SeatOrder)
			assert.Equal(t, p.StartPlayer, ps.StartPlayer)
			assert.Equal(t, p.Role, ps.Role)
		}
	}
	// The shared first place of the sample: both winners.
	last := doc.Plays[len(doc.Plays)-1]
	assert.True(t, last.PlayerScores[0].Winner)
	assert.True(t, last.PlayerScores[1].Winner)
	assert.False(t, last.PlayerScores[2].Winner)
}

// Re-exporting, with more games, keeps the ids of plays and players: an
// importer matches them instead of creating duplicates.
func TestWriteBGStatsIdsAreStable(t *testing.T) {
	games := playlogtest.ExportGames()
	var first, second bgsRead
	var buf bytes.Buffer
	require.NoError(t, WriteBGStats(&buf, playlog.Slice(games[2:]), BGStatsOptions{}))
	require.NoError(t, json.Unmarshal(buf.Bytes(), &first))
	buf.Reset()
	require.NoError(t, WriteBGStats(&buf, playlog.Slice(games), BGStatsOptions{}))
	require.NoError(t, json.Unmarshal(buf.Bytes(), &second))

	for _, p := range first.Players {
		found := false
		for _, q := range second.Players {
			if q.UUID == p.UUID {
				found = true
				assert.Equal(t, p.ID, q.ID, "older players keep their ids")
			}
		}
		assert.True(t, found, p.Name)
	}
	assert.Equal(t, first.Plays[0].UUID, second.Plays[2].UUID)
	assert.Equal(t, first.Plays[1].UUID, second.Plays[3].UUID)

	// Deterministic output, byte for byte.
	var again bytes.Buffer
	require.NoError(t, WriteBGStats(&again, playlog.Slice(games), BGStatsOptions{}))
	assert.Equal(t, buf.String(), again.String())
}

// Dates are the players' own: the clock they read, at the offset they
// wrote or, written without one, as they wrote it; never UTC's.
func TestWriteBGStatsWritesThePlayersTime(t *testing.T) {
	g := playlogtest.Duel(playlogtest.HexHash(1), time.Date(2026, 5, 2, 0, 30, 0, 0, time.FixedZone("CEST", 2*3600)), "Ana", "Ben")
	wall := playlogtest.Duel(playlogtest.HexHash(2), time.Date(2025, 12, 31, 23, 50, 0, 0, time.FixedZone("", -8*3600)), "Ana", "Ben")
	wall.WallClock = true
	var buf bytes.Buffer
	require.NoError(t, WriteBGStats(&buf, playlog.Slice([]playlog.Game{g, wall}), BGStatsOptions{Game: Game{ID: playlogtest.Game, Name: "Meadow (2017)"}}))
	var doc bgsRead
	require.NoError(t, json.Unmarshal(buf.Bytes(), &doc))
	assert.Equal(t, "2026-05-02 00:30:00", doc.Plays[0].PlayDate)
	assert.Equal(t, "2025-12-31 23:50:00", doc.Plays[1].PlayDate)
	assert.Equal(t, "Meadow (2017)", doc.Games[0].Name)
	for i, g := range []playlog.Game{g, wall} {
		link, err := BGStatsLink(g, BGStatsOptions{})
		require.NoError(t, err)
		data, err := url.QueryUnescape(strings.TrimPrefix(link, BGStatsLinkBase))
		require.NoError(t, err)
		assert.Contains(t, data, `"playDate":"`+doc.Plays[i].PlayDate+`"`, "the link's date is the backup's")
	}
}

// The ids stay what earlier exports wrote, so BG Stats matches what it
// imported before: a play's comes from the hash its game was first kept
// under, whatever its identity is now; a player's from the name's key of
// then (Anna's as altiplano wrote it before the name rule's own key), and
// names the rule calls one player have one.
func TestExportIDsOutliveTheIdentityRule(t *testing.T) {
	g := playlogtest.Duel(playlogtest.HexHash(2), playlogtest.T0, "Anna", "Ben")
	assert.Equal(t, "223bef07-e113-5f56-af7f-387affcd59e6", playUUID(g))
	g.FirstHash, g.Hash = g.Hash, playlogtest.HexHash(3)
	assert.Equal(t, "223bef07-e113-5f56-af7f-387affcd59e6", playUUID(g), "recomputed identity, the same play")
	for _, name := range []string{"Anna", "ANNA", " anna", "ＡＮＮＡ"} {
		assert.Equal(t, "9f342b1f-de52-5ffe-81f5-04e02f39424c", playerUUID(name), name)
	}
	assert.Equal(t, playerUUID("STRASSE"), playerUUID("Straße"))
	assert.NotEqual(t, playerUUID("Anna"), playerUUID("Ana"))
}

func TestStableUUID(t *testing.T) {
	// Pinned: a changed namespace or derivation would make every re-import
	// duplicate its plays.
	assert.Equal(t, "223bef07-e113-5f56-af7f-387affcd59e6", stableUUID("play:"+playlogtest.HexHash(2)))
	a := stableUUID("play:abc")
	assert.Equal(t, a, stableUUID("play:abc"))
	assert.NotEqual(t, a, stableUUID("play:abd"))
	assert.Regexp(t, uuidPattern, a)
}
