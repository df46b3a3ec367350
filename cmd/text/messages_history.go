package text

// The play history: storing scored games, listing, showing, deleting,
// importing and exporting them, and statistics.
var (
	HelpFlagDB          = M0{key: "help.flag.db"}
	HelpFlagNoHistory   = M0{key: "help.flag.no_history"}
	ErrNoDataDir        = M0{key: "err.no_data_dir"}
	ErrDBNewer          = M2[int, int]{key: "err.db.newer"}
	ErrDBCorrupt        = M0{key: "err.db.corrupt"}
	ErrNotADatabaseFile = M0{key: "err.db.not_file"}
	ErrDBReadOnly       = M0{key: "err.db.read_only"}
	ErrDBForeign        = M0{key: "err.db.foreign"}
	ErrDBBusy           = M0{key: "err.db.busy"}
	ErrDBInvalid        = M2[string, string]{key: "err.db.invalid"}
	ErrDBFailed         = M1[string]{key: "err.db.failed"}
	ErrNoSuchGame       = M1[string]{key: "err.no_such_game"}
	ErrDate             = M1[string]{key: "err.date"}
	ErrFormat           = M2[string, string]{key: "err.format"}
	ErrNotStored        = M0{key: "err.not_stored"}
	HintNoHistory       = M0{key: "hint.no_history"}

	EchoStored        = M1[int]{key: "echo.stored"}
	EchoAlreadyStored = M1[int]{key: "echo.already_stored"}

	HelpGamesShort       = M0{key: "help.games.short"}
	HelpGamesLong        = M0{key: "help.games.long"}
	HelpGamesShowShort   = M0{key: "help.games.show.short"}
	HelpGamesIDHint      = M0{key: "help.games.id_hint"}
	HelpGamesDeleteShort = M0{key: "help.games.delete.short"}
	HelpGamesImportShort = M0{key: "help.games.import.short"}
	HelpGamesExportShort = M0{key: "help.games.export.short"}
	HelpFlagPlayer       = M0{key: "help.flag.player"}
	HelpFlagPlayerCount  = M0{key: "help.flag.player_count"}
	HelpFlagSince        = M0{key: "help.flag.since"}
	HelpFlagLimit        = M0{key: "help.flag.limit"}
	HelpFlagYes          = M0{key: "help.flag.yes"}
	HelpFlagFormat       = M0{key: "help.flag.format"}
	HelpFlagOut          = M0{key: "help.flag.out"}
	HeadDate             = M0{key: "head.date"}
	HeadGame             = M0{key: "head.game"}
	HeadWinner           = M0{key: "head.winner"}
	GamesNone            = M0{key: "games.none"}
	GamesNoneMatch       = M0{key: "games.none_match"}
	GamesShowTitle       = M2[int, string]{key: "games.show_title"}
	GamesShared          = M1[string]{key: "games.shared"}
	AskDeleteGame        = M2[int, string]{key: "ask.delete_game"}
	EchoDeleted          = M1[int]{key: "echo.deleted"}
	EchoNotDeleted       = M0{key: "echo.not_deleted"}
	ErrDeleteNeedsYes    = M0{key: "err.delete_needs_yes"}
	ImportAdded          = M2[string, int]{key: "import.added"}
	ImportAlready        = M2[string, int]{key: "import.already"}
	ImportSkipped        = M1[string]{key: "import.skipped"}
	ImportSummary        = M3[int, int, int]{key: "import.summary"}
	EchoExported         = M2[int, string]{key: "echo.exported", count: 1}

	HelpStatsShort   = M0{key: "help.stats.short"}
	HelpStatsLong    = M0{key: "help.stats.long"}
	HelpFlagVs       = M0{key: "help.flag.vs"}
	HelpFlagChart    = M0{key: "help.flag.chart"}
	ErrVsNeedsPlayer = M0{key: "err.vs_needs_player"}
	ErrVsSamePlayer  = M2[string, string]{key: "err.vs_same_player"}
	StatsNone        = M0{key: "stats.none"}
	StatsTitle       = M2[int, int]{key: "stats.title", count: 1}
	StatsShared      = M2[int, Text]{key: "stats.shared", count: 1}
	StatsPlayers     = M0{key: "stats.players_title"}
	StatsMissions    = M0{key: "stats.missions_title"}
	StatsRoles       = M0{key: "stats.roles_title"}
	StatsCategories  = M0{key: "stats.categories_title"}
	StatsTotals      = M0{key: "stats.totals_title"}
	// StatsChartPlayer heads one player's chart: name, games.
	StatsChartPlayer = M2[string, int]{key: "stats.chart_player", count: 2}
	// StatsChartMean says how many games in a row each plotted point averages.
	StatsChartMean = M1[int]{key: "stats.chart_mean", count: 1}
	StatsH2H       = M3[string, string, int]{key: "stats.h2h", count: 3}
	StatsH2HAhead  = M2[string, int]{key: "stats.h2h_ahead", count: 2}
	StatsH2HLevel  = M1[int]{key: "stats.h2h_level", count: 1}
	HeadGames      = M0{key: "head.games"}
	HeadWins       = M0{key: "head.wins"}
	HeadWinRate    = M0{key: "head.win_rate"}
	HeadMeanTotal  = M0{key: "head.mean_total"}
	HeadBestTotal  = M0{key: "head.best_total"}
	HeadHeld       = M0{key: "head.held"}
	HeadAchieved   = M0{key: "head.achieved"}
)
