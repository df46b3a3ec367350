package text

// Every message the program shows, with the types of its arguments. The
// texts are in locales/<lang>.txt under the same keys.

// The program, its flags and usage.
var (
	HelpRootShort       = M0{Key: "help.root.short"}
	GameName            = M0{Key: "game.name"}
	HelpRootLong        = M0{Key: "help.root.long"}
	HelpFlagConfig      = M0{Key: "help.flag.config"}
	HelpFlagBox         = M0{Key: "help.flag.box"}
	HelpFlagLang        = M0{Key: "help.flag.lang"}
	HelpFlagHelp        = M0{Key: "help.flag.help"}
	HelpFlagJSON        = M0{Key: "help.flag.json"}
	HelpFlagPlayers     = M0{Key: "help.flag.players"}
	HelpCompletionShort = M0{Key: "help.completion.short"}
	HelpHelpShort       = M0{Key: "help.help.short"}
	HelpSelectKeys      = M0{Key: "help.select_keys"}
	UsageUsage          = M0{Key: "usage.usage"}
	UsageExamples       = M0{Key: "usage.examples"}
	UsageCommands       = M0{Key: "usage.commands"}
	UsageFlags          = M0{Key: "usage.flags"}
	UsageGlobalFlags    = M0{Key: "usage.global_flags"}
	UsageMore           = M1[string]{Key: "usage.more"}
)

// Errors of the command line, files and configuration.
var (
	ErrPrefix            = M0{Key: "err.prefix"}
	ErrSeeHelp           = M1[string]{Key: "err.see_help"}
	ErrProblemCount      = M1[int]{Key: "err.problem_count", Count: 1}
	ErrUnexpectedArgs    = M2[string, string]{Key: "err.unexpected_args"}
	ErrFlagRequired      = M2[string, Text]{Key: "err.flag_required"}
	ErrSeatNeedsCode     = M1[string]{Key: "err.seat_needs_code"}
	ErrFlagsExclusive    = M2[string, string]{Key: "err.flags_exclusive"}
	ErrUnknownFlag       = M1[string]{Key: "err.unknown_flag"}
	ErrFlagNeedsArg      = M1[string]{Key: "err.flag_needs_arg"}
	ErrFlagInvalid       = M2[string, string]{Key: "err.flag_invalid"}
	ErrUnknownSubcommand = M2[string, string]{Key: "err.unknown_subcommand"}
	ErrLangUnknown       = M1[string]{Key: "err.lang_unknown"}
	ErrPlayersHint       = M2[int, int]{Key: "err.players_hint"}
	ErrPlayersNamed      = M3[int, int, int]{Key: "err.players_named", Count: 1}
	ErrPlayersOrNames    = M2[int, int]{Key: "err.players_or_names"}
	// A file the user named: where, then what.
	FieldFile           = M1[string]{Key: "field.file"}
	FieldConfigFile     = M1[string]{Key: "field.config_file"}
	FieldBoxFile        = M1[string]{Key: "field.box_file"}
	ErrNoSuchFile       = M0{Key: "err.no_such_file"}
	ErrIsDirectory      = M0{Key: "err.is_directory"}
	ErrCodePlayers      = M3[string, int, int]{Key: "err.code_players"}
	ErrCodeNames        = M2[string, string]{Key: "err.code_names"}
	ErrNotRegular       = M0{Key: "err.not_regular"}
	ErrFileUnreadable   = M1[string]{Key: "err.file_unreadable"}
	ErrFileUnwritable   = M1[string]{Key: "err.file_unwritable"}
	ErrPermission       = M0{Key: "err.permission"}
	ErrFileTooLarge     = M1[int]{Key: "err.file_too_large_read"}
	ErrConfigSyntax     = M0{Key: "err.config_syntax"}
	ErrConfigUnknownKey = M2[string, string]{Key: "err.config_unknown_key"}
	ErrConfigValue      = M2[string, string]{Key: "err.config_value"}
)

