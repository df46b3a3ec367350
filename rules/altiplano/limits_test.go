package altiplano_test

import (
	"testing"

	"github.com/stretchr/testify/assert"

	"altiplano/rules/altiplano"
)

// The bounds keep every sum scoring makes far from overflow: the largest
// possible total of one player stays small.
func TestBoundsKeepTotalsSmall(t *testing.T) {
	worst := 0
	for _, g := range altiplano.Goods() {
		// every tile of the box, at the highest value a profile may give it,
		// with every house showing it
		worst += altiplano.GoodLimit(g).Max * (altiplano.GoodVPLimit.Max + altiplano.HousesLimit.Max*altiplano.HouseBonusPerTile)
	}
	worst += altiplano.BoatsLimit.Max*altiplano.BoatVP + altiplano.HousesLimit.Max*altiplano.HouseVP
	worst += altiplano.OrdersLimit.Max * altiplano.OrderVPLimit.Max
	worst += altiplano.WarehouseRowsLimit.Max * altiplano.RowVPLimit.Max
	worst += altiplano.MissionsLimit.Max * altiplano.MissionVPLimit.Max
	assert.Less(t, worst, 1<<20)
}

func TestItemLimitsAreTheBox(t *testing.T) {
	assert.Equal(t, 15, altiplano.ItemLimit(altiplano.ItemCart).Max)
	assert.Equal(t, 10, altiplano.ItemLimit(altiplano.ItemHouse).Max)
	assert.Equal(t, 16, altiplano.ItemLimit(altiplano.ItemOrder).Max)
	assert.Equal(t, 36, altiplano.ItemLimit(altiplano.Item(altiplano.Food)).Max)
	assert.Equal(t, 12, altiplano.ItemLimit(altiplano.Item(altiplano.Glass)).Max)
}
