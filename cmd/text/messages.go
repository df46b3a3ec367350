package text

// Every message the program shows, with the types of its arguments. The
// texts are in locales/<lang>.txt under the same keys.

// The program, its flags and usage.
var (
	HelpRootShort       = M0{key: "help.root.short"}
	GameName            = M0{key: "game.name"}
	HelpRootLong        = M0{key: "help.root.long"}
	HelpFlagConfig      = M0{key: "help.flag.config"}
	HelpFlagBox         = M0{key: "help.flag.box"}
	HelpFlagLang        = M0{key: "help.flag.lang"}
	HelpFlagHelp        = M0{key: "help.flag.help"}
	HelpFlagJSON        = M0{key: "help.flag.json"}
	HelpFlagPlayers     = M0{key: "help.flag.players"}
	HelpCompletionShort = M0{key: "help.completion.short"}
	HelpHelpShort       = M0{key: "help.help.short"}
	HelpSelectKeys      = M0{key: "help.select_keys"}
	UsageUsage          = M0{key: "usage.usage"}
	UsageExamples       = M0{key: "usage.examples"}
	UsageCommands       = M0{key: "usage.commands"}
	UsageFlags          = M0{key: "usage.flags"}
	UsageGlobalFlags    = M0{key: "usage.global_flags"}
	UsageMore           = M1[string]{key: "usage.more"}
)

// Errors of the command line, files and configuration.
var (
	ErrPrefix            = M0{key: "err.prefix"}
	ErrSeeHelp           = M1[string]{key: "err.see_help"}
	ErrProblemCount      = M1[int]{key: "err.problem_count", count: 1}
	ErrUnexpectedArgs    = M2[string, string]{key: "err.unexpected_args"}
	ErrFlagRequired      = M2[string, Text]{key: "err.flag_required"}
	ErrFlagsExclusive    = M2[string, string]{key: "err.flags_exclusive"}
	ErrUnknownFlag       = M1[string]{key: "err.unknown_flag"}
	ErrFlagNeedsArg      = M1[string]{key: "err.flag_needs_arg"}
	ErrFlagInvalid       = M2[string, string]{key: "err.flag_invalid"}
	ErrUnknownSubcommand = M2[string, string]{key: "err.unknown_subcommand"}
	ErrLangUnknown       = M1[string]{key: "err.lang_unknown"}
	ErrPlayersHint       = M2[int, int]{key: "err.players_hint"}
	ErrPlayersNamed      = M3[int, int, int]{key: "err.players_named", count: 1}
	ErrPlayersOrNames    = M2[int, int]{key: "err.players_or_names"}
	// A file the user named: where, then what.
	FieldFile           = M1[string]{key: "field.file"}
	FieldConfigFile     = M1[string]{key: "field.config_file"}
	FieldBoxFile        = M1[string]{key: "field.box_file"}
	ErrNoSuchFile       = M0{key: "err.no_such_file"}
	ErrIsDirectory      = M0{key: "err.is_directory"}
	ErrCodePlayers      = M3[string, int, int]{key: "err.code_players"}
	ErrCodeNames        = M2[string, string]{key: "err.code_names"}
	ErrNotRegular       = M0{key: "err.not_regular"}
	ErrFileUnreadable   = M1[string]{key: "err.file_unreadable"}
	ErrFileUnwritable   = M1[string]{key: "err.file_unwritable"}
	ErrPermission       = M0{key: "err.permission"}
	ErrFileTooLarge     = M1[int]{key: "err.file_too_large_read"}
	ErrConfigSyntax     = M0{key: "err.config_syntax"}
	ErrConfigUnknownKey = M2[string, string]{key: "err.config_unknown_key"}
	ErrConfigValue      = M2[string, string]{key: "err.config_value"}
)