// Where a problem is.
var (
	FieldPlayers      = M0{Key: "field.players"}
	FieldName         = M0{Key: "field.name"}
	FieldCoins        = M0{Key: "field.coins"}
	FieldGoods        = M0{Key: "field.goods"}
	FieldGood         = M1[string]{Key: "field.good"}
	FieldWarehouse    = M0{Key: "field.warehouse"}
	FieldWarehouseRow = M1[int]{Key: "field.warehouse_row"}
	FieldBoats        = M0{Key: "field.boats"}
	FieldHouses       = M0{Key: "field.houses"}
	FieldHouse        = M1[int]{Key: "field.house"}
	FieldOrders       = M0{Key: "field.orders"}
	FieldOrder        = M1[int]{Key: "field.order"}
	FieldMissions     = M0{Key: "field.missions"}
	FieldMission      = M1[int]{Key: "field.mission"}
	FieldSeed         = M0{Key: "field.seed"}
	FieldCode         = M0{Key: "field.code"}
	FieldNames        = M0{Key: "field.names"}
	FieldRoles        = M0{Key: "field.roles"}
	FieldStart        = M0{Key: "field.start"}
	FieldSeat         = M0{Key: "field.seat"}
	FieldLimit        = M0{Key: "field.limit"}
	FieldLang         = M0{Key: "field.lang"}
	FieldDatabase     = M1[string]{Key: "field.database"}
	FieldInFile       = M3[string, string, int]{Key: "field.in_file"}
	FieldInFileLine   = M2[string, int]{Key: "field.in_file_line"}
	FieldInFilePath   = M2[string, string]{Key: "field.in_file_path"}
)

