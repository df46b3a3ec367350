package boxfile_test

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"altiplano/rules/altiplano"
	"altiplano/rules/altiplano/catalog"
	"altiplano/rules/altiplano/catalog/boxfile"
)

func TestApplyEditsToANewProfile(t *testing.T) {
	two := 2
	data, err := boxfile.ApplyEdits("box.yaml", nil, altiplano.Identifiers{},
		boxfile.SetGoodVP(altiplano.Glass, 4),
		boxfile.SetMissionVP(12, 4),
		boxfile.SetWarehouseRow(0, 3, &two),
		boxfile.SetWarehouseRow(1, 4, nil))
	require.NoError(t, err)
	p, err := boxfile.ParseProfile("box.yaml", data, altiplano.Identifiers{})
	require.NoError(t, err, string(data))
	assert.Equal(t, map[altiplano.Good]int{altiplano.Glass: 4}, p.Goods)
	assert.Equal(t, map[altiplano.MissionID]int{12: 4}, p.Missions)
	require.Len(t, p.WarehouseRows, 2)
	assert.Equal(t, 3, p.WarehouseRows[0].Capacity)
	assert.Equal(t, 2, *p.WarehouseRows[0].VP)
	assert.Nil(t, p.WarehouseRows[1].VP)
	assert.True(t, p.MoreRows, "rows learned one by one do not claim to be the whole board")

	c := catalog.Default().With(p)
	assert.False(t, c.Layout().Final)
	cap2, known := c.Layout().Capacity(1)
	assert.True(t, known)
	assert.Equal(t, 4, cap2)
}

func TestApplyEditsKeepsWhatIsThere(t *testing.T) {
	existing := "# my copy, checked 2026-11-01\ngoods:\n  glass: {vp: 4}   # overview card\nmissions:\n  - {id: 3, vp: 5}\n"
	data, err := boxfile.ApplyEdits("box.yaml", []byte(existing), altiplano.Identifiers{}, boxfile.SetGoodVP(altiplano.Wood, 1), boxfile.SetMissionVP(3, 6), boxfile.SetMissionVP(9, 4))
	require.NoError(t, err)
	assert.Contains(t, string(data), "# my copy, checked 2026-11-01")
	assert.Contains(t, string(data), "# overview card")
	p, err := boxfile.ParseProfile("box.yaml", data, altiplano.Identifiers{})
	require.NoError(t, err)
	assert.Equal(t, map[altiplano.Good]int{altiplano.Glass: 4, altiplano.Wood: 1}, p.Goods)
	assert.Equal(t, map[altiplano.MissionID]int{3: 6, 9: 4}, p.Missions)
}

func TestApplyEditsRefusesABrokenResult(t *testing.T) {
	_, err := boxfile.ApplyEdits("box.yaml", []byte("goods: [\n"), altiplano.Identifiers{}, boxfile.SetGoodVP(altiplano.Wood, 1))
	assert.Error(t, err)
	_, err = boxfile.ApplyEdits("box.yaml", []byte("goods: {glsas: {vp: 4}}\n"), altiplano.Identifiers{}, boxfile.SetGoodVP(altiplano.Wood, 1))
	assert.ErrorContains(t, err, "unknown_good", "a profile whose sections do not load is never rewritten")
}