// Where a problem is.
var (
	FieldPlayers      = M0{key: "field.players"}
	FieldName         = M0{key: "field.name"}
	FieldCoins        = M0{key: "field.coins"}
	FieldGoods        = M0{key: "field.goods"}
	FieldGood         = M1[string]{key: "field.good"}
	FieldWarehouse    = M0{key: "field.warehouse"}
	FieldWarehouseRow = M1[int]{key: "field.warehouse_row"}
	FieldBoats        = M0{key: "field.boats"}
	FieldHouses       = M0{key: "field.houses"}
	FieldHouse        = M1[int]{key: "field.house"}
	FieldOrders       = M0{key: "field.orders"}
	FieldOrder        = M1[int]{key: "field.order"}
	FieldMissions     = M0{key: "field.missions"}
	FieldMission      = M1[int]{key: "field.mission"}
	FieldSeed         = M0{key: "field.seed"}
	FieldCode         = M0{key: "field.code"}
	FieldNames        = M0{key: "field.names"}
	FieldRoles        = M0{key: "field.roles"}
	FieldStart        = M0{key: "field.start"}
	FieldSeat         = M0{key: "field.seat"}
	FieldLimit        = M0{key: "field.limit"}
	FieldLang         = M0{key: "field.lang"}
	FieldDatabase     = M1[string]{key: "field.database"}
	FieldInFile       = M3[string, string, int]{key: "field.in_file"}
	FieldInFileLine   = M2[string, int]{key: "field.in_file_line"}
	FieldInFilePath   = M2[string, string]{key: "field.in_file_path"}
)

