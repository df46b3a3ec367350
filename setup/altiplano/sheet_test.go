package altiplano_test

import (
	"math"
	"math/rand/v2"
	"slices"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"altiplano/rules/altiplano"
	"altiplano/rules/altiplano/catalog"
	"altiplano/rules/altiplano/catalog/catalogtest"
	setup "altiplano/setup/altiplano"
)

func generate(t testing.TB, o setup.Options, seed uint64, c catalog.Catalog) setup.Sheet {
	t.Helper()
	s, err := setup.Generate(o, seed, setup.NewSource(seed), c)
	require.NoError(t, err)
	return s
}

func opts(n int) setup.Options {
	return setup.Options{Players: altiplano.PlayerCount(n), Roles: setup.RolesDeal, Start: setup.StartRandom, Missions: true}
}

func TestSheetInvariants(t *testing.T) {
	c := catalog.Default()
	for n := 2; n <= 5; n++ {
		for seed := uint64(0); seed < 200; seed++ {
			s := generate(t, opts(n), seed, c)
			assert.Equal(t, altiplano.SupplyFor(altiplano.PlayerCount(n)), s.Supply)
			assert.ElementsMatch(t, altiplano.Locations(), s.Circle, "the circle is a permutation of the 7 locations")

			require.Len(t, s.Roles, n)
			roles := map[altiplano.Role]bool{}
			for _, r := range s.Roles {
				assert.True(t, r.Valid())
				roles[r] = true
			}
			assert.Len(t, roles, n, "roles are distinct")

			require.Len(t, s.Missions, n)
			dealt := map[altiplano.MissionID]bool{}
			for _, hand := range s.Missions {
				require.Len(t, hand, 3)
				for _, id := range hand {
					assert.True(t, id.Valid())
					dealt[id] = true
				}
			}
			assert.Len(t, dealt, 3*n, "3·N distinct missions")
			assert.True(t, s.Start >= 0 && s.Start < n)
			assert.False(t, s.Extensions.Known)
		}
	}
}

func TestDraftOrderIsCounterClockwiseStartPlayerLast(t *testing.T) {
	o := setup.Options{Players: 4, Roles: setup.RolesDraft, Start: setup.StartFirst}
	s := generate(t, o, 5, catalog.Default())
	assert.Nil(t, s.Roles)
	assert.Equal(t, 0, s.Start)
	assert.Equal(t, []int{3, 2, 1, 0}, s.DraftOrder)
	for seed := uint64(0); seed < 50; seed++ {
		o.Start = setup.StartRandom
		s = generate(t, o, seed, catalog.Default())
		require.Len(t, s.DraftOrder, 4)
		assert.Equal(t, s.Start, s.DraftOrder[3], "the start player chooses last")
		assert.Equal(t, (s.Start+3)%4, s.DraftOrder[0], "the player to the start player's right chooses first")
	}
}

// The rulebook's way: the youngest player starts, in seat 1; so does the
// first named player; a named player starts where they sit.
func TestStartPlayer(t *testing.T) {
	for seed := uint64(0); seed < 20; seed++ {
		for _, mode := range []setup.StartMode{setup.StartYoungest, setup.StartFirst} {
			o := setup.Options{Players: 4, Roles: setup.RolesDraft, Start: mode}
			s := generate(t, o, seed, catalog.Default())
			assert.Equal(t, 0, s.Start)
			assert.Equal(t, []int{3, 2, 1, 0}, s.DraftOrder, "the role draft follows the seats")
		}
		o := setup.Options{Players: 3, Names: []string{"Ana", "Ben", "Cleo"}, Roles: setup.RolesDeal, Start: setup.StartNamed, StartSeat: 2}
		assert.Equal(t, 2, generate(t, o, seed, catalog.Default()).Start)
	}
	mode, seat, p := setup.ParseStart("ben", []string{"Ana", "Ben"})
	require.Nil(t, p)
	assert.Equal(t, setup.StartNamed, mode)
	assert.Equal(t, 1, seat)
	_, _, p = setup.ParseStart("oldest", []string{"Ana", "Ben"})
	require.NotNil(t, p)
	assert.Equal(t, setup.StartModeUnknown, p.Kind)
}

func TestSameSeedSameSheetAndOptionsDoNotShiftDraws(t *testing.T) {
	a := generate(t, opts(4), 77, catalog.Default())
	b := generate(t, opts(4), 77, catalog.Default())
	assert.Equal(t, a, b)
	plain := opts(4)
	plain.Missions = false
	plain.Roles = setup.RolesDraft
	c := generate(t, plain, 77, catalog.Default())
	assert.Equal(t, a.Circle, c.Circle, "missions and draft do not change the circle")
	assert.Equal(t, a.Start, c.Start)
	assert.NotEqual(t, a.Circle, generate(t, opts(4), 78, catalog.Default()).Circle)
}

func TestInvalidOptionsAreRefused(t *testing.T) {
	bad := []setup.Options{
		{Players: 1, Roles: setup.RolesDeal, Start: setup.StartRandom},
		{Players: 6, Roles: setup.RolesDeal, Start: setup.StartRandom},
		{Players: 3, Roles: "auction", Start: setup.StartRandom},
		{Players: 3, Roles: setup.RolesDeal, Start: "oldest"},
		{Players: 3, Names: []string{"Ana", "Ben"}, Roles: setup.RolesDeal, Start: setup.StartRandom},
		{Players: 2, Names: []string{"Ana", "ana"}, Roles: setup.RolesDeal, Start: setup.StartRandom},
		{Players: 2, Names: []string{"Ana", " "}, Roles: setup.RolesDeal, Start: setup.StartRandom},
		{Players: 2, Names: []string{"Ana", "Zoe\u0308"}, Roles: setup.RolesDeal, Start: setup.StartRandom},
		{Players: 2, Names: []string{"Ana", "a\x1b[31m"}, Roles: setup.RolesDeal, Start: setup.StartRandom},
		{Players: 2, Names: []string{"Ana", "Ben"}, Roles: setup.RolesDeal, Start: setup.StartNamed, StartSeat: 2},
	}
	for _, o := range bad {
		_, err := setup.Generate(o, 1, setup.NewSource(1), catalog.Default())
		assert.Error(t, err, "%+v", o)
	}
}

