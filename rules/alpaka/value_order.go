package alpaka

import "altiplano/rules"

// CheckValue checks one printed value against the values already known
// (known reports a card's value): the rulebook lists the cards in ascending
// value, the baby's 0 first, so no market type is worth less than the
// baby or than a type listed before it, and the nobles are worth at least
// the most valuable type. The unicorn's 4 and the baby's 0 are known from
// the rulebook. A problem names the card that disagrees most: the highest
// value listed before card, or the lowest listed after it. The snob is in
// no order (its sign is not known, and it scores 0): nothing is checked.
// Neither is the baby, whose 0 is the rulebook's (RulebookValue).
func CheckValue(card Card, n int, known func(Card) (int, bool)) *rules.Problem {
	if card == Snob || card == Baby { // the baby's 0 is checked as the rulebook's
		return nil
	}
	at := rules.At(FieldValue)
	value := func(c Card) (int, bool) {
		switch c {
		case Unicorn:
			return UnicornValue, true
		case Baby:
			return BabyValue, true
		}
		return known(c)
	}
	if card.IsNoble() {
		highest := UnicornValue
		for _, c := range MarketTypes() {
			if v, ok := value(c); ok {
				highest = max(highest, v)
			}
		}
		if n < highest {
			return &rules.Problem{Kind: NoblesLow, Field: at, N: n, Max: highest}
		}
		return nil
	}
	// The highest known before card (the baby's 0 at least), the lowest after it.
	below, low := Baby, BabyValue
	var above Card
	var high int
	before := true
	for _, c := range MarketTypes() {
		v, ok := value(c)
		switch {
		case c == card:
			before = false
		case !ok:
		case before && v >= low:
			below, low = c, v
		case !before && (above == "" || v < high):
			above, high = c, v
		}
	}
	switch {
	case n < low:
		return &rules.Problem{Kind: ValuesOrder, Field: at, Value: string(card), N: n, Max: low, Names: []string{string(below)}}
	case above != "" && high < n:
		return &rules.Problem{Kind: ValuesOrder, Field: at, Value: string(above), N: high, Max: n, Names: []string{string(card)}}
	}
	if nobles, ok := known(King); ok && nobles < n {
		return &rules.Problem{Kind: NoblesLow, Field: at, N: nobles, Max: n}
	}
	return nil
}

// OrderProblem is a problem of a set of recorded values, with the card it
// is about (King for the nobles' one value).
type OrderProblem struct {
	Card    Card
	Problem *rules.Problem
}

// CheckOrder checks a whole set of recorded values as CheckValue checks
// one: each market type against the values listed before it, in the
// rulebook's order, then the nobles against the highest. Each card out of
// order is named once, against the highest value before it.
func CheckOrder(values map[Card]int, nobles *int) []OrderProblem {
	var out []OrderProblem
	for i, c := range MarketTypes() {
		n, ok := values[c]
		if !ok || c == Unicorn {
			continue
		}
		earlier := MarketTypes()[:i]
		knownBefore := func(k Card) (int, bool) {
			for _, e := range earlier {
				if e == k {
					v, ok := values[k]
					return v, ok
				}
			}
			return 0, false
		}
		if pr := CheckValue(c, n, knownBefore); pr != nil {
			out = append(out, OrderProblem{Card: c, Problem: pr})
		}
	}
	if nobles != nil {
		all := func(k Card) (int, bool) { v, ok := values[k]; return v, ok }
		if pr := CheckValue(King, *nobles, all); pr != nil {
			out = append(out, OrderProblem{Card: King, Problem: pr})
		}
	}
	return out
}
