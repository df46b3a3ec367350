package text

// Alpaka's messages; the texts are in locales/alpaka/<lang>.txt.

// Commands and flags.
var (
	AlpakaHelpShort        = M0{key: "alpaka.help.short"}
	AlpakaName             = M0{key: "alpaka.name"}
	AlpakaHelpLong         = M0{key: "alpaka.help.long"}
	AlpakaHelpSetupShort   = M0{key: "alpaka.help.setup_short"}
	AlpakaHelpSetupLong    = M0{key: "alpaka.help.setup_long"}
	AlpakaHelpScoreShort   = M0{key: "alpaka.help.score_short"}
	AlpakaHelpScoreLong    = M0{key: "alpaka.help.score_long"}
	AlpakaFlagPlayers      = M0{key: "alpaka.flag.players"}
	AlpakaFlagMarket       = M0{key: "alpaka.flag.market"}
	AlpakaFlagQuick        = M0{key: "alpaka.flag.quick"}
	AlpakaFlagFirstRandom  = M0{key: "alpaka.flag.first_random"}
	AlpakaErrPlayersNeeded = M0{key: "alpaka.err.players_needed"}
)

// The setup sheet.
var (
	AlpakaSheetTitle            = M1[int]{key: "alpaka.sheet.title"}
	AlpakaSheetCode             = M1[string]{key: "alpaka.sheet.code"}
	AlpakaSheetDeck             = M3[int, int, int]{key: "alpaka.sheet.deck"}
	AlpakaSheetBox              = M3[int, int, int]{key: "alpaka.sheet.box"}
	AlpakaSheetMarketByValue    = M0{key: "alpaka.sheet.market_by_value"}
	AlpakaSheetMarketInOrder    = M0{key: "alpaka.sheet.market_in_order"}
	AlpakaSheetStackCard        = M2[Text, int]{key: "alpaka.sheet.stack_card", count: 2}
	AlpakaSheetStackColour      = M3[Text, Text, int]{key: "alpaka.sheet.stack_colour", count: 3}
	AlpakaSheetStackPosition    = M3[Text, int, int]{key: "alpaka.sheet.stack_position", count: 3}
	AlpakaSheetStackNobles      = M1[int]{key: "alpaka.sheet.stack_nobles", count: 1}
	AlpakaSheetStackSnob        = M1[int]{key: "alpaka.sheet.stack_snob", count: 1}
	AlpakaSheetValue            = M2[int, Text]{key: "alpaka.sheet.value"}
	AlpakaSheetPositions        = M0{key: "alpaka.sheet.positions"}
	AlpakaSheetColoursUnchecked = M0{key: "alpaka.sheet.colours_unchecked"}
	AlpakaSheetQuick            = M0{key: "alpaka.sheet.quick"}
	AlpakaSheetQuickTypesOnly   = M0{key: "alpaka.sheet.quick_types_only"}
	AlpakaSheetQuickNoble       = M0{key: "alpaka.sheet.quick_noble"}
	AlpakaSheetBabies           = M0{key: "alpaka.sheet.babies"}
	AlpakaSheetTokens           = M0{key: "alpaka.sheet.tokens"}
	AlpakaSheetFirstPetted      = M0{key: "alpaka.sheet.first_petted"}
	AlpakaSheetFirstRandom      = M1[int]{key: "alpaka.sheet.first_random"}
	AlpakaColourBrown           = M0{key: "alpaka.colour.brown"}
	AlpakaColourWhite           = M0{key: "alpaka.colour.white"}
	AlpakaSourceBox             = M0{key: "alpaka.source.box"}
	AlpakaSourceRulebook        = M0{key: "alpaka.source.rulebook"}
	AlpakaSourceInferred        = M0{key: "alpaka.source.inferred"}
)

