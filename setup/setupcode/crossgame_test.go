package setupcode_test

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"altiplano/rules/game"
	setup "altiplano/setup/altiplano"
	"altiplano/setup/setupcode"
)

// An Altiplano code is named as Altiplano's, and Altiplano refuses ours:
// its codes still read exactly as before.
func TestCodesOfOneGameAreNotTakenForAnother(t *testing.T) {
	alti := setup.Code(setup.Options{Players: 3, Roles: setup.RolesDeal, Start: setup.StartYoungest}, 99)
	_, p := setupcode.Decode(game.Alpaka, 1, alti)
	require.NotNil(t, p)
	assert.Equal(t, setupcode.OtherGame, p.Kind)
	assert.Equal(t, []string{"altiplano"}, p.Names)

	ours := setupcode.Encode(game.Alpaka, 1, []byte{3, 99})
	_, _, ap := setup.ParseCode(ours)
	require.NotNil(t, ap)
	assert.Equal(t, setup.CodeMalformed, ap.Kind)

	_, p = setupcode.Decode(game.Alpaka, 2, ours)
	require.NotNil(t, p)
	assert.Equal(t, setupcode.Version, p.Kind)
}
