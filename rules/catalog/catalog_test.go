package catalog_test

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"altiplano/rules"
	"altiplano/rules/catalog"
	"altiplano/rules/i18n"
)

var labels = []catalog.Source{catalog.Rulebook, catalog.Inferred, catalog.Unknown}

func assertLabelled(t *testing.T, what string, source catalog.Source, note i18n.Key) {
	t.Helper()
	assert.Contains(t, labels, source, "%s has no valid label", what)
	assert.True(t, i18n.Has(i18n.EN, note), "%s: note %q has no text", what, note)
}

func TestEveryPrintedValueIsLabelled(t *testing.T) {
	c := catalog.Default()
	require.Len(t, c.Goods, 12)
	for _, g := range rules.Goods() {
		v, ok := c.Goods[g]
		require.True(t, ok, "%s has no value", g)
		assertLabelled(t, string(g), v.Source, v.Note)
	}
	require.NotEmpty(t, c.Warehouse.Rows)
	assertLabelled(t, "warehouse rows", c.Warehouse.RowsSource, c.Warehouse.Note)
	for _, r := range c.Warehouse.Rows {
		assertLabelled(t, "warehouse capacity", r.Capacity.Source, r.Capacity.Note)
		assertLabelled(t, "warehouse vp", r.VP.Source, r.VP.Note)
	}
	require.Len(t, c.Missions, 20)
	for id, v := range c.Missions {
		assertLabelled(t, "mission", v.Source, v.Note)
		assert.Equal(t, catalog.Unknown, v.Source, "mission %d VP is printed only on the card", id)
	}
	require.Len(t, c.Strip, rules.Box().ExtensionSlots)
	for _, v := range c.Strip {
		assertLabelled(t, "strip", v.Source, v.Note)
	}
	assertLabelled(t, "extension tiles", c.ExtensionTilesSource, c.ExtensionTilesNote)
	for _, r := range rules.Roles() {
		s := c.Role(r)
		assertLabelled(t, string(r), s.Source, s.Note)
	}
	for name, src := range map[string]catalog.Source{"houses": c.HousesSource, "boats": c.BoatsSource, "orders": c.OrdersSource} {
		assertLabelled(t, name, src, c.CardsNote[name])
	}
}

// What the digest states as known, and what it says is not.
func TestCatalogMatchesDigest(t *testing.T) {
	c := catalog.Default()
	assert.Equal(t, catalog.Value{N: 3, Source: catalog.Rulebook, Note: catalog.NoteKey("goods_cloth_tip")}, c.GoodVP(rules.Cloth))
	inferred := map[rules.Good]int{rules.Food: 0, rules.Corn: 0, rules.Alpaca: 1, rules.Fish: 1, rules.Wood: 1, rules.Stone: 1,
		rules.Ore: 2, rules.Wool: 2, rules.Cacao: 2, rules.Silver: 4, rules.Glass: 4}
	for g, vp := range inferred {
		assert.Equal(t, vp, c.GoodVP(g).N, "%s", g)
		assert.Equal(t, catalog.Inferred, c.GoodVP(g).Source, "%s", g)
	}
	row1 := c.Warehouse.Rows[0]
	assert.Equal(t, rules.Left, row1.Side)
	assert.Equal(t, 3, row1.Capacity.N)
	assert.Equal(t, catalog.Rulebook, row1.Capacity.Source)
	assert.Equal(t, catalog.Unknown, row1.VP.Source)
	assert.Equal(t, catalog.Unknown, c.Warehouse.RowsSource)
	assert.Equal(t, rules.Layout{Rows: []rules.RowSlot{{Side: rules.Left, Capacity: 3}}}, c.Warehouse.Layout())

	for i, want := range []struct {
		n int
		s catalog.Source
	}{{0, catalog.Rulebook}, {1, catalog.Rulebook}, {2, catalog.Inferred}, {3, catalog.Inferred}, {4, catalog.Inferred}} {
		assert.Equal(t, want.n, c.Strip[i].N)
		assert.Equal(t, want.s, c.Strip[i].Source)
	}
	miner := c.Role(rules.Miner)
	assert.Equal(t, catalog.Inferred, miner.Source, "the Miner's start comes from one review, not the rulebook")
	assert.Equal(t, 2, miner.Food)
	assert.Equal(t, 1, miner.Coins)
	assert.Equal(t, map[rules.Good]int{rules.Fish: 1, rules.Ore: 1}, miner.Goods)
	assert.Equal(t, catalog.Unknown, c.Role(rules.Trader).Source)
	assert.Nil(t, c.ExtensionTiles)
	assert.Equal(t, catalog.Unknown, c.ExtensionTilesSource)
	assert.Nil(t, c.Houses)
	assert.Nil(t, c.Boats)
	assert.Nil(t, c.Orders)
}
