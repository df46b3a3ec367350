package missions_test

import (
	"testing"

	"github.com/stretchr/testify/assert"

	"altiplano/missions"
	"altiplano/rules"
	"altiplano/rules/i18n"
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
		id       missions.ID
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
		assert.True(t, yes.Problem.IsZero(), "mission %d: %v", tt.id, yes.Problem)
		assert.True(t, yes.Achieved, "mission %d at its threshold", tt.id)
		no := missions.Decide(tt.id, state(tt.missed), nil, nil)
		assert.True(t, no.Problem.IsZero(), "mission %d: %v", tt.id, no.Problem)
		assert.False(t, no.Achieved, "mission %d below its threshold", tt.id)
	}
}

func TestMostOfAGood(t *testing.T) {
	for id, g := range map[missions.ID]rules.Good{14: rules.Ore, 19: rules.Stone} {
		own := func(n int) missions.State { return state(func(s *missions.State) { s.Owned.Add(g, n) }) }
		assert.True(t, missions.Decide(id, own(3), []missions.State{own(2), own(0)}, nil).Achieved)
		assert.False(t, missions.Decide(id, own(3), []missions.State{own(3), own(0)}, nil).Achieved, "a tie is not more")
		assert.False(t, missions.Decide(id, own(0), []missions.State{own(0)}, nil).Achieved, "nobody owns any")
	}
}

func TestFirstToMissions(t *testing.T) {
	yes, no := true, false
	tests := []struct {
		id      missions.ID
		prereq  func(*missions.State)
		without func(*missions.State)
	}{
		{5, func(s *missions.State) { s.CompleteRows = rows(rules.Wood) }, nil},
		{11, func(s *missions.State) { s.CompleteRows = rows(rules.Fish) }, func(s *missions.State) { s.CompleteRows = rows(rules.Wood) }},
		{17, func(s *missions.State) { s.Orders = 1 }, nil},
		{18, func(s *missions.State) { s.Houses = 1 }, nil},
	}
	for _, tt := range tests {
		assert.True(t, tt.id.FirstTo())
		assert.True(t, missions.Decide(tt.id, state(tt.prereq), nil, &yes).Achieved)
		d := missions.Decide(tt.id, state(tt.prereq), nil, &no)
		assert.False(t, d.Achieved)
		assert.True(t, d.Problem.IsZero())
		assert.Equal(t, i18n.ErrMissionClaimRequired, missions.Decide(tt.id, state(tt.prereq), nil, nil).Problem.Key)
		assert.Equal(t, i18n.ErrMissionClaimImpossible, missions.Decide(tt.id, state(tt.without), nil, &yes).Problem.Key,
			"mission %d claimed without its prerequisite", tt.id)
	}
}

func TestAchievedThatContradictsTheStateIsAProblem(t *testing.T) {
	yes, no := true, false
	boats := state(func(s *missions.State) { s.Boats = 3 })
	assert.Equal(t, i18n.ErrMissionSaysNotButIs, missions.Decide(12, boats, nil, &no).Problem.Key)
	assert.Equal(t, i18n.ErrMissionSaysButIsNot, missions.Decide(12, state(nil), nil, &yes).Problem.Key)
	assert.True(t, missions.Decide(12, boats, nil, &yes).Achieved, "an agreeing answer is fine")
}

func TestMission20NeedsTheGoodsOfOrders(t *testing.T) {
	unlisted := state(func(s *missions.State) { s.Orders, s.OrdersWoolOrCloth, s.OrdersUnlisted = 2, 1, 1 })
	assert.Equal(t, i18n.ErrMissionNeedsOrderGoods, missions.Decide(20, unlisted, nil, nil).Problem.Key)
	hopeless := state(func(s *missions.State) { s.Orders, s.OrdersUnlisted = 1, 1 })
	d := missions.Decide(20, hopeless, nil, nil)
	assert.True(t, d.Problem.IsZero(), "one order can never make two")
	assert.False(t, d.Achieved)
}

func TestEveryMissionHasTextAndRule(t *testing.T) {
	assert.Len(t, missions.All(), 20)
	for _, id := range missions.All() {
		assert.True(t, i18n.Has(i18n.EN, id.Text().Key), "mission %d text", id)
		assert.True(t, i18n.Has(i18n.EN, id.Rule().Key), "mission %d rule", id)
	}
	assert.False(t, missions.ID(0).Valid())
	assert.False(t, missions.ID(21).Valid())
}
