package text

// The play history: storing scored games, listing, showing, deleting,
// importing and exporting them, and statistics.
var (
	HelpFlagDB          = M0{Key: "help.flag.db"}
	HelpFlagNoHistory   = M0{Key: "help.flag.no_history"}
	ErrNoDataDir        = M0{Key: "err.no_data_dir"}
	ErrDBNewer          = M2[int, int]{Key: "err.db.newer"}
	ErrDBCorrupt        = M0{Key: "err.db.corrupt"}
	ErrNotADatabaseFile = M0{Key: "err.db.not_file"}
	ErrDBReadOnly       = M0{Key: "err.db.read_only"}
	ErrDBForeign        = M0{Key: "err.db.foreign"}
	ErrDBBusy           = M0{Key: "err.db.busy"}
	ErrDBInvalid        = M2[string, string]{Key: "err.db.invalid"}
	ErrDBFailed         = M1[Text]{Key: "err.db.failed"}
	ErrNoSuchGame       = M1[string]{Key: "err.no_such_game"}
	ErrDate             = M1[string]{Key: "err.date"}
	ErrFormat           = M2[string, string]{Key: "err.format"}
	ErrNotStored        = M0{Key: "err.not_stored"}
	HintNoHistory       = M0{Key: "hint.no_history"}

	EchoStored        = M1[int]{Key: "echo.stored"}
	EchoAlreadyStored = M1[int]{Key: "echo.already_stored"}

	HelpGamesShort       = M0{Key: "help.games.short"}
	HelpGamesLong        = M0{Key: "help.games.long"}
	HelpGamesShowShort   = M0{Key: "help.games.show.short"}
	HelpGamesIDHint      = M0{Key: "help.games.id_hint"}
	HelpGamesDeleteShort = M0{Key: "help.games.delete.short"}
	HelpGamesImportShort = M0{Key: "help.games.import.short"}
	HelpGamesExportShort = M0{Key: "help.games.export.short"}
	HelpFlagPlayer       = M0{Key: "help.flag.player"}
	HelpFlagPlayerCount  = M0{Key: "help.flag.player_count"}
	HelpFlagSince        = M0{Key: "help.flag.since"}
	HelpFlagUntil        = M0{Key: "help.flag.until"}
	HelpFlagLimit        = M0{Key: "help.flag.limit"}
	HelpFlagYes          = M0{Key: "help.flag.yes"}
	HelpFlagFormat       = M0{Key: "help.flag.format"}
	HelpFlagOut          = M0{Key: "help.flag.out"}
	HeadDate             = M0{Key: "head.date"}
	HeadGame             = M0{Key: "head.game"}
	HeadWinner           = M0{Key: "head.winner"}
	GamesNone            = M0{Key: "games.none"}
	GamesNoneMatch       = M0{Key: "games.none_match"}
	// None of the selected game, but another game's: named, and its --game.
	GamesNoneOf        = M1[Text]{Key: "games.none_of"}
	GamesKeptElsewhere = M2[Text, string]{Key: "games.kept_elsewhere"}
	GamesShowTitle     = M2[int, string]{Key: "games.show_title"}
	GamesShowDuration  = M1[int]{Key: "games.show_duration", Count: 1}
	GamesShowLocation  = M1[string]{Key: "games.show_location"}
	GamesShared        = M1[string]{Key: "games.shared"}
	AskDeleteGame      = M2[int, string]{Key: "ask.delete_game"}
	EchoDeleted        = M1[int]{Key: "echo.deleted"}
	EchoNotDeleted     = M0{Key: "echo.not_deleted"}
	ErrDeleteNeedsYes  = M0{Key: "err.delete_needs_yes"}
	ImportAdded        = M2[string, int]{Key: "import.added"}
	ImportAlready      = M2[string, int]{Key: "import.already"}
	ImportSkipped      = M1[string]{Key: "import.skipped"}
	ImportEntryRefused = M1[string]{Key: "import.entry_refused"}
	ImportExportRead   = M3[string, int, int]{Key: "import.export_read"}
	ImportSummary      = M3[int, int, int]{Key: "import.summary"}
	EchoExported       = M2[int, string]{Key: "echo.exported", Count: 1}

	HelpStatsShort   = M0{Key: "help.stats.short"}
	HelpStatsLong    = M0{Key: "help.stats.long"}
	HelpFlagVs       = M0{Key: "help.flag.vs"}
	HelpFlagChart    = M0{Key: "help.flag.chart"}
	ErrVsNeedsPlayer = M0{Key: "err.vs_needs_player"}
	ErrVsSamePlayer  = M2[string, string]{Key: "err.vs_same_player"}
	StatsNone        = M0{Key: "stats.none"}
	StatsTitle       = M2[int, int]{Key: "stats.title", Count: 1}
	StatsShared      = M2[int, Text]{Key: "stats.shared", Count: 1}
	StatsPlayers     = M0{Key: "stats.players_title"}
	StatsMissions    = M0{Key: "stats.missions_title"}
	StatsRoles       = M0{Key: "stats.roles_title"}
	StatsCategories  = M0{Key: "stats.categories_title"}
	StatsTotals      = M0{Key: "stats.totals_title"}
	// StatsChartPlayer heads one player's chart: name, games.
	StatsChartPlayer = M2[string, int]{Key: "stats.chart_player", Count: 2}
	// StatsChartMean says how many games in a row each plotted point averages.
	StatsChartMean = M1[int]{Key: "stats.chart_mean", Count: 1}
	StatsH2H       = M3[string, string, int]{Key: "stats.h2h", Count: 3}
	StatsH2HAhead  = M2[string, int]{Key: "stats.h2h_ahead", Count: 2}
	StatsH2HLevel  = M1[int]{Key: "stats.h2h_level", Count: 1}
	HeadGames      = M0{Key: "head.games"}
	HeadWins       = M0{Key: "head.wins"}
	HeadWinRate    = M0{Key: "head.win_rate"}
	HeadMeanTotal  = M0{Key: "head.mean_total"}
	HeadBestTotal  = M0{Key: "head.best_total"}
	HeadHeld       = M0{Key: "head.held"}
	HeadAchieved   = M0{Key: "head.achieved"}
)

