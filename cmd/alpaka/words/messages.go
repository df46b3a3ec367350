package words

import "altiplano/cmd/text"

// Commands and flags.
var (
	HelpShort        = text.M0{Key: "alpaka.help.short"}
	GameName         = text.M0{Key: "alpaka.name"}
	HelpLong         = text.M0{Key: "alpaka.help.long"}
	HelpSetupShort   = text.M0{Key: "alpaka.help.setup_short"}
	HelpSetupLong    = text.M0{Key: "alpaka.help.setup_long"}
	HelpScoreShort   = text.M0{Key: "alpaka.help.score_short"}
	HelpScoreLong    = text.M0{Key: "alpaka.help.score_long"}
	FlagPlayers      = text.M0{Key: "alpaka.flag.players"}
	FlagMarket       = text.M0{Key: "alpaka.flag.market"}
	FlagQuick        = text.M0{Key: "alpaka.flag.quick"}
	FlagFirstRandom  = text.M0{Key: "alpaka.flag.first_random"}
	ErrPlayersNeeded = text.M0{Key: "alpaka.err.players_needed"}
)

// The setup sheet.
var (
	SheetTitle = text.M1[int]{Key: "alpaka.sheet.title"}
	SheetCode  = text.M1[string]{Key: "alpaka.sheet.code"}
	// SheetCodePhone is SheetCode where no command is typed.
	SheetCodePhone        = text.M1[string]{Key: "alpaka.sheet.code@phone"}
	SheetDeck             = text.M3[int, int, int]{Key: "alpaka.sheet.deck"}
	SheetBox              = text.M3[int, int, int]{Key: "alpaka.sheet.box"}
	SheetMarketByValue    = text.M0{Key: "alpaka.sheet.market_by_value"}
	SheetMarketInOrder    = text.M0{Key: "alpaka.sheet.market_in_order"}
	SheetStackCard        = text.M2[text.Text, int]{Key: "alpaka.sheet.stack_card", Count: 2}
	SheetStackColour      = text.M3[text.Text, text.Text, int]{Key: "alpaka.sheet.stack_colour", Count: 3}
	SheetStackPosition    = text.M3[text.Text, int, int]{Key: "alpaka.sheet.stack_position", Count: 3}
	SheetStackNobles      = text.M1[int]{Key: "alpaka.sheet.stack_nobles", Count: 1}
	SheetStackSnob        = text.M1[int]{Key: "alpaka.sheet.stack_snob", Count: 1}
	SheetValue            = text.M2[int, text.Text]{Key: "alpaka.sheet.value"}
	SheetPositions        = text.M0{Key: "alpaka.sheet.positions"}
	SheetOrder            = text.M1[text.Text]{Key: "alpaka.sheet.order"}
	SheetColoursUnchecked = text.M0{Key: "alpaka.sheet.colours_unchecked"}
	SheetQuick            = text.M0{Key: "alpaka.sheet.quick"}
	SheetQuickTypesOnly   = text.M0{Key: "alpaka.sheet.quick_types_only"}
	SheetQuickNoble       = text.M0{Key: "alpaka.sheet.quick_noble"}
	SheetBabies           = text.M0{Key: "alpaka.sheet.babies"}
	SheetTokens           = text.M0{Key: "alpaka.sheet.tokens"}
	SheetFirstPetted      = text.M0{Key: "alpaka.sheet.first_petted"}
	SheetFirstRandom      = text.M1[int]{Key: "alpaka.sheet.first_random"}
	ColourBrown           = text.M0{Key: "alpaka.colour.brown"}
	ColourWhite           = text.M0{Key: "alpaka.colour.white"}
	SourceBox             = text.M0{Key: "alpaka.source.box"}
	SourceRulebook        = text.M0{Key: "alpaka.source.rulebook"}
	SourceInferred        = text.M0{Key: "alpaka.source.inferred"}
)

