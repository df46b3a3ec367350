package export

import (
	"bytes"
	"encoding/json"
	"net/url"
	"regexp"
	"strconv"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"altiplano/cmd/playlog"
	"altiplano/cmd/playlog/playlogtest"
)

// What the three programs known to read BG Stats backups take from a file
// (their code read and run against our export; see the README):
//   - benallred/my-bg-stats (scripts/transform-game-data.js): userInfo.meRefId,
//     tags (an array it searches by name), players[].isAnonymous,
//     locations[].name, games[].isBaseGame === 1 / isExpansion, copies and
//     tags arrays, plays[].playDate "YYYY-MM-DD HH:MM:SS", durationMin (0 is
//     replaced by an estimate), locationRefId, playerScores[].playerRefId;
//   - adrianocola/bgstats-merger (index.js): userInfo.meRefId naming a
//     player, numeric ids (it adds to the largest), players and locations
//     by uuid, games by bggId, plays by uuid, playerScores[].score as a
//     string it evaluates;
//   - thorpelawrence/bgstats-sqlite (internal/export): modificationDate
//     "YYYY-MM-DD HH:MM:SS" on players and locations, playDate likewise.
//
// This test reads our export as untyped JSON and checks every one of those
// keys and types, so a change that would break one of them fails here.
func TestBGStatsExportHasWhatItsReadersRequire(t *testing.T) {
	games := playlogtest.ExportGames()
	games[0].DurationMin, games[0].Location = 95, "Graz"
	games[1].Players[0].Role = "miner"
	var buf bytes.Buffer
	require.NoError(t, WriteBGStats(&buf, playlog.Slice(games), BGStatsOptions{Me: "Ben"}))
	var doc map[string]any
	require.NoError(t, json.Unmarshal(buf.Bytes(), &doc))

	date := regexp.MustCompile(`^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$`)
	num := func(v any, what string) int {
		f, ok := v.(float64)
		require.True(t, ok, "%s is a number, not %T", what, v)
		return int(f)
	}
	list := func(v any, what string) []any {
		l, ok := v.([]any)
		require.True(t, ok, "%s is an array, not %T", what, v)
		return l
	}
	obj := func(v any, what string) map[string]any {
		m, ok := v.(map[string]any)
		require.True(t, ok, "%s is an object, not %T", what, v)
		return m
	}
	for _, key := range []string{"tags", "challenges", "groups", "players", "locations", "games", "plays"} {
		list(doc[key], key)
	}
	ids := func(key string) map[int]map[string]any {
		out := map[int]map[string]any{}
		for _, v := range list(doc[key], key) {
			o := obj(v, key)
			id := num(o["id"], key+".id")
			require.NotContains(t, out, id, "%s ids are unique", key)
			out[id] = o
			assert.Regexp(t, uuidPattern, o["uuid"], key+".uuid")
			assert.IsType(t, "", o["name"], key+".name")
			assert.Regexp(t, date, o["modificationDate"], key+".modificationDate")
		}
		return out
	}
	players, locations, gamesByID := ids("players"), ids("locations"), ids("games")
	for _, p := range players {
		assert.IsType(t, false, p["isAnonymous"])
	}
	me := num(obj(doc["userInfo"], "userInfo")["meRefId"], "userInfo.meRefId")
	require.Contains(t, players, me)
	assert.Equal(t, "Ben", players[me]["name"], "me is the bgstats_me setting")
	require.Len(t, locations, 1)
	for _, g := range gamesByID {
		assert.Equal(t, 1, num(g["isBaseGame"], "isBaseGame"), "a base game, as 1")
		assert.Equal(t, 0, num(g["isExpansion"], "isExpansion"))
		assert.NotContains(t, g, "bggId", "no bggId when it is not known: 0 would merge every unknown game")
		list(g["copies"], "copies")
		list(g["tags"], "game tags")
		assert.Equal(t, true, g["highestWins"])
	}
	plays := list(doc["plays"], "plays")
	require.Len(t, plays, len(games))
	newSeen := map[int]bool{}
	for i := len(plays) - 1; i >= 0; i-- { // oldest first
		play := obj(plays[i], "play")
		g := games[i]
		assert.Regexp(t, uuidPattern, play["uuid"])
		for _, k := range []string{"playDate", "entryDate", "modificationDate"} {
			assert.Regexp(t, date, play[k], k)
		}
		assert.Equal(t, g.PlayedAt.Format(bgsDateLayout), play["playDate"])
		assert.Equal(t, g.DurationMin, num(play["durationMin"], "durationMin"))
		require.Contains(t, gamesByID, num(play["gameRefId"], "gameRefId"))
		if g.Location != "" {
			require.Contains(t, locations, num(play["locationRefId"], "locationRefId"))
		} else {
			assert.NotContains(t, play, "locationRefId")
		}
		assert.Equal(t, true, play["manualWinner"])
		scores := list(play["playerScores"], "playerScores")
		require.Len(t, scores, len(g.Players))
		for j, sv := range scores {
			s := obj(sv, "playerScore")
			p := g.Players[j]
			ref := num(s["playerRefId"], "playerRefId")
			require.Contains(t, players, ref)
			assert.Equal(t, playlog.NameKey(p.Name), playlog.NameKey(players[ref]["name"].(string)))
			score, ok := s["score"].(string)
			require.True(t, ok, "score is a string")
			n, err := strconv.Atoi(score)
			require.NoError(t, err)
			assert.Equal(t, p.Total, n)
			assert.Equal(t, p.Won(), s["winner"], "every sharer of a first place is a winner")
			assert.Equal(t, p.StartPlayer, s["startPlayer"])
			assert.Equal(t, !newSeen[ref], s["newPlayer"], "new in the player's first game")
			newSeen[ref] = true
			assert.Equal(t, p.Rank, num(s["rank"], "rank"))
			assert.Equal(t, p.Seat, num(s["seatOrder"], "seatOrder"))
			if p.Role != "" {
				assert.Equal(t, p.Role, s["role"])
			}
		}
	}

	// A known BGG id is written as a number.
	buf.Reset()
	require.NoError(t, WriteBGStats(&buf, playlog.Slice(games), BGStatsOptions{Game: meadow(4242)}))
	assert.Contains(t, buf.String(), `"bggId":4242`)
}

