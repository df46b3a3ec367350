package altiplano_test

import (
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"altiplano/rules"
	"altiplano/rules/altiplano"
	"altiplano/rules/altiplano/catalog"
	"altiplano/rules/rulestest"
	"altiplano/rules/yamlin"
	scoring "altiplano/scoring/altiplano"
)

const anna = `
version: 1
missions: true
played_at: 2026-11-20 19:30
code: 4C00-3MT4-FAD0
players:
  - name: Anna
    coins: 3
    goods: {Nahrung: 4, fa: 2, стекло: 1}
    warehouse:
      - [fish, fish, fish]
      - {goods: [silver, corn], vp: 2}
    boats: 1
    houses: [glass]
    orders:
      - vp: 6
        goods: [wool, cloth]
    missions:
      - {id: 12, vp: 4, achieved: false}
    role: miner
  - name: Ben
    coins: 5
`

func TestParseRecord(t *testing.T) {
	r, err := scoring.ParseRecord("game.yaml", []byte(anna), words{})
	require.NoError(t, err)
	want := scoring.Record{Version: 1, Missions: true, Code: "4C00-3MT4-FAD0", PlayedAt: time.Date(2026, 11, 20, 19, 30, 0, 0, time.UTC), PlayedAtLocal: true, PlayedAtLine: 4,
		Players: []scoring.Player{{
			Name: "Anna", Coins: 3,
			Goods:     map[altiplano.Good]int{altiplano.Food: 4, altiplano.Wood: 2, altiplano.Glass: 1},
			Warehouse: []scoring.Row{{Goods: []altiplano.Good{F, F, F}}, {Goods: []altiplano.Good{altiplano.Silver, C}, VP: vp(2)}},
			Boats:     1, Houses: []altiplano.Good{altiplano.Glass},
			Orders:   []scoring.Order{{VP: 6, Goods: []altiplano.Good{altiplano.Wool, altiplano.Cloth}}},
			Missions: []scoring.Mission{{ID: 12, VP: vp(4), Achieved: new(bool)}},
			Role:     altiplano.Miner,
		}, {Name: "Ben", Coins: 5, Goods: map[altiplano.Good]int{}}}}
	require.NotNil(t, r.Where)
	assert.Equal(t, "game.yaml", r.Where.File)
	assert.Equal(t, scoring.Where{File: "game.yaml", Code: 5, Missions: 3, Players: 6, PlayerEntries: []scoring.PlayerLines{
		{Entry: 7, Keys: map[string]int{"name": 7, "role": 20, "missions": 18, "coins": 8, "goods": 9, "warehouse": 10, "boats": 13, "houses": 14, "orders": 15}, Label: "Anna",
			Rows: []int{11, 12}, OrderItems: []int{16}, HouseItems: []scoring.Item{{Index: 0, Line: 14}}, MissionItems: []scoring.Item{{Index: 0, Line: 19}}},
		{Entry: 21, Keys: map[string]int{"name": 21, "coins": 22}, Label: "Ben"}}}, *r.Where, "where each key and item was written")
	r.Where = nil
	assert.Equal(t, want, r)
}

func TestParseRecordJSON(t *testing.T) {
	r, err := scoring.ParseRecord("game.json", []byte(`{"version": 1, "players": [
		{"name": "Anna", "coins": 2, "goods": {"wood": 1}, "warehouse": [["fish"]]},
		{"name": "Ben", "houses": ["ORE"]}]}`), words{})
	require.NoError(t, err)
	assert.Equal(t, "Ben", r.Players[1].Name)
	assert.Equal(t, []altiplano.Good{altiplano.Ore}, r.Players[1].Houses)
}

// Names are cleaned the one way: "Zoë" typed in two Unicode forms is one name.
func TestParseRecordCleansNames(t *testing.T) {
	r, err := scoring.ParseRecord("g.yaml", []byte("version: 1\nplayers:\n  - name: \"  Zoe\u0308 \"\n  - name: Zo\u00eb\n"), words{})
	require.NoError(t, err)
	assert.Equal(t, "Zo\u00eb", r.Players[0].Name)
	problems := scoring.Validate(r, catalog.Default())
	require.Len(t, problems, 1)
	assert.Equal(t, rules.NameTwice, problems[0].Kind)
}

// where is the expected place of a problem in game.yaml.
type where struct {
	player, path string
	line         int
}

