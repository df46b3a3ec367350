package text

// Messages of the table fixes (a hostile-user test of score and score --serve).
var (
	// Ctrl-C or --idle on a served game: it is resumed served.
	StoppedDraftServed = M1[string]{key: "stopped.draft_served"}
)

// A learned row size smaller than the row just typed.
var ErrEntryBoardRowShort = M2[int, int]{key: "err.entry.board_row_short"}
