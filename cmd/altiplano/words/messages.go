package words

import "altiplano/cmd/text"

// The program, its flags and usage.
var (
	GameName        = text.M0{Key: "game.name"}
	HelpFlagPlayers = text.M0{Key: "help.flag.players"}
)

// Errors of the command line, files and configuration.
var (
	ErrSeatNeedsCode  = text.M1[string]{Key: "err.seat_needs_code"}
	ErrPlayersOrNames = text.M2[int, int]{Key: "err.players_or_names"}
	ErrCodePlayers    = text.M3[string, int, int]{Key: "err.code_players"}
	ErrCodeNames      = text.M2[string, string]{Key: "err.code_names"}
)

// Where a problem is.
var (
	FieldCoins        = text.M0{Key: "field.coins"}
	FieldGoods        = text.M0{Key: "field.goods"}
	FieldGood         = text.M1[string]{Key: "field.good"}
	FieldWarehouse    = text.M0{Key: "field.warehouse"}
	FieldWarehouseRow = text.M1[int]{Key: "field.warehouse_row"}
	FieldBoats        = text.M0{Key: "field.boats"}
	FieldHouses       = text.M0{Key: "field.houses"}
	FieldHouse        = text.M1[int]{Key: "field.house"}
	FieldOrders       = text.M0{Key: "field.orders"}
	FieldOrder        = text.M1[int]{Key: "field.order"}
	FieldMissions     = text.M0{Key: "field.missions"}
	FieldMission      = text.M1[int]{Key: "field.mission"}
	FieldRoles        = text.M0{Key: "field.roles"}
)

