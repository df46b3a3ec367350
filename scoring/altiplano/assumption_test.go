package altiplano_test

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"altiplano/rules/altiplano"
	"altiplano/rules/altiplano/catalog"
	scoring "altiplano/scoring/altiplano"
)

// Two houses of one good make an assumption only when the player owns that
// good: with none of it, the doubled bonus adds nothing and rests on nothing.
func TestTwoHousesOfAGoodNobodyOwnsAssumeNothing(t *testing.T) {
	tests := []struct {
		name   string
		goods  map[altiplano.Good]int
		bonus  int
		assume bool
	}{
		{"owns none of it", map[altiplano.Good]int{altiplano.Wood: 3}, 0, false},
		{"owns no goods at all", map[altiplano.Good]int{}, 0, false},
		{"owns one", map[altiplano.Good]int{F: 1, altiplano.Wood: 3}, 2, true},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			r := game(scoring.Player{Name: "A", Houses: []altiplano.Good{F, F}, Goods: tt.goods})
			res, err := scoring.Score(r, catalog.Default())
			require.NoError(t, err)
			assert.Equal(t, tt.bonus, res.Players[0].Categories.Of(altiplano.ScoreHouseBonus))
			var twice []scoring.Assumption
			for _, a := range res.Assumptions {
				if a.Kind == scoring.HouseBonusTwice {
					twice = append(twice, a)
				}
			}
			if !tt.assume {
				assert.Empty(t, twice, "nobody owns the good: no bonus, nothing assumed")
				return
			}
			assert.Equal(t, []scoring.Assumption{{Kind: scoring.HouseBonusTwice, Player: "A", Goods: []altiplano.Good{F}}}, twice)
		})
	}
}