func TestParseRecordProblemsNamePlayerKeyAndLine(t *testing.T) {
	tests := []struct {
		name, yaml string
		kinds      []rules.Kind
		at         []where
	}{
		{"bad coins", "version: 1\nplayers:\n  - name: Anna\n    coins: lots\n", []rules.Kind{rules.NotANumber}, []where{{"Anna", "players[0].coins", 4}}},
		{"unknown good", "version: 1\nplayers:\n  - name: Anna\n    goods: {gold: 2}\n", []rules.Kind{altiplano.UnknownGood}, []where{{"Anna", "players[0].goods.gold", 4}}},
		{"one good twice, in two languages", "version: 1\nplayers:\n  - name: Anna\n    goods: {wood: 1, Holz: 1}\n",
			[]rules.Kind{altiplano.DuplicateGood}, []where{{"Anna", "players[0].goods.Holz", 4}}},
		{"unknown key", "version: 1\nplayers:\n  - name: Anna\n    points: 4\n", []rules.Kind{yamlin.UnknownKey}, []where{{"Anna", "players[0].points", 4}}},
		{"no name", "version: 1\nplayers:\n  - coins: 3\n", []rules.Kind{yamlin.Missing}, []where{{"players[0]", "players[0]", 3}}},
		{"bad row", "version: 1\nplayers:\n  - name: Ben\n    warehouse: [fish]\n", []rules.Kind{scoring.RowShape}, []where{{"Ben", "players[0].warehouse[0]", 4}}},
		{"row vp without goods", "version: 1\nplayers:\n  - name: Ben\n    warehouse: [{vp: 2}]\n", []rules.Kind{yamlin.Missing}, []where{{"Ben", "players[0].warehouse[0]", 4}}},
		{"bad achieved", "version: 1\nplayers:\n  - name: Ben\n    missions: [{id: 5, achieved: maybe}]\n", []rules.Kind{yamlin.NotBool}, []where{{"Ben", "players[0].missions[0].achieved", 4}}},
		{"mission out of range", "version: 1\nplayers:\n  - name: Ben\n    missions: [{id: 25}]\n", []rules.Kind{altiplano.NoSuchMission}, []where{{"Ben", "players[0].missions[0].id", 4}}},
		{"wrong version", "version: 2\nplayers: []\n", []rules.Kind{scoring.RecordVersionUnknown}, []where{{"", "version", 1}}},
		{"missing version", "players: []\n", []rules.Kind{yamlin.Missing}, []where{{"", "", 1}}},
		{"empty", "", []rules.Kind{scoring.RecordEmpty}, []where{{"", "", 0}}},
		{"not yaml", "players: [\n", []rules.Kind{yamlin.Syntax}, []where{{"", "", 1}}},
		{"a second JSON value", `{"version": 1, "players": []} {"version": 1}`, []rules.Kind{yamlin.Trailing}, []where{{"", "", 0}}},
		{"garbage after JSON", `{"version": 1, "players": []} garbage`, []rules.Kind{yamlin.Trailing}, []where{{"", "", 0}}},
		{"a second YAML document", "version: 1\nplayers: []\n---\nversion: 1\n", []rules.Kind{yamlin.Trailing}, []where{{"", "", 3}}},
		{"text after the end marker", "version: 1\nplayers: []\n...\nanything\n", []rules.Kind{yamlin.Trailing}, []where{{"", "", 3}}},
		{"an alias", "version: 1\nplayers:\n  - &a {name: Anna}\n  - *a\n", []rules.Kind{yamlin.Alias}, []where{{"", "", 4}}},
		{"huge counts", "version: 1\nplayers:\n  - name: Anna\n    goods: {wood: 9223372036854775807}\n    boats: 9223372036854775807\n",
			[]rules.Kind{rules.OutOfRange, rules.OutOfRange}, []where{{"Anna", "players[0].goods.wood", 4}, {"Anna", "players[0].boats", 5}}},
		{"implausible VP", "version: 1\nplayers:\n  - name: Anna\n    orders: [{vp: 1000}]\n    warehouse: [{goods: [fish], vp: 99999}]\n",
			[]rules.Kind{rules.OutOfRange, rules.OutOfRange}, []where{{"Anna", "players[0].warehouse[0].vp", 5}, {"Anna", "players[0].orders[0].vp", 4}}},
		{"bad role", "version: 1\nplayers:\n  - name: Anna\n    role: wizard\n", []rules.Kind{scoring.NoSuchRole}, []where{{"Anna", "players[0].role", 4}}},
		{"bad date", "version: 1\nplayed_at: yesterday\nplayers: []\n", []rules.Kind{scoring.PlayedAt}, []where{{"", "played_at", 2}}},
		{"date before the game", "version: 1\nplayed_at: 0001-01-01\nplayers: []\n", []rules.Kind{scoring.PlayedAtRange}, []where{{"", "played_at", 2}}},
		{"all at once", "version: 1\nplayers:\n  - name: A\n    coins: x\n  - name: B\n    boats: -1\n",
			[]rules.Kind{rules.NotANumber, rules.OutOfRange}, []where{{"A", "players[0].coins", 4}, {"B", "players[1].boats", 6}}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_, err := scoring.ParseRecord("game.yaml", []byte(tt.yaml), words{})
			problems := rulestest.InFile(t, err, "game.yaml")
			require.Len(t, problems, len(tt.kinds), err.Error())
			got := map[rules.Kind][]where{}
			for _, p := range problems {
				got[p.Kind] = append(got[p.Kind], where{p.Player, p.Field.Path, p.Field.Line})
			}
			want := map[rules.Kind][]where{}
			for i, k := range tt.kinds {
				want[k] = append(want[k], tt.at[i])
			}
			for k := range want {
				assert.ElementsMatch(t, want[k], got[k], "%s", k)
			}
		})
	}
}

