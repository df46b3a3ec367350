package altiplano

import "altiplano/rules"

// MissionID is a mission card's number, 1 to 20, in the rulebook's order.
// What each card asks, and how it is decided, is in package missions.
type MissionID int

// MissionCount is how many mission cards the box holds.
const MissionCount = 20

// MissionIDLimit are the missions' numbers.
var MissionIDLimit = rules.Limit{Min: 1, Max: MissionCount}

// Valid reports whether id names a mission card.
func (id MissionID) Valid() bool { return id >= 1 && id <= MissionCount }

// MissionIDs returns the 20 cards in order.
func MissionIDs() []MissionID {
	out := make([]MissionID, MissionCount)
	for i := range out {
		out[i] = MissionID(i + 1)
	}
	return out
}
