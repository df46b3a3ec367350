package words

import "altiplano/cmd/text"

// Commands and flags.
var (
	AlpakaHelpShort        = text.M0{Key: "alpaka.help.short"}
	AlpakaName             = text.M0{Key: "alpaka.name"}
	AlpakaHelpLong         = text.M0{Key: "alpaka.help.long"}
	AlpakaHelpSetupShort   = text.M0{Key: "alpaka.help.setup_short"}
	AlpakaHelpSetupLong    = text.M0{Key: "alpaka.help.setup_long"}
	AlpakaHelpScoreShort   = text.M0{Key: "alpaka.help.score_short"}
	AlpakaHelpScoreLong    = text.M0{Key: "alpaka.help.score_long"}
	AlpakaFlagPlayers      = text.M0{Key: "alpaka.flag.players"}
	AlpakaFlagMarket       = text.M0{Key: "alpaka.flag.market"}
	AlpakaFlagQuick        = text.M0{Key: "alpaka.flag.quick"}
	AlpakaFlagFirstRandom  = text.M0{Key: "alpaka.flag.first_random"}
	AlpakaErrPlayersNeeded = text.M0{Key: "alpaka.err.players_needed"}
)

// The setup sheet.
var (
	AlpakaSheetTitle            = text.M1[int]{Key: "alpaka.sheet.title"}
	AlpakaSheetCode             = text.M1[string]{Key: "alpaka.sheet.code"}
	AlpakaSheetDeck             = text.M3[int, int, int]{Key: "alpaka.sheet.deck"}
	AlpakaSheetBox              = text.M3[int, int, int]{Key: "alpaka.sheet.box"}
	AlpakaSheetMarketByValue    = text.M0{Key: "alpaka.sheet.market_by_value"}
	AlpakaSheetMarketInOrder    = text.M0{Key: "alpaka.sheet.market_in_order"}
	AlpakaSheetStackCard        = text.M2[text.Text, int]{Key: "alpaka.sheet.stack_card", Count: 2}
	AlpakaSheetStackColour      = text.M3[text.Text, text.Text, int]{Key: "alpaka.sheet.stack_colour", Count: 3}
	AlpakaSheetStackPosition    = text.M3[text.Text, int, int]{Key: "alpaka.sheet.stack_position", Count: 3}
	AlpakaSheetStackNobles      = text.M1[int]{Key: "alpaka.sheet.stack_nobles", Count: 1}
	AlpakaSheetStackSnob        = text.M1[int]{Key: "alpaka.sheet.stack_snob", Count: 1}
	AlpakaSheetValue            = text.M2[int, text.Text]{Key: "alpaka.sheet.value"}
	AlpakaSheetPositions        = text.M0{Key: "alpaka.sheet.positions"}
	AlpakaSheetOrder            = text.M1[string]{Key: "alpaka.sheet.order"}
	AlpakaSheetColoursUnchecked = text.M0{Key: "alpaka.sheet.colours_unchecked"}
	AlpakaSheetQuick            = text.M0{Key: "alpaka.sheet.quick"}
	AlpakaSheetQuickTypesOnly   = text.M0{Key: "alpaka.sheet.quick_types_only"}
	AlpakaSheetQuickNoble       = text.M0{Key: "alpaka.sheet.quick_noble"}
	AlpakaSheetBabies           = text.M0{Key: "alpaka.sheet.babies"}
	AlpakaSheetTokens           = text.M0{Key: "alpaka.sheet.tokens"}
	AlpakaSheetFirstPetted      = text.M0{Key: "alpaka.sheet.first_petted"}
	AlpakaSheetFirstRandom      = text.M1[int]{Key: "alpaka.sheet.first_random"}
	AlpakaColourBrown           = text.M0{Key: "alpaka.colour.brown"}
	AlpakaColourWhite           = text.M0{Key: "alpaka.colour.white"}
	AlpakaSourceBox             = text.M0{Key: "alpaka.source.box"}
	AlpakaSourceRulebook        = text.M0{Key: "alpaka.source.rulebook"}
	AlpakaSourceInferred        = text.M0{Key: "alpaka.source.inferred"}
)