// Problems with what a user typed or wrote (rules.Problem kinds).
var (
	ErrUnknownGood               = text.M1[string]{Key: "err.unknown_good"}
	ErrWarehouseNoSuchRow        = text.M1[int]{Key: "err.warehouse.no_such_row", Count: 1}
	ErrWarehouseGap              = text.M1[int]{Key: "err.warehouse.gap"}
	ErrWarehouseOverfull         = text.M2[int, int]{Key: "err.warehouse.overfull", Count: 2}
	ErrWarehouseUnfinishedBefore = text.M2[string, int]{Key: "err.warehouse.unfinished_earlier"}
	ErrWarehouseFood             = text.M1[int]{Key: "err.warehouse.food"}
	ErrWarehouseCornRow          = text.M2[int, string]{Key: "err.warehouse.corn_row"}
	ErrWarehouseMixed            = text.M3[int, string, string]{Key: "err.warehouse.mixed"}
	ErrCornOutside               = text.M2[string, int]{Key: "err.corn.outside"}
	ErrCornOutsideFile           = text.M2[string, int]{Key: "err.corn.outside_file"}
	ErrCornStoreFull             = text.M2[string, int]{Key: "err.corn.store_full"}
	ErrNoSuchMission             = text.M1[string]{Key: "err.no_such_mission"}
	ErrDuplicateMission          = text.M1[int]{Key: "err.duplicate_mission"}
	ErrYAMLDuplicateGood         = text.M2[string, string]{Key: "err.yaml.duplicate_good"}
	ErrProfileSide               = text.M1[string]{Key: "err.profile.side"}
	ErrProfileRightBeforeLeft    = text.M0{Key: "err.profile.right_before_left"}
	ErrProfileFirstRow           = text.M2[int, int]{Key: "err.profile.first_row"}
	ErrProfileCount              = text.M2[int, int]{Key: "err.profile.count", Count: 2}
	ErrProfileEffect             = text.M1[string]{Key: "err.profile.effect"}
	ErrProfileEffectMissing      = text.M1[int]{Key: "err.profile.effect_missing"}
	ErrProfileLetter             = text.M1[string]{Key: "err.profile.letter"}
	ErrProfileMark               = text.M1[string]{Key: "err.profile.mark"}
	ErrProfileRole               = text.M1[string]{Key: "err.profile.role"}
	ErrMissionSaysNotButIs       = text.M0{Key: "err.mission.says_not_but_is"}
	ErrMissionSaysButIsNot       = text.M1[string]{Key: "err.mission.says_but_is_not"}
	ErrMissionClaimRequired      = text.M0{Key: "err.mission.claim_required"}
	ErrMissionClaimImpossible    = text.M3[string, int, text.Text]{Key: "err.mission.claim_impossible"}
	ErrMissionClaimUnnamed       = text.M2[int, text.Text]{Key: "err.mission.claim_impossible_unnamed"}
	ErrMissionNeedsOrderGoods    = text.M0{Key: "err.mission.needs_order_goods"}
	ErrRecordEmpty               = text.M0{Key: "err.record.empty"}
	ErrRecordVersion             = text.M2[string, int]{Key: "err.record.version"}
	ErrRecordRole                = text.M1[string]{Key: "err.record.role"}
	ErrRecordRoleTwice           = text.M2[string, string]{Key: "err.record.role_twice"}
	ErrRecordStartTwice          = text.M1[string]{Key: "err.record.start_twice"}
	ErrRecordRow                 = text.M0{Key: "err.record.row"}
	ErrRecordMissionShape        = text.M1[string]{Key: "err.record.mission_shape"}
	ErrRecordRowEmpty            = text.M1[int]{Key: "err.record.row_empty"}
	ErrRecordOrderNoGoods        = text.M1[int]{Key: "err.record.order_no_goods"}
	ErrProfileOrderNoGoods       = text.M3[int, int, int]{Key: "err.profile.order_no_goods"}
	ErrProfileHouseFace          = text.M1[string]{Key: "err.profile.house_face"}
	ErrProfileRowsEmpty          = text.M0{Key: "err.profile.rows_empty"}
	ErrProfileRowVPDown          = text.M4[int, int, int, int]{Key: "err.profile.row_vp_down"}
	ErrRecordPlayerCount         = text.M3[int, int, int]{Key: "err.record.player_count"}
	ErrRowVPButIncomplete        = text.M2[int, int]{Key: "err.row.vp_but_incomplete"}
	ErrRowVPMismatch             = text.M2[int, int]{Key: "err.row.vp_mismatch"}
	ErrRowVPUnknown              = text.M1[int]{Key: "err.row.vp_unknown", Count: 1}
	ErrRecordMissionsOff         = text.M0{Key: "err.record.missions_off"}
	ErrMissionVPMismatch         = text.M2[int, int]{Key: "err.mission.vp_mismatch"}
	ErrMissionVPUnknown          = text.M1[int]{Key: "err.mission.vp_unknown"}
	ErrRecordMissionShared       = text.M2[int, string]{Key: "err.record.mission_shared"}
	ErrRecordMissionSharedOther  = text.M1[int]{Key: "err.record.mission_shared_by_another"}
	ErrHouseNoSuchCard           = text.M1[string]{Key: "err.house.no_such_card"}
	ErrHouseUnlikely             = text.M1[string]{Key: "err.house.unlikely"}
	ErrOrderNoCard               = text.M1[int]{Key: "err.order.no_card"}
	ErrLimitGood                 = text.M4[int, string, int, int]{Key: "err.limit.good"}
	ErrLimitHouses               = text.M2[int, int]{Key: "err.limit.houses"}
	ErrLimitBoats                = text.M2[int, int]{Key: "err.limit.boats"}
	ErrLimitOrders               = text.M2[int, int]{Key: "err.limit.orders"}
	ErrLimitHouseFaces           = text.M3[string, int, int]{Key: "err.limit.house_cards"}
	ErrEntryTwoNumbers           = text.M1[string]{Key: "err.entry.two_numbers"}
	ErrEntryNumberAlone          = text.M1[int]{Key: "err.entry.number_alone"}
	ErrEntryRowVP                = text.M1[string]{Key: "err.entry.row_vp"}
	ErrEntryRowEmpty             = text.M0{Key: "err.entry.row_empty"}
	ErrEntryMissionWord          = text.M1[string]{Key: "err.entry.mission_word"}
	ErrEntryMissionAmbiguous     = text.M2[string, string]{Key: "err.entry.mission_ambiguous"}
	ErrEntryWords                = text.M2[int, int]{Key: "err.entry.words"}
	ErrRoleMode                  = text.M1[string]{Key: "err.role_mode"}
	ErrStartMode                 = text.M1[string]{Key: "err.start_mode"}
	ErrNamesCount                = text.M2[int, int]{Key: "err.names_count", Count: 1}
	ErrCodeOtherGame             = text.M2[string, text.Text]{Key: "err.code_other_game"}
	ErrSeatRange                 = text.M2[int, int]{Key: "err.seat_range"}
)