// Problems with what a user typed or wrote (rules.Problem kinds).
var (
	ErrOutOfRange                = M3[int, int, string]{key: "err.out_of_range"}
	ErrNotANumber                = M1[string]{key: "err.not_a_number"}
	ErrUnknownGood               = M1[string]{key: "err.unknown_good"}
	ErrPlayersRange              = M3[int, int, string]{key: "err.players_range"}
	ErrNameEmpty                 = M0{key: "err.name_empty"}
	ErrNameLong                  = M2[string, int]{key: "err.name_long"}
	ErrNameChars                 = M1[string]{key: "err.name_characters"}
	ErrNameTwice                 = M1[string]{key: "err.name_twice"}
	ErrWarehouseNoSuchRow        = M1[int]{key: "err.warehouse.no_such_row", count: 1}
	ErrWarehouseGap              = M1[int]{key: "err.warehouse.gap"}
	ErrWarehouseOverfull         = M2[int, int]{key: "err.warehouse.overfull", count: 2}
	ErrWarehouseUnfinishedBefore = M2[string, int]{key: "err.warehouse.unfinished_earlier"}
	ErrWarehouseFood             = M1[int]{key: "err.warehouse.food"}
	ErrWarehouseCornRow          = M2[int, string]{key: "err.warehouse.corn_row"}
	ErrWarehouseMixed            = M3[int, string, string]{key: "err.warehouse.mixed"}
	ErrTooMany                   = M2[int, int]{key: "err.too_many"}
	ErrNoSuchMission             = M1[string]{key: "err.no_such_mission"}
	ErrDuplicateMission          = M1[int]{key: "err.duplicate_mission"}

	ErrYAMLSyntax        = M0{key: "err.yaml.syntax"}
	ErrYAMLTooLarge      = M2[int, int]{key: "err.yaml.too_large"}
	ErrYAMLTrailing      = M0{key: "err.yaml.trailing"}
	ErrYAMLAlias         = M1[string]{key: "err.yaml.alias"}
	ErrYAMLUnknownKey    = M2[string, string]{key: "err.yaml.unknown_key"}
	ErrYAMLNotMapping    = M0{key: "err.yaml.not_mapping"}
	ErrYAMLNotList       = M0{key: "err.yaml.not_list"}
	ErrYAMLNotBool       = M1[string]{key: "err.yaml.not_bool"}
	ErrYAMLMissing       = M1[string]{key: "err.yaml.missing"}
	ErrYAMLDuplicateKey  = M1[string]{key: "err.yaml.duplicate_key"}
	ErrYAMLDuplicateGood = M2[string, string]{key: "err.yaml.duplicate_good"}

	ErrProfileSide            = M1[string]{key: "err.profile.side"}
	ErrProfileRightBeforeLeft = M0{key: "err.profile.right_before_left"}
	ErrProfileFirstRow        = M2[int, int]{key: "err.profile.first_row"}
	ErrProfileCount           = M2[int, int]{key: "err.profile.count", count: 2}
	ErrProfileEffect          = M1[int]{key: "err.profile.effect"}
	ErrProfileEffectMissing   = M1[int]{key: "err.profile.effect_missing"}
	ErrProfileLetter          = M1[string]{key: "err.profile.letter"}
	ErrProfileMark            = M1[string]{key: "err.profile.mark"}
	ErrProfileRole            = M1[string]{key: "err.profile.role"}

	ErrMissionSaysNotButIs    = M0{key: "err.mission.says_not_but_is"}
	ErrMissionSaysButIsNot    = M1[string]{key: "err.mission.says_but_is_not"}
	ErrMissionClaimRequired   = M0{key: "err.mission.claim_required"}
	ErrMissionClaimImpossible = M1[string]{key: "err.mission.claim_impossible"}
	ErrMissionNeedsOrderGoods = M0{key: "err.mission.needs_order_goods"}

	ErrRecordEmpty         = M0{key: "err.record.empty"}
	ErrRecordVersion       = M2[int, int]{key: "err.record.version"}
	ErrRecordPlayedAt      = M1[string]{key: "err.record.played_at"}
	ErrRecordPlayedAtRange = M1[string]{key: "err.record.played_at_range"}
	ErrRecordRole          = M1[string]{key: "err.record.role"}
	ErrRecordRoleTwice     = M2[string, string]{key: "err.record.role_twice"}
	ErrRecordStartTwice    = M1[string]{key: "err.record.start_twice"}
	ErrRecordRow           = M0{key: "err.record.row"}
	ErrRecordPlayerCount   = M3[int, int, int]{key: "err.record.player_count"}
	ErrRowVPButIncomplete  = M2[int, int]{key: "err.row.vp_but_incomplete"}
	ErrRowVPMismatch       = M2[int, int]{key: "err.row.vp_mismatch"}
	ErrRowVPUnknown        = M1[int]{key: "err.row.vp_unknown", count: 1}
	ErrRecordMissionsOff   = M0{key: "err.record.missions_off"}
	ErrMissionVPMismatch   = M2[int, int]{key: "err.mission.vp_mismatch"}
	ErrMissionVPUnknown    = M1[int]{key: "err.mission.vp_unknown"}
	ErrRecordMissionShared = M2[int, string]{key: "err.record.mission_shared"}
	ErrHouseNoSuchCard     = M1[string]{key: "err.house.no_such_card"}
	ErrHouseUnlikely       = M1[string]{key: "err.house.unlikely"}
	ErrOrderNoCard         = M1[int]{key: "err.order.no_card"}
	ErrLimitGood           = M4[int, string, int, int]{key: "err.limit.good"}
	ErrLimitHouses         = M2[int, int]{key: "err.limit.houses"}
	ErrLimitBoats          = M2[int, int]{key: "err.limit.boats"}
	ErrLimitOrders         = M2[int, int]{key: "err.limit.orders"}
	ErrLimitHouseFaces     = M3[string, int, int]{key: "err.limit.house_cards"}

	ErrEntryTwoNumbers       = M1[string]{key: "err.entry.two_numbers"}
	ErrEntryNumberAlone      = M1[int]{key: "err.entry.number_alone"}
	ErrEntryRowVP            = M1[string]{key: "err.entry.row_vp"}
	ErrEntryRowEmpty         = M0{key: "err.entry.row_empty"}
	ErrEntryMissionWord      = M1[string]{key: "err.entry.mission_word"}
	ErrEntryMissionAmbiguous = M2[string, string]{key: "err.entry.mission_ambiguous"}
	ErrEntryWords            = M2[int, int]{key: "err.entry.words"}
	ErrEntryYesNo            = M1[string]{key: "err.entry.yes_no"}

	ErrRoleMode      = M1[string]{key: "err.role_mode"}
	ErrStartMode     = M1[string]{key: "err.start_mode"}
	ErrNamesCount    = M2[int, int]{key: "err.names_count", count: 1}
	ErrCodeMalformed = M1[string]{key: "err.code_malformed"}
	ErrCodeChecksum  = M1[string]{key: "err.code_checksum"}
	ErrCodeOtherGame = M2[string, Text]{key: "err.code_other_game"}
	ErrCodeVersion   = M2[int, int]{key: "err.code_version"}
	ErrSeed          = M1[string]{key: "err.seed"}
	ErrSeatRange     = M2[int, int]{key: "err.seat_range"}
)