// The score pad.
var (
	AlpakaPadPlayer          = text.M3[int, string, int]{Key: "alpaka.pad.player", Count: 3}
	AlpakaPadCard            = text.M3[int, text.Text, int]{Key: "alpaka.pad.card"}
	AlpakaPadZeroSnob        = text.M0{Key: "alpaka.pad.zero_snob"}
	AlpakaPadZeroLoudmouth   = text.M0{Key: "alpaka.pad.zero_loudmouth"}
	AlpakaPadFromUnicorn     = text.M0{Key: "alpaka.pad.from_unicorn"}
	AlpakaPadUnicornStays    = text.M0{Key: "alpaka.pad.unicorn_stays"}
	AlpakaPadFighter         = text.M2[int, int]{Key: "alpaka.pad.fighter"}
	AlpakaPadKeys            = text.M3[int, int, int]{Key: "alpaka.pad.keys"}
	AlpakaPadWinner          = text.M2[string, text.Text]{Key: "alpaka.pad.winner"}
	AlpakaPadTie             = text.M4[string, string, int, text.Text]{Key: "alpaka.pad.tie"}
	AlpakaPadTieShared       = text.M3[string, string, int]{Key: "alpaka.pad.tie_shared"}
	AlpakaPadShared          = text.M1[string]{Key: "alpaka.pad.shared"}
	AlpakaPadSwaps           = text.M0{Key: "alpaka.pad.swaps"}
	AlpakaPadSwap            = text.M3[string, int, text.Text]{Key: "alpaka.pad.swap"}
	AlpakaPadSwapNone        = text.M2[string, int]{Key: "alpaka.pad.swap_none"}
	AlpakaPadNotes           = text.M0{Key: "alpaka.pad.notes"}
	AlpakaKeyPoints          = text.M0{Key: "alpaka.key.points"}
	AlpakaKeyAlpacas         = text.M0{Key: "alpaka.key.alpacas"}
	AlpakaKeyMostValuable    = text.M0{Key: "alpaka.key.most_valuable"}
	AlpakaKeyDeck            = text.M0{Key: "alpaka.key.deck"}
	AlpakaKeyShared          = text.M0{Key: "alpaka.key.shared"}
	AlpakaCategoryCards      = text.M0{Key: "alpaka.category.cards"}
	AlpakaCategoryFighter    = text.M0{Key: "alpaka.category.fighter"}
	AlpakaWarnNoFullFarm     = text.M0{Key: "alpaka.warn.no_full_farm"}
	AlpakaWarnRepeat         = text.M2[string, text.Text]{Key: "alpaka.warn.repeat"}
	AlpakaWarnBest           = text.M2[string, text.Text]{Key: "alpaka.warn.best"}
	AlpakaWarnSnobValue      = text.M1[string]{Key: "alpaka.warn.snob_value"}
	AlpakaWarnRepeatExcluded = text.M2[string, text.Text]{Key: "alpaka.warn.repeat_excluded"}
)

// Problems and where they are.
var (
	AlpakaErrUnknownCard        = text.M1[string]{Key: "alpaka.err.unknown_card"}
	AlpakaErrUnknownCardNear    = text.M2[string, string]{Key: "alpaka.err.unknown_card_near"}
	AlpakaErrNotMarketType      = text.M1[text.Text]{Key: "alpaka.err.not_market_type"}
	AlpakaErrCardTwice          = text.M1[text.Text]{Key: "alpaka.err.card_twice"}
	AlpakaErrWhiteCount         = text.M2[int, int]{Key: "alpaka.err.white_count"}
	AlpakaErrRulebookValue      = text.M3[text.Text, int, int]{Key: "alpaka.err.rulebook_value"}
	AlpakaErrOptionValue        = text.M2[string, string]{Key: "alpaka.err.option_value"}
	AlpakaErrFenceOverfull      = text.M2[int, int]{Key: "alpaka.err.fence_overfull"}
	AlpakaErrFenceEmpty         = text.M0{Key: "alpaka.err.fence_empty"}
	AlpakaErrTwinsNotAlone      = text.M0{Key: "alpaka.err.twins_not_alone"}
	AlpakaErrTooManyFences      = text.M2[int, int]{Key: "alpaka.err.too_many_fences"}
	AlpakaErrNameTwiceOnFarm    = text.M1[text.Text]{Key: "alpaka.err.name_twice_on_farm"}
	AlpakaErrFenceCardOnFarm    = text.M0{Key: "alpaka.err.fence_card_on_farm"}
	AlpakaErrTooManyCopies      = text.M3[int, text.Text, int]{Key: "alpaka.err.too_many_copies"}
	AlpakaErrUnicornIneligible  = text.M1[text.Text]{Key: "alpaka.err.unicorn_ineligible"}
	AlpakaErrUnicornNotMarket   = text.M1[text.Text]{Key: "alpaka.err.unicorn_not_in_market"}
	AlpakaErrUnicornWithout     = text.M1[text.Text]{Key: "alpaka.err.unicorn_without"}
	AlpakaErrChoiceRequired     = text.M0{Key: "alpaka.err.unicorn_choice_required"}
	AlpakaErrRepeatRefused      = text.M1[text.Text]{Key: "alpaka.err.replacement_repeat"}
	AlpakaErrMarketNeeded       = text.M0{Key: "alpaka.err.market_needed"}
	AlpakaErrDeckAlpacasNeeded  = text.M0{Key: "alpaka.err.deck_alpacas_needed"}
	AlpakaErrDeckAlpacasWithout = text.M0{Key: "alpaka.err.deck_alpacas_without"}
	AlpakaErrDeckAlpacasOver    = text.M2[int, int]{Key: "alpaka.err.deck_alpacas_over_deck"}
	AlpakaErrValueUnknown       = text.M1[text.Text]{Key: "alpaka.err.value_unknown"}
	AlpakaErrNotAlpaka          = text.M1[string]{Key: "alpaka.err.not_alpaka"}
	AlpakaErrNoblesValueUnknown = text.M0{Key: "alpaka.err.nobles_value_unknown"}
	AlpakaErrQuickPlayers       = text.M1[int]{Key: "alpaka.err.quick_players"}
	AlpakaErrMarketCount        = text.M2[int, int]{Key: "alpaka.err.market_count"}
	AlpakaErrMarketColour       = text.M3[int, text.Text, int]{Key: "alpaka.err.market_colour"}
	AlpakaErrCodeOtherGame      = text.M2[string, text.Text]{Key: "alpaka.err.code_other_game"}
	AlpakaFieldFence            = text.M1[int]{Key: "alpaka.field.fence"}
	AlpakaFieldFarm             = text.M0{Key: "alpaka.field.farm"}
	AlpakaFieldDeck             = text.M0{Key: "alpaka.field.deck"}
	AlpakaFieldDeckAlpacas      = text.M0{Key: "alpaka.field.deck_alpacas"}
	AlpakaFieldUnicorn          = text.M0{Key: "alpaka.field.unicorn"}
	AlpakaFieldMarket           = text.M0{Key: "alpaka.field.market"}
	AlpakaFieldValue            = text.M0{Key: "alpaka.field.value"}
)

