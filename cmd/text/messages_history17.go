package text

// The play history that stays true: corrected results, rescoring, files
// never overwritten silently, damaged histories and export options.
var (
	UpdateHeader         = M1[int]{key: "update.header"}
	UpdatePoints         = M3[string, int, int]{key: "update.points"}
	UpdatePlace          = M2[int, int]{key: "update.place"}
	UpdateSameTotal      = M2[string, int]{key: "update.same_total"}
	UpdateTotal          = M2[string, int]{key: "update.total"}
	AskUpdateGame        = M1[int]{key: "ask.update_game"}
	EchoUpdated          = M1[int]{key: "echo.updated"}
	EchoNotUpdated       = M1[int]{key: "echo.not_updated"}
	EchoNotUpdatedAnswer = M1[int]{key: "echo.not_updated_answer"}
	HelpFlagYesUpdate    = M0{key: "help.flag.yes_update"}

	HelpGamesRescoreShort = M0{key: "help.games.rescore.short"}
	HelpFlagAll           = M0{key: "help.flag.all"}
	HelpFlagDryRun        = M0{key: "help.flag.dry_run"}
	RescoreUnchanged      = M0{key: "rescore.unchanged"}
	AskRescore            = M1[int]{key: "ask.rescore"}
	EchoRescored          = M1[int]{key: "echo.rescored"}
	EchoNothingChanged    = M0{key: "echo.nothing_changed"}
	RescoreUnreadable     = M2[int, string]{key: "rescore.unreadable"}
	ErrRescoreNeedsIDs    = M0{key: "err.rescore_needs_ids"}
	ErrRescoreNeedsYes    = M0{key: "err.rescore_needs_yes"}

	AskOverwrite        = M1[string]{key: "ask.overwrite"}
	ErrFileExists       = M1[string]{key: "err.file_exists"}
	ErrNotOverwritten   = M1[string]{key: "err.not_overwritten"}
	HelpFlagForce       = M0{key: "help.flag.force"}
	HintDBRepair        = M0{key: "hint.db_repair"}
	HelpGamesRepair     = M0{key: "help.games.repair.short"}
	EchoRepaired        = M2[int, string]{key: "echo.repaired", count: 1}
	EchoRepairNotNeeded = M0{key: "echo.repair_not_needed"}

	HelpFlagBOM       = M0{key: "help.flag.bom"}
	WarnBGGObjectID   = M2[Text, string]{key: "warn.bgg_object_id"}
	HelpFlagGame      = M1[string]{key: "help.flag.game"}
	HelpFlagLimitAll  = M0{key: "help.flag.limit_all"}
	GamesMore         = M1[int]{key: "games.more", count: 1}
	ErrRecordLocation = M1[int]{key: "err.record.location"}
	HelpFlagRole      = M0{key: "help.flag.role"}
	GamesShowRoles    = M1[string]{key: "games.show_roles"}
	HelpFlagDuration  = M0{key: "help.flag.duration"}
	HelpFlagLocation  = M0{key: "help.flag.location"}
	ErrGameUnknown    = M2[string, string]{key: "err.game_unknown"}
)