// Marks and legend of printed values.
var (
	MarkBox        = M1[int]{key: "mark.box"}
	MarkBoxWord    = M0{key: "mark.box_word"}
	SourceRulebook = M0{key: "source.rulebook"}
	SourceInferred = M0{key: "source.inferred"}
	SourceUnknown  = M0{key: "source.unknown"}
	SourceBox      = M0{key: "source.box"}
	LegendInferred = M0{key: "legend.inferred"}
	LegendUnknown  = M0{key: "legend.unknown"}
	LegendBox      = M0{key: "legend.box"}
)

// The rules views.
var (
	HelpRulesShort           = M0{key: "help.rules.short"}
	HelpRulesLong            = M0{key: "help.rules.long"}
	HelpRulesGoodsShort      = M0{key: "help.rules.goods.short"}
	HelpRulesSupplyShort     = M0{key: "help.rules.supply.short"}
	HelpRulesWarehouseShort  = M0{key: "help.rules.warehouse.short"}
	HelpRulesMissionsShort   = M0{key: "help.rules.missions.short"}
	HelpRulesExtensionsShort = M0{key: "help.rules.extensions.short"}
	HelpRulesRolesShort      = M0{key: "help.rules.roles.short"}

	HeadGood      = M0{key: "head.good"}
	HeadVPPerTile = M0{key: "head.vp_per_tile"}
	HeadSource    = M0{key: "head.source"}
	HeadInBox     = M0{key: "head.in_box"}
	HeadFoundAt   = M0{key: "head.found_at"}
	HeadLocation  = M0{key: "head.location"}
	HeadItem      = M0{key: "head.item"}
	HeadLayOut    = M0{key: "head.lay_out"}
	HeadBackToBox = M0{key: "head.back_to_box"}
	HeadRow       = M0{key: "head.row"}
	HeadSide      = M0{key: "head.side"}
	HeadCapacity  = M0{key: "head.capacity"}
	HeadVP        = M0{key: "head.vp"}
	HeadNumber    = M0{key: "head.number"}
	HeadMission   = M0{key: "head.mission"}
	HeadDecidedBy = M0{key: "head.decided_by"}
	HeadEffect    = M0{key: "head.effect"}
	HeadWhere     = M0{key: "head.where"}
	HeadDoes      = M0{key: "head.does"}
	HeadLetter    = M0{key: "head.letter"}
	HeadPlayers   = M0{key: "head.players"}
	HeadCost      = M0{key: "head.cost"}
	HeadSlot      = M0{key: "head.slot"}
	HeadSurcharge = M0{key: "head.surcharge"}
	HeadRole      = M0{key: "head.role"}
	HeadFood      = M0{key: "head.food"}
	HeadCoins     = M0{key: "head.coins"}
	HeadGoods     = M0{key: "head.goods"}

	TitleGoods          = M0{key: "title.goods"}
	TitleSupply         = M1[int]{key: "title.supply", count: 1}
	TitleWarehouseRules = M0{key: "title.warehouse_rules"}
	TitleWarehouseRows  = M0{key: "title.warehouse_rows"}
	TitleMissions       = M0{key: "title.missions"}
	TitleEffects        = M0{key: "title.effects"}
	TitleTiles          = M1[int]{key: "title.tiles"}
	TitleStrip          = M0{key: "title.strip"}
	TitleRoles          = M0{key: "title.roles"}

	HintRecordWarehouse = M0{key: "hint.record_warehouse"}
	HintMissionDeal     = M0{key: "hint.mission_deal"}
	HintRecordMissions  = M1[int]{key: "hint.record_missions", count: 1}
	HintRecordTiles     = M0{key: "hint.record_tiles"}
	HintRoles           = M0{key: "hint.roles"}

	ValueUnlimited     = M0{key: "value.unlimited"}
	ValueRemovedUnseen = M1[int]{key: "value.removed_unseen"}
	ValueBottomSlot    = M0{key: "value.bottom_slot"}

	WarehouseRuleOrder   = M0{key: "warehouse.rule.order"}
	WarehouseRuleGood    = M0{key: "warehouse.rule.good"}
	WarehouseRuleOneOpen = M0{key: "warehouse.rule.one_open"}
	WarehouseRuleFood    = M0{key: "warehouse.rule.food"}
	WarehouseRuleCorn    = M0{key: "warehouse.rule.corn"}
	WarehouseRuleScore   = M0{key: "warehouse.rule.score"}

	GoodsCount = M2[int, string]{key: "goods.count"}
)

