package catalog_test

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"altiplano/rules/altiplano"
	"altiplano/rules/altiplano/catalog"
)

var labels = []catalog.Source{catalog.Rulebook, catalog.Inferred, catalog.Unknown}

func assertLabelled(t *testing.T, what string, source catalog.Source, note catalog.Note) {
	t.Helper()
	assert.Contains(t, labels, source, "%s has no valid label", what)
	assert.NotEmpty(t, note, "%s says nothing of where it comes from", what)
}

func TestEveryPrintedValueIsLabelled(t *testing.T) {
	c := catalog.Default()
	for _, g := range altiplano.Goods() {
		v := c.GoodVP(g)
		assertLabelled(t, string(g), v.Source, v.Note)
	}
	wh := c.Warehouse()
	require.NotEmpty(t, wh.Rows)
	assertLabelled(t, "warehouse rows", wh.RowsSource, wh.Note)
	for _, r := range wh.Rows {
		assertLabelled(t, "warehouse capacity", r.Capacity.Source, r.Capacity.Note)
		assertLabelled(t, "warehouse vp", r.VP.Source, r.VP.Note)
	}
	for _, id := range altiplano.MissionIDs() {
		v := c.MissionVP(id)
		assertLabelled(t, "mission", v.Source, v.Note)
		assert.Equal(t, catalog.Unknown, v.Source, "mission %d VP is printed only on the card", id)
	}
	require.Len(t, c.Strip(), altiplano.Box().ExtensionSlots)
	for _, v := range c.Strip() {
		assertLabelled(t, "strip", v.Source, v.Note)
	}
	tiles := c.ExtensionTiles()
	assertLabelled(t, "extension tiles", tiles.Source, tiles.Note)
	for _, r := range altiplano.Roles() {
		s := c.Role(r)
		assertLabelled(t, string(r), s.Source, s.Note)
	}
	for name, f := range map[string]catalog.Faces{"houses": c.Houses(), "boats": c.Boats()} {
		assertLabelled(t, name, f.Source, f.Note)
		assertLabelled(t, name+" never", f.NeverSource, f.NeverNote)
	}
	assertLabelled(t, "orders", c.Orders().Source, c.Orders().Note)
}

// What the digest states as known, and what it says is not.
func TestCatalogMatchesDigest(t *testing.T) {
	c := catalog.Default()
	assert.Equal(t, catalog.Value{N: 3, Source: catalog.Rulebook, Note: "goods_cloth_tip"}, c.GoodVP(altiplano.Cloth))
	inferred := map[altiplano.Good]int{altiplano.Food: 0, altiplano.Corn: 0, altiplano.Alpaca: 1, altiplano.Fish: 1, altiplano.Wood: 1, altiplano.Stone: 1,
		altiplano.Ore: 2, altiplano.Wool: 2, altiplano.Cacao: 2, altiplano.Silver: 4, altiplano.Glass: 4}
	for g, vp := range inferred {
		assert.Equal(t, vp, c.GoodVP(g).N, "%s", g)
		assert.Equal(t, catalog.Inferred, c.GoodVP(g).Source, "%s", g)
	}
	wh := c.Warehouse()
	row1 := wh.Rows[0]
	assert.Equal(t, altiplano.Left, row1.Side)
	assert.Equal(t, 3, row1.Capacity.N)
	assert.Equal(t, catalog.Rulebook, row1.Capacity.Source)
	assert.Equal(t, catalog.Unknown, row1.VP.Source)
	assert.Equal(t, catalog.Unknown, wh.RowsSource)
	assert.Equal(t, altiplano.Layout{Rows: []altiplano.RowSlot{{Side: altiplano.Left, Capacity: 3}}}, c.Layout())

	strip := c.Strip()
	for i, want := range []struct {
		n int
		s catalog.Source
	}{{0, catalog.Rulebook}, {1, catalog.Rulebook}, {2, catalog.Inferred}, {3, catalog.Inferred}, {4, catalog.Inferred}} {
		assert.Equal(t, want.n, strip[i].N)
		assert.Equal(t, want.s, strip[i].Source)
	}
	miner := c.Role(altiplano.Miner)
	assert.Equal(t, catalog.Inferred, miner.Source, "the Miner's start comes from one review, not the rulebook")
	assert.Equal(t, 2, miner.Food)
	assert.Equal(t, 1, miner.Coins)
	var want altiplano.GoodCounts
	want.Add(altiplano.Fish, 1)
	want.Add(altiplano.Ore, 1)
	assert.Equal(t, want, miner.Goods)
	assert.Equal(t, catalog.Unknown, c.Role(altiplano.Trader).Source)
	assert.Nil(t, c.ExtensionTiles().List)
	assert.Nil(t, c.Houses().Goods)
	assert.Nil(t, c.Boats().Goods)
	assert.Nil(t, c.Orders().Cards)

	// That no house shows food or corn is an inference, and says so.
	for _, g := range []altiplano.Good{altiplano.Food, altiplano.Corn} {
		shows, source := c.Houses().Shows(g)
		assert.False(t, shows)
		assert.Equal(t, catalog.Inferred, source)
	}
	shows, _ := c.Houses().Shows(altiplano.Glass)
	assert.True(t, shows)
}

// A catalog is never changed by what is done with the values it hands out.
func TestCatalogIsImmutable(t *testing.T) {
	c := catalog.Default()
	wh := c.Warehouse()
	wh.Rows[0].Capacity.N = 99
	strip := c.Strip()
	strip[0].N = 99
	assert.Equal(t, 3, c.Warehouse().Rows[0].Capacity.N)
	assert.Equal(t, 0, c.Strip()[0].N)

	p := catalog.Profile{Missions: map[altiplano.MissionID]int{4: 6}}
	learned := catalog.Default().With(p)
	p.Missions[4] = 1
	assert.Equal(t, 6, learned.MissionVP(4).N, "a profile changed later does not reach into the catalog")
	assert.Equal(t, catalog.Unknown, catalog.Default().MissionVP(4).Source, "laying a profile over the default leaves it as it was")
}
