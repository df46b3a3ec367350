package export

import (
	"bytes"
	"encoding/json"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"altiplano/cmd/playlog"
	"altiplano/cmd/playlog/playlogtest"
	"altiplano/cmd/playlog/store"
	"altiplano/rules"
)

// Every game reads back as written: its time at the players' offset, or
// as a wall clock at the offset it was placed at; its first hash.
func TestWriteJSONRoundTrip(t *testing.T) {
	games := playlogtest.ExportGames()
	games[0].PlayedAt = time.Date(2025, 12, 31, 23, 50, 0, 0, time.FixedZone("PST", -8*3600))
	games[1].PlayedAt, games[1].WallClock = time.Date(2026, 3, 2, 12, 0, 0, 0, time.FixedZone("JST", 9*3600)), true
	games[2].FirstHash = playlogtest.HexHash(77)
	var buf bytes.Buffer
	require.NoError(t, WriteJSON(&buf, playlog.Slice(games)))
	written := buf.String()
	back, err := readAll(&buf)
	require.NoError(t, err)
	require.Len(t, back, len(games))
	for i, g := range games {
		want := g
		want.PlayedAt = rules.AtOwnOffset(g.PlayedAt)
		assert.Equal(t, want, back[i])
	}
	assert.Contains(t, written, `"played_at": "2025-12-31T23:50:00-08:00",
      "played_at_utc": "2026-01-01T07:50:00Z",`)
	assert.Contains(t, written, `"played_at": "2026-03-02T12:00:00",
      "played_at_utc": "2026-03-02T03:00:00Z",`, "a wall clock, and where it was placed")
}

// A game's time in a document of version 4 is read only when its two
// forms agree: a time with an offset is the instant beside it, a wall
// clock is a whole number of minutes from it, within a day.
func TestReadJSONTimes(t *testing.T) {
	game := func(at, utc string) string {
		return `{"format":"altiplano-history","version":4,"games":[{"id":1,"game":"meadow","hash":"ab",` +
			`"played_at":"` + at + `","played_at_utc":"` + utc + `","player_count":1,"players":[` +
			`{"seat":1,"name":"Ana","categories":{},"tie_break":{},"total":1,"rank":1,"winner":true,"missions":[]}]}]}`
	}
	tests := []struct {
		at, utc, want string
		wall          bool
	}{
		{"2025-12-31T23:50:00-08:00", "2026-01-01T07:50:00Z", "2025-12-31T23:50:00-08:00", false},
		{"2025-12-31T23:50:00Z", "2025-12-31T23:50:00Z", "2025-12-31T23:50:00Z", false},
		{"2026-03-02T12:00:00", "2026-03-02T20:00:00Z", "2026-03-02T12:00:00-08:00", true},
		{"2026-03-02T12:00:00", "2026-03-02T12:00:00Z", "2026-03-02T12:00:00Z", true},
	}
	for _, tt := range tests {
		got, err := readAll(strings.NewReader(game(tt.at, tt.utc)))
		require.NoError(t, err, tt.at)
		assert.Equal(t, tt.want, got[0].PlayedAt.Format(time.RFC3339), tt.at)
		assert.Equal(t, tt.wall, got[0].WallClock, tt.at)
		assert.Equal(t, "ab", got[0].Hash)
	}
	for _, bad := range [][2]string{
		{"2025-12-31T23:50:00-08:00", "2025-12-31T23:50:00Z"}, // not the same instant
		{"2026-03-02T12:00:00", "2026-03-04T12:00:00Z"},       // two days apart
		{"2026-03-02T12:00:30", "2026-03-02T12:00:00Z"},       // not a whole minute
		{"2026-03-02 12:00", "2026-03-02T12:00:00Z"},
		{"2026-03-02T12:00:00Z", ""},
	} {
		_, err := readAll(strings.NewReader(game(bad[0], bad[1])))
		var invalid *playlog.InvalidError
		assert.ErrorAs(t, err, &invalid, "%v", bad)
	}
}

