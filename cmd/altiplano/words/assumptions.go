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

// A row of unknown length after a walk-through: the advice is about the
// walk-through's questions and the box profile, not a file's syntax.
var AssumeRowsIncompleteWalk = text.M2[string, string]{Key: "assume.rows_incomplete_walk"}

// Assumption renders one thing a result rests on that is not verified.
func Assumption(p text.Printer, a scoring.Assumption) string {
	switch a.Kind {
	case scoring.GoodsInferred:
		names := make([]string, len(a.Goods))
		for i, g := range a.Goods {
			names[i] = Good(p, g)
		}
		return AssumeGoodsInferred.In(p, strings.Join(names, ", "))
	case scoring.RowsIncomplete:
		rows := make([]string, len(a.Rows))
		for i, r := range a.Rows {
			rows[i] = strconv.Itoa(r)
		}
		return AssumeRowsIncomplete.In(p, a.Player, strings.Join(rows, ", "))
	case scoring.RowVPInferred:
		return AssumeRowVPInferred.In(p, a.Player)
	case scoring.MissionVPInferred:
		return AssumeMissionVPInferred.In(p, int(a.Mission))
	case scoring.CapacitiesUnchecked:
		return AssumeCapacitiesUnchecked.In(p)
	case scoring.HouseBonusTwice:
		names := make([]string, len(a.Goods))
		for i, g := range a.Goods {
			names[i] = Good(p, g)
		}
		return AssumeHouseBonusTwice.In(p, a.Player, strings.Join(names, ", "))
	}
	return text.Safe(string(a.Kind))
}
