package setupcode_test

import (
	"encoding/binary"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"altiplano/rules"
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

// A whole code says its kind, and a setup code its game; a code of another
// kind is named as one by every game's reader, never as mistyped.
func TestKindOfAWholeCode(t *testing.T) {
	alti := setup.Code(setup.Options{Players: 3, Roles: setup.RolesDeal, Start: setup.StartYoungest}, 99)
	for code, want := range map[string][2]int{
		alti: {int(setupcode.SetupKind), setupcode.Unnumbered},
		setupcode.Encode(alpakasetup.CodeNumber, 1, []byte{3, 99}): {int(setupcode.SetupKind), int(alpakasetup.CodeNumber)},
	} {
		kind, number, ok := setupcode.KindOf(code)
		require.True(t, ok, code)
		assert.Equal(t, want, [2]int{int(kind), int(number)}, code)
		_, ok = setupcode.Identify(code[:len(code)-1] + "0")
		assert.False(t, ok)
	}
	_, _, ok := setupcode.KindOf(alti[:len(alti)-2])
	assert.False(t, ok, "a code cut short is no kind")

	// A box code (setup/boxcode makes them) is the envelope's kind 1.
	payload := []byte{setupcode.Marker(setupcode.BoxKind), 1, 0}
	payload = binary.BigEndian.AppendUint32(payload, setupcode.Sum(payload))
	box := setupcode.Group(setupcode.Crockford.EncodeToString(payload))
	kind, _, ok := setupcode.KindOf(box)
	require.True(t, ok)
	assert.Equal(t, setupcode.BoxKind, kind)
	_, _, pr := setup.ParseCode(box)
	require.NotNil(t, pr)
	assert.Equal(t, setupcode.OtherKind, pr.Kind)
	_, pr = setupcode.Decode(alpakasetup.CodeNumber, 1, box)
	require.NotNil(t, pr)
	assert.Equal(t, rules.Problem{Kind: setupcode.OtherKind, Field: rules.At(rules.FieldCode), Value: box, N: int(setupcode.BoxKind)}, *pr)
}