// The score pad.
var (
	PadPlayer          = text.M3[int, string, int]{Key: "alpaka.pad.player", Count: 3}
	PadCard            = text.M3[int, text.Text, int]{Key: "alpaka.pad.card"}
	PadZeroSnob        = text.M0{Key: "alpaka.pad.zero_snob"}
	PadZeroLoudmouth   = text.M0{Key: "alpaka.pad.zero_loudmouth"}
	PadFromUnicorn     = text.M0{Key: "alpaka.pad.from_unicorn"}
	PadUnicornStays    = text.M0{Key: "alpaka.pad.unicorn_stays"}
	PadFighter         = text.M2[int, int]{Key: "alpaka.pad.fighter", Count: 2}
	PadKeys            = text.M3[int, int, int]{Key: "alpaka.pad.keys"}
	PadWinner          = text.M2[string, text.Text]{Key: "alpaka.pad.winner"}
	PadTie             = text.M4[string, string, int, text.Text]{Key: "alpaka.pad.tie"}
	PadTieShared       = text.M3[string, string, int]{Key: "alpaka.pad.tie_shared"}
	PadShared          = text.M1[string]{Key: "alpaka.pad.shared"}
	PadSwaps           = text.M0{Key: "alpaka.pad.swaps"}
	PadSwap            = text.M3[string, int, text.Text]{Key: "alpaka.pad.swap"}
	PadSwapNone        = text.M2[string, int]{Key: "alpaka.pad.swap_none"}
	PadNotes           = text.M0{Key: "alpaka.pad.notes"}
	KeyPoints          = text.M0{Key: "alpaka.key.points"}
	KeyAlpacas         = text.M0{Key: "alpaka.key.alpacas"}
	KeyMostValuable    = text.M0{Key: "alpaka.key.most_valuable"}
	KeyDeck            = text.M0{Key: "alpaka.key.deck"}
	KeyShared          = text.M0{Key: "alpaka.key.shared"}
	CategoryCards      = text.M0{Key: "alpaka.category.cards"}
	CategoryFighter    = text.M0{Key: "alpaka.category.fighter"}
	WarnNoFullFarm     = text.M0{Key: "alpaka.warn.no_full_farm"}
	WarnRepeat         = text.M2[string, text.Text]{Key: "alpaka.warn.repeat"}
	WarnBest           = text.M2[string, text.Text]{Key: "alpaka.warn.best"}
	WarnSnobValue      = text.M1[string]{Key: "alpaka.warn.snob_value"}
	WarnRepeatExcluded = text.M2[string, text.Text]{Key: "alpaka.warn.repeat_excluded"}
)

// Problems and where they are.
var (
	ErrUnknownCard             = text.M1[string]{Key: "alpaka.err.unknown_card"}
	ErrUnknownCardNear         = text.M2[string, string]{Key: "alpaka.err.unknown_card_near"}
	ErrNotMarketType           = text.M1[text.Text]{Key: "alpaka.err.not_market_type"}
	ErrCardTwice               = text.M1[text.Text]{Key: "alpaka.err.card_twice"}
	ErrWhiteCount              = text.M2[int, int]{Key: "alpaka.err.white_count", Count: 1}
	ErrRulebookValue           = text.M3[text.Text, int, int]{Key: "alpaka.err.rulebook_value"}
	ErrOptionValue             = text.M2[string, string]{Key: "alpaka.err.option_value"}
	ErrFenceOverfull           = text.M2[int, int]{Key: "alpaka.err.fence_overfull"}
	ErrFenceEmpty              = text.M0{Key: "alpaka.err.fence_empty"}
	ErrTwinsNotAlone           = text.M0{Key: "alpaka.err.twins_not_alone"}
	ErrTooManyFences           = text.M2[int, int]{Key: "alpaka.err.too_many_fences"}
	ErrNameTwiceOnFarm         = text.M1[text.Text]{Key: "alpaka.err.name_twice_on_farm"}
	ErrFenceCardOnFarm         = text.M0{Key: "alpaka.err.fence_card_on_farm"}
	ErrTooManyCopies           = text.M3[int, text.Text, int]{Key: "alpaka.err.too_many_copies"}
	ErrUnicornIneligible       = text.M1[text.Text]{Key: "alpaka.err.unicorn_ineligible"}
	ErrUnicornNotMarket        = text.M1[text.Text]{Key: "alpaka.err.unicorn_not_in_market"}
	ErrUnicornWithout          = text.M1[text.Text]{Key: "alpaka.err.unicorn_without"}
	ErrChoiceRequired          = text.M0{Key: "alpaka.err.unicorn_choice_required"}
	ErrChoiceRequiredInFile    = text.M0{Key: "alpaka.err.unicorn_choice_required_in_file"}
	ErrRepeatRefused           = text.M1[text.Text]{Key: "alpaka.err.replacement_repeat"}
	ErrRepeatRefusedInFile     = text.M1[text.Text]{Key: "alpaka.err.replacement_repeat_in_file"}
	ErrMarketNeeded            = text.M0{Key: "alpaka.err.market_needed"}
	ErrMarketNeededInFile      = text.M0{Key: "alpaka.err.market_needed_in_file"}
	ErrDeckAlpacasNeeded       = text.M0{Key: "alpaka.err.deck_alpacas_needed"}
	ErrDeckAlpacasNeededInFile = text.M0{Key: "alpaka.err.deck_alpacas_needed_in_file"}
	ErrDeckAlpacasWithout      = text.M0{Key: "alpaka.err.deck_alpacas_without"}
	ErrDeckAlpacasOver         = text.M2[int, int]{Key: "alpaka.err.deck_alpacas_over_deck"}
	ErrValueUnknown            = text.M1[text.Text]{Key: "alpaka.err.value_unknown"}
	ErrNotAlpaka               = text.M1[string]{Key: "alpaka.err.not_alpaka"}
	ErrNoblesValueUnknown      = text.M0{Key: "alpaka.err.nobles_value_unknown"}
	ErrQuickPlayers            = text.M1[int]{Key: "alpaka.err.quick_players"}
	ErrMarketCount             = text.M2[int, int]{Key: "alpaka.err.market_count", Count: 1}
	ErrMarketColour            = text.M3[int, text.Text, int]{Key: "alpaka.err.market_colour"}
	ErrCodeOtherGame           = text.M2[string, text.Text]{Key: "alpaka.err.code_other_game"}
	FieldFence                 = text.M1[int]{Key: "alpaka.field.fence"}
	FieldFarm                  = text.M0{Key: "alpaka.field.farm"}
	FieldDeck                  = text.M0{Key: "alpaka.field.deck"}
	FieldDeckAlpacas           = text.M0{Key: "alpaka.field.deck_alpacas"}
	FieldUnicorn               = text.M0{Key: "alpaka.field.unicorn"}
	FieldMarket                = text.M0{Key: "alpaka.field.market"}
	FieldValue                 = text.M0{Key: "alpaka.field.value"}
)