// The rules views.
var (
	HelpRulesShort           = text.M0{Key: "help.rules.short"}
	HelpRulesLong            = text.M0{Key: "help.rules.long"}
	HelpRulesGoodsShort      = text.M0{Key: "help.rules.goods.short"}
	HelpRulesSupplyShort     = text.M0{Key: "help.rules.supply.short"}
	HelpRulesWarehouseShort  = text.M0{Key: "help.rules.warehouse.short"}
	HelpRulesMissionsShort   = text.M0{Key: "help.rules.missions.short"}
	HelpRulesExtensionsShort = text.M0{Key: "help.rules.extensions.short"}
	HelpRulesRolesShort      = text.M0{Key: "help.rules.roles.short"}
	HeadGood                 = text.M0{Key: "head.good"}
	HeadVPPerTile            = text.M0{Key: "head.vp_per_tile"}
	HeadInBox                = text.M0{Key: "head.in_box"}
	HeadFoundAt              = text.M0{Key: "head.found_at"}
	HeadLocation             = text.M0{Key: "head.location"}
	HeadItem                 = text.M0{Key: "head.item"}
	HeadLayOut               = text.M0{Key: "head.lay_out"}
	HeadBackToBox            = text.M0{Key: "head.back_to_box"}
	HeadRow                  = text.M0{Key: "head.row"}
	HeadSide                 = text.M0{Key: "head.side"}
	HeadCapacity             = text.M0{Key: "head.capacity"}
	HeadVP                   = text.M0{Key: "head.vp"}
	HeadDecidedBy            = text.M0{Key: "head.decided_by"}
	HeadEffect               = text.M0{Key: "head.effect"}
	HeadWhere                = text.M0{Key: "head.where"}
	HeadDoes                 = text.M0{Key: "head.does"}
	HeadLetter               = text.M0{Key: "head.letter"}
	HeadCost                 = text.M0{Key: "head.cost"}
	HeadSlot                 = text.M0{Key: "head.slot"}
	HeadSurcharge            = text.M0{Key: "head.surcharge"}
	HeadFood                 = text.M0{Key: "head.food"}
	HeadCoins                = text.M0{Key: "head.coins"}
	HeadGoods                = text.M0{Key: "head.goods"}
	TitleGoods               = text.M0{Key: "title.goods"}
	TitleSupply              = text.M1[int]{Key: "title.supply", Count: 1}
	TitleWarehouseRules      = text.M0{Key: "title.warehouse_rules"}
	TitleWarehouseRows       = text.M0{Key: "title.warehouse_rows"}
	TitleMissions            = text.M0{Key: "title.missions"}
	TitleMissionsSeat        = text.M1[string]{Key: "title.missions_seat"}
	TitleEffects             = text.M0{Key: "title.effects"}
	TitleTiles               = text.M1[int]{Key: "title.tiles"}
	TitleStrip               = text.M0{Key: "title.strip"}
	TitleRoles               = text.M0{Key: "title.roles"}
	HintRecordWarehouse      = text.M0{Key: "hint.record_warehouse"}
	HintMissionDeal          = text.M0{Key: "hint.mission_deal"}
	HintRecordMissions       = text.M1[int]{Key: "hint.record_missions", Count: 1}
	HintRecordTiles          = text.M0{Key: "hint.record_tiles"}
	HintRoles                = text.M0{Key: "hint.roles"}
	ValueUnlimited           = text.M0{Key: "value.unlimited"}
	ValueRemovedUnseen       = text.M1[int]{Key: "value.removed_unseen"}
	ValueBottomSlot          = text.M0{Key: "value.bottom_slot"}
	WarehouseRuleOrder       = text.M0{Key: "warehouse.rule.order"}
	WarehouseRuleGood        = text.M0{Key: "warehouse.rule.good"}
	WarehouseRuleOneOpen     = text.M0{Key: "warehouse.rule.one_open"}
	WarehouseRuleFood        = text.M0{Key: "warehouse.rule.food"}
	WarehouseRuleCorn        = text.M0{Key: "warehouse.rule.corn"}
	WarehouseRuleScore       = text.M0{Key: "warehouse.rule.score"}
	GoodsCount               = text.M2[int, string]{Key: "goods.count"}
)

