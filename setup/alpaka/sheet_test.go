package alpakasetup

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"altiplano/rules"
	"altiplano/rules/alpaka"
	"altiplano/rules/rulestest"
	"altiplano/setup/setupcode"
)

func deal(t *testing.T, o Options, seed uint64, c alpaka.Catalog) Sheet {
	t.Helper()
	s, err := Generate(o, seed, NewSource(seed), c)
	require.NoError(t, err)
	return s
}

func colours(s Sheet) map[Colour]int {
	out := map[Colour]int{}
	for _, st := range s.Market {
		out[st.Colour]++
	}
	return out
}

// Digest §2: 4 fence cards and 6 babies each; the rest to the box (3
// players: 6 babies and 4 fence cards; 2 players: 12 and 8); 12 stacks of
// 4: nobles, snobs, 6 brown, 4 white; 40 market cards stay in the box.
func TestStartingDecksBoxAndMarket(t *testing.T) {
	for _, tt := range []struct{ players, babies, fences int }{{2, 12, 8}, {3, 6, 4}, {4, 0, 0}} {
		s := deal(t, Options{Players: tt.players, Start: StartPetted}, 7, alpaka.Default())
		assert.Equal(t, 6, s.Babies)
		assert.Equal(t, 4, s.Fences)
		assert.Equal(t, ToBox{Babies: tt.babies, FenceCards: tt.fences, MarketCards: 40}, s.ToBox)
		require.Len(t, s.Market, 12)
		assert.Equal(t, map[Colour]int{Brown: 6, White: 4, "": 2}, colours(s))
		for _, st := range s.Market {
			assert.Equal(t, 4, st.Cards)
		}
		assert.Equal(t, StackSnob, s.Market[10].Kind)
		assert.Equal(t, StackNobles, s.Market[11].Kind)
		assert.Zero(t, s.FirstSeat, "the rulebook's first player is not drawn")
	}
}

func TestOneAndFivePlayersAreRefused(t *testing.T) {
	for _, n := range []int{0, 1, 5} {
		_, err := Generate(Options{Players: n}, 1, NewSource(1), alpaka.Default())
		ps := rulestest.Problems(t, err)
		assert.Equal(t, rules.PlayersRange, ps[0].Kind)
	}
}

// Without colours recorded, stacks are positions among the types of their
// colour, never invented cards; positions are distinct and in range.
func TestPositionsWithoutColours(t *testing.T) {
	for seed := range uint64(300) {
		s := deal(t, Options{Players: 3}, seed, alpaka.Default())
		seen := map[Colour]map[int]bool{Brown: {}, White: {}}
		for _, st := range s.Market[:10] {
			require.Equal(t, StackPosition, st.Kind)
			require.Empty(t, st.Card)
			require.False(t, seen[st.Colour][st.Position])
			seen[st.Colour][st.Position] = true
			limit := map[Colour]int{Brown: 12, White: 8}[st.Colour]
			require.True(t, st.Position >= 1 && st.Position <= limit)
		}
		require.Len(t, seen[Brown], 6)
		require.Len(t, seen[White], 4)
	}
}

func boxWithColours() alpaka.Catalog {
	white := alpaka.MarketTypes()[:8]
	return alpaka.Default().With(alpaka.Profile{White: white})
}

// With the colours recorded, the same seed takes the same positions and
// names their cards; with every value known, the layout is by value.
func TestColoursAndValuesName(t *testing.T) {
	plain := deal(t, Options{Players: 4}, 99, alpaka.Default())
	named := deal(t, Options{Players: 4}, 99, boxWithColours())
	browns := alpaka.MarketTypes()[8:]
	for _, st := range plain.Market[:6] {
		assert.Contains(t, cardsOf(named), browns[st.Position-1])
	}
	assert.False(t, named.ByValue)

	values := map[alpaka.Card]int{alpaka.Snob: 0}
	for i, c := range alpaka.MarketTypes() {
		values[c] = 20 - i // reversed, to see the sort
	}
	twelve := 30
	full := boxWithColours().With(alpaka.Profile{Values: values, Nobles: &twelve})
	s := deal(t, Options{Players: 4}, 99, full)
	require.True(t, s.ByValue)
	for i := 1; i < len(s.Market); i++ {
		assert.LessOrEqual(t, s.Market[i-1].Value.N, s.Market[i].Value.N)
	}
}