// The walk-through at the table.
var (
	AskPlayers         = text.M0{Key: "alpaka.ask.players"}
	ExplainPlayers     = text.M0{Key: "alpaka.explain.players"}
	ExplainFences      = text.M0{Key: "alpaka.explain.fences"}
	ExplainDeck        = text.M0{Key: "alpaka.explain.deck"}
	ExplainDeckAlpacas = text.M0{Key: "alpaka.explain.deck_alpacas"}
	ExplainUnicorn     = text.M0{Key: "alpaka.explain.unicorn"}
	ExplainMarket      = text.M0{Key: "alpaka.explain.market"}
	ExplainValue       = text.M0{Key: "alpaka.explain.value"}
	FieldFences        = text.M0{Key: "alpaka.field.fences"}
	// ShowUnicornBest is the review's answer of a unicorn left to the best
	// card (Enter).
	ShowUnicornBest = text.M0{Key: "alpaka.review.unicorn_best"}
	// NoUnicorn and NoFighter say why the review's unicorn and deck
	// alpacas lines are not asked of a player, NoUnicornAnyone why its
	// market line is not asked.
	NoUnicorn       = text.M0{Key: "alpaka.review.no_unicorn"}
	NoFighter       = text.M0{Key: "alpaka.review.no_fighter"}
	NoUnicornAnyone = text.M0{Key: "alpaka.review.no_unicorn_anyone"}
	AskValue        = text.M1[text.Text]{Key: "alpaka.ask.value"}
	AskNobles       = text.M0{Key: "alpaka.ask.nobles"}
)

// The calibration of Alpaka's values (box calibrate --section alpaka).
var (
	AskBoxValues     = text.M1[string]{Key: "alpaka.ask.box_values"}
	AskBoxWhite      = text.M0{Key: "alpaka.ask.box_white"}
	AskBoxSnob       = text.M0{Key: "alpaka.ask.box_snob"}
	BoxHint          = text.M0{Key: "alpaka.box.hint"}
	BoxSection       = text.M0{Key: "alpaka.box.section"}
	HelpBoxCalibrate = text.M0{Key: "alpaka.help.box_calibrate"}
	HelpBox          = text.M0{Key: "alpaka.box.help"}
	ErrValuesCount   = text.M2[int, int]{Key: "alpaka.err.values_count"}
	ErrValuesOrder   = text.M4[text.Text, int, text.Text, int]{Key: "alpaka.err.values_order"}
	// Several values out of order in one answer: what is wrong said once,
	// then each type with the types listed before it at more.
	ErrValuesOrderAll   = text.M1[string]{Key: "alpaka.err.values_order_all"}
	ErrValuesOrderAfter = text.M3[text.Text, int, string]{Key: "alpaka.err.values_order_after"}
	ErrValuesOrderAt    = text.M2[text.Text, int]{Key: "alpaka.err.values_order_at"}
	ErrNoblesLow        = text.M2[int, int]{Key: "alpaka.err.nobles_low"}
)

// Scoring on the players' phones (alpaka score --serve).
var (
	ServeTitle = text.M0{Key: "alpaka.serve.title"}
)

// Alpaka's section in `box show`.
var (
	BoxHeading      = text.M2[int, int]{Key: "alpaka.box.heading"}
	BoxWhite        = text.M1[string]{Key: "alpaka.box.white"}
	BoxWhiteUnknown = text.M0{Key: "alpaka.box.white_unknown"}
	HeadOption      = text.M0{Key: "alpaka.head.option"}
	HeadValue       = text.M0{Key: "alpaka.head.value"}
)

// The lines of Alpaka's score pad as the phones show it in a table.
var (
	SheetCards   = text.M0{Key: "alpaka.sheet.cards"}
	SheetFighter = text.M0{Key: "alpaka.sheet.fighter"}
)

// The variants of the walk-through's texts that a phone says (text.ForPhone).
var (
	ExplainMarketPhone  = text.M0{Key: "alpaka.explain.market@phone"}
	ExplainUnicornPhone = text.M0{Key: "alpaka.explain.unicorn@phone"}
)
