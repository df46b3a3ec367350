package importcheck_test

import (
	"bytes"
	"errors"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"altiplano/cmd/factory"
	"altiplano/cmd/game"
	"altiplano/cmd/internal/gametest"
	"altiplano/cmd/playlog"
	"altiplano/cmd/playlog/export"
	"altiplano/cmd/playlog/importcheck"
	"altiplano/cmd/text"
	"altiplano/rules"
)

// record is a game of dice as scored: Ben wins on rerolls left.
const record = "game: dice\nplayers:\n  - name: Anna\n    pips: 12\n    rerolls: 1\n  - name: Ben\n    pips: 12\n    rerolls: 2\n" +
	"duration: 45\nlocation: Café\n"

var scoredAt = time.Date(2026, 11, 20, 21, 0, 0, 0, time.UTC)

// twin is a game whose records dice's reader reads too (a game relabelled
// in an export is found out by them), and whose own reader answers as
// asScored says.
type twin struct {
	gametest.Dice
	asScored func(playlog.Game) (playlog.Game, error)
}

func (twin) ID() game.ID { return "twin" }
func (t twin) Log() game.Log {
	return twinLog{Log: gametest.Dice{}.Log(), asScored: t.asScored}
}

type twinLog struct {
	game.Log
	asScored func(playlog.Game) (playlog.Game, error)
}

func (l twinLog) Reader(*factory.Factory) (game.Reader, error) {
	r, err := l.Log.Reader(nil)
	return twinReader{Reader: r, asScored: l.asScored}, err
}

// Recorded reads no record: only dice's reader does.
func (twinLog) Recorded([]byte) (playlog.Recorded, error) {
	return playlog.Recorded{}, errors.New("not a twin")
}

type twinReader struct {
	game.Reader
	asScored func(playlog.Game) (playlog.Game, error)
}

func (r twinReader) AsScored(k playlog.Game) (playlog.Game, error) { return r.asScored(k) }

// checker checks exports with dice (the home game) and twin, whose reader
// answers as asScored says.
func checker(asScored func(playlog.Game) (playlog.Game, error)) importcheck.Checker {
	return importcheck.Checker{Registry: game.Registry{gametest.Dice{}, twin{asScored: asScored}},
		Reader: func(g game.Game) (game.Reader, error) { return g.Log().Reader(nil) }}
}

// diceExport is a history export of one game of dice, kept as id 1.
func diceExport(t *testing.T) string {
	t.Helper()
	r, err := gametest.Dice{}.Log().Reader(nil)
	require.NoError(t, err)
	g, err := r.Read("game.yaml", []byte(record), scoredAt)
	require.NoError(t, err)
	g.ID = 1
	var b bytes.Buffer
	require.NoError(t, export.WriteJSON(&b, playlog.Slice([]playlog.Game{g})))
	return b.String()
}

// edited is the export with the first of each from replaced by its to.
func edited(t *testing.T, doc string, edits ...string) []byte {
	t.Helper()
	for i := 0; i+1 < len(edits); i += 2 {
		require.Contains(t, doc, edits[i])
		doc = strings.Replace(doc, edits[i], edits[i+1], 1)
	}
	return []byte(doc)
}

// lines are what a check says of the export's games, in English, as
// h.json.
func lines(err error) []string { return importcheck.Lines(text.English(), "h.json", err) }

// An export imported as it was written is taken whole: every game, as it
// was kept.
func TestCheckTakesAnExportAsWritten(t *testing.T) {
	doc := diceExport(t)
	got, err := checker(nil).Check([]byte(doc))
	require.NoError(t, err)
	assert.Empty(t, got.Refused)
	require.Len(t, got.Games, 1)
	g := got.Games[0]
	assert.Equal(t, playlog.ID("dice"), g.Game)
	assert.Equal(t, int64(1), g.ID)
	assert.Equal(t, 45, g.DurationMin)
	assert.Equal(t, "Café", g.Location)
	assert.Equal(t, []string{"Anna", "Ben"}, []string{g.Players[0].Name, g.Players[1].Name})
	assert.Equal(t, g.Hash, g.FirstHash)
}

// A record that gives no time leaves the export's: the time the game
// was kept with.
func TestCheckKeepsTheTimeOfAnUndatedRecord(t *testing.T) {
	got, err := checker(nil).Check(edited(t, diceExport(t),
		`"played_at": "2026-11-20T21:00:00Z"`, `"played_at": "2026-11-20T22:00:00+01:00"`,
		`"played_at_utc": "2026-11-20T21:00:00Z"`, `"played_at_utc": "2026-11-20T21:00:00Z"`))
	require.NoError(t, err)
	require.Len(t, got.Games, 1)
	assert.Equal(t, "2026-11-20T22:00:00+01:00", got.Games[0].PlayedAt.Format(time.RFC3339))
}

