package score_test

import (
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"altiplano/cmd/internal/cmdtest"
	"altiplano/cmd/internal/golden"
)

var box = golden.Testdata("box", "full.yaml")

func game(name string) string { return golden.Testdata("games", name) }

func TestScorePadsGolden(t *testing.T) {
	games := map[string][]string{
		"2p":              {"--file", game("2p.yaml")},
		"4p-missions":     {"--file", game("4p-missions.yaml")},
		"5p-missions-box": {"--file", game("5p-missions-box.yaml"), "--box", box},
	}
	for name, args := range games {
		for format, flag := range map[string]string{"txt": "", "json": "--json", "csv": "--csv"} {
			t.Run(name+"."+format, func(t *testing.T) {
				all := append([]string{"score"}, args...)
				if flag != "" {
					all = append(all, flag)
				}
				r := cmdtest.Run(t, cmdtest.Env{}, all...)
				require.Equal(t, 0, r.Code, r.Stderr)
				// The pad is data on stdout; the history note is a message,
				// and so, beside a CSV, which has no place for them, are
				// the values the result rests on that nobody checked.
				stderr := r.Stderr
				if format == "csv" && name != "5p-missions-box" {
					notes, kept, _ := strings.Cut(stderr, "Kept")
					assert.True(t, strings.HasPrefix(notes, "Assumptions (this result uses values that are not verified):\n  - goods values for "), notes)
					assert.Contains(t, notes, "write a complete row as {goods: [...], vp: N}", "said as for a record file")
					stderr = "Kept" + kept
				}
				assert.Equal(t, "Kept in the play history as game 1.\n", stderr)
				golden.Assert(t, filepath.Join("score", name+"."+format), []byte(r.Stdout))
			})
		}
	}
}

type resultJSON struct {
	Players []struct {
		Name       string         `json:"name"`
		Rank       int            `json:"rank"`
		Total      int            `json:"total"`
		Coins      int            `json:"coins"`
		Categories map[string]int `json:"categories"`
	} `json:"players"`
	Winners  []string `json:"winners"`
	TieBreak []struct {
		Total          int        `json:"total"`
		Players        []string   `json:"players"`
		DecidedByCoins bool       `json:"decided_by_coins"`
		Shared         [][]string `json:"shared"`
	} `json:"tie_break"`
	Assumptions []struct {
		ID   string `json:"id"`
		Text string `json:"text"`
	} `json:"assumptions"`
}

func scoreJSON(t *testing.T, args ...string) resultJSON {
	t.Helper()
	r := cmdtest.Run(t, cmdtest.Env{}, append([]string{"score", "--json"}, args...)...)
	require.Equal(t, 0, r.Code, r.Stderr)
	var res resultJSON
	require.NoError(t, json.Unmarshal([]byte(r.Stdout), &res))
	return res
}

func TestScoreJSONContract(t *testing.T) {
	res := scoreJSON(t, "--file", game("4p-missions.yaml"))
	require.Len(t, res.Players, 4)
	assert.Equal(t, "Ben", res.Players[0].Name, "players are ordered by rank")
	assert.Equal(t, []string{"Ben"}, res.Winners)
	require.Len(t, res.TieBreak, 1)
	assert.True(t, res.TieBreak[0].DecidedByCoins)
	assert.Equal(t, []string{"Ben", "Anna"}, res.TieBreak[0].Players)
	for _, p := range res.Players {
		assert.Len(t, p.Categories, 7)
		sum := 0
		for _, v := range p.Categories {
			sum += v
		}
		assert.Equal(t, p.Total, sum)
	}
	assert.Equal(t, "goods_values_inferred", res.Assumptions[0].ID)

	shared := scoreJSON(t, "--file", game("5p-missions-box.yaml"), "--box", box)
	assert.Equal(t, []string{"Ana", "Bruno"}, shared.Winners)
	assert.Equal(t, 1, shared.Players[0].Rank)
	assert.Equal(t, 1, shared.Players[1].Rank)
	assert.Equal(t, 3, shared.Players[2].Rank, "shared places are 1, 1, 3")
	assert.Equal(t, [][]string{{"Ana", "Bruno"}}, shared.TieBreak[0].Shared)
}

func TestScoreFromStandardInputAsJSONRecord(t *testing.T) {
	record := `{"version": 1, "players": [{"name": "Anna", "boats": 2, "coins": 1}, {"name": "Ben", "boats": 1}]}`
	r := cmdtest.Run(t, cmdtest.Env{Stdin: record}, "score", "--file", "-", "--csv")
	require.Equal(t, 0, r.Code, r.Stderr)
	assert.Contains(t, r.Stdout, "category,Anna,Ben\n")
	assert.Contains(t, r.Stdout, "boats,4,2\n")
	assert.Contains(t, r.Stdout, "rank,1,2\n")
}

