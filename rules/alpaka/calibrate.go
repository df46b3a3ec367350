package alpaka

import (
	"slices"
	"strconv"
	"strings"
	"unicode"

	"altiplano/rules"
)

// Calibration of one copy in about three answers (digest §5): the values of
// the market types in the rulebook's list order (the unicorn's 4 is the
// rulebook's and left out), the nobles' one value, and the eight white types.

// CalibratedTypes are the market types asked for, in list order: every one
// but the unicorn.
func CalibratedTypes() []Card {
	return slices.DeleteFunc(MarketTypes(), func(c Card) bool { return c == Unicorn })
}

// Kinds of problems with a calibration answer.
const (
	// ValuesCount: N values typed; Max are needed.
	ValuesCount rules.Kind = "alpaka_values_count"
	// ValuesOrder: the rulebook lists the types in ascending value, but
	// Value is worth N, less than Names[0] listed before it at Max.
	ValuesOrder rules.Kind = "alpaka_values_order"
	// NoblesLow: the nobles are the most valuable; N is less than Max.
	NoblesLow rules.Kind = "alpaka_nobles_low"
)

// CalibrationKinds lists the kinds above, for the presentation's test.
func CalibrationKinds() []rules.Kind { return []rules.Kind{ValuesCount, ValuesOrder, NoblesLow} }

// ParseValues reads the values of CalibratedTypes, in order.
func ParseValues(line string) (map[Card]int, rules.Problems) {
	at := rules.At(FieldValue)
	words := strings.FieldsFunc(line, func(r rune) bool { return unicode.IsSpace(r) || r == ',' || r == ';' })
	types := CalibratedTypes()
	if len(words) != len(types) {
		return nil, rules.Problems{{Kind: ValuesCount, Field: at, N: len(words), Max: len(types)}}
	}
	var problems rules.Problems
	out := map[Card]int{}
	for i, w := range words {
		n, p := ValueLimit.Parse("", at, w)
		if p != nil {
			problems = append(problems, p)
			continue
		}
		out[types[i]] = n
	}
	if len(problems) > 0 {
		return nil, problems
	}
	// In the rulebook's order from the baby's 0, the unicorn's 4 in its
	// place, as a box profile's values are checked.
	for _, op := range CheckOrder(out, nil) {
		problems = append(problems, op.Problem)
	}
	return out, problems
}

// ParseNobles reads the nobles' value, at least the highest market value.
func ParseNobles(line string, values map[Card]int) (int, *rules.Problem) {
	n, p := ValueLimit.Parse("", rules.At(FieldValue), strings.TrimSpace(line))
	if p != nil {
		return 0, p
	}
	highest := UnicornValue
	for _, v := range values {
		highest = max(highest, v)
	}
	if n < highest {
		return 0, &rules.Problem{Kind: NoblesLow, Field: rules.At(FieldValue), N: n, Max: highest}
	}
	return n, nil
}

// ParseWhite reads the eight white types, by names in any language.
func ParseWhite(cards []Card) rules.Problems {
	var problems rules.Problems
	seen := map[Card]bool{}
	for _, c := range cards {
		switch {
		case InfoOfGroup(c) != Market:
			problems = append(problems, &rules.Problem{Kind: NotMarketType, Field: rules.At(FieldMarket), Value: string(c)})
		case seen[c]:
			problems = append(problems, &rules.Problem{Kind: CardTwice, Field: rules.At(FieldMarket), Value: string(c)})
		}
		seen[c] = true
	}
	if len(cards) != WhiteTypes {
		problems = append(problems, &rules.Problem{Kind: WhiteCount, Field: rules.At(FieldMarket), N: len(cards), Max: WhiteTypes})
	}
	return problems
}

// ValuesExample is a calibration answer's shape, for a prompt: one number
// per type.
func ValuesExample() string {
	parts := make([]string, len(CalibratedTypes()))
	for i := range parts {
		parts[i] = strconv.Itoa(i/2 + 1)
	}
	return strings.Join(parts, " ")
}
