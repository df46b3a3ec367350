package altiplano_test

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"go.yaml.in/yaml/v3"

	"altiplano/rules/altiplano"
	"altiplano/rules/altiplano/catalog"
	scoring "altiplano/scoring/altiplano"
)

// Games scored by hand on the paper score pad (testdata/pads): the program
// must reproduce every line of every pad, from an independent count.
func TestHandScoredPads(t *testing.T) {
	files, err := filepath.Glob("../../testdata/pads/*.pad.yaml")
	require.NoError(t, err)
	require.GreaterOrEqual(t, len(files), 3)
	for _, padFile := range files {
		t.Run(filepath.Base(padFile), func(t *testing.T) {
			var pad struct {
				Box     string                    `yaml:"box"` // the box profile in testdata/box, if any
				Players map[string]map[string]int `yaml:"players"`
			}
			data, err := os.ReadFile(padFile)
			require.NoError(t, err)
			require.NoError(t, yaml.Unmarshal(data, &pad))

			recordFile := strings.TrimSuffix(padFile, ".pad.yaml") + ".yaml"
			recordData, err := os.ReadFile(recordFile)
			require.NoError(t, err)
			c := catalog.Default()
			if pad.Box == "full.yaml" {
				c = boxCatalog(t)
			}
			r, err := scoring.Load(recordFile, recordData, words{}, c)
			require.NoError(t, err)
			res, err := scoring.Score(r, c)
			require.NoError(t, err)
			require.Len(t, res.Players, len(pad.Players))
			for _, p := range res.Players {
				want, ok := pad.Players[p.Name]
				require.True(t, ok, p.Name)
				for _, cat := range altiplano.ScorePad() {
					assert.Equal(t, want[string(cat)], p.Categories.Of(cat), "%s %s", p.Name, cat)
				}
				assert.Equal(t, want["total"], p.Total, "%s total", p.Name)
				assert.Equal(t, want["rank"], p.Rank, "%s rank", p.Name)
			}
		})
	}
}
