package setupcode_test

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	alpakasetup "altiplano/setup/alpaka"
	setup "altiplano/setup/altiplano"
	"altiplano/setup/setupcode"
)

// An Altiplano code is named as Altiplano's, and Altiplano names an
// Alpaka code as Alpaka's: its own codes still read exactly as before.
func TestCodesOfOneGameAreNotTakenForAnother(t *testing.T) {
	alti := setup.Code(setup.Options{Players: 3, Roles: setup.RolesDeal, Start: setup.StartYoungest}, 99)
	_, p := setupcode.Decode(alpakasetup.CodeNumber, 1, alti)
	require.NotNil(t, p)
	assert.Equal(t, setupcode.OtherGame, p.Kind)
	assert.Equal(t, setupcode.Unnumbered, p.N, "the code's game carries no number")
	assert.Equal(t, int(alpakasetup.CodeNumber), p.Max, "the game that read it")

	ours := setupcode.Encode(alpakasetup.CodeNumber, 1, []byte{3, 99})
	_, _, ap := setup.ParseCode(ours)
	require.NotNil(t, ap)
	assert.Equal(t, setupcode.OtherGame, ap.Kind, "a whole code of another game is said to be one")
	assert.Equal(t, int(alpakasetup.CodeNumber), ap.N)
	_, _, ap = setup.ParseCode(ours[:len(ours)-1] + "X")
	require.NotNil(t, ap)
	assert.Equal(t, setup.CodeMalformed, ap.Kind, "a mistyped one is not")

	_, p = setupcode.Decode(alpakasetup.CodeNumber, 2, ours)
	require.NotNil(t, p)
	assert.Equal(t, setupcode.Version, p.Kind)
}