func TestBGStatsLinksAreShortAndComplete(t *testing.T) {
	g := playlogtest.ExportGames()[3]
	g.DurationMin, g.Location = 80, "Café & Bar"
	link, err := BGStatsLink(g, BGStatsOptions{})
	require.NoError(t, err)
	require.Less(t, len(link), BGStatsLinkMax)
	require.Contains(t, link, BGStatsLinkBase)
	assert.NotContains(t, link, "+", "spaces are %20")
	data := link[len(BGStatsLinkBase):]
	decoded, err := urlUnescape(data)
	require.NoError(t, err)
	var play struct {
		SourceName string `json:"sourceName"`
		PlayDate   string `json:"playDate"`
		Duration   int    `json:"durationMin"`
		Location   string `json:"location"`
		Game       struct {
			Name string `json:"name"`
		} `json:"game"`
		Players []struct {
			Name        string `json:"name"`
			Score       int    `json:"score"`
			Winner      bool   `json:"winner"`
			StartPlayer bool   `json:"startPlayer"`
		} `json:"players"`
	}
	require.NoError(t, json.Unmarshal([]byte(decoded), &play))
	assert.Equal(t, "altiplano", play.SourceName)
	assert.Equal(t, 80, play.Duration)
	assert.Equal(t, "Café & Bar", play.Location)
	require.Len(t, play.Players, 3)
	assert.True(t, play.Players[0].Winner)
	assert.True(t, play.Players[1].Winner, "a shared win: both winners")
	assert.False(t, play.Players[2].Winner)

	// Absurdly long names still give a link under the limit, or none.
	long := g
	long.Players = append([]playlog.Player(nil), g.Players...)
	for i := range long.Players {
		long.Players[i].Name = string(bytes.Repeat([]byte("é"), 2000)) + strconv.Itoa(i)
	}
	link, err = BGStatsLink(long, BGStatsOptions{})
	if err == nil {
		assert.LessOrEqual(t, len(link), BGStatsLinkMax)
	} else {
		assert.ErrorIs(t, err, ErrLinkTooLong)
	}
}

func urlUnescape(s string) (string, error) { return url.QueryUnescape(s) }