// The walk-through at the table.
var (
	AlpakaAskPlayers         = text.M0{Key: "alpaka.ask.players"}
	AlpakaExplainPlayers     = text.M0{Key: "alpaka.explain.players"}
	AlpakaExplainFences      = text.M0{Key: "alpaka.explain.fences"}
	AlpakaExplainDeck        = text.M0{Key: "alpaka.explain.deck"}
	AlpakaExplainDeckAlpacas = text.M0{Key: "alpaka.explain.deck_alpacas"}
	AlpakaExplainUnicorn     = text.M0{Key: "alpaka.explain.unicorn"}
	AlpakaExplainMarket      = text.M0{Key: "alpaka.explain.market"}
	AlpakaExplainValue       = text.M0{Key: "alpaka.explain.value"}
	AlpakaFieldFences        = text.M0{Key: "alpaka.field.fences"}
	AlpakaAskValue           = text.M1[text.Text]{Key: "alpaka.ask.value"}
	AlpakaAskNobles          = text.M0{Key: "alpaka.ask.nobles"}
)

// The calibration of Alpaka's values (box calibrate --section alpaka).
var (
	AlpakaAskBoxValues     = text.M1[string]{Key: "alpaka.ask.box_values"}
	AlpakaAskBoxWhite      = text.M0{Key: "alpaka.ask.box_white"}
	AlpakaAskBoxSnob       = text.M0{Key: "alpaka.ask.box_snob"}
	AlpakaBoxHint          = text.M0{Key: "alpaka.box.hint"}
	AlpakaBoxSection       = text.M0{Key: "alpaka.box.section"}
	AlpakaHelpBoxCalibrate = text.M0{Key: "alpaka.help.box_calibrate"}
	AlpakaErrValuesCount   = text.M2[int, int]{Key: "alpaka.err.values_count"}
	AlpakaErrValuesOrder   = text.M4[text.Text, int, text.Text, int]{Key: "alpaka.err.values_order"}
	AlpakaErrNoblesLow     = text.M2[int, int]{Key: "alpaka.err.nobles_low"}
)

// Scoring on the players' phones (alpaka score --serve).
var (
	AlpakaServeTitle = text.M0{Key: "alpaka.serve.title"}
)

// Alpaka's section in `box show`.
var (
	AlpakaBoxHeading      = text.M2[int, int]{Key: "alpaka.box.heading"}
	AlpakaBoxWhite        = text.M1[string]{Key: "alpaka.box.white"}
	AlpakaBoxWhiteUnknown = text.M0{Key: "alpaka.box.white_unknown"}
	AlpakaHeadOption      = text.M0{Key: "alpaka.head.option"}
	AlpakaHeadValue       = text.M0{Key: "alpaka.head.value"}
)
