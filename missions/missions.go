// Package missions holds the 20 mission cards of the mission variant, in the
// rulebook's order, and decides from a game's final state which are achieved.
package missions

import (
	"altiplano/rules/altiplano"
)

// firstTo are the missions won by being first at something during play; the
// final state cannot show them, so the player says whether they were achieved.
var firstTo = [altiplano.MissionCount + 1]bool{5: true, 11: true, 17: true, 18: true}

// FirstTo reports whether id is a "be the first to" mission.
func FirstTo(id altiplano.MissionID) bool { return id.Valid() && firstTo[id] }

// All returns the 20 missions in order.
func All() []altiplano.MissionID { return altiplano.MissionIDs() }