// The setup command and sheet.
var (
	HelpSetupShort   = text.M0{Key: "help.setup.short"}
	HelpSetupLong    = text.M0{Key: "help.setup.long"}
	HelpFlagNames    = text.M0{Key: "help.flag.names"}
	HelpFlagMissions = text.M0{Key: "help.flag.missions"}
	// HelpFlagJSONSheet is setup's --json: it holds the seats' secrets.
	HelpFlagJSONSheet    = text.M0{Key: "help.flag.json_sheet"}
	HelpFlagRoles        = text.M0{Key: "help.flag.roles"}
	HelpFlagStart        = text.M0{Key: "help.flag.start"}
	HelpFlagSeat         = text.M0{Key: "help.flag.seat"}
	HelpFlagCheck        = text.M0{Key: "help.flag.check"}
	SeatLabel            = text.M1[int]{Key: "seat.label"}
	HeadSeat             = text.M0{Key: "head.seat"}
	HeadStartsWith       = text.M0{Key: "head.starts_with"}
	HeadTile             = text.M0{Key: "head.tile"}
	HeadPrice            = text.M0{Key: "head.price"}
	SheetTitle           = text.M2[int, string]{Key: "sheet.title", Count: 1}
	SheetReproduce       = text.M2[string, string]{Key: "sheet.reproduce"}
	SheetPlayers         = text.M1[string]{Key: "sheet.players"}
	SheetCircleTitle     = text.M0{Key: "sheet.circle_title"}
	SheetCircle          = text.M2[string, string]{Key: "sheet.circle"}
	SheetSupplyTitle     = text.M0{Key: "sheet.supply_title"}
	SheetOrdersTitle     = text.M0{Key: "sheet.orders_title"}
	SheetOrders          = text.M3[int, int, int]{Key: "sheet.orders"}
	SheetExtensionsTitle = text.M0{Key: "sheet.extensions_title"}
	SheetExtFilter       = text.M2[int, string]{Key: "sheet.ext_filter"}
	SheetExtKeepAll      = text.M0{Key: "sheet.ext_keep_all"}
	SheetExtRemoveMarks  = text.M1[string]{Key: "sheet.ext_remove_marks"}
	SheetExtUnknown      = text.M0{Key: "sheet.ext_unknown"}
	// SheetExtUnknownOnPhone is SheetExtUnknown where no file is edited.
	SheetExtUnknownOnPhone = text.M0{Key: "sheet.ext_unknown_on_phone"}
	SheetExtInPlay         = text.M2[string, int]{Key: "sheet.ext_in_play"}
	SheetExtStrip          = text.M0{Key: "sheet.ext_strip"}
	SheetExtStack          = text.M2[int, string]{Key: "sheet.ext_stack", Count: 1}
	SheetTileName          = text.M2[int, string]{Key: "sheet.tile_name"}
	SheetPlayersTitle      = text.M0{Key: "sheet.players_title"}
	SheetKit               = text.M0{Key: "sheet.kit"}
	SheetStartYoungest     = text.M0{Key: "sheet.start_youngest"}
	SheetStartYoungestAs   = text.M1[string]{Key: "sheet.start_youngest_named"}
	SheetStartFirst        = text.M1[string]{Key: "sheet.start_first"}
	SheetStartRandom       = text.M1[string]{Key: "sheet.start_random"}
	SheetStartNamed        = text.M1[string]{Key: "sheet.start_named"}
	SheetRolesTitle        = text.M0{Key: "sheet.roles_title"}
	SheetRolesDeal         = text.M0{Key: "sheet.roles_deal"}
	SheetRolesDraft        = text.M1[string]{Key: "sheet.roles_draft"}
	SheetRolesTake         = text.M0{Key: "sheet.roles_take"}
	SheetRoleUnknown       = text.M0{Key: "sheet.role_unknown"}
	SheetRoleStart         = text.M3[int, int, string]{Key: "sheet.role_start"}
	SheetMissionsTitle     = text.M0{Key: "sheet.missions_title"}
	SheetMissionDeal       = text.M1[string]{Key: "sheet.mission_deal"}
	// SheetMissionDealOnPhone is SheetMissionDeal where each seat's
	// missions are behind a button of their own.
	SheetMissionDealOnPhone = text.M0{Key: "sheet.mission_deal_on_phone"}
	SheetMissionPass        = text.M0{Key: "sheet.mission_pass"}
	SheetMissionPass2       = text.M0{Key: "sheet.mission_pass2"}
	SheetEndTitle           = text.M1[int]{Key: "sheet.end_title"}
	SeatCardTitle           = text.M2[int, string]{Key: "seat.title"}
	SeatCardTitleUnnamed    = text.M1[int]{Key: "seat.title.unnamed"} // a code that carries no names
	SeatCardSecret          = text.M0{Key: "seat.secret"}
	ErrSeatNeedsMissions    = text.M0{Key: "err.seat_needs_missions"}
)

