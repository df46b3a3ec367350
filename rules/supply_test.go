package rules_test

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"altiplano/rules"
)

func TestComponentListAddsUp(t *testing.T) {
	box := rules.Box()
	total := 0
	for _, g := range rules.Goods() {
		total += rules.TilesInBox(g)
	}
	assert.Equal(t, 209, total, "goods tiles per type must sum to the component list's 209")
	assert.Equal(t, box.GoodsTiles, total)
	assert.Equal(t, box.Cards, box.Houses+box.Boats+box.Orders+box.Missions)
	assert.Equal(t, 56, box.Cards)
	assert.Len(t, rules.Goods(), 12)
	assert.Len(t, rules.Locations(), 7)
	assert.Len(t, rules.Roles(), box.Roles)
	assert.Len(t, rules.Effects(), box.ExtensionEffect)
	assert.Equal(t, 28, box.ExtensionTiles)
	assert.Equal(t, 5, box.ExtensionSlots)
	assert.Equal(t, 15, box.Carts)
}

// The setup table of digest §2, written out as the rulebook prints it.
func TestSupplyMatchesRulebook(t *testing.T) {
	tests := []struct {
		players                                                 rules.PlayerCount
		food, corn, woodStone, oreSilverClothWool, fishGlassEtc int
		carts, orders                                           int
	}{
		{2, 36, 12, 12, 8, 7, 6, 10},
		{3, 36, 17, 15, 12, 9, 9, 10},
		{4, 36, 22, 18, 14, 11, 12, 12},
		{5, 36, 25, 20, 15, 12, 15, 12},
	}
	for _, tt := range tests {
		s := rules.SupplyFor(tt.players)
		want := map[rules.Good]int{
			rules.Food: tt.food, rules.Corn: tt.corn,
			rules.Wood: tt.woodStone, rules.Stone: tt.woodStone,
			rules.Ore: tt.oreSilverClothWool, rules.Silver: tt.oreSilverClothWool, rules.Cloth: tt.oreSilverClothWool, rules.Wool: tt.oreSilverClothWool,
			rules.Alpaca: tt.fishGlassEtc, rules.Fish: tt.fishGlassEtc, rules.Glass: tt.fishGlassEtc, rules.Cacao: tt.fishGlassEtc,
		}
		assert.Equal(t, want, s.Goods, "players %d", tt.players)
		assert.Equal(t, tt.carts, s.Carts)
		assert.Equal(t, tt.orders, s.OrdersInPlay)
		assert.Equal(t, 16-tt.orders, s.OrdersRemoved())
		assert.Equal(t, 10, s.Houses)
		assert.Equal(t, 10, s.Boats)
		assert.Equal(t, 15-tt.carts, s.CartsReturned())
		for g, back := range s.ReturnedToBox() {
			assert.Equal(t, rules.TilesInBox(g), back+s.Goods[g], "%s laid out plus returned is the box", g)
		}
	}
}

func TestEveryItemHasAPlace(t *testing.T) {
	placed := map[rules.Item]bool{}
	for _, loc := range append(rules.Locations(), rules.Centre) {
		for _, it := range rules.ItemsAt(loc) {
			assert.False(t, placed[it], "%s placed twice", it)
			placed[it] = true
		}
	}
	for _, g := range rules.Goods() {
		assert.True(t, placed[rules.GoodItem(g)], "%s has a location", g)
	}
	assert.Equal(t, []rules.Item{rules.Item(rules.Glass), rules.ItemOrder}, rules.ItemsAt(rules.Market))
	assert.Equal(t, []rules.Item{rules.ItemHouse, rules.ItemCart}, rules.ItemsAt(rules.Village))
	assert.Equal(t, []rules.Item{rules.Item(rules.Food), rules.ItemCoins}, rules.ItemsAt(rules.Centre))
}

func TestPlayerCount(t *testing.T) {
	for _, s := range []string{"2", "3", " 4 ", "5"} {
		_, p := rules.ParsePlayerCount(s)
		assert.Nil(t, p, s)
	}
	for _, s := range []string{"1", "6", "x", "", "-2", "2.5", "9223372036854775808"} {
		_, p := rules.ParsePlayerCount(s)
		require.NotNil(t, p, s)
		assert.Equal(t, rules.Problem{Kind: rules.PlayersRange, Field: rules.At(rules.FieldPlayers), Value: s, Min: 2, Max: 5}, *p, s)
	}
}

func TestPlayerMarks(t *testing.T) {
	tests := []struct {
		mark rules.PlayerMark
		in   []rules.PlayerCount
	}{
		{rules.AnyPlayers, []rules.PlayerCount{2, 3, 4, 5}},
		{rules.ThreePlus, []rules.PlayerCount{3, 4, 5}},
		{rules.FourPlus, []rules.PlayerCount{4, 5}},
		{rules.FivePlus, []rules.PlayerCount{5}},
	}
	for _, tt := range tests {
		var got []rules.PlayerCount
		for _, n := range rules.PlayerCounts() {
			if tt.mark.InPlay(n) {
				got = append(got, n)
			}
		}
		assert.Equal(t, tt.in, got, "mark %q", tt.mark)
	}
}
