package text

// Messages of the table fixes (a hostile-user test of score and score --serve).
var (
	// Ctrl-C or --idle on a served game: it is resumed served.
	StoppedDraftServed = M2[string, string]{key: "stopped.draft_served"}
)

// A learned row size smaller than the row just typed.
var ErrEntryBoardRowShort = M2[int, int]{key: "err.entry.board_row_short"}

// The review's refusals say what would work; its help mentions values
// learned only when there are some. A resume picker's line without names or
// code shows no bare dash.
var (
	ReviewBadJumpName      = M1[string]{key: "review.bad_jump_name"}
	ReviewBadLine          = M3[string, string, int]{key: "review.bad_line"}
	ReviewJumpHelpThisGame = M0{key: "review.jump_help_this_game"}
	DraftLineNoCode        = M2[string, string]{key: "draft.line_no_code"}
	DraftNoNames           = M0{key: "draft.no_names"}
)