// Problems with what a user typed or wrote (rules.Problem kinds).
var (
	ErrOutOfRange                = M3[int, int, string]{Key: "err.out_of_range"}
	ErrNotANumber                = M1[string]{Key: "err.not_a_number"}
	ErrUnknownGood               = M1[string]{Key: "err.unknown_good"}
	ErrPlayersRange              = M3[int, int, string]{Key: "err.players_range"}
	ErrNameEmpty                 = M0{Key: "err.name_empty"}
	ErrNameLong                  = M2[string, int]{Key: "err.name_long"}
	ErrNameChars                 = M1[string]{Key: "err.name_characters"}
	ErrNameNoLetter              = M1[string]{Key: "err.name_no_letter"}
	ErrNameTwice                 = M1[string]{Key: "err.name_twice"}
	ErrWarehouseNoSuchRow        = M1[int]{Key: "err.warehouse.no_such_row", Count: 1}
	ErrWarehouseGap              = M1[int]{Key: "err.warehouse.gap"}
	ErrWarehouseOverfull         = M2[int, int]{Key: "err.warehouse.overfull", Count: 2}
	ErrWarehouseUnfinishedBefore = M2[string, int]{Key: "err.warehouse.unfinished_earlier"}
	ErrWarehouseFood             = M1[int]{Key: "err.warehouse.food"}
	ErrWarehouseCornRow          = M2[int, string]{Key: "err.warehouse.corn_row"}
	ErrWarehouseMixed            = M3[int, string, string]{Key: "err.warehouse.mixed"}
	ErrTooMany                   = M2[int, int]{Key: "err.too_many"}
	ErrNoSuchMission             = M1[string]{Key: "err.no_such_mission"}
	ErrDuplicateMission          = M1[int]{Key: "err.duplicate_mission"}

	ErrYAMLSyntax        = M0{Key: "err.yaml.syntax"}
	ErrYAMLTooLarge      = M2[int, int]{Key: "err.yaml.too_large"}
	ErrYAMLTrailing      = M0{Key: "err.yaml.trailing"}
	ErrYAMLAlias         = M1[string]{Key: "err.yaml.alias"}
	ErrYAMLUnknownKey    = M2[string, string]{Key: "err.yaml.unknown_key"}
	ErrYAMLNotMapping    = M0{Key: "err.yaml.not_mapping"}
	ErrYAMLNotList       = M0{Key: "err.yaml.not_list"}
	ErrYAMLNotBool       = M1[string]{Key: "err.yaml.not_bool"}
	ErrYAMLMissing       = M1[string]{Key: "err.yaml.missing"}
	ErrYAMLDuplicateKey  = M1[string]{Key: "err.yaml.duplicate_key"}
	ErrYAMLDuplicateGood = M2[string, string]{Key: "err.yaml.duplicate_good"}

	ErrProfileSide            = M1[string]{Key: "err.profile.side"}
	ErrProfileRightBeforeLeft = M0{Key: "err.profile.right_before_left"}
	ErrProfileFirstRow        = M2[int, int]{Key: "err.profile.first_row"}
	ErrProfileCount           = M2[int, int]{Key: "err.profile.count", Count: 2}
	ErrProfileEffect          = M1[int]{Key: "err.profile.effect"}
	ErrProfileEffectMissing   = M1[int]{Key: "err.profile.effect_missing"}
	ErrProfileLetter          = M1[string]{Key: "err.profile.letter"}
	ErrProfileMark            = M1[string]{Key: "err.profile.mark"}
	ErrProfileRole            = M1[string]{Key: "err.profile.role"}

	ErrMissionSaysNotButIs    = M0{Key: "err.mission.says_not_but_is"}
	ErrMissionSaysButIsNot    = M1[string]{Key: "err.mission.says_but_is_not"}
	ErrMissionClaimRequired   = M0{Key: "err.mission.claim_required"}
	ErrMissionClaimImpossible = M1[string]{Key: "err.mission.claim_impossible"}
	ErrMissionNeedsOrderGoods = M0{Key: "err.mission.needs_order_goods"}

	ErrRecordEmpty         = M0{Key: "err.record.empty"}
	ErrRecordVersion       = M2[int, int]{Key: "err.record.version"}
	ErrRecordPlayedAt      = M1[string]{Key: "err.record.played_at"}
	ErrRecordPlayedAtRange = M1[string]{Key: "err.record.played_at_range"}
	ErrRecordRole          = M1[string]{Key: "err.record.role"}
	ErrRecordRoleTwice     = M2[string, string]{Key: "err.record.role_twice"}
	ErrRecordStartTwice    = M1[string]{Key: "err.record.start_twice"}
	ErrRecordRow           = M0{Key: "err.record.row"}
	ErrRecordRowEmpty      = M1[int]{Key: "err.record.row_empty"}
	ErrRecordOrderNoGoods  = M1[int]{Key: "err.record.order_no_goods"}
	ErrProfileOrderNoGoods = M3[int, int, int]{Key: "err.profile.order_no_goods"}
	ErrProfileHouseFace    = M1[string]{Key: "err.profile.house_face"}
	ErrProfileRowsEmpty    = M0{Key: "err.profile.rows_empty"}
	ErrRecordPlayerCount   = M3[int, int, int]{Key: "err.record.player_count"}
	ErrRowVPButIncomplete  = M2[int, int]{Key: "err.row.vp_but_incomplete"}
	ErrRowVPMismatch       = M2[int, int]{Key: "err.row.vp_mismatch"}
	ErrRowVPUnknown        = M1[int]{Key: "err.row.vp_unknown", Count: 1}
	ErrRecordMissionsOff   = M0{Key: "err.record.missions_off"}
	ErrMissionVPMismatch   = M2[int, int]{Key: "err.mission.vp_mismatch"}
	ErrMissionVPUnknown    = M1[int]{Key: "err.mission.vp_unknown"}
	ErrRecordMissionShared = M2[int, string]{Key: "err.record.mission_shared"}
	ErrHouseNoSuchCard     = M1[string]{Key: "err.house.no_such_card"}
	ErrHouseUnlikely       = M1[string]{Key: "err.house.unlikely"}
	ErrOrderNoCard         = M1[int]{Key: "err.order.no_card"}
	ErrLimitGood           = M4[int, string, int, int]{Key: "err.limit.good"}
	ErrLimitHouses         = M2[int, int]{Key: "err.limit.houses"}
	ErrLimitBoats          = M2[int, int]{Key: "err.limit.boats"}
	ErrLimitOrders         = M2[int, int]{Key: "err.limit.orders"}
	ErrLimitHouseFaces     = M3[string, int, int]{Key: "err.limit.house_cards"}

	ErrEntryTwoNumbers       = M1[string]{Key: "err.entry.two_numbers"}
	ErrEntryNumberAlone      = M1[int]{Key: "err.entry.number_alone"}
	ErrEntryRowVP            = M1[string]{Key: "err.entry.row_vp"}
	ErrEntryRowEmpty         = M0{Key: "err.entry.row_empty"}
	ErrEntryMissionWord      = M1[string]{Key: "err.entry.mission_word"}
	ErrEntryMissionAmbiguous = M2[string, string]{Key: "err.entry.mission_ambiguous"}
	ErrEntryWords            = M2[int, int]{Key: "err.entry.words"}
	ErrEntryYesNo            = M1[string]{Key: "err.entry.yes_no"}

	ErrRoleMode      = M1[string]{Key: "err.role_mode"}
	ErrStartMode     = M1[string]{Key: "err.start_mode"}
	ErrNamesCount    = M2[int, int]{Key: "err.names_count", Count: 1}
	ErrCodeMalformed = M1[string]{Key: "err.code_malformed"}
	ErrCodeChecksum  = M1[string]{Key: "err.code_checksum"}
	ErrCodeOtherGame = M2[string, Text]{Key: "err.code_other_game"}
	ErrCodeVersion   = M2[int, int]{Key: "err.code_version"}
	ErrSeed          = M1[string]{Key: "err.seed"}
	ErrSeatRange     = M2[int, int]{Key: "err.seat_range"}
)