// The setup command and sheet.
var (
	HelpSetupShort   = M0{key: "help.setup.short"}
	HelpSetupLong    = M0{key: "help.setup.long"}
	HelpFlagSeed     = M0{key: "help.flag.seed"}
	HelpFlagCode     = M0{key: "help.flag.code"}
	HelpFlagNames    = M0{key: "help.flag.names"}
	HelpFlagMissions = M0{key: "help.flag.missions"}
	HelpFlagRoles    = M0{key: "help.flag.roles"}
	HelpFlagStart    = M0{key: "help.flag.start"}
	HelpFlagSeat     = M0{key: "help.flag.seat"}
	HelpFlagCheck    = M0{key: "help.flag.check"}

	SeatLabel = M1[int]{key: "seat.label"}

	HeadSeat       = M0{key: "head.seat"}
	HeadPlayer     = M0{key: "head.player"}
	HeadStartsWith = M0{key: "head.starts_with"}
	HeadTile       = M0{key: "head.tile"}
	HeadPrice      = M0{key: "head.price"}

	SheetTitle           = M2[int, string]{key: "sheet.title", count: 1}
	SheetReproduce       = M2[string, string]{key: "sheet.reproduce"}
	SheetPlayers         = M1[string]{key: "sheet.players"}
	SheetCircleTitle     = M0{key: "sheet.circle_title"}
	SheetCircle          = M2[string, string]{key: "sheet.circle"}
	SheetSupplyTitle     = M0{key: "sheet.supply_title"}
	SheetOrdersTitle     = M0{key: "sheet.orders_title"}
	SheetOrders          = M3[int, int, int]{key: "sheet.orders"}
	SheetExtensionsTitle = M0{key: "sheet.extensions_title"}
	SheetExtFilter       = M2[int, string]{key: "sheet.ext_filter"}
	SheetExtKeepAll      = M0{key: "sheet.ext_keep_all"}
	SheetExtRemoveMarks  = M1[string]{key: "sheet.ext_remove_marks"}
	SheetExtUnknown      = M0{key: "sheet.ext_unknown"}
	SheetExtInPlay       = M2[string, int]{key: "sheet.ext_in_play"}
	SheetExtStrip        = M0{key: "sheet.ext_strip"}
	SheetExtStack        = M2[int, string]{key: "sheet.ext_stack", count: 1}
	SheetTileName        = M2[int, string]{key: "sheet.tile_name"}
	SheetPlayersTitle    = M0{key: "sheet.players_title"}
	SheetKit             = M0{key: "sheet.kit"}
	SheetStartYoungest   = M0{key: "sheet.start_youngest"}
	SheetStartYoungestAs = M1[string]{key: "sheet.start_youngest_named"}
	SheetStartFirst      = M1[string]{key: "sheet.start_first"}
	SheetStartRandom     = M1[string]{key: "sheet.start_random"}
	SheetStartNamed      = M1[string]{key: "sheet.start_named"}
	SheetRolesTitle      = M0{key: "sheet.roles_title"}
	SheetRolesDeal       = M0{key: "sheet.roles_deal"}
	SheetRolesDraft      = M1[string]{key: "sheet.roles_draft"}
	SheetRolesTake       = M0{key: "sheet.roles_take"}
	SheetRoleUnknown     = M0{key: "sheet.role_unknown"}
	SheetRoleStart       = M3[int, int, string]{key: "sheet.role_start"}
	SheetMissionsTitle   = M0{key: "sheet.missions_title"}
	SheetMissionDeal     = M1[string]{key: "sheet.mission_deal"}
	SheetMissionPass     = M0{key: "sheet.mission_pass"}
	SheetMissionPass2    = M0{key: "sheet.mission_pass2"}
	SheetEndTitle        = M1[int]{key: "sheet.end_title"}
	SeatCardTitle        = M2[int, string]{key: "seat.title"}
	SeatCardSecret       = M0{key: "seat.secret"}
	ErrSeatNeedsMissions = M0{key: "err.seat_needs_missions"}
)

