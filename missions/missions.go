// Package missions holds the 20 mission cards of the mission variant, in the
// rulebook's order, and decides from a game's final state which are achieved.
package missions

import (
	"strconv"

	"altiplano/rules/i18n"
)

// ID is a mission's number, 1 to 20, in the rulebook's order.
type ID int

// Count is how many mission cards the box holds.
const Count = 20

// Valid reports whether id names a mission.
func (id ID) Valid() bool { return id >= 1 && id <= Count }

// firstTo are the missions won by being first at something during play; the
// final state cannot show them, so the player says whether they were achieved.
var firstTo = map[ID]bool{5: true, 11: true, 17: true, 18: true}

// FirstTo reports whether id is a "be the first to" mission.
func (id ID) FirstTo() bool { return firstTo[id] }

// Text is the mission's card text, short enough for a table row.
func (id ID) Text() i18n.Text { return i18n.T(i18n.Key("mission." + strconv.Itoa(int(id)) + ".text")) }

// Rule is how the program decides the mission.
func (id ID) Rule() i18n.Text { return i18n.T(i18n.Key("mission." + strconv.Itoa(int(id)) + ".rule")) }

// All returns the 20 missions in order.
func All() []ID {
	out := make([]ID, Count)
	for i := range out {
		out[i] = ID(i + 1)
	}
	return out
}