// Marks and legend of printed values.
var (
	MarkBox        = M1[int]{Key: "mark.box"}
	MarkBoxWord    = M0{Key: "mark.box_word"}
	SourceRulebook = M0{Key: "source.rulebook"}
	SourceInferred = M0{Key: "source.inferred"}
	SourceUnknown  = M0{Key: "source.unknown"}
	SourceBox      = M0{Key: "source.box"}
	LegendInferred = M0{Key: "legend.inferred"}
	LegendUnknown  = M0{Key: "legend.unknown"}
	LegendBox      = M0{Key: "legend.box"}
)

// The rules views.
var (
	HelpRulesShort           = M0{Key: "help.rules.short"}
	HelpRulesLong            = M0{Key: "help.rules.long"}
	HelpRulesGoodsShort      = M0{Key: "help.rules.goods.short"}
	HelpRulesSupplyShort     = M0{Key: "help.rules.supply.short"}
	HelpRulesWarehouseShort  = M0{Key: "help.rules.warehouse.short"}
	HelpRulesMissionsShort   = M0{Key: "help.rules.missions.short"}
	HelpRulesExtensionsShort = M0{Key: "help.rules.extensions.short"}
	HelpRulesRolesShort      = M0{Key: "help.rules.roles.short"}

	HeadGood      = M0{Key: "head.good"}
	HeadVPPerTile = M0{Key: "head.vp_per_tile"}
	HeadSource    = M0{Key: "head.source"}
	HeadInBox     = M0{Key: "head.in_box"}
	HeadFoundAt   = M0{Key: "head.found_at"}
	HeadLocation  = M0{Key: "head.location"}
	HeadItem      = M0{Key: "head.item"}
	HeadLayOut    = M0{Key: "head.lay_out"}
	HeadBackToBox = M0{Key: "head.back_to_box"}
	HeadRow       = M0{Key: "head.row"}
	HeadSide      = M0{Key: "head.side"}
	HeadCapacity  = M0{Key: "head.capacity"}
	HeadVP        = M0{Key: "head.vp"}
	HeadNumber    = M0{Key: "head.number"}
	HeadMission   = M0{Key: "head.mission"}
	HeadDecidedBy = M0{Key: "head.decided_by"}
	HeadEffect    = M0{Key: "head.effect"}
	HeadWhere     = M0{Key: "head.where"}
	HeadDoes      = M0{Key: "head.does"}
	HeadLetter    = M0{Key: "head.letter"}
	HeadPlayers   = M0{Key: "head.players"}
	HeadCost      = M0{Key: "head.cost"}
	HeadSlot      = M0{Key: "head.slot"}
	HeadSurcharge = M0{Key: "head.surcharge"}
	HeadRole      = M0{Key: "head.role"}
	HeadFood      = M0{Key: "head.food"}
	HeadCoins     = M0{Key: "head.coins"}
	HeadGoods     = M0{Key: "head.goods"}

	TitleGoods          = M0{Key: "title.goods"}
	TitleSupply         = M1[int]{Key: "title.supply", Count: 1}
	TitleWarehouseRules = M0{Key: "title.warehouse_rules"}
	TitleWarehouseRows  = M0{Key: "title.warehouse_rows"}
	TitleMissions       = M0{Key: "title.missions"}
	TitleMissionsSeat   = M1[string]{Key: "title.missions_seat"}
	TitleEffects        = M0{Key: "title.effects"}
	TitleTiles          = M1[int]{Key: "title.tiles"}
	TitleStrip          = M0{Key: "title.strip"}
	TitleRoles          = M0{Key: "title.roles"}

	HintRecordWarehouse = M0{Key: "hint.record_warehouse"}
	HintMissionDeal     = M0{Key: "hint.mission_deal"}
	HintRecordMissions  = M1[int]{Key: "hint.record_missions", Count: 1}
	HintRecordTiles     = M0{Key: "hint.record_tiles"}
	HintRoles           = M0{Key: "hint.roles"}

	ValueUnlimited     = M0{Key: "value.unlimited"}
	ValueRemovedUnseen = M1[int]{Key: "value.removed_unseen"}
	ValueBottomSlot    = M0{Key: "value.bottom_slot"}

	WarehouseRuleOrder   = M0{Key: "warehouse.rule.order"}
	WarehouseRuleGood    = M0{Key: "warehouse.rule.good"}
	WarehouseRuleOneOpen = M0{Key: "warehouse.rule.one_open"}
	WarehouseRuleFood    = M0{Key: "warehouse.rule.food"}
	WarehouseRuleCorn    = M0{Key: "warehouse.rule.corn"}
	WarehouseRuleScore   = M0{Key: "warehouse.rule.score"}

	GoodsCount = M2[int, string]{Key: "goods.count"}
)

