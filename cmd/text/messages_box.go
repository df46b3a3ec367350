package text

// The messages of `altiplano box`, with the types of their arguments. The
// texts are in locales/<lang>.txt under the same keys.

// The command, its subcommands and flags.
var (
	HelpBoxShort          = M0{Key: "help.box.short"}
	HelpBoxLong           = M0{Key: "help.box.long"}
	HelpBoxShare          = M0{Key: "help.box.share"}
	HelpBoxShowShort      = M0{Key: "help.box.show.short"}
	HelpBoxCalibrateShort = M0{Key: "help.box.calibrate.short"}
	HelpBoxCalibrateLong  = M0{Key: "help.box.calibrate.long"}
	HelpBoxCheckShort     = M0{Key: "help.box.check.short"}
	HelpBoxExportShort    = M0{Key: "help.box.export.short"}
	HelpBoxImportShort    = M0{Key: "help.box.import.short"}
	HelpBoxImportLong     = M0{Key: "help.box.import.long"}
	HelpBoxPathShort      = M0{Key: "help.box.path.short"}
	HelpFlagSection       = M2[string, string]{Key: "help.flag.section"}
	HelpFlagRestart       = M0{Key: "help.flag.restart"}
	HelpFlagYesMerge      = M0{Key: "help.flag.yes_merge"}
	HelpFlagReplace       = M0{Key: "help.flag.replace"}
)

// What the box profile records, and where it is.
var (
	BoxFromFlag    = M0{Key: "box.from.flag"}
	BoxFromEnv     = M0{Key: "box.from.env"}
	BoxFromConfig  = M0{Key: "box.from.config"}
	BoxFromDefault = M0{Key: "box.from.default"}
	BoxProfileAt   = M2[string, Text]{Key: "box.profile_at"}
	BoxProfileNone = M2[string, Text]{Key: "box.profile_none"}
	BoxPathMissing = M0{Key: "box.path_missing"}
	HeadCard       = M0{Key: "head.card"}
)

// The calibration walk-through.
var (
	BoxCalibrateIntro    = M1[string]{Key: "box.calibrate.intro"}
	BoxCalibrateContinue = M1[string]{Key: "box.calibrate.continue"}
	// BoxCalibrateRestartHint says how (the command, %s) to ask the kept
	// answers afresh.
	BoxCalibrateRestartHint = M1[string]{Key: "box.calibrate.restart_hint"}
	BoxCalibrateAlready     = M1[Text]{Key: "box.calibrate.already"}
	BoxCalibrateComplete    = M2[Text, string]{Key: "box.calibrate.complete"}
	BoxCalibrateSkipped     = M1[Text]{Key: "box.calibrate.skipped"}
	// A section skipped after answers, which the draft keeps.
	BoxCalibrateSkippedKept = M2[Text, string]{Key: "box.calibrate.skipped_kept"}
	// A section skipped in an earlier run of this calibration, passed over.
	BoxCalibrateSkippedEarlier = M2[Text, string]{Key: "box.calibrate.skipped_earlier"}
	BoxCalibrateFinished       = M0{Key: "box.calibrate.finished"}
	// Said after how a calibration ended when its draft stays: where, and
	// the commands that go on with it.
	BoxCalibrateKept = M2[string, string]{Key: "box.calibrate.kept"}

	AskBoxMore = M1[Text]{Key: "ask.box.more"}

	StoppedBox          = M1[string]{Key: "stopped.box"}
	ErrBoxNeedsTerminal = M0{Key: "err.box.needs_terminal"}
	ErrBoxDraftBusy     = M0{Key: "err.box.draft_busy"}
	ErrBoxSection       = M2[string, string]{Key: "err.box.section"}
)

// Checking, exporting and importing a profile.
var (
	BoxCheckValid        = M1[string]{Key: "box.check.valid"}
	BoxExportHeader      = M0{Key: "box.export.header"}
	BoxWritten           = M1[string]{Key: "box.written"}
	ErrBoxNone           = M1[string]{Key: "err.box.none"}
	ErrBoxReadBack       = M0{Key: "err.box.read_back"}
	ErrBoxImportFile     = M0{Key: "err.box.import_file"}
	ErrBoxConfirm        = M0{Key: "err.box.confirm"}
	BoxImportChanges     = M2[string, string]{Key: "box.import.changes"}
	BoxImportNothing     = M1[string]{Key: "box.import.nothing"}
	BoxImportAlsoRemoves = M1[Text]{Key: "box.import.also_removes"}
	BoxImportChoose      = M0{Key: "box.import.choose"}
	BoxImportCancelled   = M0{Key: "box.import.cancelled"}
	ChooseBoxMerge       = M0{Key: "choose.box.merge"}
	ChooseBoxReplace     = M0{Key: "choose.box.replace"}
	ChooseBoxCancel      = M0{Key: "choose.box.cancel"}
	AskBoxReplace        = M0{Key: "ask.box.replace"}
)

// How to record the sections a game still needs (game.BoxStatus): one by
// its name; several by a calibration, which asks them first; or, said in a
// calibration that passed over them, each by its name.
var (
	BoxRecordSection   = M1[string]{Key: "box.record.section"}
	BoxRecordCalibrate = M0{Key: "box.record.calibrate"}
	BoxRecordSections  = M1[string]{Key: "box.record.sections"}
)

// A calibration that ends with every section skipped or already known:
// the profile (perhaps a damaged one) was not touched.
var BoxCalibrateNothingChanged = M1[string]{Key: "box.calibrate.nothing_changed"}

// The same when there is no profile yet: none was created.
var BoxCalibrateNothingRecorded = M1[string]{Key: "box.calibrate.nothing_recorded"}

// A damaged box profile: how to repair it, and what is done meanwhile.
var (
	BoxDamagedRepair     = M1[string]{Key: "box.damaged.repair"}
	BoxDamagedIgnored    = M1[string]{Key: "box.damaged.ignored"}
	ConfigIgnoredForHelp = M0{Key: "config.ignored_for_help"}
	BoxDamagedKept       = M1[string]{Key: "box.damaged.kept"}
)
