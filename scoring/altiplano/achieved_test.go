package altiplano_test

import (
	"testing"

	"github.com/stretchr/testify/assert"

	"altiplano/rules/altiplano"
	"altiplano/rules/altiplano/catalog"
	scoring "altiplano/scoring/altiplano"
)

// Every mission held is decided as the record stands, unscored as it may
// be (a VP nobody knows): a "first to" one on the player's word, any other
// by the state; one the rules cannot decide yet is left out.
func TestAchievedDecidesEveryMissionHeld(t *testing.T) {
	no := false
	r := withMissions(game(
		scoring.Player{Name: "A", Boats: 3, Missions: []scoring.Mission{{ID: 12}, {ID: 18, Achieved: &no}}},
		scoring.Player{Name: "B", Houses: []altiplano.Good{altiplano.Glass}, Missions: []scoring.Mission{{ID: 17}, {ID: 13}}},
	))
	got := scoring.Achieved(r, catalog.Default()) // it knows no card's VP
	assert.Equal(t, []map[altiplano.MissionID]bool{{12: true, 18: false}, {13: false}}, got, "B's 17 is undecided without their word")
}
