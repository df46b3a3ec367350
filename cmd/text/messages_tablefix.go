package text

// Messages of the table fixes (a hostile-user test of score and score --serve).
var (
	// Ctrl-C or --idle on a served game: it is resumed served.
	StoppedDraftServed = M2[string, string]{Key: "stopped.draft_served"}
)

// The review's refusals say what would work; its help mentions values
// learned only when there are some. A resume picker's line without names or
// code shows no bare dash.
var (
	ReviewBadJumpName      = M1[string]{Key: "review.bad_jump_name"}
	ReviewBadLine          = M3[string, string, int]{Key: "review.bad_line"}
	ReviewJumpHelpThisGame = M0{Key: "review.jump_help_this_game"}
	DraftLineNoCode        = M2[string, string]{Key: "draft.line_no_code"}
	DraftNoNames           = M0{Key: "draft.no_names"}
)

// With --serve, what the phones learned is listed on the host before the
// save question.
var ReviewLearnedChoose = M0{Key: "review.learned_choose"}