// The score pad.
var (
	AlpakaPadPlayer          = M3[int, string, int]{key: "alpaka.pad.player", count: 3}
	AlpakaPadCard            = M3[int, Text, int]{key: "alpaka.pad.card"}
	AlpakaPadZeroSnob        = M0{key: "alpaka.pad.zero_snob"}
	AlpakaPadZeroLoudmouth   = M0{key: "alpaka.pad.zero_loudmouth"}
	AlpakaPadFromUnicorn     = M0{key: "alpaka.pad.from_unicorn"}
	AlpakaPadUnicornStays    = M0{key: "alpaka.pad.unicorn_stays"}
	AlpakaPadFighter         = M2[int, int]{key: "alpaka.pad.fighter"}
	AlpakaPadKeys            = M3[int, int, int]{key: "alpaka.pad.keys"}
	AlpakaPadWinner          = M2[string, Text]{key: "alpaka.pad.winner"}
	AlpakaPadShared          = M1[string]{key: "alpaka.pad.shared"}
	AlpakaPadSwaps           = M0{key: "alpaka.pad.swaps"}
	AlpakaPadSwap            = M3[string, int, Text]{key: "alpaka.pad.swap"}
	AlpakaPadSwapNone        = M2[string, int]{key: "alpaka.pad.swap_none"}
	AlpakaPadNotes           = M0{key: "alpaka.pad.notes"}
	AlpakaKeyPoints          = M0{key: "alpaka.key.points"}
	AlpakaKeyAlpacas         = M0{key: "alpaka.key.alpacas"}
	AlpakaKeyMostValuable    = M0{key: "alpaka.key.most_valuable"}
	AlpakaKeyDeck            = M0{key: "alpaka.key.deck"}
	AlpakaKeyShared          = M0{key: "alpaka.key.shared"}
	AlpakaWarnNoFullFarm     = M0{key: "alpaka.warn.no_full_farm"}
	AlpakaWarnRepeat         = M2[string, Text]{key: "alpaka.warn.repeat"}
	AlpakaWarnBest           = M2[string, Text]{key: "alpaka.warn.best"}
	AlpakaWarnSnobValue      = M1[string]{key: "alpaka.warn.snob_value"}
	AlpakaWarnRepeatExcluded = M2[string, Text]{key: "alpaka.warn.repeat_excluded"}
)

// Problems and where they are.
var (
	AlpakaErrUnknownCard        = M1[string]{key: "alpaka.err.unknown_card"}
	AlpakaErrUnknownCardNear    = M2[string, string]{key: "alpaka.err.unknown_card_near"}
	AlpakaErrNotMarketType      = M1[Text]{key: "alpaka.err.not_market_type"}
	AlpakaErrCardTwice          = M1[Text]{key: "alpaka.err.card_twice"}
	AlpakaErrWhiteCount         = M2[int, int]{key: "alpaka.err.white_count"}
	AlpakaErrRulebookValue      = M3[Text, int, int]{key: "alpaka.err.rulebook_value"}
	AlpakaErrOptionValue        = M2[string, string]{key: "alpaka.err.option_value"}
	AlpakaErrFenceOverfull      = M2[int, int]{key: "alpaka.err.fence_overfull"}
	AlpakaErrFenceEmpty         = M0{key: "alpaka.err.fence_empty"}
	AlpakaErrTwinsNotAlone      = M0{key: "alpaka.err.twins_not_alone"}
	AlpakaErrTooManyFences      = M2[int, int]{key: "alpaka.err.too_many_fences"}
	AlpakaErrNameTwiceOnFarm    = M1[Text]{key: "alpaka.err.name_twice_on_farm"}
	AlpakaErrFenceCardOnFarm    = M0{key: "alpaka.err.fence_card_on_farm"}
	AlpakaErrTooManyCopies      = M3[int, Text, int]{key: "alpaka.err.too_many_copies"}
	AlpakaErrUnicornIneligible  = M1[Text]{key: "alpaka.err.unicorn_ineligible"}
	AlpakaErrUnicornNotMarket   = M1[Text]{key: "alpaka.err.unicorn_not_in_market"}
	AlpakaErrUnicornWithout     = M1[Text]{key: "alpaka.err.unicorn_without"}
	AlpakaErrChoiceRequired     = M0{key: "alpaka.err.unicorn_choice_required"}
	AlpakaErrRepeatRefused      = M1[Text]{key: "alpaka.err.replacement_repeat"}
	AlpakaErrMarketNeeded       = M0{key: "alpaka.err.market_needed"}
	AlpakaErrDeckAlpacasNeeded  = M0{key: "alpaka.err.deck_alpacas_needed"}
	AlpakaErrDeckAlpacasOver    = M2[int, int]{key: "alpaka.err.deck_alpacas_over_deck"}
	AlpakaErrValueUnknown       = M1[Text]{key: "alpaka.err.value_unknown"}
	AlpakaErrNotAlpaka          = M1[string]{key: "alpaka.err.not_alpaka"}
	AlpakaErrNoblesValueUnknown = M0{key: "alpaka.err.nobles_value_unknown"}
	AlpakaErrQuickPlayers       = M1[int]{key: "alpaka.err.quick_players"}
	AlpakaErrMarketCount        = M2[int, int]{key: "alpaka.err.market_count"}
	AlpakaErrMarketColour       = M3[int, Text, int]{key: "alpaka.err.market_colour"}
	AlpakaErrCodeOtherGame      = M2[string, Text]{key: "alpaka.err.code_other_game"}
	AlpakaFieldFence            = M1[int]{key: "alpaka.field.fence"}
	AlpakaFieldFarm             = M0{key: "alpaka.field.farm"}
	AlpakaFieldDeck             = M0{key: "alpaka.field.deck"}
	AlpakaFieldDeckAlpacas      = M0{key: "alpaka.field.deck_alpacas"}
	AlpakaFieldUnicorn          = M0{key: "alpaka.field.unicorn"}
	AlpakaFieldMarket           = M0{key: "alpaka.field.market"}
	AlpakaFieldValue            = M0{key: "alpaka.field.value"}
)

