package text

// The box code (box export --code, box import CODE, box show) and every QR
// code the program draws. The texts are in locales/<lang>.txt under the
// same keys.

// box export --code.
var (
	// ExampleBoxCode comments the example of box export --code.
	ExampleBoxCode  = M0{Key: "example.box_code"}
	HelpFlagBoxCode = M0{Key: "help.flag.box_code"}
	HelpFlagWhole   = M0{Key: "help.flag.whole"}
	// BoxCodeCore and BoxCodeWhole head the code beside its QR code.
	BoxCodeCore   = M0{Key: "box.code.core"}
	BoxCodeWhole  = M0{Key: "box.code.whole"}
	BoxCodeTakeIn = M0{Key: "box.code.take_in"}
	// BoxCodeTooTall: the QR code's rows (%d) and the terminal's (%d).
	BoxCodeTooTall = M2[int, int]{Key: "box.code.too_tall"}
	// ErrBoxCodeNoCore: the profile's path.
	ErrBoxCodeNoCore       = M1[string]{Key: "err.box.code_no_core"}
	ErrBoxWholeWithoutCode = M0{Key: "err.box.whole_without_code"}
)

// box show's last lines, and what it says of values taken from a code.
var (
	BoxShowCode      = M0{Key: "box.show.code"}
	BoxShowCodeWhole = M0{Key: "box.show.code_whole"}
	BoxShowCodeHint  = M0{Key: "box.show.code_hint"}
	// BoxShowFromCode: the day the code was taken in (2026-11-29).
	BoxShowFromCode = M1[string]{Key: "box.show.from_code"}
	// BoxShowFromCodeSome: the day, then the values taken from it.
	BoxShowFromCodeSome = M2[string, Text]{Key: "box.show.from_code_some"}
)

// box import CODE.
var (
	BoxImportCodeChanges = M1[string]{Key: "box.import.code_changes"}
	BoxImportCodeNothing = M0{Key: "box.import.code_nothing"}
	BoxImportCodeChoose  = M0{Key: "box.import.code_choose"}
	// ErrBoxImportNeither: the argument, which names no file and decodes
	// to no box code.
	ErrBoxImportNeither = M1[string]{Key: "err.box.import_neither"}
)

// The problems of a box code (setup/boxcode), and of a box code given where
// a setup code is read.
var (
	ErrBoxCodeNotText      = M1[int]{Key: "err.box_code.not_text"}
	ErrBoxCodeEmpty        = M0{Key: "err.box_code.empty"}
	ErrBoxCodeLetter       = M2[string, int]{Key: "err.box_code.letter"}
	ErrBoxCodeNotBoxCode   = M0{Key: "err.box_code.not_box_code"}
	ErrBoxCodeChecksum     = M0{Key: "err.box_code.checksum"}
	ErrBoxCodeShort        = M2[int, int]{Key: "err.box_code.short"}
	ErrBoxCodeLong         = M2[int, int]{Key: "err.box_code.long"}
	ErrBoxCodeVersion      = M2[int, int]{Key: "err.box_code.version"}
	ErrBoxCodeUnknownGame  = M1[int]{Key: "err.box_code.unknown_game"}
	ErrBoxCodeSetupCode    = M1[Text]{Key: "err.box_code.setup_code"}
	ErrBoxCodeSetupCodeAny = M0{Key: "err.box_code.setup_code_any"}
	ErrCodeOtherKind       = M1[string]{Key: "err.code_other_kind"}
	ErrProfileImportCode   = M1[string]{Key: "err.profile_import_code"}
	ErrProfileImportDate   = M1[string]{Key: "err.profile_import_date"}
)

// Every QR code (render.QR).
var (
	// QRTooWide: the columns the code needs (%d), the terminal's (%d).
	QRTooWide   = M2[int, int]{Key: "qr.too_wide"}
	QRNoColours = M0{Key: "qr.no_colours"}
)
