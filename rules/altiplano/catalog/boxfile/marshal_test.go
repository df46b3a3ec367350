package boxfile_test

import (
	"bytes"
	"os"
	"reflect"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"altiplano/rules/altiplano"
	"altiplano/rules/altiplano/catalog"
	"altiplano/rules/altiplano/catalog/boxfile"
	"altiplano/rules/altiplano/catalog/catalogtest"
)

func TestMarshalRoundTrip(t *testing.T) {
	one := 1
	tests := map[string]catalog.Profile{
		"full":  catalogtest.FullProfile(t),
		"empty": {},
		"a few values in another language's words": mustParse(t, fullProfile),
		"rows without side or VP, more to come":    {WarehouseRows: []catalog.ProfileRow{{Capacity: 3, VP: &one}, {Capacity: 4}}, MoreRows: true},
	}
	for name, p := range tests {
		t.Run(name, func(t *testing.T) {
			data, err := boxfile.MarshalProfile(p)
			require.NoError(t, err)
			back, err := boxfile.ParseProfile("box.yaml", data, altiplano.Identifiers{})
			require.NoError(t, err, string(data))
			assert.Equal(t, p, back, string(data))
		})
	}
}

func mustParse(t *testing.T, yaml string) catalog.Profile {
	t.Helper()
	p, err := boxfile.ParseProfile("box.yaml", []byte(yaml), catalogtest.Lexicon{})
	require.NoError(t, err)
	return p
}

// A section written into an existing profile replaces that section only:
// the other sections and their comments stay; a good named in another
// language is replaced, not doubled.
func TestSetSectionKeepsTheRest(t *testing.T) {
	existing := "# my copy\ngoods:\n  Holz: {vp: 1}\n# the board, checked twice\nwarehouse:\n  rows:\n    - {capacity: 3, vp: 1}\n  more_rows: true\nmissions:\n  - {id: 3, vp: 5}   # card 3\n"
	old := mustParse(t, existing)
	add := catalog.Profile{Goods: map[altiplano.Good]int{altiplano.Wood: 2, altiplano.Glass: 4}, Missions: map[altiplano.MissionID]int{4: 6}}
	merged := old.Merge(add)
	data, err := boxfile.ApplyEdits("box.yaml", []byte(existing), catalogtest.Lexicon{},
		boxfile.SetSection(merged, catalog.GoodsSection), boxfile.SetSection(merged, catalog.MissionsSection))
	require.NoError(t, err)
	got := mustParse(t, string(data))
	assert.Equal(t, merged, got)
	assert.Equal(t, map[altiplano.Good]int{altiplano.Wood: 2, altiplano.Glass: 4}, got.Goods)
	assert.Equal(t, map[altiplano.MissionID]int{3: 5, 4: 6}, got.Missions)
	for _, kept := range []string{"# my copy", "# the board, checked twice", "more_rows: true"} {
		assert.Contains(t, string(data), kept)
	}
	assert.NotContains(t, string(data), "Holz")

	// A section the profile no longer records is removed.
	data, err = boxfile.ApplyEdits("box.yaml", data, catalogtest.Lexicon{}, boxfile.SetSection(catalog.Profile{}, catalog.WarehouseSection))
	require.NoError(t, err)
	assert.False(t, mustParse(t, string(data)).Records(catalog.WarehouseSection))
	// One added to a new profile is the only one.
	data, err = boxfile.ApplyEdits("box.yaml", nil, catalogtest.Lexicon{}, boxfile.SetSection(catalogtest.FullProfile(t), catalog.StripSection))
	require.NoError(t, err)
	assert.Equal(t, "strip: {surcharges: [0, 1, 2, 3, 4]}\n", string(data))
}

// Whatever profile is read, writing it gives a profile that reads back the
// same, and means the same over the catalog; writing is stable.
//
// Speed: the fuzzer minimizes every input that finds new code, trying to
// cut it byte by byte, and runs the body for each try, so its cost grows
// with the input's size times the body's. The seeds are therefore one
// section each (the complete box, 3 KB, is FuzzParseProfile's), inputs
// over maxFuzzProfile are left to FuzzParseProfile, the embedded catalog is
// built once, and the body compares with reflect.DeepEqual, formatting
// only on failure.
func FuzzMarshalProfile(f *testing.F) {
	f.Add([]byte(fullProfile))
	f.Add([]byte(extensionsYAML(4, 0)))
	f.Add([]byte("warehouse: {rows: [{capacity: 3}, {side: right, capacity: 4, vp: 2}], more_rows: true}\n"))
	f.Add([]byte("roles:\n  miner: {food: 2, coins: 1, goods: {fish: 1, Erz: 1}}\n"))
	data, err := os.ReadFile(catalogtest.FullBoxPath())
	if err == nil {
		for _, section := range topLevelSections(data) {
			if len(section) <= maxFuzzProfile {
				f.Add(section)
			}
		}
	}
	base := catalog.Default()
	f.Fuzz(func(t *testing.T, data []byte) {
		if len(data) > maxFuzzProfile {
			return
		}
		p, err := boxfile.ParseProfile("box.yaml", data, catalogtest.Lexicon{})
		if err != nil {
			return
		}
		out, err := boxfile.MarshalProfile(p)
		if err != nil {
			t.Fatalf("a profile that was read cannot be written: %v\n%q", err, data)
		}
		back, err := boxfile.ParseProfile("box.yaml", out, altiplano.Identifiers{})
		if err != nil {
			t.Fatalf("what is written does not read back: %v\n%s", err, out)
		}
		if !reflect.DeepEqual(base.With(p), base.With(back)) {
			t.Fatalf("what is written means other values:\n%q\nwritten:\n%s", data, out)
		}
		again, err := boxfile.MarshalProfile(back)
		if err != nil || !bytes.Equal(out, again) {
			t.Fatalf("writing is not stable (%v):\n%s\nthen:\n%s", err, out, again)
		}
		if bytes.ContainsAny(out, "&*") {
			t.Fatalf("an alias or anchor was written:\n%s", out)
		}
	})
}

// maxFuzzProfile bounds FuzzMarshalProfile's inputs: every section fits.
const maxFuzzProfile = 1 << 10

// topLevelSections splits a profile before each top-level key.
func topLevelSections(data []byte) [][]byte {
	var out [][]byte
	start := 0
	for i := 0; i < len(data); i++ {
		if (i == 0 || data[i-1] == '\n') && data[i] != ' ' && data[i] != '#' && data[i] != '\n' && i > start {
			out = append(out, data[start:i])
			start = i
		}
	}
	return append(out, data[start:])
}
