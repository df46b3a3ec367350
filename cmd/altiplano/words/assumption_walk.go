package words

import (
	"strconv"
	"strings"

	"altiplano/cmd/text"
	scoring "altiplano/scoring/altiplano"
)

// AssumptionWalked renders an assumption of a result scored by a
// walk-through: where Assumption advises on writing a record file, this
// advises on answering the walk-through's questions.
func AssumptionWalked(p text.Printer, a scoring.Assumption) string {
	if a.Kind != scoring.RowsIncomplete {
		return Assumption(p, a)
	}
	rows := make([]string, len(a.Rows))
	for i, r := range a.Rows {
		rows[i] = strconv.Itoa(r)
	}
	return AssumeRowsIncompleteWalk.In(p, a.Player, strings.Join(rows, ", "))
}