// Check of the laid-out table.
var (
	ErrCheckNeedsTerminal = M0{key: "err.check_needs_terminal"}
	CheckIntro            = M1[int]{key: "check.intro"}
	CheckAsk              = M3[string, string, int]{key: "check.ask"}
	CheckAllGood          = M0{key: "check.all_good"}
	CheckFixTitle         = M0{key: "check.fix_title"}
	CheckAdd              = M3[int, string, string]{key: "check.add"}
	CheckRemove           = M3[int, string, string]{key: "check.remove"}
	StoppedCheck          = M0{key: "stopped.check"}
)

// The end of the game and the scoring order.
var (
	HelpRulesEndShort = M0{key: "help.rules.end.short"}
	TitleEnd          = M0{key: "title.end"}
	EndTrigger        = M0{key: "end.trigger"}
	EndFinish         = M0{key: "end.finish"}
	EndStoreE24       = M0{key: "end.store_e24"}
	EndScoringTitle   = M0{key: "end.scoring_title"}
	EndTieBreak       = M0{key: "end.tie_break"}
)

// The score command and pad.
var (
	HelpScoreShort    = M0{key: "help.score.short"}
	HelpScoreLong     = M0{key: "help.score.long"}
	HelpFlagFile      = M0{key: "help.flag.file"}
	HelpFlagCSV       = M0{key: "help.flag.csv"}
	HelpFlagResume    = M0{key: "help.flag.resume"}
	HelpFlagSave      = M0{key: "help.flag.save"}
	HelpFlagScoreCode = M0{key: "help.flag.score_code"}

	HeadCategory       = M0{key: "head.category"}
	PadTitle           = M1[int]{key: "pad.title", count: 1}
	PadTotal           = M0{key: "pad.total"}
	PadCoins           = M0{key: "pad.coins"}
	PadRank            = M0{key: "pad.rank"}
	PadMissionsTitle   = M0{key: "pad.missions_title"}
	PadNoMissions      = M0{key: "pad.no_missions"}
	PadMissionAchieved = M3[int, string, int]{key: "pad.mission_achieved"}
	PadMissionMissed   = M2[int, string]{key: "pad.mission_missed"}
	PadWinner          = M2[string, int]{key: "pad.winner", count: 2}
	PadWinnersShared   = M3[string, int, int]{key: "pad.winners_shared", count: 2}
	PadNameCoins       = M2[string, int]{key: "pad.name_coins", count: 2}
	PadTieDecided      = M2[int, string]{key: "pad.tie_decided", count: 1}
	PadTieShared       = M3[int, string, string]{key: "pad.tie_shared", count: 1}
	PadAssumptions     = M0{key: "pad.assumptions"}

	AssumeGoodsInferred       = M1[string]{key: "assume.goods_inferred"}
	AssumeRowsIncomplete      = M2[string, string]{key: "assume.rows_incomplete"}
	AssumeRowVPInferred       = M1[string]{key: "assume.row_vp_inferred"}
	AssumeMissionVPInferred   = M1[int]{key: "assume.mission_vp_inferred"}
	AssumeCapacitiesUnchecked = M0{key: "assume.capacities_unchecked"}
	AssumeHouseBonusTwice     = M2[string, string]{key: "assume.house_bonus_twice"}
)