func TestInvalidRecordExits2WithEveryProblemAndNoOutput(t *testing.T) {
	dir := t.TempDir()
	bad := filepath.Join(dir, "bad.yaml")
	require.NoError(t, os.WriteFile(bad, []byte(`version: 1
missions: true
players:
  - name: Anna
    coins: -2
    goods: {gold: 1, glass: 9}
    warehouse: [[fish, food], [], [silver]]
    houses: [corn]
    missions: [{id: 12, vp: 4}, {id: 5}]
  - name: Ben
    boats: 11
    missions: [{id: 12, vp: 4}]
`), 0o644))
	r := cmdtest.Run(t, cmdtest.Env{}, "score", "--file", bad)
	assert.Equal(t, 2, r.Code)
	assert.Empty(t, r.Stdout)
	last := -1
	for _, want := range []string{
		"  - " + bad + ", players (line 3): the players hold 9 glass tiles in all (orders included), but only 7 are laid out for 2 players",
		"  - Anna, " + bad + ", players[0].coins (line 5): must be a whole number from 0 to 999, not -2",
		"  - Anna, " + bad + `, players[0].goods.gold (line 6): "gold" is not a good`,
		"  - Anna, " + bad + ", players[0].warehouse[1] (line 7): warehouse row 2 lists no goods",
		"  - Anna, " + bad + ", players[0].warehouse[0] (line 7): tile 2 is food, and food can never be stored",
		"  - Anna, " + bad + ", players[0].warehouse[2] (line 7): this row is started but row 2 below it is empty",
		"  - Anna, " + bad + ", players[0].houses[0] (line 8): a house showing corn is unlikely",
		"  - Anna, " + bad + `, players[0].missions[1] (line 9): a "first to" mission: say whether it was achieved`,
		"  - Ben, " + bad + ", players[1].boats (line 11): must be a whole number from 0 to 10, not 11",
		"  - " + bad + ", players[1].missions[0] (line 12): mission 12 is held by Anna, Ben, but each mission card exists once",
	} {
		// Every one, in the order of the file.
		at := strings.Index(r.Stderr, want)
		if assert.Contains(t, r.Stderr, want) {
			assert.Greater(t, at, last, "%q comes after the one before", want)
			last = at
		}
	}
}

// A problem with the setup code or with played_at hides none of the
// others: every one is said, each at its line.
func TestRecordProblemsWithTheCodeComeWithTheOthers(t *testing.T) {
	bad := filepath.Join(t.TempDir(), "bad.yaml")
	require.NoError(t, os.WriteFile(bad, []byte(`version: 1
code: 4G00-39XM-3VSG
played_at: 2099-01-01 10:00
players:
  - name: Anna
    warehouse: [[food]]
  - name: Ben
`), 0o644))
	r := cmdtest.Run(t, cmdtest.Env{}, "score", "--file", bad)
	assert.Equal(t, 2, r.Code)
	assert.Empty(t, r.Stdout)
	assert.Equal(t, "altiplano: 3 problems:\n"+
		"  - "+bad+", code (line 2): the setup code 4G00-39XM-3VSG is for 4 players, but the game has 2\n"+
		"  - "+bad+", played_at (line 3): 2099-01-01 10:00 cannot be when the game was played: the game came out in 2017, and the date may not be later than tomorrow\n"+
		"  - Anna, "+bad+", players[0].warehouse[0] (line 6): tile 1 is food, and food can never be stored\n", r.Stderr)
}

// A record's place with a character that does not print says so; one too
// long says how long a place may be.
func TestARecordsPlaceSaysWhyItIsRefused(t *testing.T) {
	for place, want := range map[string]string{
		`"Caf\u202eé"`:          `location (line 2): "Caf\u202eé" holds a character a place may not have: a control, bidi or zero-width character`,
		strings.Repeat("x", 65): "location (line 2): where the game was played: 1 to 64 characters on one line",
	} {
		r := cmdtest.Run(t, cmdtest.Env{Stdin: "version: 1\nlocation: " + place + "\nplayers: [{name: A}, {name: B}]\n"}, "score", "--file", "-")
		assert.Equal(t, 2, r.Code)
		assert.Equal(t, "altiplano: standard input, "+want+"\n", r.Stderr)
	}
}