// openTemp opens a new play log in a fresh temporary directory.
func openTemp(t *testing.T) *store.Store {
	t.Helper()
	s, err := store.Open(filepath.Join(t.TempDir(), "games.db"))
	require.NoError(t, err)
	t.Cleanup(func() { s.Close() })
	return s
}

// Export, import into an empty history, export again: the same bytes.
func TestJSONExportImportExportIsIdentical(t *testing.T) {
	s := openTemp(t)
	for _, g := range playlogtest.ExportGames() {
		_, _, err := s.Add(g)
		require.NoError(t, err)
	}
	played := playlogtest.Sample(playlogtest.HexHash(5), playlogtest.T0.Add(time.Hour))
	played.DurationMin, played.Location = 95, "Graz"
	_, _, err := s.Add(played)
	require.NoError(t, err)
	var first bytes.Buffer
	require.NoError(t, WriteJSON(&first, s.Source(playlog.Filter{}, false)))

	empty := openTemp(t)
	batch, err := readAll(bytes.NewReader(first.Bytes()))
	require.NoError(t, err)
	_, err = empty.AddMany(batch)
	require.NoError(t, err)
	var second bytes.Buffer
	require.NoError(t, WriteJSON(&second, empty.Source(playlog.Filter{}, false)))
	assert.Equal(t, first.String(), second.String())
	assert.Contains(t, first.String(), `"duration_min": 95`)
	assert.Contains(t, first.String(), `"record": "version: 1`)
}

func TestReadJSONRefusesOtherDocuments(t *testing.T) {
	for _, doc := range []string{
		`{"format":"something","version":1,"games":[]}`,
		`{"format":"altiplano-history","version":6,"games":[]}`,
		`{"format":"altiplano-history","version":2}`,
		`[1,2]`,
		`{"format":"altiplano-history","version":2,"games":[{"played_at":"yesterday"}]}`,
	} {
		_, err := readAll(strings.NewReader(doc))
		assert.Error(t, err, doc)
	}
}

func TestWriteJSONShape(t *testing.T) {
	var buf bytes.Buffer
	g := playlogtest.Duel(playlogtest.HexHash(9), time.Date(2026, 1, 2, 3, 4, 5, 0, time.FixedZone("X", 3600)), "Ana", "Ben")
	g.ID = 9
	require.NoError(t, WriteJSON(&buf, playlog.Slice([]playlog.Game{g})))
	var raw map[string]any
	require.NoError(t, json.Unmarshal(buf.Bytes(), &raw))
	game := raw["games"].([]any)[0].(map[string]any)
	assert.Equal(t, "2026-01-02T03:04:05+01:00", game["played_at"], "the players' time")
	assert.Equal(t, "2026-01-02T02:04:05Z", game["played_at_utc"])
	assert.NotContains(t, game, "first_hash", "only when it is not the hash")
	assert.Equal(t, []any{}, game["assumptions"], "empty lists are [], not null")
	p := game["players"].([]any)[0].(map[string]any)
	assert.Equal(t, true, p["winner"])
	assert.Equal(t, []any{}, p["missions"])
	assert.ElementsMatch(t, []string{"goods", "boats", "houses", "orders", "house_bonus", "warehouse", "missions"},
		keys(p["categories"].(map[string]any)))
	assert.Equal(t, map[string]any{"coins": 2.0}, p["tie_break"])
	assert.Contains(t, buf.String(), `"categories": {
            "goods": 40,
            "boats": 0,`, "a game's own keys, in its pad's order")

	buf.Reset()
	require.NoError(t, WriteJSON(&buf, playlog.Slice(nil)))
	assert.JSONEq(t, `{"format":"altiplano-history","version":5,"games":[]}`, buf.String())
}

