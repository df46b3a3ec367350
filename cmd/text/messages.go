package text

// Every message the program shows, with the types of its arguments. The
// texts are in locales/<lang>.txt under the same keys.

// The program, its flags and usage.
var (
	HelpRootShort       = M0{Key: "help.root.short"}
	HelpRootLong        = M0{Key: "help.root.long"}
	HelpFlagConfig      = M0{Key: "help.flag.config"}
	HelpFlagBox         = M0{Key: "help.flag.box"}
	HelpFlagLang        = M0{Key: "help.flag.lang"}
	HelpFlagHelp        = M0{Key: "help.flag.help"}
	HelpFlagJSON        = M0{Key: "help.flag.json"}
	HelpCompletionShort = M0{Key: "help.completion.short"}
	HelpHelpShort       = M0{Key: "help.help.short"}
	// cobra's completion and help commands, in the user's language too:
	// the program's name, and a shell's.
	HelpCompletionLong           = M1[string]{Key: "help.completion.long"}
	HelpCompletionShellShort     = M1[string]{Key: "help.completion.shell_short"}
	HelpCompletionBashLong       = M1[string]{Key: "help.completion.bash_long"}
	HelpCompletionZshLong        = M1[string]{Key: "help.completion.zsh_long"}
	HelpCompletionFishLong       = M1[string]{Key: "help.completion.fish_long"}
	HelpCompletionPowerShellLong = M1[string]{Key: "help.completion.powershell_long"}
	HelpFlagNoDescriptions       = M0{Key: "help.flag.no_descriptions"}
	HelpHelpLong                 = M1[string]{Key: "help.help.long"}
	HelpSelectKeys               = M0{Key: "help.select_keys"}
	UsageUsage                   = M0{Key: "usage.usage"}
	UsageExamples                = M0{Key: "usage.examples"}
	UsageCommands                = M0{Key: "usage.commands"}
	UsageFlags                   = M0{Key: "usage.flags"}
	UsageGlobalFlags             = M0{Key: "usage.global_flags"}
	UsageMore                    = M1[string]{Key: "usage.more"}
)

// Errors of the command line, files and configuration.
var (
	ErrPrefix            = M0{Key: "err.prefix"}
	ErrSeeHelp           = M1[string]{Key: "err.see_help"}
	ErrProblemCount      = M1[int]{Key: "err.problem_count", Count: 1}
	ErrUnexpectedArgs    = M2[string, string]{Key: "err.unexpected_args"}
	ErrFlagRequired      = M2[string, Text]{Key: "err.flag_required"}
	ErrFlagsExclusive    = M2[string, string]{Key: "err.flags_exclusive"}
	ErrUnknownFlag       = M1[string]{Key: "err.unknown_flag"}
	ErrUnknownFlagMeant  = M2[string, string]{Key: "err.unknown_flag_meant"}
	ErrFlagNeedsArg      = M1[string]{Key: "err.flag_needs_arg"}
	ErrFlagInvalid       = M2[string, string]{Key: "err.flag_invalid"}
	ErrUnknownSubcommand = M2[string, string]{Key: "err.unknown_subcommand"}
	ErrLangUnknown       = M1[string]{Key: "err.lang_unknown"}
	WarnLocaleCharset    = M4[string, string, string, string]{Key: "warn.locale_charset"}
	ErrPlayersHint       = M2[int, int]{Key: "err.players_hint"}
	ErrPlayersNamed      = M3[int, int, int]{Key: "err.players_named", Count: 1}
	// A file the user named: where, then what.
	FieldFile           = M1[string]{Key: "field.file"}
	FieldConfigFile     = M1[string]{Key: "field.config_file"}
	FieldBoxFile        = M1[string]{Key: "field.box_file"}
	ErrNoSuchFile       = M0{Key: "err.no_such_file"}
	ErrIsDirectory      = M0{Key: "err.is_directory"}
	ErrNotRegular       = M0{Key: "err.not_regular"}
	ErrFileUnreadable   = M1[Text]{Key: "err.file_unreadable"}
	ErrFileUnwritable   = M1[Text]{Key: "err.file_unwritable"}
	ErrPermission       = M0{Key: "err.permission"}
	ErrFileTooLarge     = M1[string]{Key: "err.file_too_large_read"} // Size(limit)
	ErrConfigSyntax     = M0{Key: "err.config_syntax"}
	ErrConfigSyntaxWhy  = M1[Text]{Key: "err.config_syntax_because"}
	ErrConfigUnknownKey = M2[string, string]{Key: "err.config_unknown_key"}
	ErrConfigValue      = M2[string, string]{Key: "err.config_value"}
)