// Check of the laid-out table.
var (
	ErrCheckNeedsTerminal = text.M0{Key: "err.check_needs_terminal"}
	CheckIntro            = text.M1[int]{Key: "check.intro"}
	CheckAsk              = text.M3[string, string, int]{Key: "check.ask"}
	CheckAllGood          = text.M0{Key: "check.all_good"}
	CheckFixTitle         = text.M0{Key: "check.fix_title"}
	CheckAdd              = text.M3[int, string, string]{Key: "check.add"}
	CheckRemove           = text.M3[int, string, string]{Key: "check.remove"}
	StoppedCheck          = text.M0{Key: "stopped.check"}
)

// The end of the game and the scoring order.
var (
	HelpRulesEndShort = text.M0{Key: "help.rules.end.short"}
	TitleEnd          = text.M0{Key: "title.end"}
	EndTrigger        = text.M0{Key: "end.trigger"}
	EndFinish         = text.M0{Key: "end.finish"}
	EndStoreE24       = text.M0{Key: "end.store_e24"}
	EndScoringTitle   = text.M0{Key: "end.scoring_title"}
	EndTieBreak       = text.M0{Key: "end.tie_break"}
)

// The score command and pad.
var (
	HelpScoreShort            = text.M0{Key: "help.score.short"}
	HelpScoreLong             = text.M0{Key: "help.score.long"}
	HelpFlagScoreCode         = text.M0{Key: "help.flag.score_code"}
	HeadCategory              = text.M0{Key: "head.category"}
	PadTitle                  = text.M1[int]{Key: "pad.title", Count: 1}
	PadCoins                  = text.M0{Key: "pad.coins"}
	PadMissionsTitle          = text.M0{Key: "pad.missions_title"}
	PadNoMissions             = text.M0{Key: "pad.no_missions"}
	PadMissionAchieved        = text.M3[int, string, int]{Key: "pad.mission_achieved"}
	PadMissionMissed          = text.M2[int, string]{Key: "pad.mission_missed"}
	PadWinner                 = text.M2[string, int]{Key: "pad.winner", Count: 2}
	PadWinnersShared          = text.M3[string, int, int]{Key: "pad.winners_shared", Count: 2}
	PadNameCoins              = text.M2[string, int]{Key: "pad.name_coins", Count: 2}
	PadTieDecided             = text.M2[int, string]{Key: "pad.tie_decided", Count: 1}
	PadTieShared              = text.M3[int, string, string]{Key: "pad.tie_shared", Count: 1}
	PadAssumptions            = text.M0{Key: "pad.assumptions"}
	AssumeGoodsInferred       = text.M1[string]{Key: "assume.goods_inferred"}
	AssumeRowsIncomplete      = text.M2[string, string]{Key: "assume.rows_incomplete"}
	AssumeRowVPInferred       = text.M1[string]{Key: "assume.row_vp_inferred"}
	AssumeMissionVPInferred   = text.M1[int]{Key: "assume.mission_vp_inferred"}
	AssumeCapacitiesUnchecked = text.M0{Key: "assume.capacities_unchecked"}
	AssumeHouseBonusTwice     = text.M2[string, string]{Key: "assume.house_bonus_twice"}
)

