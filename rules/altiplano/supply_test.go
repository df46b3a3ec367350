package altiplano_test

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"altiplano/rules"
	"altiplano/rules/altiplano"
)

func TestComponentListAddsUp(t *testing.T) {
	box := altiplano.Box()
	total := 0
	for _, g := range altiplano.Goods() {
		total += altiplano.TilesInBox(g)
	}
	assert.Equal(t, 209, total, "goods tiles per type must sum to the component list's 209")
	assert.Equal(t, box.GoodsTiles, total)
	assert.Equal(t, box.Cards, box.Houses+box.Boats+box.Orders+box.Missions)
	assert.Equal(t, 56, box.Cards)
	assert.Len(t, altiplano.Goods(), 12)
	assert.Len(t, altiplano.Locations(), 7)
	assert.Len(t, altiplano.Roles(), box.Roles)
	assert.Len(t, altiplano.Effects(), box.ExtensionEffect)
	assert.Equal(t, 28, box.ExtensionTiles)
	assert.Equal(t, 5, box.ExtensionSlots)
	assert.Equal(t, 15, box.Carts)
}

// The setup table of digest §2, written out as the rulebook prints it.
func TestSupplyMatchesRulebook(t *testing.T) {
	tests := []struct {
		players                                                 altiplano.PlayerCount
		food, corn, woodStone, oreSilverClothWool, fishGlassEtc int
		carts, orders                                           int
	}{
		{2, 36, 12, 12, 8, 7, 6, 10},
		{3, 36, 17, 15, 12, 9, 9, 10},
		{4, 36, 22, 18, 14, 11, 12, 12},
		{5, 36, 25, 20, 15, 12, 15, 12},
	}
	for _, tt := range tests {
		s := altiplano.SupplyFor(tt.players)
		want := map[altiplano.Good]int{
			altiplano.Food: tt.food, altiplano.Corn: tt.corn,
			altiplano.Wood: tt.woodStone, altiplano.Stone: tt.woodStone,
			altiplano.Ore: tt.oreSilverClothWool, altiplano.Silver: tt.oreSilverClothWool, altiplano.Cloth: tt.oreSilverClothWool, altiplano.Wool: tt.oreSilverClothWool,
			altiplano.Alpaca: tt.fishGlassEtc, altiplano.Fish: tt.fishGlassEtc, altiplano.Glass: tt.fishGlassEtc, altiplano.Cacao: tt.fishGlassEtc,
		}
		assert.Equal(t, want, s.Goods, "players %d", tt.players)
		assert.Equal(t, tt.carts, s.Carts)
		assert.Equal(t, tt.orders, s.OrdersInPlay)
		assert.Equal(t, 16-tt.orders, s.OrdersRemoved())
		assert.Equal(t, 10, s.Houses)
		assert.Equal(t, 10, s.Boats)
		assert.Equal(t, 15-tt.carts, s.CartsReturned())
		for g, back := range s.ReturnedToBox() {
			assert.Equal(t, altiplano.TilesInBox(g), back+s.Goods[g], "%s laid out plus returned is the box", g)
		}
	}
}

func TestEveryItemHasAPlace(t *testing.T) {
	placed := map[altiplano.Item]bool{}
	for _, loc := range append(altiplano.Locations(), altiplano.Centre) {
		for _, it := range altiplano.ItemsAt(loc) {
			assert.False(t, placed[it], "%s placed twice", it)
			placed[it] = true
		}
	}
	for _, g := range altiplano.Goods() {
		assert.True(t, placed[altiplano.GoodItem(g)], "%s has a location", g)
	}
	assert.Equal(t, []altiplano.Item{altiplano.Item(altiplano.Glass), altiplano.ItemOrder}, altiplano.ItemsAt(altiplano.Market))
	assert.Equal(t, []altiplano.Item{altiplano.ItemHouse, altiplano.ItemCart}, altiplano.ItemsAt(altiplano.Village))
	assert.Equal(t, []altiplano.Item{altiplano.Item(altiplano.Food), altiplano.ItemCoins}, altiplano.ItemsAt(altiplano.Centre))
}

func TestPlayerCount(t *testing.T) {
	for _, s := range []string{"2", "3", " 4 ", "5"} {
		_, p := altiplano.ParsePlayerCount(s)
		assert.Nil(t, p, s)
	}
	for _, s := range []string{"1", "6", "x", "", "-2", "2.5", "9223372036854775808"} {
		_, p := altiplano.ParsePlayerCount(s)
		require.NotNil(t, p, s)
		assert.Equal(t, rules.Problem{Kind: rules.PlayersRange, Field: rules.At(rules.FieldPlayers), Value: s, Min: 2, Max: 5}, *p, s)
	}
}

func TestPlayerMarks(t *testing.T) {
	tests := []struct {
		mark altiplano.PlayerMark
		in   []altiplano.PlayerCount
	}{
		{altiplano.AnyPlayers, []altiplano.PlayerCount{2, 3, 4, 5}},
		{altiplano.ThreePlus, []altiplano.PlayerCount{3, 4, 5}},
		{altiplano.FourPlus, []altiplano.PlayerCount{4, 5}},
		{altiplano.FivePlus, []altiplano.PlayerCount{5}},
	}
	for _, tt := range tests {
		var got []altiplano.PlayerCount
		for _, n := range altiplano.PlayerCounts() {
			if tt.mark.InPlay(n) {
				got = append(got, n)
			}
		}
		assert.Equal(t, tt.in, got, "mark %q", tt.mark)
	}
}
