package altiplano

import (
	"testing"

	"github.com/stretchr/testify/assert"

	"altiplano/rules/altiplano"
	"altiplano/scoring/ranking"
)

// The shared form ranks as Altiplano's own pad does.
func TestNeutralKeepsPlacesAndWinners(t *testing.T) {
	res := Result{Players: []PlayerScore{{Name: "A", Total: 30, Coins: 2}, {Name: "B", Total: 30, Coins: 5}, {Name: "C", Total: 12}}}
	res.Players[0].Categories.Add(altiplano.ScoreGoods, 30)
	rank(&res)
	n := res.Neutral()
	assert.Equal(t, res.Winners, n.Winners)
	for i, p := range n.Players {
		assert.Equal(t, res.Players[i].Rank, p.Place)
		assert.Len(t, p.Lines, 7)
	}
	assert.Equal(t, ranking.Key("coins"), n.DecidedBy)
	assert.Equal(t, 30, n.Players[0].Lines[0].Points)
}