// Repair that says what it lost, read-only side files, checked imports,
// output errors, foreign exports and --limit.
var (
	EchoRepairLost           = M2[int, string]{Key: "echo.repair_lost", Count: 1}
	EchoRepairRebuilt        = M1[int]{Key: "echo.repair_rebuilt", Count: 1}
	ErrDBSideFileReadOnly    = M1[string]{Key: "err.db_side_file_read_only"}
	FieldStdout              = M0{Key: "field.stdout"}
	ErrImportFile            = M0{Key: "err.import_file"}
	ErrImportForeignExport   = M1[string]{Key: "err.import_foreign_export"}
	ErrExportFormat          = M1[string]{Key: "err.export_format"}
	ErrExportNotText         = M1[string]{Key: "err.export_not_text"}
	ErrExportRange           = M1[string]{Key: "err.export_range"}
	ErrExportTwice           = M1[string]{Key: "err.export_twice"}
	ErrExportVersion         = M2[string, int]{Key: "err.export_version"}
	ImportGameRefused        = M2[string, int]{Key: "import.game_refused"}
	ErrExportNotRecorded     = M2[string, string]{Key: "err.export_not_recorded"}
	ErrExportNotRecordedNone = M1[string]{Key: "err.export_not_recorded_none"}
	ErrExportMissingRecorded = M1[string]{Key: "err.export_missing_recorded"}
	ErrExportOtherField      = M3[string, string, string]{Key: "err.export_other_field"}
	ErrExportRecordOf        = M2[string, string]{Key: "err.export_record_of"}
	ErrExportPoints          = M0{Key: "err.export_points"}
	// A history missing a table or a column, by its name.
	ErrDBMissingTable        = M1[string]{Key: "err.db.missing_table"}
	ErrDBMissingColumn       = M1[string]{Key: "err.db.missing_column"}
	ErrRepairNothingReadable = M0{Key: "err.repair_nothing_readable"}
)

