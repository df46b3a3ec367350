package altiplano

import (
	"altiplano/rules/altiplano"
	"altiplano/rules/altiplano/catalog"
)

// Achieved is, for each player of a record as it stands (one still being
// entered too), whether each mission they hold is achieved, by mission: a
// "first to" mission on the player's word, any other by the final state.
// A mission the rules cannot decide yet (a problem says why) is left out.
func Achieved(r Record, c catalog.Catalog) []map[altiplano.MissionID]bool {
	evs, _ := evaluate(r, c)
	out := make([]map[altiplano.MissionID]bool, len(evs))
	for i, ev := range evs {
		out[i] = ev.achieved
	}
	return out
}
