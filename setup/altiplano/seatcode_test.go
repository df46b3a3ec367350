package altiplano

import (
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"altiplano/rules/altiplano"
	"altiplano/rules/altiplano/catalog"
)

// The seat code deals the same missions as the full code, whatever the
// names and house rules, and stays at 16 letters for any seed the program
// draws.
func TestSeatCodeDealsTheSameMissions(t *testing.T) {
	rng := rand.New(rand.NewPCG(1, 2))
	names := []string{"Anastasia", "Bartholomew", "Cleopatra", "Dmitri", "Evangelina"}
	for range 200 {
		n := 2 + rng.IntN(4)
		o := Options{Players: altiplano.PlayerCount(n), Missions: true, Roles: RolesDeal, Start: StartYoungest}
		if rng.IntN(2) == 0 {
			o.Names = names[:n]
		}
		if rng.IntN(2) == 0 {
			o.Roles = RolesDraft
		}
		if rng.IntN(2) == 0 {
			o.Start = StartRandom
		}
		seed := rng.Uint64N(MaxFreshSeed + 1)
		full, err := Generate(o, seed, NewSource(seed), catalog.Default())
		require.NoError(t, err)
		short := SeatCode(o, seed)
		assert.LessOrEqual(t, len(strings.ReplaceAll(short, "-", "")), 16, short)
		so, sseed, pr := ParseCode(short)
		require.Nil(t, pr, short)
		again, err := Generate(so, sseed, NewSource(sseed), catalog.Default())
		require.NoError(t, err)
		assert.Equal(t, full.Missions, again.Missions, "%s and %s", full.Code, short)
	}
}