// A file over the limit is refused at once, whatever it holds.
func TestRecordSizeIsBounded(t *testing.T) {
	big := "version: 1\nplayers:\n  - name: " + strings.Repeat("x", yamlin.MaxBytes) + "\n"
	_, err := scoring.ParseRecord("big.yaml", []byte(big), words{})
	assert.Equal(t, []rules.Kind{yamlin.TooLarge}, kinds(t, err))
}

// Names follow the one rule: cleaned, no control characters, at most 24.
func TestRecordNames(t *testing.T) {
	for name, kind := range map[string]rules.Kind{
		"a\x1b[31mred":          rules.NameCharacters,
		"rtl\u202eevil":         rules.NameCharacters,
		strings.Repeat("x", 25): rules.NameTooLong,
		"\u0301\u0302":          rules.NameCharacters, // combining marks only
		"?!":                    rules.NameNoLetter,
	} {
		r := game(scoring.Player{Name: name}, scoring.Player{Name: "B"})
		problems := scoring.Validate(r, catalog.Default())
		require.Len(t, problems, 1, "%q", name)
		assert.Equal(t, kind, problems[0].Kind, "%q", name)
	}
}

// Invisible characters cannot make a second "Ana": each such name is
// refused, and a name that differs from another only in width or case is
// the same player, in a record file as in the walk-through.
func TestRecordNamesThatPrintAlike(t *testing.T) {
	doc := "version: 1\nplayers:\n" +
		"  - {name: Ana, coins: 1}\n" +
		"  - {name: \"A\\uFE0Fna\", coins: 1}\n" +
		"  - {name: \"Ana\\u3164\", coins: 1}\n" +
		"  - {name: \"Ana\\u2800\", coins: 1}\n" +
		"  - {name: \"\\uFF21\\uFF4E\\uFF41\", coins: 1}\n"
	_, err := scoring.Load("g.yaml", []byte(doc), words{}, catalog.Default())
	ps := rulestest.Problems(t, err)
	require.Len(t, ps, 4)
	for i, want := range []struct {
		kind rules.Kind
		line int
	}{{rules.NameCharacters, 4}, {rules.NameCharacters, 5}, {rules.NameCharacters, 6}, {rules.NameTwice, 7}} {
		assert.Equal(t, want.kind, ps[i].Kind, "%d", i)
		assert.Equal(t, rules.InFile("g.yaml", "players["+strconv.Itoa(want.line-3)+"].name", want.line), ps[i].Field, "%d", i)
	}
	assert.Equal(t, 3, ps[3].N, "the other Ana's line")
}

