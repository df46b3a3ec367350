package text

// Alpaka's messages; the texts are in locales/alpaka/<lang>.txt.

// Commands and flags.
var (
	AlpakaHelpShort        = M0{Key: "alpaka.help.short"}
	AlpakaName             = M0{Key: "alpaka.name"}
	AlpakaHelpLong         = M0{Key: "alpaka.help.long"}
	AlpakaHelpSetupShort   = M0{Key: "alpaka.help.setup_short"}
	AlpakaHelpSetupLong    = M0{Key: "alpaka.help.setup_long"}
	AlpakaHelpScoreShort   = M0{Key: "alpaka.help.score_short"}
	AlpakaHelpScoreLong    = M0{Key: "alpaka.help.score_long"}
	AlpakaFlagPlayers      = M0{Key: "alpaka.flag.players"}
	AlpakaFlagMarket       = M0{Key: "alpaka.flag.market"}
	AlpakaFlagQuick        = M0{Key: "alpaka.flag.quick"}
	AlpakaFlagFirstRandom  = M0{Key: "alpaka.flag.first_random"}
	AlpakaErrPlayersNeeded = M0{Key: "alpaka.err.players_needed"}
)

// The setup sheet.
var (
	AlpakaSheetTitle            = M1[int]{Key: "alpaka.sheet.title"}
	AlpakaSheetCode             = M1[string]{Key: "alpaka.sheet.code"}
	AlpakaSheetDeck             = M3[int, int, int]{Key: "alpaka.sheet.deck"}
	AlpakaSheetBox              = M3[int, int, int]{Key: "alpaka.sheet.box"}
	AlpakaSheetMarketByValue    = M0{Key: "alpaka.sheet.market_by_value"}
	AlpakaSheetMarketInOrder    = M0{Key: "alpaka.sheet.market_in_order"}
	AlpakaSheetStackCard        = M2[Text, int]{Key: "alpaka.sheet.stack_card", Count: 2}
	AlpakaSheetStackColour      = M3[Text, Text, int]{Key: "alpaka.sheet.stack_colour", Count: 3}
	AlpakaSheetStackPosition    = M3[Text, int, int]{Key: "alpaka.sheet.stack_position", Count: 3}
	AlpakaSheetStackNobles      = M1[int]{Key: "alpaka.sheet.stack_nobles", Count: 1}
	AlpakaSheetStackSnob        = M1[int]{Key: "alpaka.sheet.stack_snob", Count: 1}
	AlpakaSheetValue            = M2[int, Text]{Key: "alpaka.sheet.value"}
	AlpakaSheetPositions        = M0{Key: "alpaka.sheet.positions"}
	AlpakaSheetOrder            = M1[string]{Key: "alpaka.sheet.order"}
	AlpakaSheetColoursUnchecked = M0{Key: "alpaka.sheet.colours_unchecked"}
	AlpakaSheetQuick            = M0{Key: "alpaka.sheet.quick"}
	AlpakaSheetQuickTypesOnly   = M0{Key: "alpaka.sheet.quick_types_only"}
	AlpakaSheetQuickNoble       = M0{Key: "alpaka.sheet.quick_noble"}
	AlpakaSheetBabies           = M0{Key: "alpaka.sheet.babies"}
	AlpakaSheetTokens           = M0{Key: "alpaka.sheet.tokens"}
	AlpakaSheetFirstPetted      = M0{Key: "alpaka.sheet.first_petted"}
	AlpakaSheetFirstRandom      = M1[int]{Key: "alpaka.sheet.first_random"}
	AlpakaColourBrown           = M0{Key: "alpaka.colour.brown"}
	AlpakaColourWhite           = M0{Key: "alpaka.colour.white"}
	AlpakaSourceBox             = M0{Key: "alpaka.source.box"}
	AlpakaSourceRulebook        = M0{Key: "alpaka.source.rulebook"}
	AlpakaSourceInferred        = M0{Key: "alpaka.source.inferred"}
)