// Corrected results, rescoring, files never overwritten silently, damaged
// histories and export options.
var (
	UpdateHeader         = M1[int]{Key: "update.header"}
	UpdatePoints         = M3[string, int, int]{Key: "update.points"}
	UpdatePlace          = M2[int, int]{Key: "update.place"}
	UpdateSameTotal      = M2[string, int]{Key: "update.same_total"}
	UpdateTotal          = M2[string, int]{Key: "update.total"}
	AskUpdateGame        = M1[int]{Key: "ask.update_game"}
	EchoUpdated          = M1[int]{Key: "echo.updated"}
	EchoNotUpdated       = M1[int]{Key: "echo.not_updated"}
	EchoNotUpdatedAnswer = M1[int]{Key: "echo.not_updated_answer"}
	HelpFlagYesUpdate    = M0{Key: "help.flag.yes_update"}

	HelpGamesRescoreShort = M0{Key: "help.games.rescore.short"}
	HelpFlagAll           = M0{Key: "help.flag.all"}
	HelpFlagDryRun        = M0{Key: "help.flag.dry_run"}
	RescoreUnchanged      = M0{Key: "rescore.unchanged"}
	AskRescore            = M1[int]{Key: "ask.rescore"}
	EchoRescored          = M1[int]{Key: "echo.rescored"}
	EchoNothingChanged    = M0{Key: "echo.nothing_changed"}
	RescoreUnreadable     = M2[int, string]{Key: "rescore.unreadable"}
	ErrRescoreNeedsIDs    = M0{Key: "err.rescore_needs_ids"}
	ErrRescoreOtherGame   = M3[int, Text, Text]{Key: "err.rescore_other_game"}
	// A game named by its id with a --game that is not its own (games show,
	// delete): the id, its game, the one named, its game's id.
	ErrGameOtherGame = M4[int, Text, Text, string]{Key: "err.game_other_game"}
	// --game, the group's flag, given to a verb it means nothing to.
	ErrImportGameFlag  = M1[Text]{Key: "err.import_game_flag"}
	ErrRepairGameFlag  = M0{Key: "err.repair_game_flag"}
	ErrRescoreNeedsYes = M0{Key: "err.rescore_needs_yes"}

	AskOverwrite        = M1[string]{Key: "ask.overwrite"}
	ErrFileExists       = M1[string]{Key: "err.file_exists"}
	ErrNotOverwritten   = M1[string]{Key: "err.not_overwritten"}
	HelpFlagForce       = M0{Key: "help.flag.force"}
	HintDBRepair        = M0{Key: "hint.db_repair"}
	HelpGamesRepair     = M0{Key: "help.games.repair.short"}
	EchoRepaired        = M2[int, string]{Key: "echo.repaired", Count: 1}
	EchoRepairNotNeeded = M0{Key: "echo.repair_not_needed"}

	HelpFlagBOM       = M0{Key: "help.flag.bom"}
	WarnBGGObjectID   = M2[Text, string]{Key: "warn.bgg_object_id"}
	WarnBGStatsMe     = M2[string, string]{Key: "warn.bgstats_me"}
	HelpFlagGame      = M1[string]{Key: "help.flag.game"}
	HelpFlagLimitAll  = M0{Key: "help.flag.limit_all"}
	GamesMore         = M1[int]{Key: "games.more", Count: 1}
	ErrRecordLocation = M1[int]{Key: "err.record.location"}
	// ErrRecordLocationCharacters: a place typed with a character that does not print.
	ErrRecordLocationCharacters = M1[string]{Key: "err.record.location_characters"}
	HelpFlagRole                = M0{Key: "help.flag.role"}
	GamesShowRoles              = M1[string]{Key: "games.show_roles"}
	HelpFlagDuration            = M0{Key: "help.flag.duration"}
	HelpFlagLocation            = M0{Key: "help.flag.location"}
	ErrGameUnknown              = M2[string, string]{Key: "err.game_unknown"}
)

// The play log's messages about what a game declares.
var (
	ErrRoleUnknown = M3[string, Text, string]{Key: "err.role_unknown"}
	ErrRolesNone   = M2[string, Text]{Key: "err.roles_none"}
)

// StatsSharedOnPoints says how many wins were first places shared on
// points, in a game that declares no tie-break.
var StatsSharedOnPoints = M1[int]{Key: "stats.shared_on_points", Count: 1}

// ErrConfigGames says that a config file's games: section (%s) is not a
// mapping of each game's settings.
var ErrConfigGames = M1[string]{Key: "err.config_games"}

// games export --qr.
var (
	HelpFlagQR     = M0{Key: "help.flag.qr"}
	ErrQROnlyLinks = M0{Key: "err.qr_only_links"}
	WarnQRTooLong  = M2[int, int]{Key: "warn.qr_too_long"}
)

// A game's id typed as something other than a whole number from 1.
var ErrGameIDNotNumber = M1[string]{Key: "err.game_id_not_number"}