// The walk-through at the table.
var (
	AlpakaAskPlayers         = M0{key: "alpaka.ask.players"}
	AlpakaExplainPlayers     = M0{key: "alpaka.explain.players"}
	AlpakaExplainFences      = M0{key: "alpaka.explain.fences"}
	AlpakaExplainDeck        = M0{key: "alpaka.explain.deck"}
	AlpakaExplainDeckAlpacas = M0{key: "alpaka.explain.deck_alpacas"}
	AlpakaExplainUnicorn     = M0{key: "alpaka.explain.unicorn"}
	AlpakaExplainMarket      = M0{key: "alpaka.explain.market"}
	AlpakaExplainValue       = M0{key: "alpaka.explain.value"}
	AlpakaFieldFences        = M0{key: "alpaka.field.fences"}
	AlpakaAskFences          = M1[string]{key: "alpaka.ask.fences"}
	AlpakaAskDeck            = M1[string]{key: "alpaka.ask.deck"}
	AlpakaAskDeckAlpacas     = M1[string]{key: "alpaka.ask.deck_alpacas"}
	AlpakaAskUnicorn         = M1[string]{key: "alpaka.ask.unicorn"}
	AlpakaAskMarket          = M0{key: "alpaka.ask.market"}
	AlpakaAskValue           = M1[Text]{key: "alpaka.ask.value"}
	AlpakaAskNobles          = M0{key: "alpaka.ask.nobles"}
	AlpakaAskSaveValues      = M1[string]{key: "alpaka.ask.save_values"}
	AlpakaWalkSaved          = M1[string]{key: "alpaka.walk.saved"}
	AlpakaWalkRecord         = M0{key: "alpaka.walk.record"}
	AlpakaErrPlayersCount    = M3[int, int, int]{key: "alpaka.err.players_count"}
	AlpakaWalkContinue       = M1[string]{key: "alpaka.walk.continue"}
	AlpakaWalkStopped        = M1[string]{key: "alpaka.walk.stopped"}
	AlpakaAskReview          = M0{key: "alpaka.ask.review"}
	AlpakaReviewLine         = M3[string, string, int]{key: "alpaka.review.line"}
	AlpakaErrReviewName      = M2[string, string]{key: "alpaka.err.review_name"}
)

// The calibration of Alpaka's values (box calibrate --section alpaka).
var (
	AlpakaAskBoxValues     = M1[string]{key: "alpaka.ask.box_values"}
	AlpakaAskBoxWhite      = M0{key: "alpaka.ask.box_white"}
	AlpakaAskBoxSnob       = M0{key: "alpaka.ask.box_snob"}
	AlpakaBoxHint          = M0{key: "alpaka.box.hint"}
	AlpakaBoxSection       = M0{key: "alpaka.box.section"}
	AlpakaHelpBoxCalibrate = M0{key: "alpaka.help.box_calibrate"}
	AlpakaErrValuesCount   = M2[int, int]{key: "alpaka.err.values_count"}
	AlpakaErrValuesOrder   = M4[Text, int, Text, int]{key: "alpaka.err.values_order"}
	AlpakaErrNoblesLow     = M2[int, int]{key: "alpaka.err.nobles_low"}
)

// Scoring on the players' phones (alpaka score --serve).
var (
	AlpakaFlagNames     = M0{key: "alpaka.flag.names"}
	AlpakaErrServeNames = M0{key: "alpaka.err.serve_names"}
	AlpakaServeChange   = M0{key: "alpaka.serve.change"}
	AlpakaServeHostHelp = M0{key: "alpaka.serve.host_help"}
	AlpakaServeIdle     = M1[int]{key: "alpaka.serve.idle"}
	AlpakaServeTitle    = M0{key: "alpaka.serve.title"}
)

// Alpaka's section in `box show`.
var (
	AlpakaBoxHeading      = M2[int, int]{key: "alpaka.box.heading"}
	AlpakaBoxWhite        = M1[string]{key: "alpaka.box.white"}
	AlpakaBoxWhiteUnknown = M0{key: "alpaka.box.white_unknown"}
	AlpakaHeadOption      = M0{key: "alpaka.head.option"}
	AlpakaHeadValue       = M0{key: "alpaka.head.value"}
)

// The lines of Alpaka's score pad as the phones show it in a table.
var (
	AlpakaSheetCards   = M0{key: "alpaka.sheet.cards"}
	AlpakaSheetFighter = M0{key: "alpaka.sheet.fighter"}
)
