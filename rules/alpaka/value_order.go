package alpaka

import "altiplano/rules"

// CheckValue checks one printed value against the values already known
// (known reports a card's value): the rulebook lists the market types in
// ascending value, and the nobles are worth at least the most valuable
// type. The unicorn's 4 is known from the rulebook. A problem names the
// card that disagrees most: the highest value listed before card, or the
// lowest listed after it.
func CheckValue(card Card, n int, known func(Card) (int, bool)) *rules.Problem {
	at := rules.At(FieldValue)
	value := func(c Card) (int, bool) {
		if c == Unicorn {
			return UnicornValue, true
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
	var below, above Card // the highest known before card, the lowest after it
	var low, high int
	before := true
	for _, c := range MarketTypes() {
		v, ok := value(c)
		switch {
		case c == card:
			before = false
		case !ok:
		case before && (below == "" || v >= low):
			below, low = c, v
		case !before && (above == "" || v < high):
			above, high = c, v
		}
	}
	switch {
	case below != "" && n < low:
		return &rules.Problem{Kind: ValuesOrder, Field: at, Value: string(card), N: n, Max: low, Names: []string{string(below)}}
	case above != "" && high < n:
		return &rules.Problem{Kind: ValuesOrder, Field: at, Value: string(above), N: high, Max: n, Names: []string{string(card)}}
	}
	if nobles, ok := known(King); ok && nobles < n {
		return &rules.Problem{Kind: NoblesLow, Field: at, N: nobles, Max: n}
	}
	return nil
}
