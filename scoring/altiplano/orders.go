package altiplano

import (
	"slices"

	"altiplano/rules"
	"altiplano/rules/altiplano"
	"altiplano/rules/altiplano/catalog"
)

// checkOrderCards matches every completed order of the game to a distinct
// order card recorded in the box profile: same VP, and the same goods when
// the record lists them. Each card exists once, so two completed orders can
// never use the same card. Without recorded cards there is nothing to check.
func checkOrderCards(r Record, cards catalog.Orders) rules.Problems {
	if cards.Cards == nil {
		return nil
	}
	type ref struct{ player, order int }
	var orders []ref
	for i, p := range r.Players {
		for k := range p.Orders {
			orders = append(orders, ref{i, k})
		}
	}
	if len(orders) > altiplano.OrdersLimit.Max*altiplano.MaxPlayers {
		return nil // reported as too many orders; matching would only repeat it
	}
	fits := func(o Order, card catalog.OrderCard) bool {
		return o.VP == card.VP && (len(o.Goods) == 0 || sameGoods(o.Goods, card.Goods))
	}
	// Kuhn's augmenting paths: at most 60 orders against 16 cards.
	cardOwner := make([]int, len(cards.Cards))
	for k := range cardOwner {
		cardOwner[k] = -1
	}
	var try func(o int, seen []bool) bool
	try = func(o int, seen []bool) bool {
		order := r.Players[orders[o].player].Orders[orders[o].order]
		for k, card := range cards.Cards {
			if seen[k] || !fits(order, card) {
				continue
			}
			seen[k] = true
			if cardOwner[k] < 0 || try(cardOwner[k], seen) {
				cardOwner[k] = o
				return true
			}
		}
		return false
	}
	var problems rules.Problems
	for o, ref := range orders {
		if try(o, make([]bool, len(cards.Cards))) {
			continue
		}
		p := r.Players[ref.player]
		pr := &rules.Problem{Kind: OrderNoCard, Player: p.Name,
			Field: rules.AtIndex(altiplano.FieldOrder, ref.order+1), N: p.Orders[ref.order].VP}
		r.Place(ref.player, pr)
		problems = append(problems, pr)
	}
	return problems
}

// sameGoods reports whether a and b hold the same goods, in any order.
func sameGoods(a, b []altiplano.Good) bool {
	if len(a) != len(b) {
		return false
	}
	x, y := slices.Clone(a), slices.Clone(b)
	slices.Sort(x)
	slices.Sort(y)
	return slices.Equal(x, y)
}