// The result is written with snake_case keys like the rest, also one kept
// with Go's names for its fields (before version 5), in its order.
func TestWriteJSONResultKeys(t *testing.T) {
	g := playlogtest.Duel(playlogtest.HexHash(9), time.Date(2026, 1, 2, 3, 4, 5, 0, time.UTC), "Ana", "Ben")
	g.Result = []byte(`{"Players":[{"Name":"Ana","Place":1,"TieBreak":[2],"Missions":[{"ID":3,"VP":4,"VPSource":"box"}]}],` +
		`"Ties":[{"DecidedByCoins":true,"Shared":[["Ana"]]}],"game":"x","tie_break":["coins"]}`)
	var buf bytes.Buffer
	require.NoError(t, WriteJSON(&buf, playlog.Slice([]playlog.Game{g})))
	var doc struct {
		Games []struct{ Result json.RawMessage } `json:"games"`
	}
	require.NoError(t, json.Unmarshal(buf.Bytes(), &doc))
	var compact bytes.Buffer
	require.NoError(t, json.Compact(&compact, doc.Games[0].Result))
	assert.Equal(t, `{"players":[{"name":"Ana","place":1,"tie_break":[2],"missions":[{"id":3,"vp":4,"vp_source":"box"}]}],`+
		`"ties":[{"decided_by_coins":true,"shared":[["Ana"]]}],"game":"x","tie_break":["coins"]}`, compact.String())
}

// Documents of versions 1 and 2 are read: a game whose points were its
// categories (and coins its tie-break), and a game whose points were under
// scores (its categories a fixed set of zeros, its tie-break not written).
func TestReadJSONOfVersion2(t *testing.T) {
	doc := `{"format":"altiplano-history","version":2,"games":[
	{"id":1,"game":"altiplano","hash":"ab","played_at":"2026-03-14T19:30:00Z","player_count":1,"players":[
		{"seat":1,"name":"Ana","coins":3,"categories":{"goods":10,"boats":5,"houses":0,"orders":0,"house_bonus":0,
			"warehouse":0,"missions":4},"total":19,"rank":1,"winner":true,"missions":[{"id":3,"achieved":true,"vp":4}]}]},
	{"id":2,"game":"alpaka","hash":"cd","played_at":"2026-03-14T19:30:00Z","player_count":1,"players":[
		{"seat":1,"name":"Ben","coins":0,"categories":{"goods":0,"boats":0,"houses":0,"orders":0,"house_bonus":0,
			"warehouse":0,"missions":0},"scores":[{"category":"cards","points":20},{"category":"fighter","points":2}],
			"total":22,"rank":1,"winner":true,"missions":[]}]}]}`
	got, err := readAll(strings.NewReader(doc))
	require.NoError(t, err)
	require.Len(t, got, 2)
	for i, hash := range []string{"ab", "cd"} {
		assert.Empty(t, got[i].Hash, "kept by an older identity rule: its game makes it again")
		assert.Equal(t, hash, got[i].FirstHash, "the hash its exports' ids derive from")
		assert.Equal(t, "2026-03-14T19:30:00Z", got[i].PlayedAt.Format(time.RFC3339))
	}
	assert.Equal(t, []playlog.Score{{Category: "goods", Points: 10}, {Category: "boats", Points: 5},
		{Category: "houses"}, {Category: "orders"}, {Category: "house_bonus"}, {Category: "warehouse"},
		{Category: "missions", Points: 4}}, got[0].Players[0].Scores, "in the document's order")
	assert.Equal(t, []playlog.Tie{{Key: "coins", Value: 3}}, got[0].Players[0].TieBreak)
	assert.Equal(t, []playlog.Mission{{ID: 3, Achieved: true, VP: 4}}, got[0].Players[0].Missions)
	assert.Equal(t, []playlog.Score{{Category: "cards", Points: 20}, {Category: "fighter", Points: 2}},
		got[1].Players[0].Scores, "its own categories, not the zeros")
	assert.Empty(t, got[1].Players[0].TieBreak)
}

func keys(m map[string]any) []string {
	var out []string
	for k := range m {
		out = append(out, k)
	}
	return out
}