// The score pad.
var (
	AlpakaPadPlayer          = M3[int, string, int]{Key: "alpaka.pad.player", Count: 3}
	AlpakaPadCard            = M3[int, Text, int]{Key: "alpaka.pad.card"}
	AlpakaPadZeroSnob        = M0{Key: "alpaka.pad.zero_snob"}
	AlpakaPadZeroLoudmouth   = M0{Key: "alpaka.pad.zero_loudmouth"}
	AlpakaPadFromUnicorn     = M0{Key: "alpaka.pad.from_unicorn"}
	AlpakaPadUnicornStays    = M0{Key: "alpaka.pad.unicorn_stays"}
	AlpakaPadFighter         = M2[int, int]{Key: "alpaka.pad.fighter"}
	AlpakaPadKeys            = M3[int, int, int]{Key: "alpaka.pad.keys"}
	AlpakaPadWinner          = M2[string, Text]{Key: "alpaka.pad.winner"}
	AlpakaPadTie             = M4[string, string, int, Text]{Key: "alpaka.pad.tie"}
	AlpakaPadTieShared       = M3[string, string, int]{Key: "alpaka.pad.tie_shared"}
	AlpakaPadShared          = M1[string]{Key: "alpaka.pad.shared"}
	AlpakaPadSwaps           = M0{Key: "alpaka.pad.swaps"}
	AlpakaPadSwap            = M3[string, int, Text]{Key: "alpaka.pad.swap"}
	AlpakaPadSwapNone        = M2[string, int]{Key: "alpaka.pad.swap_none"}
	AlpakaPadNotes           = M0{Key: "alpaka.pad.notes"}
	AlpakaKeyPoints          = M0{Key: "alpaka.key.points"}
	AlpakaKeyAlpacas         = M0{Key: "alpaka.key.alpacas"}
	AlpakaKeyMostValuable    = M0{Key: "alpaka.key.most_valuable"}
	AlpakaKeyDeck            = M0{Key: "alpaka.key.deck"}
	AlpakaKeyShared          = M0{Key: "alpaka.key.shared"}
	AlpakaCategoryCards      = M0{Key: "alpaka.category.cards"}
	AlpakaCategoryFighter    = M0{Key: "alpaka.category.fighter"}
	AlpakaWarnNoFullFarm     = M0{Key: "alpaka.warn.no_full_farm"}
	AlpakaWarnRepeat         = M2[string, Text]{Key: "alpaka.warn.repeat"}
	AlpakaWarnBest           = M2[string, Text]{Key: "alpaka.warn.best"}
	AlpakaWarnSnobValue      = M1[string]{Key: "alpaka.warn.snob_value"}
	AlpakaWarnRepeatExcluded = M2[string, Text]{Key: "alpaka.warn.repeat_excluded"}
)

// Problems and where they are.
var (
	AlpakaErrUnknownCard        = M1[string]{Key: "alpaka.err.unknown_card"}
	AlpakaErrUnknownCardNear    = M2[string, string]{Key: "alpaka.err.unknown_card_near"}
	AlpakaErrNotMarketType      = M1[Text]{Key: "alpaka.err.not_market_type"}
	AlpakaErrCardTwice          = M1[Text]{Key: "alpaka.err.card_twice"}
	AlpakaErrWhiteCount         = M2[int, int]{Key: "alpaka.err.white_count"}
	AlpakaErrRulebookValue      = M3[Text, int, int]{Key: "alpaka.err.rulebook_value"}
	AlpakaErrOptionValue        = M2[string, string]{Key: "alpaka.err.option_value"}
	AlpakaErrFenceOverfull      = M2[int, int]{Key: "alpaka.err.fence_overfull"}
	AlpakaErrFenceEmpty         = M0{Key: "alpaka.err.fence_empty"}
	AlpakaErrTwinsNotAlone      = M0{Key: "alpaka.err.twins_not_alone"}
	AlpakaErrTooManyFences      = M2[int, int]{Key: "alpaka.err.too_many_fences"}
	AlpakaErrNameTwiceOnFarm    = M1[Text]{Key: "alpaka.err.name_twice_on_farm"}
	AlpakaErrFenceCardOnFarm    = M0{Key: "alpaka.err.fence_card_on_farm"}
	AlpakaErrTooManyCopies      = M3[int, Text, int]{Key: "alpaka.err.too_many_copies"}
	AlpakaErrUnicornIneligible  = M1[Text]{Key: "alpaka.err.unicorn_ineligible"}
	AlpakaErrUnicornNotMarket   = M1[Text]{Key: "alpaka.err.unicorn_not_in_market"}
	AlpakaErrUnicornWithout     = M1[Text]{Key: "alpaka.err.unicorn_without"}
	AlpakaErrChoiceRequired     = M0{Key: "alpaka.err.unicorn_choice_required"}
	AlpakaErrRepeatRefused      = M1[Text]{Key: "alpaka.err.replacement_repeat"}
	AlpakaErrMarketNeeded       = M0{Key: "alpaka.err.market_needed"}
	AlpakaErrDeckAlpacasNeeded  = M0{Key: "alpaka.err.deck_alpacas_needed"}
	AlpakaErrDeckAlpacasWithout = M0{Key: "alpaka.err.deck_alpacas_without"}
	AlpakaErrDeckAlpacasOver    = M2[int, int]{Key: "alpaka.err.deck_alpacas_over_deck"}
	AlpakaErrValueUnknown       = M1[Text]{Key: "alpaka.err.value_unknown"}
	AlpakaErrNotAlpaka          = M1[string]{Key: "alpaka.err.not_alpaka"}
	AlpakaErrNoblesValueUnknown = M0{Key: "alpaka.err.nobles_value_unknown"}
	AlpakaErrQuickPlayers       = M1[int]{Key: "alpaka.err.quick_players"}
	AlpakaErrMarketCount        = M2[int, int]{Key: "alpaka.err.market_count"}
	AlpakaErrMarketColour       = M3[int, Text, int]{Key: "alpaka.err.market_colour"}
	AlpakaErrCodeOtherGame      = M2[string, Text]{Key: "alpaka.err.code_other_game"}
	AlpakaFieldFence            = M1[int]{Key: "alpaka.field.fence"}
	AlpakaFieldFarm             = M0{Key: "alpaka.field.farm"}
	AlpakaFieldDeck             = M0{Key: "alpaka.field.deck"}
	AlpakaFieldDeckAlpacas      = M0{Key: "alpaka.field.deck_alpacas"}
	AlpakaFieldUnicorn          = M0{Key: "alpaka.field.unicorn"}
	AlpakaFieldMarket           = M0{Key: "alpaka.field.market"}
	AlpakaFieldValue            = M0{Key: "alpaka.field.value"}
)