func cardsOf(s Sheet) []alpaka.Card {
	var out []alpaka.Card
	for _, st := range s.Market {
		out = append(out, st.Card)
	}
	return out
}

func TestQuickGame(t *testing.T) {
	s := deal(t, Options{Players: 2, Quick: true}, 3, alpaka.Default())
	for _, st := range s.Market {
		assert.Equal(t, 3, st.Cards)
	}
	assert.Equal(t, 40+12, s.ToBox.MarketCards)
	assert.True(t, s.QuickNobleAtRandom)

	off := alpaka.Default().With(alpaka.Profile{Options: alpaka.PartialOptions{QuickAllStacks: new(bool)}})
	s = deal(t, Options{Players: 2, Quick: true}, 3, off)
	assert.Equal(t, 4, s.Market[11].Cards)
	assert.Equal(t, 40+10, s.ToBox.MarketCards)
	assert.False(t, s.QuickNobleAtRandom)

	_, err := Generate(Options{Players: 3, Quick: true}, 1, NewSource(1), alpaka.Default())
	require.Error(t, err)
}

func TestChosenMarket(t *testing.T) {
	chosen := alpaka.MarketTypes()[5:15]
	s := deal(t, Options{Players: 2, Market: chosen}, 1, alpaka.Default())
	assert.True(t, s.ColoursUnchecked)
	assert.Equal(t, chosen, cardsOf(s)[:10])

	_, err := Generate(Options{Players: 2, Market: alpaka.MarketTypes()[:10]}, 1, NewSource(1), boxWithColours())
	ps := rulestest.Problems(t, err)
	assert.Equal(t, MarketColour, ps[0].Kind)

	_, err = Generate(Options{Players: 2, Market: []alpaka.Card{alpaka.Baby, alpaka.Mime, alpaka.Mime}}, 1, NewSource(1), alpaka.Default())
	require.ErrorAs(t, err, &ps)
	assert.Len(t, ps, 3)
}

func TestSameSeedOrCodeSameSheet(t *testing.T) {
	for _, o := range []Options{{Players: 2, Quick: true, Start: StartRandom}, {Players: 3, Start: StartPetted},
		{Players: 4, Start: StartPetted, Market: alpaka.MarketTypes()[10:]}} {
		a := deal(t, o, 12345, alpaka.Default())
		b := deal(t, o, 12345, alpaka.Default())
		assert.Equal(t, a, b)
		o2, seed, p := ParseCode(a.Code)
		require.Nil(t, p)
		assert.Equal(t, a, deal(t, o2, seed, alpaka.Default()))
		if o.Market == nil {
			assert.LessOrEqual(t, len(a.Code), 26, a.Code) // 21 letters and dashes
		}
	}
	r := deal(t, Options{Players: 4, Start: StartRandom}, 5, alpaka.Default())
	assert.True(t, r.FirstSeat >= 1 && r.FirstSeat <= 4)
}

func FuzzParseCode(f *testing.F) {
	f.Add(Code(Options{Players: 2, Quick: true}, 9))
	f.Add(Code(Options{Players: 4, Market: alpaka.MarketTypes()[:10]}, 1<<40))
	f.Add("F0G0-0000-0000")
	f.Fuzz(func(t *testing.T, code string) {
		o, seed, p := ParseCode(code)
		if p != nil {
			require.Contains(t, []rules.Kind{setupcode.Malformed, setupcode.Checksum, setupcode.OtherGame, setupcode.Version}, p.Kind)
			return
		}
		// A code that reads deals, and is the code of what it read.
		_, err := Generate(o, seed, NewSource(seed), alpaka.Default())
		require.NoError(t, err)
		again, seed2, p := ParseCode(Code(o, seed))
		require.Nil(t, p)
		require.Equal(t, o, again)
		require.Equal(t, seed, seed2)
	})
}

// A known answer: the README's code is 3 players, seed 42, and that setup
// makes it again.
func TestCodeKnownAnswer(t *testing.T) {
	o, seed, p := ParseCode("Y00G-20R0-5BEG-K7S3")
	require.Nil(t, p)
	assert.Equal(t, uint64(42), seed)
	assert.Equal(t, 3, int(o.Players))
	assert.Equal(t, "Y00G-20R0-5BEG-K7S3", Code(o, seed))
}