// The setup command and sheet.
var (
	HelpSetupShort   = M0{Key: "help.setup.short"}
	HelpSetupLong    = M0{Key: "help.setup.long"}
	HelpFlagSeed     = M0{Key: "help.flag.seed"}
	HelpFlagCode     = M0{Key: "help.flag.code"}
	HelpFlagNames    = M0{Key: "help.flag.names"}
	HelpFlagMissions = M0{Key: "help.flag.missions"}
	HelpFlagRoles    = M0{Key: "help.flag.roles"}
	HelpFlagStart    = M0{Key: "help.flag.start"}
	HelpFlagSeat     = M0{Key: "help.flag.seat"}
	HelpFlagCheck    = M0{Key: "help.flag.check"}

	SeatLabel = M1[int]{Key: "seat.label"}

	HeadSeat       = M0{Key: "head.seat"}
	HeadPlayer     = M0{Key: "head.player"}
	HeadStartsWith = M0{Key: "head.starts_with"}
	HeadTile       = M0{Key: "head.tile"}
	HeadPrice      = M0{Key: "head.price"}

	SheetTitle           = M2[int, string]{Key: "sheet.title", Count: 1}
	SheetReproduce       = M2[string, string]{Key: "sheet.reproduce"}
	SheetPlayers         = M1[string]{Key: "sheet.players"}
	SheetCircleTitle     = M0{Key: "sheet.circle_title"}
	SheetCircle          = M2[string, string]{Key: "sheet.circle"}
	SheetSupplyTitle     = M0{Key: "sheet.supply_title"}
	SheetOrdersTitle     = M0{Key: "sheet.orders_title"}
	SheetOrders          = M3[int, int, int]{Key: "sheet.orders"}
	SheetExtensionsTitle = M0{Key: "sheet.extensions_title"}
	SheetExtFilter       = M2[int, string]{Key: "sheet.ext_filter"}
	SheetExtKeepAll      = M0{Key: "sheet.ext_keep_all"}
	SheetExtRemoveMarks  = M1[string]{Key: "sheet.ext_remove_marks"}
	SheetExtUnknown      = M0{Key: "sheet.ext_unknown"}
	SheetExtInPlay       = M2[string, int]{Key: "sheet.ext_in_play"}
	SheetExtStrip        = M0{Key: "sheet.ext_strip"}
	SheetExtStack        = M2[int, string]{Key: "sheet.ext_stack", Count: 1}
	SheetTileName        = M2[int, string]{Key: "sheet.tile_name"}
	SheetPlayersTitle    = M0{Key: "sheet.players_title"}
	SheetKit             = M0{Key: "sheet.kit"}
	SheetStartYoungest   = M0{Key: "sheet.start_youngest"}
	SheetStartYoungestAs = M1[string]{Key: "sheet.start_youngest_named"}
	SheetStartFirst      = M1[string]{Key: "sheet.start_first"}
	SheetStartRandom     = M1[string]{Key: "sheet.start_random"}
	SheetStartNamed      = M1[string]{Key: "sheet.start_named"}
	SheetRolesTitle      = M0{Key: "sheet.roles_title"}
	SheetRolesDeal       = M0{Key: "sheet.roles_deal"}
	SheetRolesDraft      = M1[string]{Key: "sheet.roles_draft"}
	SheetRolesTake       = M0{Key: "sheet.roles_take"}
	SheetRoleUnknown     = M0{Key: "sheet.role_unknown"}
	SheetRoleStart       = M3[int, int, string]{Key: "sheet.role_start"}
	SheetMissionsTitle   = M0{Key: "sheet.missions_title"}
	SheetMissionDeal     = M1[string]{Key: "sheet.mission_deal"}
	SheetMissionPass     = M0{Key: "sheet.mission_pass"}
	SheetMissionPass2    = M0{Key: "sheet.mission_pass2"}
	SheetEndTitle        = M1[int]{Key: "sheet.end_title"}
	SeatCardTitle        = M2[int, string]{Key: "seat.title"}
	SeatCardSecret       = M0{Key: "seat.secret"}
	ErrSeatNeedsMissions = M0{Key: "err.seat_needs_missions"}
)

