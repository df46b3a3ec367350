// Package alpakasetup deals Alpaka's setup (digest §2): starting decks,
// what goes back to the box, the 12 market stacks, the 2-player quick game
// and the first player, from a seeded source, with a short checksummed
// code that reproduces it. Colours and values the box profile has not
// recorded are never invented: stacks are then named by position.
package alpakasetup

import (
	"math/rand/v2"
	"slices"

	"altiplano/rules"
	"altiplano/rules/alpaka"
	"altiplano/rules/printed"
)

// Colour is a market stack's colour, when known.
type Colour string

const (
	Brown Colour = "brown"
	White Colour = "white"
)

// StackKind says what a market stack is.
type StackKind string

const (
	StackNobles StackKind = "nobles"
	StackSnob   StackKind = "snob"
	// StackType is a brown or white type named by its card (Card set).
	StackType StackKind = "type"
	// StackPosition is a brown or white type named by its place among the
	// types of its colour in the rulebook's order, colours not recorded.
	StackPosition StackKind = "position"
)

// Stack is one market stack as laid out.
type Stack struct {
	Kind     StackKind
	Card     alpaka.Card // for StackType
	Colour   Colour      // brown or white when known
	Position int         // for StackPosition: 1–12 brown, 1–8 white
	Cards    int         // 4, or 3 in the quick game
	Value    printed.Value
}

// Sheet is everything laid out for one game.
type Sheet struct {
	Options Options
	Seed    uint64
	Code    string
	// Each player's starting deck (shuffled, 5 drawn as the hand).
	Babies, Fences, Hand int
	// ToBox counts what goes back to the box.
	ToBox ToBox
	// Market: the 12 stacks, laid out cheapest first as far as known.
	Market []Stack
	// ByValue is true when every stack's value is known and the layout
	// is by value; otherwise it follows the rulebook's list.
	ByValue bool
	// FirstSeat is the random first seat (1-based) under the house rule;
	// 0 under the rulebook's rule (who petted an alpaca last).
	FirstSeat int
	// QuickNobleAtRandom: in the quick game, the noble taken out is drawn
	// unseen at random (the rulebook does not say which).
	QuickNobleAtRandom bool
	// ColoursUnchecked: market types were chosen without the colours
	// recorded, so 6 brown and 4 white could not be checked.
	ColoursUnchecked bool
}

// ToBox counts the cards that stay out of the game.
type ToBox struct {
	Babies, FenceCards, MarketCards int
}

// NewSource is the seeded source a sheet is dealt from.
func NewSource(seed uint64) rand.Source { return rand.NewPCG(seed, 0xa1fa4a) }

// Generate deals a sheet. The random parts are drawn in a fixed order
// whatever the options (brown positions, white positions, first seat), so
// the same seed always gives the same market.
func Generate(o Options, seed uint64, src rand.Source, c alpaka.Catalog) (Sheet, error) {
	if err := o.Validate(c); err != nil {
		return Sheet{}, err
	}
	rng := rand.New(src)
	brown := pick(rng, alpaka.BrownTypes, alpaka.BrownInMarket)
	white := pick(rng, alpaka.WhiteTypes, alpaka.WhiteInMarket)
	seat := 1 + rng.IntN(o.Players)

	s := Sheet{Options: o, Seed: seed, Code: Code(o, seed), Babies: alpaka.StartBabies, Fences: alpaka.StartFences, Hand: 5}
	s.ToBox = ToBox{
		Babies:      24 - alpaka.StartBabies*o.Players,
		FenceCards:  16 - alpaka.StartFences*o.Players,
		MarketCards: (20 - alpaka.BrownInMarket - alpaka.WhiteInMarket) * alpaka.StackCards,
	}
	if o.Start == StartRandom {
		s.FirstSeat = seat
	}
	perStack := alpaka.StackCards
	if o.Quick {
		perStack--
	}
	var stacks []Stack
	switch {
	case o.Market != nil:
		for _, card := range o.Market {
			st := Stack{Kind: StackType, Card: card, Cards: perStack, Value: c.Value(card)}
			if c.ColoursKnown() {
				st.Colour = colourOf(c, card)
			}
			stacks = append(stacks, st)
		}
		s.ColoursUnchecked = !c.ColoursKnown()
	case c.ColoursKnown():
		browns, whites := typesByColour(c)
		for _, p := range brown {
			stacks = append(stacks, Stack{Kind: StackType, Card: browns[p-1], Colour: Brown, Cards: perStack, Value: c.Value(browns[p-1])})
		}
		for _, p := range white {
			stacks = append(stacks, Stack{Kind: StackType, Card: whites[p-1], Colour: White, Cards: perStack, Value: c.Value(whites[p-1])})
		}
	default:
		for _, p := range brown {
			stacks = append(stacks, Stack{Kind: StackPosition, Colour: Brown, Position: p, Cards: perStack, Value: printed.NotKnown()})
		}
		for _, p := range white {
			stacks = append(stacks, Stack{Kind: StackPosition, Colour: White, Position: p, Cards: perStack, Value: printed.NotKnown()})
		}
	}
	// Named types follow the rulebook's list, which is ascending value.
	slices.SortStableFunc(stacks, func(a, b Stack) int {
		if a.Kind == StackType && b.Kind == StackType {
			return a.Card.Order() - b.Card.Order()
		}
		return 0
	})
	special := perStack
	if o.Quick && !c.Options.QuickAllStacks {
		special = alpaka.StackCards
	}
	stacks = append(stacks,
		Stack{Kind: StackSnob, Cards: special, Value: c.Value(alpaka.Snob)},
		Stack{Kind: StackNobles, Cards: special, Value: c.Value(alpaka.King)})
	s.QuickNobleAtRandom = special < alpaka.StackCards
	for _, st := range stacks {
		s.ToBox.MarketCards += alpaka.StackCards - st.Cards
	}
	s.ByValue = true
	for _, st := range stacks {
		s.ByValue = s.ByValue && st.Value.Known()
	}
	if s.ByValue {
		slices.SortStableFunc(stacks, func(a, b Stack) int { return a.Value.N - b.Value.N })
	}
	s.Market = stacks
	return s, nil
}

// pick draws k of the positions 1…n, returned in ascending order.
func pick(rng *rand.Rand, n, k int) []int {
	all := rng.Perm(n)[:k]
	out := make([]int, k)
	for i, p := range all {
		out[i] = p + 1
	}
	slices.Sort(out)
	return out
}

// typesByColour lists the brown and the white types in the rulebook's order.
func typesByColour(c alpaka.Catalog) (browns, whites []alpaka.Card) {
	for _, t := range alpaka.MarketTypes() {
		if c.White(t) {
			whites = append(whites, t)
		} else {
			browns = append(browns, t)
		}
	}
	return browns, whites
}

func colourOf(c alpaka.Catalog, card alpaka.Card) Colour {
	if c.White(card) {
		return White
	}
	return Brown
}

// Kinds of problems with Alpaka's setup options.
const (
	// QuickPlayers: the quick game is for 2 players; N were asked for.
	QuickPlayers rules.Kind = "alpaka_quick_players"
	// MarketCount: N market types chosen; Max are needed.
	MarketCount rules.Kind = "alpaka_market_count"
	// MarketColour: N types of colour Value chosen; the market needs Max.
	MarketColour rules.Kind = "alpaka_market_colour"
)

// Kinds lists the kinds above, for the presentation's completeness test.
func Kinds() []rules.Kind { return []rules.Kind{QuickPlayers, MarketCount, MarketColour} }
