package text

// Messages of the fixups after issues 16, 17 and 18.
var (
	// The table's own questions at the end of the walk-through.
	AskDuration    = M0{key: "ask.duration"}
	AskLocation    = M0{key: "ask.location"}
	FieldDuration  = M0{key: "field.duration"}
	FieldLocation  = M0{key: "field.location"}
	HintSkip       = M0{key: "hint.skip"}
	ReviewThisGame = M0{key: "review.this_game"}
)

// A "first to" mission listed by several phones, settled on the host.
var (
	ServeFirstToShared = M3[int, string, Text]{key: "serve.first_to_shared"}
	AskFirstToHolder   = M1[int]{key: "ask.first_to_holder"}
)

// The value types and defaults of --help's flags (pflag's are English).
var (
	UsageTypeString = M0{key: "usage.type.string"}
	UsageTypeInt    = M0{key: "usage.type.int"}
	UsageDefault    = M1[string]{key: "usage.default"}
)

// games export --qr.
var (
	HelpFlagQR     = M0{key: "help.flag.qr"}
	ErrQROnlyLinks = M0{key: "err.qr_only_links"}
	WarnQRTooLong  = M2[int, int]{key: "warn.qr_too_long"}
)