// The interactive scoring walk-through.
var (
	AskPlayers         = M0{key: "ask.players"}
	AskMissionVariant  = M0{key: "ask.mission_variant"}
	AskCoins           = M0{key: "ask.coins"}
	AskGoods           = M0{key: "ask.goods"}
	AskWarehouse       = M0{key: "ask.warehouse"}
	AskRow             = M1[int]{key: "ask.row"}
	AskBoats           = M0{key: "ask.boats"}
	AskHouses          = M0{key: "ask.houses"}
	AskOrders          = M0{key: "ask.orders"}
	AskMissions        = M0{key: "ask.missions"}
	AskFirstTo         = M1[int]{key: "ask.first_to"}
	AskOrderGoods      = M2[int, int]{key: "ask.order_goods"}
	AskBoardRow        = M1[int]{key: "ask.board_row"}
	AskRowVP           = M1[int]{key: "ask.row_vp"}
	AskSaveToBox       = M0{key: "ask.save_to_box"}
	AskMissionVP       = M1[int]{key: "ask.mission_vp"}
	AskCheckGoods      = M0{key: "ask.check_goods"}
	AskGoodVP          = M2[string, string]{key: "ask.good_vp"}
	AskResume          = M0{key: "ask.resume"}
	AskWhichDraft      = M0{key: "ask.which_draft"}
	AskSeparateDraft   = M0{key: "ask.separate_draft"}
	ChooseNewScoring   = M0{key: "choose.new_scoring"}
	AnswerYes          = M0{key: "answer.yes"}
	AnswerNo           = M0{key: "answer.no"}
	ErrEntryBoardRow   = M1[string]{key: "err.entry.board_row"}
	EchoNothing        = M0{key: "echo.nothing"}
	EchoRow            = M2[int, string]{key: "echo.row"}
	EchoSaved          = M1[string]{key: "echo.saved"}
	EchoNotSaved       = M1[string]{key: "echo.not_saved"}
	EchoRecordSaved    = M2[string, string]{key: "echo.record_saved"}
	ShowAchieved       = M1[string]{key: "show.achieved"}
	ShowYes            = M0{key: "show.yes"}
	ShowNo             = M0{key: "show.no"}
	ReviewTitle        = M0{key: "review.title"}
	ReviewChoose       = M0{key: "review.choose"}
	ReviewFixFirst     = M0{key: "review.fix_first"}
	BeforeCountingE24  = M0{key: "before.e24"}
	BeforeCountingLost = M0{key: "before.unfinished_orders"}
	BeforeCountingNone = M0{key: "before.completed_orders"}
	HintCalibrate      = M0{key: "hint.calibrate"}
	HintBoardRow       = M1[int]{key: "hint.board_row"}
	HintRowVP          = M1[int]{key: "hint.row_vp"}
	HintMissionVP      = M2[int, string]{key: "hint.mission_vp"}
	HintCheckGoods     = M1[string]{key: "hint.check_goods"}
	HintResume         = M1[string]{key: "hint.resume"}
	HintFirstTo        = M2[int, string]{key: "hint.first_to"}
	HintOrderGoods     = M1[string]{key: "hint.order_goods"}
	HintWarehouse      = M0{key: "hint.warehouse"}
	DraftLine          = M3[string, string, string]{key: "draft.line"}

	ErrNeedsTerminal   = M0{key: "err.needs_terminal"}
	ErrNoDraft         = M0{key: "err.no_draft"}
	ErrDraftUnreadable = M1[string]{key: "err.draft_unreadable"}
	ErrDraftBusy       = M0{key: "err.draft_busy"}
	ErrDraftOtherCode  = M2[string, string]{key: "err.draft_other_code"}
	ErrSaveLate        = M2[string, string]{key: "err.save_late"}
	StoppedDraft       = M2[string, string]{key: "stopped.draft"}
	StoppedNothing     = M0{key: "stopped.nothing"}
)
