package alpaka

import "altiplano/rules"

// Limits of the numbers an Alpaka input holds.
var (
	PlayersLimit = rules.Limit{Min: 2, Max: 4}
	// DeckLimit: the most cards one player could own outside the farm:
	// a starting deck and every market card.
	DeckLimit = rules.Limit{Min: 0, Max: StartBabies + StartFences + 20*StackCards + 4 + StackCards}
	// ValueLimit: a printed value (cost). The snob's sign is unknown, so a
	// small negative value can be recorded.
	ValueLimit = rules.Limit{Min: -20, Max: 99}
)

// Kinds of problems with Alpaka's cards and box profile section.
const (
	// UnknownCard: a word that names no card. Value; Names are the
	// nearest card ids, when any is near.
	UnknownCard rules.Kind = "alpaka_unknown_card"
	// NotMarketType: a card that is not one of the 20 market types where
	// one is needed. Value is the card id.
	NotMarketType rules.Kind = "alpaka_not_market_type"
	// CardTwice: a card listed twice where each may be once. Value.
	CardTwice rules.Kind = "alpaka_card_twice"
	// WhiteCount: N white types listed; the box has Max.
	WhiteCount rules.Kind = "alpaka_white_count"
	// RulebookValue: card Value recorded as N where the rulebook says Max.
	RulebookValue rules.Kind = "alpaka_rulebook_value"
	// OptionValue: option Value set to something else than Names.
	OptionValue rules.Kind = "alpaka_option_value"
)

// Kinds lists the kinds above, for the presentation's completeness test.
func Kinds() []rules.Kind {
	return []rules.Kind{UnknownCard, NotMarketType, CardTwice, WhiteCount, RulebookValue, OptionValue}
}

// Fields of Alpaka's inputs, beyond those rules declares. Index is 1-based.
const (
	FieldFence       rules.FieldKind = "alpaka_fence" // Index is the fence, from the left
	FieldFarm        rules.FieldKind = "alpaka_farm"
	FieldDeck        rules.FieldKind = "alpaka_deck"
	FieldDeckAlpacas rules.FieldKind = "alpaka_deck_alpacas"
	FieldUnicorn     rules.FieldKind = "alpaka_unicorn"
	FieldMarket      rules.FieldKind = "alpaka_market"
	FieldValue       rules.FieldKind = "alpaka_value"
)

// FieldKinds lists the fields above, for the presentation's completeness test.
func FieldKinds() []rules.FieldKind {
	return []rules.FieldKind{FieldFence, FieldFarm, FieldDeck, FieldDeckAlpacas, FieldUnicorn, FieldMarket, FieldValue}
}