// Every value an export shows that its record, scored again, does not
// give is refused at its key and line, with both; the table's own
// answers are checked as a record file's; the game's label, against the
// games there are and the record.
func TestCheckRefusesWhatTheRecordDoesNotGive(t *testing.T) {
	for _, tc := range []struct {
		name  string
		edits []string
		want  []string
	}{
		{"a total", []string{`"total": 12`, `"total": 13`},
			[]string{"h.json, games[0].players[0].total (line 27): 13 is not what its record gives: 12"}},
		{"a rank", []string{"\"rank\": 2,\n          \"winner\": false", "\"rank\": 1,\n          \"winner\": true"},
			[]string{"h.json, games[0].players[0].rank (line 28): 1 is not what its record gives: 2"}},
		{"a name", []string{`"name": "Anna"`, `"name": "Anne"`},
			[]string{"h.json, games[0].players[0].name (line 20): Anne is not what its record gives: Anna"}},
		{"a seat", []string{`"seat": 1`, `"seat": 3`},
			[]string{"h.json, games[0].players[0].seat (line 19): 3 is not what its record gives: 1"}},
		{"who started", []string{`"start_player": true`, `"start_player": false`},
			[]string{"h.json, games[0].players[0].start_player (line 30): false is not what its record gives: true"}},
		{"a role", []string{`"role": ""`, `"role": "trader"`},
			[]string{"h.json, games[0].players[0].role (line 31): trader is not in its record, which gives none"}},
		{"a category's points", []string{`"pips": 12`, `"pips": 11`},
			[]string{"h.json, games[0].players[0].categories.pips (line 25): 11 is not what its record gives: 12"}},
		{"a category left out", []string{"\"categories\": {\n            \"pips\": 12\n          }", "\"categories\": {}"},
			[]string{"h.json, games[0].players[0].categories.pips (line 5): missing; its record gives 12"}},
		{"a category the game has not", []string{`"pips": 12`, `"pips": 12, "gold": 1`},
			[]string{"h.json, games[0].players[0].categories.gold (line 25): 1 is not in its record, which gives none"}},
		{"a tie-break value", []string{`"rerolls": 1`, `"rerolls": 3`},
			[]string{"h.json, games[0].players[0].tie_break.rerolls (line 22): 3 is not what its record gives: 1"}},
		{"a mission card", []string{`"missions": []`, `"missions": [{"id": 2, "achieved": true, "vp": 3}]`},
			[]string{`h.json, games[0].players[0].missions[0] (line 32): {"achieved":true,"id":2,"vp":3} is not in its record, which gives none`}},
		{"the setup code", []string{`"setup_code": ""`, `"setup_code": "4800-6GBE"`},
			[]string{"h.json, games[0].setup_code (line 11): 4800-6GBE is not in its record, which gives none"}},
		{"the mission variant", []string{`"missions": false`, `"missions": true`},
			[]string{"h.json, games[0].missions (line 12): true is not what its record gives: false"}},
		{"the assumptions", []string{`"assumptions": []`, `"assumptions": ["warehouse-row-vp"]`},
			[]string{"h.json, games[0].assumptions (line 16): warehouse-row-vp is not in its record, which gives none"}},
		{"how long", []string{`"duration_min": 45`, `"duration_min": 50`},
			[]string{"h.json, games[0].duration_min (line 13): 50 is not what its record gives: 45"}},
		{"where", []string{`"location": "Café"`, `"location": "Park"`},
			[]string{"h.json, games[0].location (line 14): Park is not what its record gives: Café"}},
		{"the result", []string{`"place": 2`, `"place": 3`},
			[]string{"h.json, games[0].result.players[0].place (line 61): 3 is not what its record gives: 2"}},
		{"the identity, alone", []string{`"hash": "`, `"hash": "00`},
			[]string{"h.json, games[0].hash (line 8): "}},
		{"how long, out of bounds, said once", []string{`"duration_min": 45`, `"duration_min": 2000`},
			[]string{"h.json, games[0].duration_min (line 13): must be a whole number from 1 to 1440, not 2000"}},
		{"where, with a hidden character", []string{`"location": "Café"`, `"location": "Caf\u200be"`},
			[]string{`h.json, games[0].location (line 14): "Caf\u200be" holds a character`}},
		{"a name no player can have", []string{`"name": "Anna"`, `"name": "An\u200bna"`},
			[]string{`h.json, games[0].players[0].name (line 20): "An\u200bna" holds a character`}},
		{"no game", []string{`"game": "dice"`, `"game": ""`},
			[]string{`h.json, games[0] (line 7): "game" is required here`}},
		{"a game not played here", []string{`"game": "dice"`, `"game": "chess"`},
			[]string{`h.json, games[0].game (line 7): "chess" is not a game this history keeps; the games are dice, twin`}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			got, err := checker(nil).Check(edited(t, diceExport(t), tc.edits...))
			require.NoError(t, err)
			assert.Empty(t, got.Games)
			require.Len(t, got.Refused, 1)
			assert.Equal(t, int64(1), got.Refused[0].ID)
			said := lines(got.Refused[0].Err)
			require.Len(t, said, len(tc.want), strings.Join(said, "\n"))
			for i, w := range tc.want {
				assert.Contains(t, said[i], w)
			}
		})
	}
}