// An empty warehouse row, written either way, and an order that gives
// goods: [] are refused, each named with its line.
func TestRecordEmptyRowsAndOrdersWithoutGoods(t *testing.T) {
	doc := "version: 1\nplayers:\n  - name: Ana\n    warehouse:\n      - []\n      - {goods: [], vp: 1}\n" +
		"    orders:\n      - {vp: 5}\n      - {vp: 5, goods: []}\n  - name: Ben\n"
	_, err := scoring.ParseRecord("g.yaml", []byte(doc), words{})
	ps := rulestest.Problems(t, err)
	require.Len(t, ps, 3)
	assert.Equal(t, rules.Problem{Kind: scoring.RowEmpty, Player: "Ana", N: 1, Field: rules.InFile("g.yaml", "players[0].warehouse[0]", 5)}, *ps[0])
	assert.Equal(t, rules.Problem{Kind: scoring.RowEmpty, Player: "Ana", N: 2, Field: rules.InFile("g.yaml", "players[0].warehouse[1].goods", 6)}, *ps[1])
	assert.Equal(t, rules.Problem{Kind: scoring.OrderNoGoods, Player: "Ana", N: 2, Field: rules.InFile("g.yaml", "players[0].orders[1].goods", 9)}, *ps[2])
}

func TestLoadReportsFormAndRuleProblemsTogether(t *testing.T) {
	data := "version: 1\nplayers:\n  - name: Anna\n    coins: x\n    warehouse: [[fish, food]]\n  - name: Ben\n"
	_, err := scoring.Load("game.yaml", []byte(data), words{}, boxCatalog(t))
	assert.Equal(t, []rules.Kind{rules.NotANumber, altiplano.WarehouseFood}, kinds(t, err))
}

// The rules' problems of a record read from a file name the player, the
// key path and the line, as its problems of form do, all in the order of
// the file; those of no one player name where the file wrote what they are
// about.
func TestLoadPlacesRuleProblemsInTheFile(t *testing.T) {
	data := `version: 1
missions: true
players:
  - name: Anna
    coins: x
    warehouse:
      - [fish, food]
      - [silver]
    houses: [wood, corn]
    orders: [{vp: 6, goods: [glass, glass, glass, glass, glass, glass, glass]}]
    missions: [{id: 12, vp: 4}, {id: 5}]
  - name: Ben
    goods: {glass: 3}
    missions: [{id: 12, vp: 4}]
`
	_, err := scoring.Load("game.yaml", []byte(data), words{}, boxCatalog(t))
	ps := rulestest.InFile(t, err, "game.yaml")
	got := make([]where, len(ps))
	for i, p := range ps {
		got[i] = where{p.Player, p.Field.Path, p.Field.Line}
	}
	assert.Equal(t, []where{
		{"", "players", 3}, // 10 glass in all, of 7
		{"Anna", "players[0].coins", 5},
		{"Anna", "players[0].warehouse[0]", 7}, // food stored
		{"Anna", "players[0].houses[1]", 9},    // a corn house
		{"Anna", "players[0].orders[0]", 10},   // no order card asks 7 glass for 6 VP
		{"Anna", "players[0].missions[1]", 11}, // achieved not said
		{"", "players[1].missions[0]", 14},     // mission 12 held twice
	}, got, "%v", err)
}

func exampleGames(t testing.TB) map[string][]byte {
	t.Helper()
	files, err := filepath.Glob("../../testdata/games/*.yaml")
	require.NoError(t, err)
	require.NotEmpty(t, files)
	out := map[string][]byte{}
	for _, f := range files {
		data, err := os.ReadFile(f)
		require.NoError(t, err)
		out[filepath.Base(f)] = data
	}
	return out
}