func TestExtensionStackWithRecordedTiles(t *testing.T) {
	c := catalogtest.FullBox(t)
	for n := 2; n <= 5; n++ {
		for seed := uint64(0); seed < 100; seed++ {
			s := generate(t, opts(n), seed, c)
			e := s.Extensions
			require.True(t, e.Known)
			var inPlay []catalog.ExtensionTile
			for _, slot := range e.Strip {
				inPlay = append(inPlay, slot.Tile)
			}
			inPlay = append(inPlay, e.Stack...)
			assert.Len(t, append(inPlay, e.Removed...), 28, "every tile is in play or back in the box")
			for _, tile := range inPlay {
				assert.True(t, tile.Players.InPlay(altiplano.PlayerCount(n)), "a %s tile is not used with %d players", tile.Players, n)
			}
			for _, tile := range e.Removed {
				assert.False(t, tile.Players.InPlay(altiplano.PlayerCount(n)))
			}
			// From the top: all A, then B, C, D. The strip was taken off the top.
			assert.True(t, slices.IsSortedFunc(inPlay, func(a, b catalog.ExtensionTile) int {
				return int(a.Letter[0]) - int(b.Letter[0])
			}), "stack letters run A (top) to D (bottom)")
			count := map[altiplano.Letter]int{}
			for _, tile := range inPlay {
				count[tile.Letter]++
			}
			assert.Equal(t, count, e.InPlay)

			require.Len(t, e.Strip, 5)
			for i, slot := range e.Strip {
				assert.Equal(t, i+1, slot.Slot, "the first tile revealed goes into the bottom slot")
				assert.Equal(t, c.Strip()[i], slot.Surcharge)
				assert.Equal(t, slot.Tile.Cost+c.Strip()[i].N, slot.Price)
			}
		}
	}
}

// chiSquare returns the statistic for observed counts against a uniform expectation.
func chiSquare(observed []int) float64 {
	total := 0
	for _, o := range observed {
		total += o
	}
	expected := float64(total) / float64(len(observed))
	x := 0.0
	for _, o := range observed {
		d := float64(o) - expected
		x += d * d / expected
	}
	return x
}

// critical is the chi-square value exceeded with probability 0.001 for df
// degrees of freedom (Wilson–Hilferty approximation).
func critical(df int) float64 {
	const z = 3.0902 // standard normal quantile at 0.999
	k := float64(df)
	return k * math.Pow(1-2/(9*k)+z*math.Sqrt(2/(9*k)), 3)
}

type tally struct {
	roles    []int // seat × role
	missions []int // mission
	start    []int // seat
	circle   []int // location × position
}

func count(n, sheets int, generateSheet func(seed uint64) setup.Sheet) tally {
	t := tally{roles: make([]int, n*7), missions: make([]int, 20), start: make([]int, n), circle: make([]int, 49)}
	locIndex := map[altiplano.Location]int{}
	for i, l := range altiplano.Locations() {
		locIndex[l] = i
	}
	roleIndex := map[altiplano.Role]int{}
	for i, r := range altiplano.Roles() {
		roleIndex[r] = i
	}
	for seed := uint64(0); seed < uint64(sheets); seed++ {
		s := generateSheet(seed)
		for seat, r := range s.Roles {
			t.roles[seat*7+roleIndex[r]]++
		}
		for _, hand := range s.Missions {
			for _, id := range hand {
				t.missions[id-1]++
			}
		}
		t.start[s.Start]++
		for pos, l := range s.Circle {
			t.circle[locIndex[l]*7+pos]++
		}
	}
	return t
}

// The rulebook's random choices must be fair: over many fixed seeds, every
// role per seat, mission, start seat and location position is equally likely.
func TestDrawsAreUniform(t *testing.T) {
	const sheets = 20000
	c := catalog.Default()
	for _, n := range []int{2, 5} {
		got := count(n, sheets, func(seed uint64) setup.Sheet { return generate(t, opts(n), seed, c) })
		for name, obs := range map[string][]int{"roles": got.roles, "missions": got.missions, "start": got.start, "circle": got.circle} {
			assert.Less(t, chiSquare(obs), critical(len(obs)-1), "%s with %d players is not uniform: %v", name, n, obs)
		}
	}
}

// The same bound must catch the classic biased shuffle (swap each position
// with any position), or the uniformity test proves nothing.
func TestUniformityBoundCatchesABiasedShuffle(t *testing.T) {
	const sheets = 20000
	obs := make([]int, 49)
	for seed := uint64(0); seed < sheets; seed++ {
		rng := rand.New(setup.NewSource(seed))
		circle := altiplano.Locations()
		for i := range circle {
			j := rng.IntN(len(circle)) // biased: should be IntN(i+1)
			circle[i], circle[j] = circle[j], circle[i]
		}
		for pos, l := range circle {
			obs[slices.Index(altiplano.Locations(), l)*7+pos]++
		}
	}
	assert.Greater(t, chiSquare(obs), critical(48))
}

func BenchmarkGenerate(b *testing.B) {
	c := catalog.Default()
	for i := 0; b.Loop(); i++ {
		_, _ = setup.Generate(opts(5), uint64(i), setup.NewSource(uint64(i)), c)
	}
}
