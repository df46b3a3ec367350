package setupcode

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"altiplano/rules/game"
	"altiplano/setup"
)

func TestRoundTripAndHandCopies(t *testing.T) {
	for _, body := range [][]byte{{}, {1}, {2, 0xff, 7, 9}, []byte("Ana,Ben")} {
		code := Encode(game.Alpaka, 1, body)
		for _, variant := range []string{code, strings.ToLower(code), strings.ReplaceAll(code, "-", " ")} {
			got, p := Decode(game.Alpaka, 1, variant)
			require.Nil(t, p, variant)
			assert.Equal(t, body, got)
		}
	}
}

// Every one-letter slip is refused.
func TestEverySlipIsRefused(t *testing.T) {
	code := strings.ReplaceAll(Encode(game.Alpaka, 1, []byte{4, 42}), "-", "")
	const letters = "0123456789ABCDEFGHJKMNPQRSTVWXYZ"
	for i := range code {
		for _, r := range letters {
			if byte(r) == code[i] {
				continue
			}
			slip := code[:i] + string(r) + code[i+1:]
			_, p := Decode(game.Alpaka, 1, slip)
			require.NotNil(t, p, slip)
		}
	}
}

// An Altiplano code is named as Altiplano's, and Altiplano refuses ours:
// its codes still read exactly as before.
func TestCodesOfOneGameAreNotTakenForAnother(t *testing.T) {
	alti := setup.Code(setup.Options{Players: 3, Roles: setup.RolesDeal, Start: setup.StartYoungest}, 99)
	_, p := Decode(game.Alpaka, 1, alti)
	require.NotNil(t, p)
	assert.Equal(t, OtherGame, p.Kind)
	assert.Equal(t, []string{"altiplano"}, p.Names)

	ours := Encode(game.Alpaka, 1, []byte{3, 99})
	_, _, ap := setup.ParseCode(ours)
	require.NotNil(t, ap)
	assert.Equal(t, setup.CodeMalformed, ap.Kind)

	_, p = Decode(game.Alpaka, 2, ours)
	require.NotNil(t, p)
	assert.Equal(t, Version, p.Kind)
}

func FuzzDecode(f *testing.F) {
	f.Add(Encode(game.Alpaka, 1, []byte{2, 5}))
	f.Add("F0G0-0000")
	f.Fuzz(func(t *testing.T, code string) {
		body, p := Decode(game.Alpaka, 1, code)
		if p != nil {
			require.Nil(t, body)
			return
		}
		// Whatever reads is the canonical code of what it read.
		require.Equal(t, normalize(Encode(game.Alpaka, 1, body)), normalize(code))
	})
}
