package scoring_test

import (
	"os"
	"path/filepath"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"altiplano/rules"
	"altiplano/rules/catalog"
	"altiplano/scoring"
)

const anna = `
version: 1
missions: true
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
  - name: Ben
    coins: 5
`

func TestParseRecord(t *testing.T) {
	r, err := scoring.ParseRecord("game.yaml", []byte(anna))
	require.NoError(t, err)
	want := scoring.Record{Version: 1, Missions: true, Players: []scoring.Player{{
		Name: "Anna", Coins: 3,
		Goods:     map[rules.Good]int{rules.Food: 4, rules.Wood: 2, rules.Glass: 1},
		Warehouse: []scoring.Row{{Goods: []rules.Good{F, F, F}}, {Goods: []rules.Good{rules.Silver, C}, VP: vp(2)}},
		Boats:     1, Houses: []rules.Good{rules.Glass},
		Orders:   []scoring.Order{{VP: 6, Goods: []rules.Good{rules.Wool, rules.Cloth}}},
		Missions: []scoring.Mission{{ID: 12, VP: vp(4), Achieved: new(bool)}},
	}, {Name: "Ben", Coins: 5, Goods: map[rules.Good]int{}}}}
	assert.Equal(t, want, r)
}

func TestParseRecordJSON(t *testing.T) {
	r, err := scoring.ParseRecord("game.json", []byte(`{"version": 1, "players": [
		{"name": "Anna", "coins": 2, "goods": {"wood": 1}, "warehouse": [["fish"]]},
		{"name": "Ben", "houses": ["ORE"]}]}`))
	require.NoError(t, err)
	assert.Equal(t, "Ben", r.Players[1].Name)
	assert.Equal(t, []rules.Good{rules.Ore}, r.Players[1].Houses)
}

func TestParseRecordProblemsNamePlayerKeyAndLine(t *testing.T) {
	tests := []struct {
		name, yaml string
		want       []string
	}{
		{"bad coins", "version: 1\nplayers:\n  - name: Anna\n    coins: lots\n", []string{`Anna, game.yaml, coins (line 4): expected a whole number, not "lots"`}},
		{"unknown good", "version: 1\nplayers:\n  - name: Anna\n    goods: {gold: 2}\n", []string{`Anna, game.yaml, goods.gold (line 4): "gold" is not a good`}},
		{"unknown key", "version: 1\nplayers:\n  - name: Anna\n    points: 4\n", []string{`Anna, game.yaml, points (line 4): unknown key "points"`}},
		{"no name", "version: 1\nplayers:\n  - coins: 3\n", []string{`players[0], game.yaml (line 3): "name" is required here`}},
		{"bad row", "version: 1\nplayers:\n  - name: Ben\n    warehouse: [fish]\n", []string{`Ben, game.yaml, warehouse[0] (line 4): a row is a list of goods`}},
		{"row vp without goods", "version: 1\nplayers:\n  - name: Ben\n    warehouse: [{vp: 2}]\n", []string{`Ben, game.yaml, warehouse[0] (line 4): "goods" is required here`}},
		{"bad achieved", "version: 1\nplayers:\n  - name: Ben\n    missions: [{id: 5, achieved: maybe}]\n", []string{`Ben, game.yaml, missions[0].achieved (line 4): expected true or false, not "maybe"`}},
		{"mission out of range", "version: 1\nplayers:\n  - name: Ben\n    missions: [{id: 25}]\n", []string{`Ben, game.yaml, missions[0].id (line 4): mission 25 does not exist`}},
		{"wrong version", "version: 2\nplayers: []\n", []string{`game.yaml, version (line 1): record version 2 is not known`}},
		{"missing version", "players: []\n", []string{`game.yaml (line 1): "version" is required here`}},
		{"empty", "", []string{`game.yaml: the game record is empty`}},
		{"not yaml", "players: [\n", []string{`game.yaml: this is not valid YAML`}},
		{"all at once", "version: 1\nplayers:\n  - name: A\n    coins: x\n  - name: B\n    boats: -1\n", []string{`A, game.yaml, coins`, `B, game.yaml, boats (line 6): must be 0 or more, not -1`}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_, err := scoring.ParseRecord("game.yaml", []byte(tt.yaml))
			require.Error(t, err)
			var problems rules.Problems
			require.ErrorAs(t, err, &problems)
			require.Len(t, problems, len(tt.want), err.Error())
			for i, want := range tt.want {
				assert.Contains(t, problems[i].Error(), want)
			}
		})
	}
}

func TestLoadReportsFormAndRuleProblemsTogether(t *testing.T) {
	data := "version: 1\nplayers:\n  - name: Anna\n    coins: x\n    warehouse: [[fish, food]]\n  - name: Ben\n"
	_, err := scoring.Load("game.yaml", []byte(data), boxCatalog(t))
	require.Error(t, err)
	assert.Contains(t, err.Error(), `Anna, game.yaml, coins (line 4)`)
	assert.Contains(t, err.Error(), `Anna, warehouse row 1: tile 2 is food`)
}

func exampleGames(t testing.TB) map[string][]byte {
	t.Helper()
	files, err := filepath.Glob("../testdata/games/*.yaml")
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
	c := catalog.Default()
	f.Fuzz(func(t *testing.T, data []byte) {
		r, err := scoring.ParseRecord("fuzz.yaml", data)
		if err != nil {
			var problems rules.Problems
			require.ErrorAs(t, err, &problems, "parse errors are always problems")
			return
		}
		// Whatever parses can be validated and scored without panicking.
		if scoring.Validate(r, c) == nil {
			_, err := scoring.Score(r, c)
			require.NoError(t, err)
		}
	})
}
