package text

// Messages of the fixups after issues 16, 17 and 18.
var (
	// The table's own questions at the end of the walk-through.
	AskDuration    = M0{Key: "ask.duration"}
	AskLocation    = M0{Key: "ask.location"}
	FieldDuration  = M0{Key: "field.duration"}
	FieldLocation  = M0{Key: "field.location"}
	HintSkip       = M0{Key: "hint.skip"}
	ReviewThisGame = M0{Key: "review.this_game"}
)

// The value types and defaults of --help's flags (pflag's are English).
var (
	UsageTypeString = M0{Key: "usage.type.string"}
	UsageTypeInt    = M0{Key: "usage.type.int"}
	UsageDefault    = M1[string]{Key: "usage.default"}
)

// games export --qr.
var (
	HelpFlagQR     = M0{Key: "help.flag.qr"}
	ErrQROnlyLinks = M0{Key: "err.qr_only_links"}
	WarnQRTooLong  = M2[int, int]{Key: "warn.qr_too_long"}
)