func FuzzParseRecord(f *testing.F) {
	for _, data := range exampleGames(f) {
		f.Add(data)
	}
	f.Add([]byte(anna))
	f.Add([]byte(`{"version": 1, "players": [{"name": "A", "warehouse": [{"goods": ["fish"], "vp": 1}]}]}`))
	f.Add([]byte("version: 1\nplayers:\n  - name: [x]\n    goods: {fish: 99999999999999999999}\n"))
	f.Add([]byte("version: 1\nplayers:\n  - {name: A, boats: 9223372036854775807}\n  - {name: B}\n"))
	c := catalog.Default()
	f.Fuzz(func(t *testing.T, data []byte) {
		r, err := scoring.ParseRecord("fuzz.yaml", data, words{})
		if err != nil {
			problems := rulestest.InFile(t, err, "fuzz.yaml")
			// The list is capped: at most MaxProblems, then one saying so.
			require.LessOrEqual(t, len(problems), yamlin.MaxProblems+1)
			if len(problems) > yamlin.MaxProblems {
				require.True(t, yamlin.GaveUpOn(problems))
			}
			return
		}
		// Whatever parses writes back (as --save and the history do) to a
		// record that parses to the same.
		r.InZone(time.UTC)
		out, err := scoring.MarshalRecord(r)
		require.NoError(t, err)
		again, err := scoring.ParseRecord("again.yaml", out, altiplano.Identifiers{})
		require.NoError(t, err, "%s", out)
		again.PlayedAtLine, again.Where = r.PlayedAtLine, r.Where // where it was written differs, as it should
		again.InZone(time.UTC)                                    // a wall clock is written back as one
		require.Equal(t, r, again)
		// Whatever parses and validates scores, with totals that make sense.
		if len(scoring.Validate(r, c)) > 0 {
			return
		}
		res, err := scoring.Score(r, c)
		require.NoError(t, err)
		for _, p := range res.Players {
			require.GreaterOrEqual(t, p.Total, 0, "no total is negative")
			sum := 0
			for _, cat := range altiplano.ScorePad() {
				require.GreaterOrEqual(t, p.Categories.Of(cat), 0)
				sum += p.Categories.Of(cat)
			}
			require.Equal(t, sum, p.Total)
		}
	})
}

// A played_at without an offset is the players' wall clock: InZone places it
// in their zone, at its offset, and the record writes it back as written,
// without one; one with an offset is kept, and written back, as written.
func TestPlayedAtInTheirZone(t *testing.T) {
	cet := time.FixedZone("CET", 3600)
	tests := []struct {
		written, at, back string
		wall              bool
	}{
		{"2026-11-21 20:30", "2026-11-21T20:30:00+01:00", "2026-11-21T20:30:00", true},
		{"2026-11-21", "2026-11-21T00:00:00+01:00", `"2026-11-21"`, true}, // a date alone, as written
		{"2026-11-21+01:00", "2026-11-21T00:00:00+01:00", "2026-11-21+01:00", false},
		{"2026-11-21T20:30:00+03:00", "2026-11-21T20:30:00+03:00", `"2026-11-21T20:30:00+03:00"`, false},
		{"2026-11-21 20:30-0800", "2026-11-21T20:30:00-08:00", `"2026-11-21T20:30:00-08:00"`, false},
		{"2026-11-21T20:30:00Z", "2026-11-21T20:30:00Z", `"2026-11-21T20:30:00Z"`, false},
	}
	for _, tt := range tests {
		t.Run(tt.written, func(t *testing.T) {
			r, err := scoring.ParseRecord("g.yaml", []byte("version: 1\nplayed_at: "+tt.written+"\nplayers: [{name: Ana}, {name: Ben}]\n"), altiplano.Identifiers{})
			require.NoError(t, err)
			r.InZone(cet)
			assert.Equal(t, tt.at, r.PlayedAt.Format(time.RFC3339))
			assert.False(t, r.PlayedAtLocal)
			_, wall := r.Wall()
			assert.Equal(t, tt.wall, wall)
			out, err := scoring.MarshalRecord(r)
			require.NoError(t, err)
			assert.Contains(t, string(out), "played_at: "+tt.back+"\n")
		})
	}
}

// A date more than a day after scoring is a typo (2062 for 2026).
func TestCheckPlayedAtRefusesTheFuture(t *testing.T) {
	now := time.Date(2026, 11, 22, 20, 0, 0, 0, time.UTC)
	for _, tt := range []struct {
		at   time.Time
		kind rules.Kind
	}{
		{time.Time{}, ""},
		{now.Add(23 * time.Hour), ""},
		{time.Date(2026, 11, 23, 23, 59, 0, 0, time.UTC), ""}, // tomorrow, late
		{scoring.FirstPlayable, ""},
		{time.Date(2026, 11, 24, 0, 0, 0, 0, time.UTC), scoring.PlayedAtRange},
		{time.Date(2062, 11, 21, 0, 0, 0, 0, time.UTC), scoring.PlayedAtRange},
	} {
		p := scoring.Record{PlayedAt: tt.at, PlayedAtLine: 3}.CheckPlayedAt("g.yaml", now, time.UTC)
		if tt.kind == "" {
			assert.Nil(t, p, "%v", tt.at)
			continue
		}
		require.NotNil(t, p, "%v", tt.at)
		assert.Equal(t, tt.kind, p.Kind)
		assert.Equal(t, "played_at", p.Field.Path)
		assert.Equal(t, 3, p.Field.Line)
	}
}