// Check of the laid-out table.
var (
	ErrCheckNeedsTerminal = M0{Key: "err.check_needs_terminal"}
	CheckIntro            = M1[int]{Key: "check.intro"}
	CheckAsk              = M3[string, string, int]{Key: "check.ask"}
	CheckAllGood          = M0{Key: "check.all_good"}
	CheckFixTitle         = M0{Key: "check.fix_title"}
	CheckAdd              = M3[int, string, string]{Key: "check.add"}
	CheckRemove           = M3[int, string, string]{Key: "check.remove"}
	StoppedCheck          = M0{Key: "stopped.check"}
)

// The end of the game and the scoring order.
var (
	HelpRulesEndShort = M0{Key: "help.rules.end.short"}
	TitleEnd          = M0{Key: "title.end"}
	EndTrigger        = M0{Key: "end.trigger"}
	EndFinish         = M0{Key: "end.finish"}
	EndStoreE24       = M0{Key: "end.store_e24"}
	EndScoringTitle   = M0{Key: "end.scoring_title"}
	EndTieBreak       = M0{Key: "end.tie_break"}
)

// The score command and pad.
var (
	HelpScoreShort    = M0{Key: "help.score.short"}
	HelpScoreLong     = M0{Key: "help.score.long"}
	HelpFlagFile      = M0{Key: "help.flag.file"}
	HelpFlagCSV       = M0{Key: "help.flag.csv"}
	HelpFlagResume    = M0{Key: "help.flag.resume"}
	HelpFlagSave      = M0{Key: "help.flag.save"}
	HelpFlagScoreCode = M0{Key: "help.flag.score_code"}

	HeadCategory       = M0{Key: "head.category"}
	PadTitle           = M1[int]{Key: "pad.title", Count: 1}
	PadTotal           = M0{Key: "pad.total"}
	PadCoins           = M0{Key: "pad.coins"}
	PadRank            = M0{Key: "pad.rank"}
	PadMissionsTitle   = M0{Key: "pad.missions_title"}
	PadNoMissions      = M0{Key: "pad.no_missions"}
	PadMissionAchieved = M3[int, string, int]{Key: "pad.mission_achieved"}
	PadMissionMissed   = M2[int, string]{Key: "pad.mission_missed"}
	PadWinner          = M2[string, int]{Key: "pad.winner", Count: 2}
	PadWinnersShared   = M3[string, int, int]{Key: "pad.winners_shared", Count: 2}
	PadNameCoins       = M2[string, int]{Key: "pad.name_coins", Count: 2}
	PadTieDecided      = M2[int, string]{Key: "pad.tie_decided", Count: 1}
	PadTieShared       = M3[int, string, string]{Key: "pad.tie_shared", Count: 1}
	PadAssumptions     = M0{Key: "pad.assumptions"}

	AssumeGoodsInferred       = M1[string]{Key: "assume.goods_inferred"}
	AssumeRowsIncomplete      = M2[string, string]{Key: "assume.rows_incomplete"}
	AssumeRowVPInferred       = M1[string]{Key: "assume.row_vp_inferred"}
	AssumeMissionVPInferred   = M1[int]{Key: "assume.mission_vp_inferred"}
	AssumeCapacitiesUnchecked = M0{Key: "assume.capacities_unchecked"}
	AssumeHouseBonusTwice     = M2[string, string]{Key: "assume.house_bonus_twice"}
)

