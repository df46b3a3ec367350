// Package alpakascore scores a finished game of Alpaka (digest §3): the
// unicorn swaps in order, the snob, the loudmouth, the fighter's bonus,
// twins, and the ranking by points, alpacas, the most valuable alpaca and
// the deck. It checks a record against the rules and the box first, and
// reports every problem at once.
package alpakascore

import (
	"time"

	"altiplano/rules"
	"altiplano/rules/alpaka"
)

// Record is a finished game as written down.
type Record struct {
	File    string         // where it was read from, for problems; empty for a walk-through
	Players []PlayerRecord // in turn order, the first player first
	// Market lists the cards left in the market; needed only when a
	// unicorn is on a farm. MarketGiven tells an empty market from none.
	Market      []alpaka.Card
	MarketGiven bool
	MarketLine  int
	Line        int // of the players list
	// DurationMin (minutes) and Location are the table's own answers:
	// how long the game took and where it was played; 0 and "": not said.
	DurationMin int
	Location    string
	// PlayedAt is when the game was played as the players wrote it
	// (played_at), zero when not said; At is it placed in their zone
	// (Place), at their offset.
	PlayedAt     rules.PlayedAt
	PlayedAtLine int
	At           time.Time
}

// FirstYear is the year Alpaka came out (GateOnGames, 2023): no game of
// it was played before.
const FirstYear = 2023

// Place places played_at in zone, the players' time zone (a wall clock
// the clocks skipped or showed twice is refused), and refuses a time later
// than tomorrow there by now.
func (r *Record) Place(zone *time.Location, now time.Time) *rules.Problem {
	if r.PlayedAt.IsZero() {
		return nil
	}
	field := rules.InFile(r.File, "played_at", r.PlayedAtLine)
	at, pr := r.PlayedAt.InZone(zone, field)
	if pr != nil {
		return pr
	}
	if pr := rules.CheckPlayedAt(at, FirstYear, now, zone, field); pr != nil {
		return pr
	}
	r.At = at
	return nil
}

// PlayerRecord is one player's farm and deck.
type PlayerRecord struct {
	Name string
	// Fences, left to right, each the one or two cards behind it.
	Fences [][]alpaka.Card
	// Deck counts the cards owned outside the farm: draw pile, discard, hand.
	Deck int
	// DeckAlpacas counts the alpacas among them that are not babies;
	// nil when not given (needed only with a fighter).
	DeckAlpacas *int
	// Unicorn is what the unicorn was swapped for; empty: not said.
	Unicorn alpaka.Card

	// Lines, when read from a file.
	Line, NameLine, DeckLine, DeckAlpacasLine, UnicornLine int
	FenceLines                                             []int
	CardLines                                              [][]int
}

// Kinds of problems with a record of an Alpaka game.
const (
	// FenceOverfull: N cards behind one fence; at most Max.
	FenceOverfull rules.Kind = "alpaka_fence_overfull"
	// FenceEmpty: a fence with no card.
	FenceEmpty rules.Kind = "alpaka_fence_empty"
	// TwinsNotAlone: twins share a fence.
	TwinsNotAlone rules.Kind = "alpaka_twins_not_alone"
	// TooManyFences: N fences; a farm has at most Max.
	TooManyFences rules.Kind = "alpaka_too_many_fences"
	// NameTwiceOnFarm: card Value twice on one farm.
	NameTwiceOnFarm rules.Kind = "alpaka_name_twice_on_farm"
	// FenceCardOnFarm: a fence card listed as an alpaca.
	FenceCardOnFarm rules.Kind = "alpaka_fence_card_on_farm"
	// TooManyCopies: N of card Value in the game; the box has Max.
	TooManyCopies rules.Kind = "alpaka_too_many_copies"
	// UnicornIneligible: a unicorn may not become Value (a baby, a
	// unicorn, a fence card, or twins beside another alpaca).
	UnicornIneligible rules.Kind = "alpaka_unicorn_ineligible"
	// UnicornNotInMarket: Value is not left in the market for this unicorn.
	UnicornNotInMarket rules.Kind = "alpaka_unicorn_not_in_market"
	// UnicornWithout: a replacement given without a unicorn on the farm. Value.
	UnicornWithout rules.Kind = "alpaka_unicorn_without"
	// UnicornChoiceRequired: the option unicorn_choice is "required" and
	// the record does not say what the unicorn became.
	UnicornChoiceRequired rules.Kind = "alpaka_unicorn_choice_required"
	// ReplacementRepeat: the option replacement_repeat is "refused" and
	// the replacement Value is already on the farm.
	ReplacementRepeat rules.Kind = "alpaka_replacement_repeat"
	// MarketNeeded: a unicorn is on a farm but the market's leftovers are not given.
	MarketNeeded rules.Kind = "alpaka_market_needed"
	// DeckAlpacasNeeded: a fighter is on the farm but the deck's alpacas are not given.
	DeckAlpacasNeeded rules.Kind = "alpaka_deck_alpacas_needed"
	// DeckAlpacasWithout: the deck's alpacas are given, but no fighter is on
	// the farm nor can a unicorn become one: the count is for the
	// fighter's bonus only.
	DeckAlpacasWithout rules.Kind = "alpaka_deck_alpacas_without"
	// DeckAlpacasOverDeck: N alpacas in a deck of Max cards.
	DeckAlpacasOverDeck rules.Kind = "alpaka_deck_alpacas_over_deck"
	// ValueUnknown: the printed value of Value is needed and not known;
	// record it in the box profile (alpaka: values:).
	ValueUnknown rules.Kind = "alpaka_value_unknown"
	// NoblesValueUnknown: the nobles' one printed value is needed and not
	// known; record it in the box profile (alpaka: nobles:). Value is king.
	NoblesValueUnknown rules.Kind = "alpaka_nobles_value_unknown"
	// NotAlpaka: the record says it is of game Value.
	NotAlpaka rules.Kind = "alpaka_not_this_game"
)

// Kinds lists the kinds above, for the presentation's completeness test.
func Kinds() []rules.Kind {
	return []rules.Kind{FenceOverfull, FenceEmpty, TwinsNotAlone, TooManyFences, NameTwiceOnFarm, FenceCardOnFarm,
		TooManyCopies, UnicornIneligible, UnicornNotInMarket, UnicornWithout, UnicornChoiceRequired, ReplacementRepeat,
		MarketNeeded, DeckAlpacasNeeded, DeckAlpacasWithout, DeckAlpacasOverDeck, ValueUnknown, NoblesValueUnknown, NotAlpaka}
}

// Paths in a record file, for problems.
func playerPath(i int) string          { return "players[" + itoa(i) + "]" }
func fencePath(i, f int) string        { return playerPath(i) + ".fences[" + itoa(f) + "]" }
func cardPath(i, f, s int) string      { return fencePath(i, f) + "[" + itoa(s) + "]" }
func fieldPath(i int, k string) string { return playerPath(i) + "." + k }
