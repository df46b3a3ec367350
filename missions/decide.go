package missions

import (
	"altiplano/rules"
	"altiplano/rules/i18n"
)

// State is what the missions look at in one player's final position. Only
// goods that score count: never goods on orders.
type State struct {
	Owned        rules.GoodCounts // outside the warehouse plus in it
	Stored       rules.GoodCounts // in the warehouse
	CompleteRows []CompleteRow
	Orders       int // completed orders
	// OrdersWoolOrCloth counts completed orders that needed wool or cloth;
	// OrdersUnlisted those whose goods were not given.
	OrdersWoolOrCloth int
	OrdersUnlisted    int
	Boats, Houses     int
}

// CompleteRow is a completed warehouse row: its good and whether corn filled any of it.
type CompleteRow struct {
	Good    rules.Good
	HasCorn bool
}

// Decision is whether a mission is achieved. Problem is set instead when the
// input cannot decide it or contradicts itself.
type Decision struct {
	Achieved bool
	Problem  i18n.Text
}

// Decide decides mission id for a player in state me, against the other
// players' states. claimed is the player's own "achieved" answer: required
// for the "first to" missions, and checked against the state for the others.
func Decide(id ID, me State, others []State, claimed *bool) Decision {
	if id.FirstTo() {
		return decideFirstTo(id, me, claimed)
	}
	achieved, undecided := met(id, me, others)
	if !undecided.IsZero() {
		return Decision{Problem: undecided}
	}
	if claimed != nil && *claimed != achieved {
		if achieved {
			return Decision{Problem: i18n.T(i18n.ErrMissionSaysNotButIs)}
		}
		return Decision{Problem: i18n.T(i18n.ErrMissionSaysButIsNot, id.Rule())}
	}
	return Decision{Achieved: achieved}
}

func decideFirstTo(id ID, me State, claimed *bool) Decision {
	if claimed == nil {
		return Decision{Problem: i18n.T(i18n.ErrMissionClaimRequired)}
	}
	if !*claimed {
		return Decision{}
	}
	if !prerequisite(id, me) {
		return Decision{Problem: i18n.T(i18n.ErrMissionClaimImpossible, id.Rule())}
	}
	return Decision{Achieved: true}
}

// prerequisite is what must hold at the end if a player really was first.
func prerequisite(id ID, me State) bool {
	switch id {
	case 5:
		return len(me.CompleteRows) >= 1
	case 11:
		for _, r := range me.CompleteRows {
			if r.Good == rules.Fish {
				return true
			}
		}
		return false
	case 17:
		return me.Orders >= 1
	case 18:
		return me.Houses >= 1
	}
	return false
}

// met reports whether a mission decided by the final state is achieved; the
// text is set when the state lacks what is needed to decide.
func met(id ID, me State, others []State) (bool, i18n.Text) {
	switch id {
	case 1:
		return me.Orders >= 3, i18n.Text{}
	case 2:
		return me.Stored.Of(rules.Alpaca) >= 3, i18n.Text{}
	case 3:
		return me.Stored.Kinds() >= 7, i18n.Text{}
	case 4:
		return me.Stored.Total() >= 20, i18n.Text{}
	case 6:
		clean := 0
		for _, r := range me.CompleteRows {
			if !r.HasCorn {
				clean++
			}
		}
		return clean >= 4, i18n.Text{}
	case 7:
		return me.Owned.Of(rules.Silver) >= 3 && me.Owned.Of(rules.Cloth) >= 3, i18n.Text{}
	case 8:
		return me.Owned.Of(rules.Glass) >= 4, i18n.Text{}
	case 9:
		return len(me.CompleteRows) >= 3, i18n.Text{}
	case 10:
		return me.Stored.Of(rules.Corn) >= 5, i18n.Text{}
	case 12:
		return me.Boats >= 3, i18n.Text{}
	case 13:
		return me.Houses >= 3, i18n.Text{}
	case 14:
		return mostOf(rules.Ore, me, others), i18n.Text{}
	case 15:
		return me.Stored.Of(rules.Cacao) >= 4, i18n.Text{}
	case 16:
		return me.Orders >= 1 && me.Boats >= 1 && me.Houses >= 1, i18n.Text{}
	case 19:
		return mostOf(rules.Stone, me, others), i18n.Text{}
	case 20:
		if me.OrdersWoolOrCloth >= 2 {
			return true, i18n.Text{}
		}
		if me.OrdersWoolOrCloth+me.OrdersUnlisted >= 2 {
			// The unlisted orders could make it: the answer depends on them.
			return false, i18n.T(i18n.ErrMissionNeedsOrderGoods)
		}
		return false, i18n.Text{}
	}
	return false, i18n.Text{}
}

// mostOf reports whether me owns strictly more of g than every other player.
func mostOf(g rules.Good, me State, others []State) bool {
	for _, o := range others {
		if o.Owned.Of(g) >= me.Owned.Of(g) {
			return false
		}
	}
	return true
}
