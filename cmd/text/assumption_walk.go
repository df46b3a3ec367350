package text

import (
	"strings"

	scoring "altiplano/scoring/altiplano"
)

// AssumptionWalked renders an assumption of a result scored by a
// walk-through: where Assumption advises on writing a record file, this
// advises on answering the walk-through's questions.
func AssumptionWalked(p Printer, a scoring.Assumption) string {
	if a.Kind != scoring.RowsIncomplete {
		return Assumption(p, a)
	}
	rows := make([]string, len(a.Rows))
	for i, r := range a.Rows {
		rows[i] = itoa(r)
	}
	return AssumeRowsIncompleteWalk.In(p, a.Player, strings.Join(rows, ", "))
}