// A game's record read by another game is said to be that game's; a
// record its own game refuses, with the record's problems at the
// record's own lines; printed values no box could print, at their keys.
func TestCheckRefusesARecordItsGameDoesNotTake(t *testing.T) {
	relabelled := func(t *testing.T) []byte { return edited(t, diceExport(t), `"game": "dice"`, `"game": "twin"`) }
	t.Run("another game's record", func(t *testing.T) {
		refusing := func(playlog.Game) (playlog.Game, error) {
			return playlog.Game{}, rules.Problems{{Kind: rules.NotANumber, Value: "x"}}
		}
		got, err := checker(refusing).Check(relabelled(t))
		require.NoError(t, err)
		require.Len(t, got.Refused, 1)
		assert.Equal(t, []string{"h.json, games[0].game (line 7): its record is a record of dice, not of twin"}, lines(got.Refused[0].Err))
	})
	t.Run("a record with problems", func(t *testing.T) {
		got, err := checker(nil).Check(edited(t, diceExport(t), `    pips: 12\n    rerolls: 1`, `    pips: 12\n    rerolls: 7`))
		require.NoError(t, err)
		require.Len(t, got.Refused, 1)
		assert.Equal(t, []string{"games[0].record, players[0].rerolls (line 5): must be a whole number from 0 to 3, not 7"},
			lines(got.Refused[0].Err))
	})
	t.Run("values no box prints", func(t *testing.T) {
		kept := func(playlog.Game) (playlog.Game, error) {
			return playlog.Game{}, game.KeptProblems{{Kind: rules.OutOfRange, Field: rules.Field{Path: "duration_min"}, Value: "45", Min: 1, Max: 40}}
		}
		got, err := checker(kept).Check(relabelled(t))
		require.NoError(t, err)
		require.Len(t, got.Refused, 1)
		assert.Equal(t, []string{"h.json, games[0].duration_min (line 13): must be a whole number from 1 to 40, not 45"}, lines(got.Refused[0].Err))
	})
	t.Run("a reader that fails", func(t *testing.T) {
		failing := func(playlog.Game) (playlog.Game, error) { return playlog.Game{}, errors.New("disk on fire") }
		got, err := checker(failing).Check(relabelled(t))
		require.NoError(t, err)
		require.Len(t, got.Refused, 1)
		assert.EqualError(t, got.Refused[0].Err, "disk on fire", "not a refusal of the export's: said as it is")
	})
}

// A box profile that cannot be used stops the reading: no game is
// refused for it.
func TestCheckStopsWhenAReaderCannotBeMade(t *testing.T) {
	c := checker(nil)
	c.Reader = func(game.Game) (game.Reader, error) { return nil, errors.New("box profile damaged") }
	got, err := c.Check([]byte(diceExport(t)))
	var stop *importcheck.ReaderError
	require.ErrorAs(t, err, &stop)
	assert.EqualError(t, stop.Err, "box profile damaged")
	assert.Empty(t, got.Games)
	assert.Empty(t, got.Refused)
}

// Several games: each refused alone, the others taken, in the export's
// order; a game that cannot be read at all is refused at its key.
func TestCheckGoesOnPastARefusedGame(t *testing.T) {
	doc := diceExport(t)
	start := strings.Index(doc, "    {")
	end := strings.LastIndex(doc, "    }") + len("    }")
	one := doc[start:end]
	second := strings.Replace(strings.Replace(one, `"id": 1`, `"id": 2`, 1), `"total": 12`, `"total": 13`, 1)
	third := strings.Replace(one, `"id": 1`, `"id": "three"`, 1)
	all := doc[:end] + ",\n" + second + ",\n" + third + doc[end:]
	got, err := checker(nil).Check([]byte(all))
	require.NoError(t, err)
	require.Len(t, got.Games, 1)
	require.Len(t, got.Refused, 2)
	assert.Equal(t, int64(2), got.Refused[0].ID)
	assert.Equal(t, 1, got.Refused[0].At.Index)
	assert.Contains(t, lines(got.Refused[1].Err)[0], "h.json, games[2].id")
	var unread *export.ReadError
	assert.ErrorAs(t, got.Refused[1].Err, &unread)
}

