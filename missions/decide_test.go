package missions_test

import (
	"testing"

	"github.com/stretchr/testify/assert"

	"altiplano/missions"
	"altiplano/rules/altiplano"
)

func state(mod func(*missions.State)) missions.State {
	s := missions.State{}
	if mod != nil {
		mod(&s)
	}
	return s
}

func rows(goods ...altiplano.Good) []missions.CompleteRow {
	out := make([]missions.CompleteRow, len(goods))
	for i, g := range goods {
		out[i] = missions.CompleteRow{Good: g}
	}
	return out
}

func storeKinds(n int) func(*missions.State) {
	return func(s *missions.State) {
		goods := altiplano.Goods()
		for _, g := range goods[1 : n+1] { // skip food
			s.Stored.Add(g, 1)
		}
	}
}

// Each mission at its threshold and just below it.
func TestStateMissions(t *testing.T) {
	tests := []struct {
		id       altiplano.MissionID
		achieved func(*missions.State)
		missed   func(*missions.State)
	}{
		{1, func(s *missions.State) { s.Orders = 3 }, func(s *missions.State) { s.Orders = 2 }},
		{2, func(s *missions.State) { s.Stored.Add(altiplano.Alpaca, 3) }, func(s *missions.State) { s.Stored.Add(altiplano.Alpaca, 2); s.Owned.Add(altiplano.Alpaca, 9) }},
		{3, storeKinds(7), storeKinds(6)},
		{4, func(s *missions.State) { s.Stored.Add(altiplano.Corn, 12); s.Stored.Add(altiplano.Fish, 8) }, func(s *missions.State) { s.Stored.Add(altiplano.Corn, 19) }},
		{6, func(s *missions.State) {
			s.CompleteRows = rows(altiplano.Fish, altiplano.Wood, altiplano.Ore, altiplano.Glass)
		}, func(s *missions.State) {
			s.CompleteRows = append(rows(altiplano.Fish, altiplano.Wood, altiplano.Ore), missions.CompleteRow{Good: altiplano.Glass, HasCorn: true})
		}},
		{7, func(s *missions.State) { s.Owned.Add(altiplano.Silver, 3); s.Owned.Add(altiplano.Cloth, 3) }, func(s *missions.State) { s.Owned.Add(altiplano.Silver, 3); s.Owned.Add(altiplano.Cloth, 2) }},
		{8, func(s *missions.State) { s.Owned.Add(altiplano.Glass, 4) }, func(s *missions.State) { s.Owned.Add(altiplano.Glass, 3) }},
		{9, func(s *missions.State) { s.CompleteRows = rows(altiplano.Fish, altiplano.Fish, altiplano.Corn) }, func(s *missions.State) { s.CompleteRows = rows(altiplano.Fish, altiplano.Fish) }},
		{10, func(s *missions.State) { s.Stored.Add(altiplano.Corn, 5) }, func(s *missions.State) { s.Stored.Add(altiplano.Corn, 4) }},
		{12, func(s *missions.State) { s.Boats = 3 }, func(s *missions.State) { s.Boats = 2 }},
		{13, func(s *missions.State) { s.Houses = 3 }, func(s *missions.State) { s.Houses = 2 }},
		{15, func(s *missions.State) { s.Stored.Add(altiplano.Cacao, 4) }, func(s *missions.State) { s.Stored.Add(altiplano.Cacao, 3) }},
		{16, func(s *missions.State) { s.Orders, s.Boats, s.Houses = 1, 1, 1 }, func(s *missions.State) { s.Orders, s.Boats = 1, 1 }},
		{20, func(s *missions.State) { s.OrdersWoolOrCloth = 2 }, func(s *missions.State) { s.OrdersWoolOrCloth = 1; s.Orders = 3 }},
	}
	for _, tt := range tests {
		yes := missions.Decide(tt.id, state(tt.achieved), nil, nil)
		assert.Empty(t, yes.Problem, "mission %d", tt.id)
		assert.True(t, yes.Achieved, "mission %d at its threshold", tt.id)
		no := missions.Decide(tt.id, state(tt.missed), nil, nil)
		assert.Empty(t, no.Problem, "mission %d", tt.id)
		assert.False(t, no.Achieved, "mission %d below its threshold", tt.id)
	}
}

func TestMostOfAGood(t *testing.T) {
	for id, g := range map[altiplano.MissionID]altiplano.Good{14: altiplano.Ore, 19: altiplano.Stone} {
		own := func(n int) missions.State { return state(func(s *missions.State) { s.Owned.Add(g, n) }) }
		assert.True(t, missions.Decide(id, own(3), []missions.State{own(2), own(0)}, nil).Achieved)
		assert.False(t, missions.Decide(id, own(3), []missions.State{own(3), own(0)}, nil).Achieved, "a tie is not more")
		assert.False(t, missions.Decide(id, own(0), []missions.State{own(0)}, nil).Achieved, "nobody owns any")
	}
}

func TestFirstToMissions(t *testing.T) {
	yes, no := true, false
	tests := []struct {
		id      altiplano.MissionID
		prereq  func(*missions.State)
		without func(*missions.State)
	}{
		{5, func(s *missions.State) { s.CompleteRows = rows(altiplano.Wood) }, nil},
		{11, func(s *missions.State) { s.CompleteRows = rows(altiplano.Fish) }, func(s *missions.State) { s.CompleteRows = rows(altiplano.Wood) }},
		{17, func(s *missions.State) { s.Orders = 1 }, nil},
		{18, func(s *missions.State) { s.Houses = 1 }, nil},
	}
	for _, tt := range tests {
		assert.True(t, missions.FirstTo(tt.id))
		assert.True(t, missions.Decide(tt.id, state(tt.prereq), nil, &yes).Achieved)
		d := missions.Decide(tt.id, state(tt.prereq), nil, &no)
		assert.False(t, d.Achieved)
		assert.Empty(t, d.Problem)
		assert.Equal(t, missions.ClaimRequired, missions.Decide(tt.id, state(tt.prereq), nil, nil).Problem)
		assert.Equal(t, missions.ClaimImpossible, missions.Decide(tt.id, state(tt.without), nil, &yes).Problem,
			"mission %d claimed without its prerequisite", tt.id)
	}
}

func TestAchievedThatContradictsTheStateIsAProblem(t *testing.T) {
	yes, no := true, false
	boats := state(func(s *missions.State) { s.Boats = 3 })
	assert.Equal(t, missions.SaysNotButIs, missions.Decide(12, boats, nil, &no).Problem)
	assert.Equal(t, missions.SaysButIsNot, missions.Decide(12, state(nil), nil, &yes).Problem)
	assert.True(t, missions.Decide(12, boats, nil, &yes).Achieved, "an agreeing answer is fine")
}

func TestMission20NeedsTheGoodsOfOrders(t *testing.T) {
	unlisted := state(func(s *missions.State) { s.Orders, s.OrdersWoolOrCloth, s.OrdersUnlisted = 2, 1, 1 })
	assert.Equal(t, missions.NeedsOrderGoods, missions.Decide(20, unlisted, nil, nil).Problem)
	hopeless := state(func(s *missions.State) { s.Orders, s.OrdersUnlisted = 1, 1 })
	d := missions.Decide(20, hopeless, nil, nil)
	assert.Empty(t, d.Problem, "one order can never make two")
	assert.False(t, d.Achieved)
}
