package alpakascore

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"go.yaml.in/yaml/v3"

	"altiplano/rules/alpaka"
	"altiplano/rules/rulestest"
)

// testBox is the made-up box of testdata/alpaka/box.yaml.
func testBox(t testing.TB) alpaka.Catalog {
	data, err := os.ReadFile("../../testdata/alpaka/box.yaml")
	require.NoError(t, err)
	p, err := alpaka.ParseProfile("box.yaml", data, alpaka.Builtin{})
	require.NoError(t, err)
	return alpaka.Default().With(p)
}

type padPlayer struct {
	Total        int   `yaml:"total"`
	Place        int   `yaml:"place"`
	Alpacas      int   `yaml:"alpacas"`
	MostValuable int   `yaml:"most_valuable"`
	Deck         int   `yaml:"deck"`
	Cards        []int `yaml:"cards"`
	Fighter      int   `yaml:"fighter"`
}

type pad struct {
	Players   map[string]padPlayer `yaml:"players"`
	DecidedBy string               `yaml:"decided_by"`
	Swaps     []struct {
		Player string `yaml:"player"`
		Took   string `yaml:"took"`
	} `yaml:"swaps"`
	Warnings []string `yaml:"warnings"`
	Refused  []string `yaml:"refused"`
}

// Games scored by hand, card by card (testdata/alpaka): each record beside
// the pad a player filled in, or the refusals expected, in order.
func TestHandScoredGames(t *testing.T) {
	files, err := filepath.Glob("../../testdata/alpaka/*.pad.yaml")
	require.NoError(t, err)
	require.GreaterOrEqual(t, len(files), 11)
	box := testBox(t)
	for _, padFile := range files {
		t.Run(filepath.Base(padFile), func(t *testing.T) {
			var want pad
			data, err := os.ReadFile(padFile)
			require.NoError(t, err)
			require.NoError(t, yaml.Unmarshal(data, &want))
			recordFile := strings.TrimSuffix(padFile, ".pad.yaml") + ".yaml"
			data, err = os.ReadFile(recordFile)
			require.NoError(t, err)
			res, err := parseAndScore(recordFile, data, box)
			if want.Refused != nil {
				ps := rulestest.Problems(t, err)
				var kinds []string
				for _, p := range ps {
					kinds = append(kinds, string(p.Kind))
					assert.NotZero(t, p.Field.Line, "every problem names its line: %s", p.Error())
				}
				assert.Equal(t, want.Refused, kinds)
				return
			}
			require.NoError(t, err)
			require.Len(t, res.Players, len(want.Players))
			for _, p := range res.Players {
				w, ok := want.Players[p.Name]
				require.True(t, ok, p.Name)
				var points []int
				for _, c := range p.Cards {
					points = append(points, c.Points)
				}
				got := padPlayer{Total: p.Total, Place: p.Place, Alpacas: p.Alpacas, MostValuable: p.MostValuable,
					Deck: p.Deck, Cards: points, Fighter: p.FighterBonus}
				assert.Equal(t, w, got, p.Name)
				sum := p.FighterBonus
				for _, c := range p.Cards {
					sum += c.Points
				}
				assert.Equal(t, p.Total, sum, "the cards and the bonus add up to the total")
			}
			assert.Equal(t, want.DecidedBy, string(res.DecidedBy))
			require.Len(t, res.Swaps, len(want.Swaps))
			for i, s := range want.Swaps {
				assert.Equal(t, s.Player, res.Swaps[i].Player)
				assert.Equal(t, s.Took, string(res.Swaps[i].Took))
			}
			var warnings []string
			for _, w := range res.Warnings {
				warnings = append(warnings, string(w.Kind))
			}
			assert.Equal(t, want.Warnings, warnings)
		})
	}
}

func parseAndScore(file string, data []byte, box alpaka.Catalog) (Result, error) {
	r, err := Parse(file, data, alpaka.Builtin{})
	if err != nil {
		return Result{}, err
	}
	return Score(r, box)
}