// Points that differ from a record scored with a box profile's values:
// either was changed, and the values are named too, once.
func TestCheckNamesTheValuesPointsWereScoredWith(t *testing.T) {
	got, err := checker(nil).Check(edited(t, diceExport(t), `"total": 12`, `"total": 13`,
		`"result": {`, `"values": {"box": {"pips": 6}}, "result": {`))
	require.NoError(t, err)
	require.Len(t, got.Refused, 1)
	assert.Equal(t, []string{"h.json, games[0].players[0].total (line 27): 13 is not what its record gives: 12",
		"h.json, games[0].values (line 52): the printed values its points were scored with: its record, scored with them, " +
			"does not give the points above, so a value or the points were changed"}, lines(got.Refused[0].Err))
}

// Why a document, or a game of it, cannot be read is said at its key and
// line, in words: never a decoder's message.
func TestLinesWordWhatCannotBeRead(t *testing.T) {
	game := func(t *testing.T, edits ...string) []string {
		got, err := checker(nil).Check(edited(t, diceExport(t), edits...))
		require.NoError(t, err)
		require.Len(t, got.Refused, 1)
		return lines(got.Refused[0].Err)
	}
	document := func(doc string) []string {
		_, err := checker(nil).Check([]byte(doc))
		require.Error(t, err)
		return lines(err)
	}
	for _, tc := range []struct {
		name string
		got  func(t *testing.T) []string
		want string
	}{
		{"an id that is no number", func(t *testing.T) []string { return game(t, `"id": 1`, `"id": "one"`) },
			`h.json, games[0].id (line 6): expected a whole number, not "one"`},
		{"an id too large", func(t *testing.T) []string { return game(t, `"id": 1`, `"id": 9223372036854775808`) },
			"h.json, games[0].id (line 6): must be a whole number from 1 to 9223372036854775807, not 9223372036854775808"},
		{"a name that is no text", func(t *testing.T) []string { return game(t, `"name": "Anna"`, `"name": 7`) },
			"h.json, games[0].players[0].name (line 20): expected text in quotes, not 7"},
		{"a flag that is no yes or no", func(t *testing.T) []string { return game(t, `"missions": false`, `"missions": "no"`) },
			`h.json, games[0].missions (line 12): expected true or false, not "no"`},
		{"assumptions that are no list", func(t *testing.T) []string {
			return game(t, `"assumptions": []`, `"assumptions": {}`)
		}, "h.json, games[0].assumptions (line 16): expected a list"},
		{"a winner the ranks do not give", func(t *testing.T) []string { return game(t, `"winner": false`, `"winner": true`) },
			`h.json, games[0].players[0].winner (line 29): "true" does not fit here: out of range, or not what the rest of the game says`},
		{"a count of players that is not theirs", func(t *testing.T) []string { return game(t, `"player_count": 2`, `"player_count": 3`) },
			"h.json, games[0].player_count (line 15): 3 disagrees with players (2): an export writes the two together, so one of them was changed"},
		{"a time not written as an export writes it", func(t *testing.T) []string {
			return game(t, `"played_at": "2026-11-20T21:00:00Z"`, `"played_at": "2026-11-20 21:00"`)
		}, `h.json, games[0].played_at (line 9): "2026-11-20 21:00" is not written as an export writes it (see altiplano help exports)`},
		{"a newer version", func(*testing.T) []string {
			return document("{\n\"format\": \"altiplano-history\",\n\"version\": 99,\n\"games\": []}\n")
		}, "h.json, version (line 3): version 99 of the export is not one this altiplano reads (1 to 5)"},
		{"no version", func(*testing.T) []string { return document("{\"format\": \"altiplano-history\",\n\"games\": []}") },
			`h.json (line 2): "version" is required here`},
		{"no object", func(*testing.T) []string { return document("\n[1]") }, "h.json (line 2): expected a mapping of keys to values"},
		{"cut short", func(*testing.T) []string {
			return document("{\"format\": \"altiplano-history\", \"version\": 5, \"games\": [")
		},
			"h.json, games (line 1): this is not valid YAML or JSON"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			said := tc.got(t)
			require.Len(t, said, 1)
			assert.Contains(t, said[0], tc.want)
			assert.NotContains(t, said[0], "json:")
			assert.NotContains(t, said[0], "unmarshal")
		})
	}
	assert.Equal(t, []string{"disk on fire"}, lines(errors.New("disk on fire")), "not the export's: said as it is")
}
