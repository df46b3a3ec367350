package altiplano_test

import (
	"os"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"altiplano/rules/altiplano"
	"altiplano/rules/altiplano/catalog"
	"altiplano/rules/boxprofile"
	setup "altiplano/setup/altiplano"
	"altiplano/setup/boxcode"
)

var altiplanoCode = []boxcode.Game{setup.BoxCode{}}

// profileOf reads Altiplano's sections of a box profile file.
func profileOf(t *testing.T, file string) (boxprofile.Document, catalog.Profile) {
	t.Helper()
	data, err := os.ReadFile(file)
	require.NoError(t, err)
	d, err := boxprofile.Lenient(file, data)
	require.NoError(t, err)
	p, err := catalog.ReadProfile(d, altiplano.Identifiers{})
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
		assert.True(t, boxprofile.Same(catalog.Entries(want), got.Parts[0].Entries), "scope %d", scope)
		t.Logf("scope %d: %d letters: %s", scope, len(boxcode.Letters(code)), code)
	}
}
