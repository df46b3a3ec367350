package catalog_test

import (
	"testing"

	"github.com/stretchr/testify/assert"

	"altiplano/rules/altiplano"
	"altiplano/rules/altiplano/catalog"
	"altiplano/rules/altiplano/catalog/catalogtest"
)

// What a fresh copy knows from the rulebook alone: cloth, row 1's spaces
// and the first two strip surcharges. Inferred values are not known.
func TestProgressOfTheDefaultCatalog(t *testing.T) {
	c := catalog.Default()
	want := map[catalog.Section]catalog.Progress{
		catalog.GoodsSection:      {Known: 1, Total: 12},
		catalog.WarehouseSection:  {Known: 1, Total: 3}, // row 1: spaces known, VP not; the number of rows not
		catalog.MissionsSection:   {Known: 0, Total: 20},
		catalog.StripSection:      {Known: 2, Total: 5},
		catalog.OrdersSection:     {Known: 0, Total: 16},
		catalog.HousesSection:     {Known: 0, Total: 10},
		catalog.BoatsSection:      {Known: 0, Total: 10},
		catalog.ExtensionsSection: {Known: 0, Total: 28},
		catalog.RolesSection:      {Known: 0, Total: 7}, // the miner's start is only inferred
	}
	for _, s := range catalog.Sections() {
		assert.Equal(t, want[s], c.Progress(s), s)
	}
	assert.False(t, c.CompleteForScoring())
}

func TestProgressOfAFullBox(t *testing.T) {
	c := catalogtest.FullBox(t)
	for _, s := range catalog.Sections() {
		p := c.Progress(s)
		assert.True(t, p.Complete(), "%s: %+v", s, p)
		assert.Positive(t, p.Total)
	}
	assert.True(t, c.CompleteForScoring())
	assert.Equal(t, catalog.Progress{Known: 11, Total: 11}, c.Progress(catalog.WarehouseSection))
}

// Each part of final scoring's needs, missing alone, makes it incomplete.
func TestCompleteForScoringNeedsEachPart(t *testing.T) {
	full := catalogtest.FullProfile(t)
	vp := 2
	tests := map[string]func(p *catalog.Profile){
		"a good only inferred": func(p *catalog.Profile) { delete(p.Goods, altiplano.Glass) },
		"a mission unknown":    func(p *catalog.Profile) { delete(p.Missions, 7) },
		"more rows unknown":    func(p *catalog.Profile) { p.MoreRows = true },
		"a row without VP":     func(p *catalog.Profile) { p.WarehouseRows[2].VP = nil },
		"no rows":              func(p *catalog.Profile) { p.WarehouseRows = nil },
	}
	for name, change := range tests {
		p := full
		p.Goods = clone(full.Goods)
		p.Missions = clone(full.Missions)
		p.WarehouseRows = append([]catalog.ProfileRow(nil), full.WarehouseRows...)
		change(&p)
		c := catalog.Default().With(p)
		assert.False(t, c.CompleteForScoring(), name)
	}
	full.WarehouseRows[2].VP = &vp
	assert.True(t, catalog.Default().With(full).CompleteForScoring(), "the rest does not matter to scoring")
	assert.True(t, catalog.Default().With(catalog.Profile{Goods: full.Goods, Missions: full.Missions,
		WarehouseRows: full.WarehouseRows}).CompleteForScoring(), "goods, warehouse and missions are enough")
}

func TestSectionsAreTheProfileKeys(t *testing.T) {
	assert.ElementsMatch(t, catalog.ProfileKeys, sectionNames())
	for _, s := range catalog.Sections() {
		got, ok := catalog.ParseSection(string(s))
		assert.True(t, ok)
		assert.Equal(t, s, got)
	}
	_, ok := catalog.ParseSection("glass")
	assert.False(t, ok)
}

func TestOnlyKeepsOneSection(t *testing.T) {
	full := catalogtest.FullProfile(t)
	for _, s := range catalog.Sections() {
		only := full.Only(s)
		for _, other := range catalog.Sections() {
			assert.Equal(t, other == s, only.Records(other), "%s of %s", other, s)
		}
	}
}

func sectionNames() []string {
	var out []string
	for _, s := range catalog.Sections() {
		out = append(out, string(s))
	}
	return out
}

func clone[K comparable, V any](m map[K]V) map[K]V {
	out := make(map[K]V, len(m))
	for k, v := range m {
		out[k] = v
	}
	return out
}