// The walk-through at the table.
var (
	AlpakaAskPlayers         = M0{Key: "alpaka.ask.players"}
	AlpakaExplainPlayers     = M0{Key: "alpaka.explain.players"}
	AlpakaExplainFences      = M0{Key: "alpaka.explain.fences"}
	AlpakaExplainDeck        = M0{Key: "alpaka.explain.deck"}
	AlpakaExplainDeckAlpacas = M0{Key: "alpaka.explain.deck_alpacas"}
	AlpakaExplainUnicorn     = M0{Key: "alpaka.explain.unicorn"}
	AlpakaExplainMarket      = M0{Key: "alpaka.explain.market"}
	AlpakaExplainValue       = M0{Key: "alpaka.explain.value"}
	AlpakaFieldFences        = M0{Key: "alpaka.field.fences"}
	AlpakaAskFences          = M1[string]{Key: "alpaka.ask.fences"}
	AlpakaAskDeck            = M1[string]{Key: "alpaka.ask.deck"}
	AlpakaAskDeckAlpacas     = M1[string]{Key: "alpaka.ask.deck_alpacas"}
	AlpakaAskUnicorn         = M1[string]{Key: "alpaka.ask.unicorn"}
	AlpakaAskMarket          = M0{Key: "alpaka.ask.market"}
	AlpakaAskValue           = M1[Text]{Key: "alpaka.ask.value"}
	AlpakaAskNobles          = M0{Key: "alpaka.ask.nobles"}
	AlpakaAskSaveValues      = M1[string]{Key: "alpaka.ask.save_values"}
	AlpakaWalkSaved          = M1[string]{Key: "alpaka.walk.saved"}
	AlpakaWalkRecord         = M0{Key: "alpaka.walk.record"}
	AlpakaErrPlayersCount    = M3[int, int, int]{Key: "alpaka.err.players_count"}
	AlpakaWalkContinue       = M1[string]{Key: "alpaka.walk.continue"}
	AlpakaWalkStopped        = M1[string]{Key: "alpaka.walk.stopped"}
	AlpakaAskReview          = M0{Key: "alpaka.ask.review"}
	AlpakaReviewLine         = M3[string, string, int]{Key: "alpaka.review.line"}
	AlpakaErrReviewName      = M2[string, string]{Key: "alpaka.err.review_name"}
)

// The calibration of Alpaka's values (box calibrate --section alpaka).
var (
	AlpakaAskBoxValues     = M1[string]{Key: "alpaka.ask.box_values"}
	AlpakaAskBoxWhite      = M0{Key: "alpaka.ask.box_white"}
	AlpakaAskBoxSnob       = M0{Key: "alpaka.ask.box_snob"}
	AlpakaBoxHint          = M0{Key: "alpaka.box.hint"}
	AlpakaBoxSection       = M0{Key: "alpaka.box.section"}
	AlpakaHelpBoxCalibrate = M0{Key: "alpaka.help.box_calibrate"}
	AlpakaErrValuesCount   = M2[int, int]{Key: "alpaka.err.values_count"}
	AlpakaErrValuesOrder   = M4[Text, int, Text, int]{Key: "alpaka.err.values_order"}
	AlpakaErrNoblesLow     = M2[int, int]{Key: "alpaka.err.nobles_low"}
)

// Scoring on the players' phones (alpaka score --serve).
var (
	AlpakaFlagNames     = M0{Key: "alpaka.flag.names"}
	AlpakaErrServeNames = M0{Key: "alpaka.err.serve_names"}
	AlpakaServeChange   = M0{Key: "alpaka.serve.change"}
	AlpakaServeHostHelp = M0{Key: "alpaka.serve.host_help"}
	AlpakaServeIdle     = M1[int]{Key: "alpaka.serve.idle"}
	AlpakaServeTitle    = M0{Key: "alpaka.serve.title"}
)

// Alpaka's section in `box show`.
var (
	AlpakaBoxHeading      = M2[int, int]{Key: "alpaka.box.heading"}
	AlpakaBoxWhite        = M1[string]{Key: "alpaka.box.white"}
	AlpakaBoxWhiteUnknown = M0{Key: "alpaka.box.white_unknown"}
	AlpakaHeadOption      = M0{Key: "alpaka.head.option"}
	AlpakaHeadValue       = M0{Key: "alpaka.head.value"}
)
