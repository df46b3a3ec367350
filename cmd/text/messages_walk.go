package text

// Messages of scoring at the table: the input line, what each question
// means (shown once above its short input line), the counting checklist
// and corrections.
var (
	PromptLine  = M1[string]{Key: "prompt.line"}
	EmptyAnswer = M0{Key: "answer.empty"}
	// listItems joins two items that may hold commas (JoinItems).
	listItems       = M2[Text, Text]{Key: "list.items"}
	PromptEditHint  = M0{Key: "prompt.edit_hint"}
	PromptLeftOut   = M0{Key: "prompt.left_out"}
	SuggestGood     = M2[string, string]{Key: "suggest.good"}
	ReviewJumpHelp  = M0{Key: "review.jump_help"}
	ReviewBadJump   = M1[string]{Key: "review.bad_jump"}
	ReviewWhichLine = M1[string]{Key: "review.which_line"}
	ReviewLearned   = M0{Key: "review.learned"}
	// ErrLearnedMeanwhile: a player (%s) gave a value of the box first
	// (%s) while another phone was asked it, whose answer (%s) was not
	// taken.
	ErrLearnedMeanwhile = M3[string, string, string]{Key: "err.learned_meanwhile"}
	// AnotherPlayer names a player the walk cannot name, at the start of
	// a sentence.
	AnotherPlayer = M0{Key: "another_player"}
	// Usage lines and examples of --help.
	UsageFlagsWord      = M0{Key: "usage.word.flags"}
	UsageCommandWord    = M0{Key: "usage.word.command"}
	UsageArgFile        = M0{Key: "usage.arg.file"}
	UsageArgID          = M0{Key: "usage.arg.id"}
	ExampleBoxCalibrate = M0{Key: "example.box_calibrate"}
)

// The table's own questions at the end of the walk-through.
var (
	AskDuration    = M0{Key: "ask.duration"}
	AskLocation    = M0{Key: "ask.location"}
	FieldDuration  = M0{Key: "field.duration"}
	FieldLocation  = M0{Key: "field.location"}
	HintSkip       = M0{Key: "hint.skip"}
	ReviewThisGame = M0{Key: "review.this_game"}
)

var (
	// Ctrl-C or --idle on a served game: it is resumed served.
	StoppedDraftServed = M2[string, string]{Key: "stopped.draft_served"}
)

// The review's refusals say what would work; its help mentions values
// learned only when there are some. A resume picker's line without names or
// code shows no bare dash.
var (
	ReviewBadJumpName = M1[string]{Key: "review.bad_jump_name"}
	ReviewBadLine     = M3[string, string, int]{Key: "review.bad_line"}
	// A seat's line whose step the seat is not asked: as typed, the line's
	// name, the seat's, and why ("no unicorn on the farm"); on a phone,
	// where a line is tapped, the line's name and why; the table's line
	// (group 0): as typed, its name and why.
	ReviewNotAsked         = M4[string, string, string, Text]{Key: "review.not_asked"}
	ReviewNotAskedHere     = M2[string, Text]{Key: "review.not_asked_here"}
	ReviewNotAskedTable    = M3[string, string, Text]{Key: "review.not_asked_table"}
	ReviewJumpHelpThisGame = M0{Key: "review.jump_help_this_game"}
	DraftLineNoCode        = M2[string, string]{Key: "draft.line_no_code"}
	DraftNoNames           = M0{Key: "draft.no_names"}
)