// Where a problem is.
var (
	FieldPlayers    = M0{Key: "field.players"}
	FieldName       = M0{Key: "field.name"}
	FieldSeed       = M0{Key: "field.seed"}
	FieldCode       = M0{Key: "field.code"}
	FieldNames      = M0{Key: "field.names"}
	FieldStart      = M0{Key: "field.start"}
	FieldSeat       = M0{Key: "field.seat"}
	FieldLimit      = M0{Key: "field.limit"}
	FieldLang       = M0{Key: "field.lang"}
	FieldDatabase   = M1[string]{Key: "field.database"}
	FieldInFile     = M3[string, string, int]{Key: "field.in_file"}
	FieldInFileLine = M2[string, int]{Key: "field.in_file_line"}
	FieldInFilePath = M2[string, string]{Key: "field.in_file_path"}
)

// Problems with what a user typed or wrote (rules.Problem kinds).
var (
	ErrOutOfRange   = M3[int, int, string]{Key: "err.out_of_range"}
	ErrBelowMin     = M2[int, string]{Key: "err.below_min"}
	ErrNotANumber   = M1[string]{Key: "err.not_a_number"}
	ErrPlayersRange = M3[int, int, string]{Key: "err.players_range"}
	ErrNameEmpty    = M0{Key: "err.name_empty"}
	ErrNameLong     = M2[string, int]{Key: "err.name_long"}
	ErrNameChars    = M1[string]{Key: "err.name_characters"}
	ErrNameNoLetter = M1[string]{Key: "err.name_no_letter"}
	ErrNameTwice    = M1[string]{Key: "err.name_twice"}
	// A name printing like another: the name, the other (and its line).
	ErrNameLookAlike   = M2[string, string]{Key: "err.name_look_alike"}
	ErrNameLookAlikeAt = M3[string, string, int]{Key: "err.name_look_alike_at"}
	ErrNotOneOf        = M2[string, string]{Key: "err.not_one_of"}
	// When a record says the game was played.
	ErrPlayedAt        = M1[string]{Key: "err.played_at"}
	ErrPlayedAtExample = M2[string, string]{Key: "err.played_at_example"}
	ErrPlayedAtRange   = M2[string, int]{Key: "err.played_at_range"}
	ErrPlayedAtGap     = M4[string, string, string, string]{Key: "err.played_at_gap"}
	ErrPlayedAtTwice   = M4[string, string, string, string]{Key: "err.played_at_twice"}
	ErrDateExample     = M2[string, string]{Key: "err.date_example"}
	// A file's text that is not UTF-8, or holds a character YAML refuses.
	ErrFileEncoding  = M0{Key: "err.file_encoding"}
	ErrFileCharacter = M1[string]{Key: "err.file_character"}
	ErrTooMany       = M2[int, int]{Key: "err.too_many"}

	ErrYAMLSyntax       = M0{Key: "err.yaml.syntax"}
	ErrYAMLSyntaxWhy    = M1[Text]{Key: "err.yaml.syntax_because"}
	ErrYAMLTooLarge     = M1[string]{Key: "err.yaml.too_large"} // Size(limit)
	ErrYAMLTrailing     = M0{Key: "err.yaml.trailing"}
	ErrYAMLAlias        = M1[string]{Key: "err.yaml.alias"}
	ErrYAMLUnknownKey   = M2[string, string]{Key: "err.yaml.unknown_key"}
	ErrYAMLNotMapping   = M0{Key: "err.yaml.not_mapping"}
	ErrYAMLNotList      = M0{Key: "err.yaml.not_list"}
	ErrYAMLNotBool      = M1[string]{Key: "err.yaml.not_bool"}
	ErrYAMLMissing      = M1[string]{Key: "err.yaml.missing"}
	ErrYAMLDuplicateKey = M1[string]{Key: "err.yaml.duplicate_key"}

	ErrEntryYesNo = M1[string]{Key: "err.entry.yes_no"}

	ErrCodeMalformed = M1[string]{Key: "err.code_malformed"}
	ErrCodeChecksum  = M1[string]{Key: "err.code_checksum"}
	ErrCodeVersion   = M2[int, int]{Key: "err.code_version"}
	ErrSeed          = M1[string]{Key: "err.seed"}
	ErrSeedRange     = M1[string]{Key: "err.seed_range"}
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
	HeadSource  = M0{Key: "head.source"}
	HeadNumber  = M0{Key: "head.number"}
	HeadMission = M0{Key: "head.mission"}
	HeadPlayers = M0{Key: "head.players"}
	HeadRole    = M0{Key: "head.role"}
)

