package alpakascore

import (
	"errors"
	"strconv"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"altiplano/rules"
	"altiplano/rules/alpaka"
	"altiplano/rules/rulestest"
	"altiplano/rules/yamlin"
)

// The example record reads, as YAML and as JSON.
func TestParseRecord(t *testing.T) {
	yamlRecord := `game: alpaka
players:
  - name: Lidia
    fences: [[baby, explorer], [twins], [shopaholic, kindheart], [storekeeper, king]]
    deck: 11
    deck_alpacas: 6
    unicorn: explorer
  - name: Alexander
    fences: [[Мим]]
    deck: 4
market: [librarian, shopaholic, prince, snob]
`
	jsonRecord := `{"game": "alpaka", "players": [{"name": "Lidia", "fences": [["baby", "explorer"], ["twins"], ["shopaholic", "kindheart"], ["storekeeper", "king"]], "deck": 11, "deck_alpacas": 6, "unicorn": "explorer"}, {"name": "Alexander", "fences": [["Мим"]], "deck": 4}], "market": ["librarian", "shopaholic", "prince", "snob"]}`
	for _, doc := range []string{yamlRecord, jsonRecord} {
		r, err := Parse("g", []byte(doc), alpaka.Builtin{})
		require.NoError(t, err)
		require.Len(t, r.Players, 2)
		assert.Equal(t, [][]alpaka.Card{{"baby", "explorer"}, {"twins"}, {"shopaholic", "kindheart"}, {"storekeeper", "king"}}, r.Players[0].Fences)
		assert.Equal(t, 6, *r.Players[0].DeckAlpacas)
		assert.Equal(t, alpaka.Explorer, r.Players[0].Unicorn)
		assert.Equal(t, alpaka.Mime, r.Players[1].Fences[0][0])
		assert.True(t, r.MarketGiven)
		assert.Len(t, r.Market, 4)
	}
}

// Every problem at once, naming the player, the place and the line, with
// the nearest card for a typo.
func TestParseProblems(t *testing.T) {
	doc := `game: alpaka
players:
  - name: Lidia
    fences: [[babby, explorer], [dragon]]
    deck: -1
    colour: red
  - name: Ben
    deck: 3
`
	_, err := Parse("g.yaml", []byte(doc), alpaka.Builtin{})
	ps := rulestest.Problems(t, err)
	require.Len(t, ps, 5)
	assert.Equal(t, rules.Problem{Kind: alpaka.UnknownCard, Player: "Lidia", Value: "babby", Names: []string{"baby"},
		Field: rules.InFile("g.yaml", "players[0].fences[0][0]", 4)}, *ps[0])
	assert.Equal(t, alpaka.UnknownCard, ps[1].Kind)
	assert.Empty(t, ps[1].Names)
	assert.Equal(t, rules.OutOfRange, ps[2].Kind)
	assert.Equal(t, yamlin.UnknownKey, ps[3].Kind)
	assert.Equal(t, yamlin.Missing, ps[4].Kind)
	assert.Equal(t, "Ben", ps[4].Player)

	_, err = Parse("g.yaml", []byte("game: altiplano\nplayers: []\n"), alpaka.Builtin{})
	require.ErrorAs(t, err, &ps)
	assert.Equal(t, NotAlpaka, ps[0].Kind)
}

// A deck holds at most every card one player could own outside the farm:
// the starting deck's 6 babies and 4 fence cards, the market's 80, the 4
// nobles and the 4 snobs.
func TestParseDeckHoldsAtMostEveryCardOutsideTheFarm(t *testing.T) {
	tests := []struct {
		deck string
		want []rules.Problem
	}{
		{"0", nil},
		{"98", nil},
		{"99", []rules.Problem{{Kind: rules.OutOfRange, Player: "Lidia", Value: "99", N: 99, Min: 0, Max: 98, Field: rules.InFile("g.yaml", "players[0].deck", 5)}}},
		{"-1", []rules.Problem{{Kind: rules.OutOfRange, Player: "Lidia", Value: "-1", N: -1, Min: 0, Max: 98, Field: rules.InFile("g.yaml", "players[0].deck", 5)}}},
	}
	for _, tt := range tests {
		t.Run(tt.deck, func(t *testing.T) {
			doc := "game: alpaka\nplayers:\n  - name: Lidia\n    fences: [[baby]]\n    deck: " + tt.deck +
				"\n  - name: Ben\n    fences: [[baby]]\n    deck: 3\n"
			r, err := Parse("g.yaml", []byte(doc), alpaka.Builtin{})
			if tt.want == nil {
				require.NoError(t, err)
				assert.Equal(t, tt.deck, strconv.Itoa(r.Players[0].Deck))
				return
			}
			rulestest.Equal(t, tt.want, err)
		})
	}
}