func TestScoreUsageErrors(t *testing.T) {
	tests := []struct {
		args []string
		want string
	}{
		{[]string{"score"}, "needs a terminal; to score a record file, use --file GAME"},
		{[]string{"score", "--file", game("2p.yaml"), "--resume"}, "--file and --resume cannot be used together"},
		{[]string{"score", "--file", game("2p.yaml"), "--json", "--csv"}, "--json and --csv cannot be used together"},
		{[]string{"score", "--file", "/nonexistent/game.yaml"}, "/nonexistent/game.yaml: the folder /nonexistent does not exist"},
		{[]string{"score", "--file", os.TempDir()}, "is a folder, not a file"},
		{[]string{"score", "--file", "/dev/zero"}, "is larger than 1 MiB"},
	}
	for _, tt := range tests {
		r := cmdtest.Run(t, cmdtest.Env{}, tt.args...)
		assert.Equal(t, 2, r.Code, "%v", tt.args)
		assert.Empty(t, r.Stdout)
		assert.Contains(t, r.Stderr, tt.want)
	}
}

// Hostile numbers never wrap a total: they are refused, naming the field.
func TestHugeNumbersAreRefused(t *testing.T) {
	record := `{"version": 1, "players": [{"name": "Anna", "boats": 9223372036854775807, "goods": {"wood": 9223372036854775807}},
		{"name": "Ben", "goods": {"wood": 9223372036854775807}, "orders": [{"vp": 9223372036854775807}]}]}`
	r := cmdtest.Run(t, cmdtest.Env{Stdin: record}, "score", "--file", "-")
	assert.Equal(t, 2, r.Code)
	assert.Empty(t, r.Stdout)
	assert.NotContains(t, r.Stderr, "Winner")
	for _, want := range []string{"Anna, standard input, players[0].boats (line 1): must be a whole number from 0 to 10, not 9223372036854775807",
		"Anna, standard input, players[0].goods.wood (line 1): must be a whole number from 0 to 20", "Ben, standard input, players[1].orders[0].vp (line 2): must be a whole number from 0 to 20"} {
		assert.Contains(t, r.Stderr, want)
	}
}

// One document per file: anything after it is refused, not ignored.
func TestTrailingContentIsRefused(t *testing.T) {
	for _, record := range []string{
		`{"version": 1, "players": [{"name": "A"}, {"name": "B"}]} garbage`,
		`{"version": 1, "players": [{"name": "A"}, {"name": "B"}]} {"version": 1}`,
		"version: 1\nplayers: [{name: A}, {name: B}]\n---\nversion: 1\n",
		"version: 1\nplayers: [{name: A}, {name: B}]\n...\nplayers: []\n",
	} {
		r := cmdtest.Run(t, cmdtest.Env{Stdin: record}, "score", "--file", "-")
		assert.Equal(t, 2, r.Code, record)
		assert.Empty(t, r.Stdout)
		assert.Contains(t, r.Stderr, "something follows the end of the document", record)
	}
}

// A name that a spreadsheet would run as a formula is escaped in CSV, and
// control characters in names are refused.
func TestNamesAreSafeInEveryOutput(t *testing.T) {
	record := `{"version": 1, "players": [{"name": "=HYPERLINK(\"x\")", "boats": 1}, {"name": "@SUM", "boats": 2}]}`
	r := cmdtest.Run(t, cmdtest.Env{Stdin: record}, "score", "--file", "-", "--csv")
	require.Equal(t, 0, r.Code, r.Stderr)
	assert.Contains(t, r.Stdout, `category,"'=HYPERLINK(""x"")",'@SUM`+"\n")

	record = `{"version": 1, "players": [{"name": "Eve\u001b[2J"}, {"name": "B"}]}`
	r = cmdtest.Run(t, cmdtest.Env{Stdin: record}, "score", "--file", "-")
	assert.Equal(t, 2, r.Code)
	assert.NotContains(t, r.Stderr, "\x1b", "the escape sequence is never printed raw")
	assert.Contains(t, r.Stderr, `Eve\x1b[2J`)
}

// Players still level on coins share places, each group joined as the
// language joins items: French puts a no-break space before ";".
func TestSharedPlacesAreJoinedAsTheLanguageDoes(t *testing.T) {
	record := filepath.Join(t.TempDir(), "tie.yaml")
	require.NoError(t, os.WriteFile(record, []byte("version: 1\nplayers:\n  - {name: Anna, coins: 3}\n  - {name: Ben, coins: 3}\n"+
		"  - {name: Cleo, coins: 1}\n  - {name: Dan, coins: 1}\n"), 0o644))
	r := cmdtest.Run(t, cmdtest.Env{}, "score", "--file", record, "--no-history", "--lang", "fr", "--box", box)
	require.Equal(t, 0, r.Code, r.Stderr)
	assert.Contains(t, r.Stdout, "place partagée\u00a0: Anna = Ben\u00a0; Cleo = Dan.")
}