// The setup command and sheet.
var (
	HelpFlagSeed = M0{Key: "help.flag.seed"}
	HelpFlagCode = M0{Key: "help.flag.code"}

	HeadPlayer = M0{Key: "head.player"}
)

// The score command and pad.
var (
	HelpFlagFile   = M0{Key: "help.flag.file"}
	HelpFlagCSV    = M0{Key: "help.flag.csv"}
	HelpFlagResume = M0{Key: "help.flag.resume"}
	HelpFlagSave   = M0{Key: "help.flag.save"}

	PadTotal = M0{Key: "pad.total"}
	PadRank  = M0{Key: "pad.rank"}
)

// The interactive scoring walk-through.
var (
	AskSaveToBox     = M0{Key: "ask.save_to_box"}
	AskResume        = M0{Key: "ask.resume"}
	AskWhichDraft    = M0{Key: "ask.which_draft"}
	AskSeparateDraft = M0{Key: "ask.separate_draft"}
	ChooseNewScoring = M0{Key: "choose.new_scoring"}
	AnswerYes        = M0{Key: "answer.yes"}
	AnswerNo         = M0{Key: "answer.no"}
	EchoNothing      = M0{Key: "echo.nothing"}
	// ReviewNotGiven is a question of the table's skipped (how long,
	// where), as the review shows it.
	ReviewNotGiven  = M0{Key: "review.not_given"}
	EchoSaved       = M1[string]{Key: "echo.saved"}
	EchoNotSaved    = M1[string]{Key: "echo.not_saved"}
	EchoRecordSaved = M2[string, string]{Key: "echo.record_saved"}
	ReviewTitle     = M0{Key: "review.title"}
	ReviewChoose    = M0{Key: "review.choose"}
	ReviewFixFirst  = M0{Key: "review.fix_first"}
	HintCalibrate   = M0{Key: "hint.calibrate"}
	HintResume      = M1[string]{Key: "hint.resume"}
	DraftLine       = M3[string, string, string]{Key: "draft.line"}

	ErrNeedsTerminal   = M0{Key: "err.needs_terminal"}
	ErrNoDraft         = M0{Key: "err.no_draft"}
	ErrDraftUnreadable = M1[string]{Key: "err.draft_unreadable"}
	ErrDraftBusy       = M0{Key: "err.draft_busy"}
	ErrDraftOtherCode  = M2[string, string]{Key: "err.draft_other_code"}
	ErrDraftNames      = M1[string]{Key: "err.draft_names"}
	ErrSaveLate        = M2[string, Text]{Key: "err.save_late"}
	StoppedDraft       = M2[string, string]{Key: "stopped.draft"}
	StoppedNothing     = M0{Key: "stopped.nothing"}
)
