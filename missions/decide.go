package missions

import (
	"altiplano/rules"
	"altiplano/rules/altiplano"
)

// Kinds of problems deciding a mission. Mission is set on each.
const (
	// SaysNotButIs: "achieved: false", but the state achieves it.
	SaysNotButIs rules.Kind = "mission_says_not_but_is"
	// SaysButIsNot: "achieved: true", but the state does not meet it.
	SaysButIsNot rules.Kind = "mission_says_but_is_not"
	// ClaimRequired: a "first to" mission needs the player's word.
	ClaimRequired rules.Kind = "mission_claim_required"
	// ClaimImpossible: claimed, but the final state rules it out.
	ClaimImpossible rules.Kind = "mission_claim_impossible"
	// NeedsOrderGoods: mission 20 needs the goods of completed orders.
	NeedsOrderGoods rules.Kind = "mission_needs_order_goods"
)

// Kinds lists the kinds above, for the presentation's completeness test.
func Kinds() []rules.Kind {
	return []rules.Kind{SaysNotButIs, SaysButIsNot, ClaimRequired, ClaimImpossible, NeedsOrderGoods}
}

// State is what the missions look at in one player's final position. Only
// goods that score count: never goods on orders.
type State struct {
	Owned        altiplano.GoodCounts // outside the warehouse plus in it
	Stored       altiplano.GoodCounts // in the warehouse
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
	Good    altiplano.Good
	HasCorn bool
}

// Decision is whether a mission is achieved. Problem is set instead when the
// input cannot decide it or contradicts itself.
type Decision struct {
	Achieved bool
	Problem  rules.Kind
}

// Decide decides mission id for a player in state me, against the other
// players' states. claimed is the player's own "achieved" answer: required
// for the "first to" missions, and checked against the state for the others.
func Decide(id altiplano.MissionID, me State, others []State, claimed *bool) Decision {
	if FirstTo(id) {
		return decideFirstTo(id, me, claimed)
	}
	achieved, undecided := met(id, me, others)
	if undecided != "" {
		return Decision{Problem: undecided}
	}
	if claimed != nil && *claimed != achieved {
		if achieved {
			return Decision{Problem: SaysNotButIs}
		}
		return Decision{Problem: SaysButIsNot}
	}
	return Decision{Achieved: achieved}
}

func decideFirstTo(id altiplano.MissionID, me State, claimed *bool) Decision {
	if claimed == nil {
		return Decision{Problem: ClaimRequired}
	}
	if !*claimed {
		return Decision{}
	}
	if !prerequisite(id, me) {
		return Decision{Problem: ClaimImpossible}
	}
	return Decision{Achieved: true}
}

// prerequisite is what must hold at the end if a player really was first.
func prerequisite(id altiplano.MissionID, me State) bool {
	switch id {
	case 5:
		return len(me.CompleteRows) >= 1
	case 11:
		for _, r := range me.CompleteRows {
			if r.Good == altiplano.Fish {
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
// kind is set when the state lacks what is needed to decide.
func met(id altiplano.MissionID, me State, others []State) (bool, rules.Kind) {
	switch id {
	case 1:
		return me.Orders >= 3, ""
	case 2:
		return me.Stored.Of(altiplano.Alpaca) >= 3, ""
	case 3:
		return me.Stored.Kinds() >= 7, ""
	case 4:
		return me.Stored.Total() >= StoreGoodsTarget, ""
	case 6:
		clean := 0
		for _, r := range me.CompleteRows {
			if !r.HasCorn {
				clean++
			}
		}
		return clean >= 4, ""
	case 7:
		return me.Owned.Of(altiplano.Silver) >= 3 && me.Owned.Of(altiplano.Cloth) >= 3, ""
	case 8:
		return me.Owned.Of(altiplano.Glass) >= 4, ""
	case 9:
		return len(me.CompleteRows) >= 3, ""
	case 10:
		return me.Stored.Of(altiplano.Corn) >= 5, ""
	case 12:
		return me.Boats >= 3, ""
	case 13:
		return me.Houses >= 3, ""
	case 14:
		return mostOf(altiplano.Ore, me, others), ""
	case 15:
		return me.Stored.Of(altiplano.Cacao) >= 4, ""
	case 16:
		return me.Orders >= 1 && me.Boats >= 1 && me.Houses >= 1, ""
	case 19:
		return mostOf(altiplano.Stone, me, others), ""
	case 20:
		if me.OrdersWoolOrCloth >= 2 {
			return true, ""
		}
		if me.OrdersWoolOrCloth+me.OrdersUnlisted >= 2 {
			// The unlisted orders could make it: the answer depends on them.
			return false, NeedsOrderGoods
		}
		return false, ""
	}
	return false, ""
}

// mostOf reports whether me owns strictly more of g than every other player.
func mostOf(g altiplano.Good, me State, others []State) bool {
	for _, o := range others {
		if o.Owned.Of(g) >= me.Owned.Of(g) {
			return false
		}
	}
	return true
}
