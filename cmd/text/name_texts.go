package text

import "altiplano/rules/altiplano"

// Altiplano's named things as messages, for what the game declares to the
// shared machinery: the play log's categories, roles and mission cards
// (cmd/altiplano's Log).

// CategoryName is a score-pad line's name.
func CategoryName(c altiplano.Category) Text { return categoryNames[c].T() }

// RoleName is a role's name.
func RoleName(r altiplano.Role) Text { return roleNames[r].T() }

// MissionName is a mission card's text in a few words.
func MissionName(id altiplano.MissionID) Text {
	if !id.Valid() {
		return Text{}
	}
	return missionTexts[id].T()
}