// A game that cannot be read is named by its key path and line, and the
// games after it are read on; a document that cannot be read says where.
func TestReadJSONSaysWhereEachGameFails(t *testing.T) {
	player := func(seat int, total string) string {
		return `{"seat":` + strconv.Itoa(seat) + `,"name":"P` + strconv.Itoa(seat) + `","categories":{},"tie_break":{},"total":` + total +
			`,"rank":` + strconv.Itoa(seat) + `,"winner":` + strconv.FormatBool(seat == 1) + `,"missions":[]}`
	}
	game := func(id, total string) string {
		return `{"id":` + id + `,"game":"meadow","hash":"ab","played_at":"2026-01-01T10:00:00Z","played_at_utc":"2026-01-01T10:00:00Z",` +
			"\n" + `"player_count":2,"players":[` + player(1, "3") + ",\n" + player(2, total) + `]}`
	}
	doc := "{\"format\":\"altiplano-history\",\n\"version\":5,\n\"games\":[\n" +
		game("9223372036854775808", "1") + ",\n" + game("2", "1") + ",\n" + game("3", `"x"`) + ",\n" + game("4", "1.5") + "]}\n"
	place := func(index, line int) At { return At{Index: index, Line: line} }
	type seen struct {
		at   At
		path string
		line int
		id   int64
	}
	var got []seen
	err := ReadJSON(strings.NewReader(doc), func(g playlog.Game, at At, err error) error {
		var re *ReadError
		if err != nil {
			require.ErrorAs(t, err, &re)
			got = append(got, seen{place(at.Index, at.Line), re.Path, re.Line, 0})
			return nil
		}
		got = append(got, seen{place(at.Index, at.Line), "", 0, g.ID})
		return nil
	})
	require.NoError(t, err)
	assert.Equal(t, []seen{
		{place(0, 4), "games[0].id", 4, 0},
		{place(1, 7), "", 0, 2},
		{place(2, 10), "games[2].players[1].total", 12, 0},
		{place(3, 13), "games[3].players[1].total", 15, 0},
	}, got)

	for _, tt := range []struct {
		doc, path string
		line      int
	}{
		{"{\"format\":\"altiplano-history\",\n\"version\":9,\n\"games\":[]}", "version", 2},
		{"{\"format\":\"altiplano-history\",\n\"version\":5,\n\"games\":[\n{\"id\":1,,}]}", "games[0]", 4},
		{"{\"format\":\"altiplano-history\",\n\"version\":5,\n\"games\":[\n", "games", 4},
		{"{\"format\":\"altiplano-history\",\n\"version\":5}", "games", 2},
		{"\n[1]", "", 2},
		// A value the rest of its game contradicts, at its own line.
		{"{\"format\":\"altiplano-history\",\n\"version\":5,\n\"games\":[\n" +
			strings.Replace(game("1", "1"), `"winner":false`, `"winner":true`, 1) + "]}", "games[0].players[1].winner", 6},
		{"\"games\"", "", 1},
	} {
		_, err := readAll(strings.NewReader(tt.doc))
		var re *ReadError
		require.ErrorAs(t, err, &re, tt.doc)
		assert.Equal(t, tt.path, re.Path, tt.doc)
		assert.Equal(t, tt.line, re.Line, tt.doc)
	}
}

// A key of a game is found at its line in the export, for a refusal to
// name it; a key the game does not have is the game's first line.
func TestLineOfAKeyInAGame(t *testing.T) {
	raw := "{\"id\": 3,\n \"players\": [\n  {\"seat\": 1, \"total\": 4},\n  {\"seat\": 2,\n   \"total\": 5}\n ],\n \"values\": {\"goods\": {\"corn\":\n {\"vp\": 0}}}}"
	at := At{Line: 10, Raw: []byte(raw)}
	for path, want := range map[string]int{
		"id": 10, "players": 11, "players[0]": 12, "players[0].total": 12, "players[1].total": 14,
		"values.goods.corn.vp": 17, "values.goods.corn": 17, "players[2].total": 10, "location": 10, "id.x": 10,
	} {
		assert.Equal(t, want, at.LineOf(path), path)
	}
}