// The interactive scoring walk-through.
var (
	AskPlayers         = M0{Key: "ask.players"}
	AskMissionVariant  = M0{Key: "ask.mission_variant"}
	AskCoins           = M0{Key: "ask.coins"}
	AskGoods           = M0{Key: "ask.goods"}
	AskWarehouse       = M0{Key: "ask.warehouse"}
	AskRow             = M1[int]{Key: "ask.row"}
	AskBoats           = M0{Key: "ask.boats"}
	AskHouses          = M0{Key: "ask.houses"}
	AskOrders          = M0{Key: "ask.orders"}
	AskMissions        = M0{Key: "ask.missions"}
	AskFirstTo         = M1[int]{Key: "ask.first_to"}
	AskOrderGoods      = M2[int, int]{Key: "ask.order_goods"}
	AskBoardRow        = M1[int]{Key: "ask.board_row"}
	AskRowVP           = M1[int]{Key: "ask.row_vp"}
	AskSaveToBox       = M0{Key: "ask.save_to_box"}
	AskMissionVP       = M1[int]{Key: "ask.mission_vp"}
	AskCheckGoods      = M0{Key: "ask.check_goods"}
	AskGoodVP          = M2[string, string]{Key: "ask.good_vp"}
	AskResume          = M0{Key: "ask.resume"}
	AskWhichDraft      = M0{Key: "ask.which_draft"}
	AskSeparateDraft   = M0{Key: "ask.separate_draft"}
	ChooseNewScoring   = M0{Key: "choose.new_scoring"}
	AnswerYes          = M0{Key: "answer.yes"}
	AnswerNo           = M0{Key: "answer.no"}
	ErrEntryBoardRow   = M1[string]{Key: "err.entry.board_row"}
	EchoNothing        = M0{Key: "echo.nothing"}
	EchoRow            = M2[int, string]{Key: "echo.row"}
	EchoSaved          = M1[string]{Key: "echo.saved"}
	EchoNotSaved       = M1[string]{Key: "echo.not_saved"}
	EchoRecordSaved    = M2[string, string]{Key: "echo.record_saved"}
	ShowAchieved       = M1[string]{Key: "show.achieved"}
	ShowYes            = M0{Key: "show.yes"}
	ShowNo             = M0{Key: "show.no"}
	ReviewTitle        = M0{Key: "review.title"}
	ReviewChoose       = M0{Key: "review.choose"}
	ReviewFixFirst     = M0{Key: "review.fix_first"}
	BeforeCountingE24  = M0{Key: "before.e24"}
	BeforeCountingLost = M0{Key: "before.unfinished_orders"}
	BeforeCountingNone = M0{Key: "before.completed_orders"}
	HintCalibrate      = M0{Key: "hint.calibrate"}
	HintBoardRow       = M1[int]{Key: "hint.board_row"}
	HintRowVP          = M1[int]{Key: "hint.row_vp"}
	HintMissionVP      = M2[int, string]{Key: "hint.mission_vp"}
	HintCheckGoods     = M1[string]{Key: "hint.check_goods"}
	HintResume         = M1[string]{Key: "hint.resume"}
	HintFirstTo        = M2[int, string]{Key: "hint.first_to"}
	HintOrderGoods     = M1[string]{Key: "hint.order_goods"}
	HintWarehouse      = M0{Key: "hint.warehouse"}
	DraftLine          = M3[string, string, string]{Key: "draft.line"}

	ErrNeedsTerminal   = M0{Key: "err.needs_terminal"}
	ErrNoDraft         = M0{Key: "err.no_draft"}
	ErrDraftUnreadable = M1[string]{Key: "err.draft_unreadable"}
	ErrDraftBusy       = M0{Key: "err.draft_busy"}
	ErrDraftOtherCode  = M2[string, string]{Key: "err.draft_other_code"}
	ErrSaveLate        = M2[string, string]{Key: "err.save_late"}
	StoppedDraft       = M2[string, string]{Key: "stopped.draft"}
	StoppedNothing     = M0{Key: "stopped.nothing"}
)
