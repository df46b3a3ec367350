package text

// The play history that stays true: corrected results, rescoring, files
// never overwritten silently, damaged histories and export options.
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
	ErrRescoreNeedsYes    = M0{Key: "err.rescore_needs_yes"}

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
	HelpFlagGame      = M1[string]{Key: "help.flag.game"}
	HelpFlagLimitAll  = M0{Key: "help.flag.limit_all"}
	GamesMore         = M1[int]{Key: "games.more", Count: 1}
	ErrRecordLocation = M1[int]{Key: "err.record.location"}
	HelpFlagRole      = M0{Key: "help.flag.role"}
	GamesShowRoles    = M1[string]{Key: "games.show_roles"}
	HelpFlagDuration  = M0{Key: "help.flag.duration"}
	HelpFlagLocation  = M0{Key: "help.flag.location"}
	ErrGameUnknown    = M2[string, string]{Key: "err.game_unknown"}
)
