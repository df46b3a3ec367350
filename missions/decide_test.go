package missions_test

import (
	"testing"

	"github.com/stretchr/testify/assert"

	"altiplano/missions"
	"altiplano/rules"
)

func state(mod func(*missions.State)) missions.State {
	s := missions.State{}
	if mod != nil {
		mod(&s)
	}
	return s
}

func rows(goods ...rules.Good) []missions.CompleteRow {
	out := make([]missions.CompleteRow, len(goods))
	for i, g := range goods {
		out[i] = missions.CompleteRow{Good: g}
	}
	return out
}

func storeKinds(n int) func(*missions.State) {
	return func(s *missions.State) {
		goods := rules.Goods()
		for _, g := range goods[1 : n+1] { // skip food
			s.Stored.Add(g, 1)
		}
	}
}

// Each mission at its threshold and just below it.
func TestStateMissions(t *testing.T) {
	tests := []struct {
		id       rules.MissionID
		achieved func(*missions.State)
		missed   func(*missions.State)
	}{
		{1, func(s *missions.State) { s.Orders = 3 }, func(s *missions.State) { s.Orders = 2 }},
		{2, func(s *missions.State) { s.Stored.Add(rules.Alpaca, 3) }, func(s *missions.State) { s.Stored.Add(rules.Alpaca, 2); s.Owned.Add(rules.Alpaca, 9) }},
		{3, storeKinds(7), storeKinds(6)},
		{4, func(s *missions.State) { s.Stored.Add(rules.Corn, 12); s.Stored.Add(rules.Fish, 8) }, func(s *missions.State) { s.Stored.Add(rules.Corn, 19) }},
		{6, func(s *missions.State) { s.CompleteRows = rows(rules.Fish, rules.Wood, rules.Ore, rules.Glass) }, func(s *missions.State) {
			s.CompleteRows = append(rows(rules.Fish, rules.Wood, rules.Ore), missions.CompleteRow{Good: rules.Glass, HasCorn: true})
		}},
		{7, func(s *missions.State) { s.Owned.Add(rules.Silver, 3); s.Owned.Add(rules.Cloth, 3) }, func(s *missions.State) { s.Owned.Add(rules.Silver, 3); s.Owned.Add(rules.Cloth, 2) }},
		{8, func(s *missions.State) { s.Owned.Add(rules.Glass, 4) }, func(s *missions.State) { s.Owned.Add(rules.Glass, 3) }},
		{9, func(s *missions.State) { s.CompleteRows = rows(rules.Fish, rules.Fish, rules.Corn) }, func(s *missions.State) { s.CompleteRows = rows(rules.Fish, rules.Fish) }},
		{10, func(s *missions.State) { s.Stored.Add(rules.Corn, 5) }, func(s *missions.State) { s.Stored.Add(rules.Corn, 4) }},
		{12, func(s *missions.State) { s.Boats = 3 }, func(s *missions.State) { s.Boats = 2 }},
		{13, func(s *missions.State) { s.Houses = 3 }, func(s *missions.State) { s.Houses = 2 }},
		{15, func(s *missions.State) { s.Stored.Add(rules.Cacao, 4) }, func(s *missions.State) { s.Stored.Add(rules.Cacao, 3) }},
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
	for id, g := range map[rules.MissionID]rules.Good{14: rules.Ore, 19: rules.Stone} {
		own := func(n int) missions.State { return state(func(s *missions.State) { s.Owned.Add(g, n) }) }
		assert.True(t, missions.Decide(id, own(3), []missions.State{own(2), own(0)}, nil).Achieved)
		assert.False(t, missions.Decide(id, own(3), []missions.State{own(3), own(0)}, nil).Achieved, "a tie is not more")
		assert.False(t, missions.Decide(id, own(0), []missions.State{own(0)}, nil).Achieved, "nobody owns any")
	}
}

func TestFirstToMissions(t *testing.T) {
	yes, no := true, false
	tests := []struct {
		id      rules.MissionID
		prereq  func(*missions.State)
		without func(*missions.State)
	}{
		{5, func(s *missions.State) { s.CompleteRows = rows(rules.Wood) }, nil},
		{11, func(s *missions.State) { s.CompleteRows = rows(rules.Fish) }, func(s *missions.State) { s.CompleteRows = rows(rules.Wood) }},
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
