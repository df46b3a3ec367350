package stats

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

// A tally adds groups up per player, per player count and per role: means
// are exact sums over exact counts, the best total is the best of the
// groups', categories come in pad order, mission cards by number, roles by
// id, players with the most wins first.
func TestTallyAddsGroupsUp(t *testing.T) {
	tl := NewTally()
	tl.Games, tl.MissionGames = 3, 1
	ana3 := Group{Key: "ANA", Players: 3, Role: "miner"}
	ana2 := Group{Key: "ANA", Players: 2}
	ben := Group{Key: "BEN", Players: 3, Role: "trader"}
	tl.Category("fields", 2)
	tl.Category("sheep", 1)
	tl.Add(ana3, Sums{Games: 2, Wins: 1, SharedWins: 1, Total: 90, Best: 50})
	tl.AddPoints(ana3, "fields", 30)
	tl.AddPoints(ana3, "sheep", 60)
	tl.Add(ana2, Sums{Games: 1, Wins: 1, Total: 40, Best: 40, Points: map[string]int{"fields": 40}})
	tl.Add(ben, Sums{Games: 2, Wins: 1, SharedWins: 1, Total: 80, Best: 45, Points: map[string]int{"fields": 20, "sheep": 60}})
	tl.AddMission(MissionStats{ID: 7, Held: 2, Achieved: 1, VP: 4})
	tl.AddMission(MissionStats{ID: 3, Held: 1})
	tl.AddMission(MissionStats{ID: 7, Held: 1, Achieved: 1, VP: 3})
	assert.Equal(t, []string{"ANA", "BEN"}, tl.Keys())

	st := tl.Stats(map[string]string{"ANA": "Ana", "BEN": "Ben"})
	assert.Equal(t, 3, st.Games)
	assert.Equal(t, 1, st.MissionGames)
	assert.Equal(t, 5, st.PlayerGames)
	assert.Equal(t, 3, st.Wins)
	assert.Equal(t, 2, st.SharedWins)
	assert.Equal(t, []string{"sheep", "fields"}, st.Categories, "in pad order")
	assert.Equal(t, []PlayerStats{
		{Name: "Ana", Key: "ANA", Games: 3, Wins: 2, SharedWins: 1, WinRate: 2.0 / 3, MeanTotal: 130.0 / 3, BestTotal: 50,
			Means: map[string]float64{"fields": 70.0 / 3, "sheep": 20},
			ByPlayers: []CountStats{
				{Players: 2, Games: 1, Wins: 1, WinRate: 1, MeanTotal: 40, BestTotal: 40},
				{Players: 3, Games: 2, Wins: 1, WinRate: 0.5, MeanTotal: 45, BestTotal: 50},
			}},
		{Name: "Ben", Key: "BEN", Games: 2, Wins: 1, SharedWins: 1, WinRate: 0.5, MeanTotal: 40, BestTotal: 45,
			Means:     map[string]float64{"fields": 10, "sheep": 30},
			ByPlayers: []CountStats{{Players: 3, Games: 2, Wins: 1, WinRate: 0.5, MeanTotal: 40, BestTotal: 45}}},
	}, st.Players)
	assert.Equal(t, []MissionStats{{ID: 3, Held: 1}, {ID: 7, Held: 3, Achieved: 2, VP: 7}}, st.Missions)
	assert.Equal(t, []RoleStats{
		{Role: "miner", Games: 2, Wins: 1, WinRate: 0.5, MeanTotal: 45},
		{Role: "trader", Games: 2, Wins: 1, WinRate: 0.5, MeanTotal: 40},
	}, st.Roles)
}

// Nothing tallied is no statistics, not a division by zero.
func TestTallyOfNothing(t *testing.T) {
	st := NewTally().Stats(nil)
	assert.Zero(t, st.Games)
	assert.Empty(t, st.Players)
	assert.Empty(t, st.Categories)
	assert.Empty(t, st.Missions)
	assert.Empty(t, st.Roles)
}
