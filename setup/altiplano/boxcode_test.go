package altiplano_test

import (
	"os"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"altiplano/rules/altiplano"
	"altiplano/rules/altiplano/catalog"
	"altiplano/rules/altiplano/catalog/boxfile"
	"altiplano/rules/boxprofile"
	setup "altiplano/setup/altiplano"
	"altiplano/setup/boxcode"
	"altiplano/setup/boxcode/boxcodetest"
)

var altiplanoCode = []boxcode.Game{setup.BoxCode{}}

// profileOf reads Altiplano's sections of a box profile file.
func profileOf(t *testing.T, file string) (boxprofile.Document, catalog.Profile) {
	t.Helper()
	data, err := os.ReadFile(file)
	require.NoError(t, err)
	d, err := boxprofile.Lenient(file, data)
	require.NoError(t, err)
	p, err := boxfile.ReadProfile(d, altiplano.Identifiers{})
	require.NoError(t, err)
	return d, p
}

// The whole code gives every section back as it was; the core gives the
// four sections final scoring and the sheet's prices need, and nothing else.
func TestBoxCodeRoundTrip(t *testing.T) {
	d, p := profileOf(t, "../../testdata/box/full.yaml")
	for _, scope := range []boxcode.Scope{boxcode.Core, boxcode.Whole} {
		code, err := boxcode.Encode(d, altiplanoCode, scope)
		require.NoError(t, err)
		got, pr := boxcode.Decode(code, altiplanoCode)
		require.Nil(t, pr, code)
		want := p
		if scope == boxcode.Core {
			want = catalog.Profile{Goods: p.Goods, WarehouseRows: p.WarehouseRows, MoreRows: p.MoreRows, Missions: p.Missions, Strip: p.Strip}
		}
		assert.True(t, boxprofile.Same(boxfile.Entries(want), got.Parts[0].Entries), "scope %d", scope)
		t.Logf("scope %d: %d letters: %s", scope, len(boxcode.Letters(code)), code)
	}
}

// Codes of version 1 decode to these profiles forever: unknowns, a row
// without side or VP, more rows, role tiles with and without goods, the
// bounds' ends (12 spaces, 20 VP, 5 food, 10 coins).
func TestBoxCodeVersion1Vectors(t *testing.T) {
	boxcodetest.Vectors(t, altiplanoCode, map[string]string{
		"Y40H-64P3-EGS5-1PNF-MJ38-W0FT-S7RY-SDQW-1G13-Q4AJ-QR":             "goods:\n  food: {vp: 0}\n  cloth: {vp: 3}\n  glass: {vp: 4}\nwarehouse:\n  rows:\n    - {capacity: 3}\n    - {side: left, capacity: 12, vp: 20}\n  more_rows: true\nmissions:\n  - {id: 1, vp: 13}\n  - {id: 20, vp: 0}\n",
		"Y40H-J087-MBP6-DF8W-K7BN-N5MZ-TC46-BMV3-9N4Z-3V5P-ZG60-6S5J-PVTG": "goods:\n  food: {vp: 0}\n  cloth: {vp: 3}\n  glass: {vp: 4}\nwarehouse:\n  rows:\n    - {capacity: 3}\n    - {side: left, capacity: 12, vp: 20}\n  more_rows: true\nmissions:\n  - {id: 1, vp: 13}\n  - {id: 20, vp: 0}\nroles:\n  miner: {food: 5, coins: 0, goods: {food: 5, cacao: 1}}\n  trader: {food: 0, coins: 10}\n",
	})
}

// Every value the rules allow travels, at both ends of its bounds; what
// the rulebook fixes is not in the code and comes back as the rulebook's.
func TestBoxCodeCarriesEveryBound(t *testing.T) {
	vp := func(n int) *int { return &n }
	p := catalog.Profile{
		Goods:         map[altiplano.Good]int{altiplano.Food: altiplano.GoodVPLimit.Min, altiplano.Glass: altiplano.GoodVPLimit.Max},
		WarehouseRows: []catalog.ProfileRow{{Side: altiplano.Left, Capacity: 3, VP: vp(0)}, {Side: altiplano.Right, Capacity: 1}, {Capacity: 12, VP: vp(20)}},
		Missions:      map[altiplano.MissionID]int{1: 0, 20: 20},
		Strip:         []int{0, 1, 0, 10, 5},
		Roles: map[altiplano.Role]catalog.RoleStart{altiplano.Farmer: {Food: 0, Coins: 0},
			altiplano.Trader: {Food: 5, Coins: 10}},
	}
	for _, g := range altiplano.Goods() {
		start := p.Roles[altiplano.Trader]
		start.Goods.Add(g, 5)
		p.Roles[altiplano.Trader] = start
	}
	data, err := boxfile.MarshalProfile(p)
	require.NoError(t, err)
	d, err := boxprofile.Lenient("box.yaml", data)
	require.NoError(t, err)
	code, err := boxcode.Encode(d, altiplanoCode, boxcode.Whole)
	require.NoError(t, err)
	got, pr := boxcode.Decode(code, altiplanoCode)
	require.Nil(t, pr)
	assert.True(t, boxprofile.Same(boxfile.Entries(p), got.Parts[0].Entries))
}

// Whatever Altiplano's part of a code reads is what its profile packs.
func FuzzBoxCode(f *testing.F) {
	f.Add("Y40H-64P3-EGS5-1PNF-MJ38-W0FT-S7RY-SDQW-1G13-Q4AJ-QR")
	f.Add("Y40H-J087-MBP6-DF8W-K7BN-N5MZ-TC46-BMV3-9N4Z-3V5P-ZG60-6S5J-PVTG")
	f.Fuzz(func(t *testing.T, code string) {
		boxcodetest.Canonical(t, altiplanoCode, code, func(data []byte) error {
			_, err := boxfile.ParseProfile("box.yaml", data, altiplano.Identifiers{})
			return err
		})
	})
}