// An Alpaka record follows the one name rule as Altiplano's does: a name
// is text (null is no player called "null"), nothing invisible, and two
// names that differ only in case or width are one player, said with both
// lines.
func TestRecordNames(t *testing.T) {
	player := func(name string) string { return "  - name: " + name + "\n    fences: [[baby]]\n    deck: 3\n" }
	tests := []struct {
		names []string
		kind  rules.Kind
		path  string
		line  int
	}{
		{[]string{"null", "Ben"}, yamlin.NotString, "players[0].name", 3},
		{[]string{"7", "Ben"}, yamlin.NotString, "players[0].name", 3},
		{[]string{`"null"`, "Ben"}, "", "", 0},
		{[]string{"Lidia", "LIDIA"}, rules.NameTwice, "players[1].name", 6},
		{[]string{"Lidia", `"\uFF2C\uFF49\uFF44\uFF49\uFF41"`}, rules.NameTwice, "players[1].name", 6},
		{[]string{"Ana", `"A\uFE0Fna"`}, rules.NameCharacters, "players[1].name", 6},
		{[]string{"Ana", `"Ana\u3164"`}, rules.NameCharacters, "players[1].name", 6},
		{[]string{"Ana", `"Ana\u2800"`}, rules.NameCharacters, "players[1].name", 6},
		{[]string{"Ana", `"\u0301\u0302"`}, rules.NameCharacters, "players[1].name", 6},
		{[]string{"Ana", `"--"`}, rules.NameNoLetter, "players[1].name", 6},
	}
	for _, tt := range tests {
		doc := "game: alpaka\nplayers:\n" + player(tt.names[0]) + player(tt.names[1])
		r, err := Parse("g.yaml", []byte(doc), alpaka.Builtin{})
		if err == nil {
			_, err = Score(r, alpaka.Default())
		}
		var ps rules.Problems
		if tt.kind == "" {
			if errors.As(err, &ps) {
				for _, p := range ps {
					assert.NotContains(t, []rules.Kind{yamlin.NotString, rules.NameTwice, rules.NameCharacters}, p.Kind, "%v", tt.names)
				}
			}
			continue
		}
		require.ErrorAs(t, err, &ps, "%v", tt.names)
		require.Len(t, ps, 1, "%v: %v", tt.names, ps)
		assert.Equal(t, tt.kind, ps[0].Kind, "%v", tt.names)
		assert.Equal(t, rules.InFile("g.yaml", tt.path, tt.line), ps[0].Field, "%v", tt.names)
		if tt.kind == rules.NameTwice {
			assert.Equal(t, 3, ps[0].N, "the first name's line")
		}
	}
}

func FuzzParse(f *testing.F) {
	f.Add("game: alpaka\nplayers:\n  - {name: A, fences: [[mime, unicorn]], deck: 3}\n  - {name: B, fences: [[twins]], deck: 2}\nmarket: [king]\n")
	f.Add(`{"game":"alpaka","players":[{"name":"A","fences":[["baby"]],"deck":1,"deck_alpacas":0}]}`)
	f.Fuzz(func(t *testing.T, doc string) {
		r, err := Parse("f", []byte(doc), alpaka.Builtin{})
		if err != nil {
			ps := rulestest.Problems(t, err)
			require.NotEmpty(t, ps)
			return
		}
		// What reads is bounded, and scoring it either refuses with
		// problems or adds up.
		for _, p := range r.Players {
			require.True(t, alpaka.DeckLimit.Contains(p.Deck))
		}
		res, err := Score(r, alpaka.Default())
		if err != nil {
			rulestest.Problems(t, err)
			return
		}
		for _, p := range res.Players {
			sum := p.FighterBonus
			for _, c := range p.Cards {
				sum += c.Points
			}
			require.Equal(t, p.Total, sum)
		}
	})
}