// The interactive scoring walk-through.
var (
	AskPlayers         = text.M0{Key: "ask.players"}
	AskMissionVariant  = text.M0{Key: "ask.mission_variant"}
	AskCoins           = text.M0{Key: "ask.coins"}
	AskGoods           = text.M0{Key: "ask.goods"}
	AskWarehouse       = text.M0{Key: "ask.warehouse"}
	AskRow             = text.M1[int]{Key: "ask.row"}
	AskBoats           = text.M0{Key: "ask.boats"}
	AskHouses          = text.M0{Key: "ask.houses"}
	AskOrders          = text.M0{Key: "ask.orders"}
	AskMissions        = text.M0{Key: "ask.missions"}
	AskFirstTo         = text.M1[int]{Key: "ask.first_to"}
	AskCornStore       = text.M0{Key: "ask.corn_store"}
	AskOrderGoods      = text.M2[int, int]{Key: "ask.order_goods"}
	AskBoardRow        = text.M1[int]{Key: "ask.board_row"}
	ReviewBoardRow     = text.M1[int]{Key: "ask.board_row.review"} // its name in the review: no example
	AskRowVP           = text.M1[int]{Key: "ask.row_vp"}
	AskMissionVP       = text.M1[int]{Key: "ask.mission_vp"}
	AskCheckGoods      = text.M0{Key: "ask.check_goods"}
	AskCheckGood       = text.M0{Key: "ask.check_good"} // one good: "it"
	AskGoodVP          = text.M2[string, string]{Key: "ask.good_vp"}
	ErrEntryBoardRow   = text.M1[string]{Key: "err.entry.board_row"}
	EchoRow            = text.M2[int, string]{Key: "echo.row"}
	ShowAchieved       = text.M1[string]{Key: "show.achieved"}
	ShowCornStore      = text.M0{Key: "show.corn_store"}
	ShowYes            = text.M0{Key: "show.yes"}
	ShowNo             = text.M0{Key: "show.no"}
	BeforeCountingE24  = text.M0{Key: "before.e24"}
	BeforeCountingLost = text.M0{Key: "before.unfinished_orders"}
	BeforeCountingNone = text.M0{Key: "before.completed_orders"}
	HintBoardRow       = text.M1[int]{Key: "hint.board_row"}
	HintRowVP          = text.M1[int]{Key: "hint.row_vp"}
	HintMissionVP      = text.M2[int, string]{Key: "hint.mission_vp"}
	HintCheckGoods     = text.M1[string]{Key: "hint.check_goods"}
	HintCheckGood      = text.M1[string]{Key: "hint.check_good"} // one good
	HintFirstTo        = text.M2[int, string]{Key: "hint.first_to"}
	HintCornStore      = text.M2[int, string]{Key: "hint.corn_store"}
	HintOrderGoods     = text.M1[string]{Key: "hint.order_goods"}
	HintWarehouse      = text.M0{Key: "hint.warehouse"}
)

// What is wrong with a record's times, start and roles, or with its
// players' missions, roles and start against its setup code.
var (
	ErrRecordStartTwiceAt  = text.M2[string, int]{Key: "err.record.start_twice_at"}
	ErrRecordRoleTwiceAt   = text.M3[string, string, int]{Key: "err.record.role_twice_at"}
	ErrCodeMissionsOn      = text.M1[string]{Key: "err.code.missions_on"}
	ErrCodeMissionsOff     = text.M1[string]{Key: "err.code.missions_off"}
	ErrCodeMissionNotDealt = text.M3[string, int, string]{Key: "err.code.mission_not_dealt"}
	ErrCodeMissionsOwn     = text.M2[string, string]{Key: "err.code.missions_own"}
	ErrCodeMissionsPassed  = text.M2[string, string]{Key: "err.code.missions_passed"}
	ErrCodeRole            = text.M3[string, string, string]{Key: "err.code.role"}
	ErrCodeStart           = text.M2[string, string]{Key: "err.code.start"}
)

// The descriptions of setup's --roles and --start values, for the shell's
// completion.
var (
	CompleteRolesDeal     = text.M0{Key: "complete.roles.deal"}
	CompleteRolesDraft    = text.M0{Key: "complete.roles.draft"}
	CompleteStartYoungest = text.M0{Key: "complete.start.youngest"}
	CompleteStartFirst    = text.M0{Key: "complete.start.first"}
	CompleteStartRandom   = text.M0{Key: "complete.start.random"}
)
