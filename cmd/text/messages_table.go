package text

// Messages of scoring at the table: the input line, what each question
// means (shown once above its short input line), the counting checklist
// and corrections.
var (
	PromptLine      = M1[string]{Key: "prompt.line"}
	PromptEditHint  = M0{Key: "prompt.edit_hint"}
	SuggestGood     = M2[string, string]{Key: "suggest.good"}
	ReviewJumpHelp  = M0{Key: "review.jump_help"}
	ReviewBadJump   = M1[string]{Key: "review.bad_jump"}
	ReviewWhichLine = M1[string]{Key: "review.which_line"}
	ReviewLearned   = M0{Key: "review.learned"}
	// Usage lines and examples of --help.
	UsageFlagsWord      = M0{Key: "usage.word.flags"}
	UsageCommandWord    = M0{Key: "usage.word.command"}
	UsageArgFile        = M0{Key: "usage.arg.file"}
	UsageArgID          = M0{Key: "usage.arg.id"}
	ExampleBoxCalibrate = M0{Key: "example.box_calibrate"}
)
