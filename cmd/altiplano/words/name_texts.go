package words

import (
	"altiplano/cmd/text"
	"altiplano/rules/altiplano"
)

// CategoryName is a score-pad line's name.
func CategoryName(c altiplano.Category) text.Text { return categoryNames[c].T() }

// RoleName is a role's name.
func RoleName(r altiplano.Role) text.Text { return roleNames[r].T() }

// MissionName is a mission card's text in a few words.
func MissionName(id altiplano.MissionID) text.Text {
	if !id.Valid() {
		return text.Text{}
	}
	return missionTexts[id].T()
}
