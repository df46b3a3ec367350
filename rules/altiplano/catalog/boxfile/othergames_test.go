package boxfile_test

import (
	"os"
	"slices"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"altiplano/rules/altiplano/catalog"
	"altiplano/rules/altiplano/catalog/boxfile"
	"altiplano/rules/altiplano/catalog/catalogtest"
	"altiplano/rules/boxprofile"
)

// One box file holds both games: split by every game's keys, Altiplano's
// reader reads its own sections and leaves the alpaka: section, which
// rules/alpaka reads.
func TestProfileWithAnAlpakaSection(t *testing.T) {
	data, err := os.ReadFile("../../../../testdata/alpaka/box.yaml")
	require.NoError(t, err)
	data = append([]byte("goods: {glass: {vp: 4}}\n"), data...)
	d, err := boxprofile.Split("box.yaml", data, append(slices.Clone(catalog.ProfileKeys), "alpaka"))
	require.NoError(t, err)
	p, err := boxfile.ReadProfile(d, catalogtest.Lexicon{})
	require.NoError(t, err)
	assert.Len(t, p.Goods, 1)

	_, err = boxprofile.Split("box.yaml", data, catalog.ProfileKeys)
	assert.ErrorContains(t, err, "yaml_unknown_key", "without Alpaka registered, its section is a key no game declares")
}
