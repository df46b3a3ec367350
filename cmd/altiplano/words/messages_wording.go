package words

import "altiplano/cmd/text"

// A row of unknown length after a walk-through: the advice is about the
// walk-through's questions and the box profile, not a file's syntax.
var AssumeRowsIncompleteWalk = text.M2[string, string]{Key: "assume.rows_incomplete_walk"}
