package words

import "altiplano/cmd/text"

// A learned row size smaller than the row just typed.
var ErrEntryBoardRowShort = text.M2[int, int]{Key: "err.entry.board_row_short"}
