package catalog_test

import (
	"os"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"altiplano/rules/altiplano/catalog"
)

// One box file holds both games: Altiplano's reader skips the alpaka:
// section, which rules/alpaka reads.
func TestProfileWithAnAlpakaSection(t *testing.T) {
	data, err := os.ReadFile("../../../testdata/alpaka/box.yaml")
	require.NoError(t, err)
	p, err := catalog.ParseProfile("box.yaml", append([]byte("goods: {glass: {vp: 4}}\n"), data...), words{})
	require.NoError(t, err)
	assert.Len(t, p.Goods, 1)
}
