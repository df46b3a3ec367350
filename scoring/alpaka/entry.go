package alpakascore

import (
	"strings"
	"unicode"

	"altiplano/rules"
	"altiplano/rules/alpaka"
)

// The walk-through's answers: one line of card names, fences separated by
// "|" ("twins | mime king | baby"). Names may be several words ("grande
// gueule"), so each run of words is read as the longest name it starts with.

// maxNameWords is the most words a card's name has in any language.
const maxNameWords = 3

// ParseCards reads card names separated by spaces or commas.
func ParseCards(line string, names alpaka.Names) ([]alpaka.Card, rules.Problems) {
	words := strings.FieldsFunc(line, func(r rune) bool { return unicode.IsSpace(r) || r == ',' || r == ';' })
	var cards []alpaka.Card
	var problems rules.Problems
	for i := 0; i < len(words); {
		n := 0
		for k := min(maxNameWords, len(words)-i); k >= 1; k-- {
			if c, ok := names.Card(strings.Join(words[i:i+k], " ")); ok {
				cards, n = append(cards, c), k
				break
			}
		}
		if n == 0 {
			var near []string
			for _, c := range names.Suggest(words[i]) {
				near = append(near, string(c))
			}
			problems = append(problems, &rules.Problem{Kind: alpaka.UnknownCard, Value: words[i], Names: near})
			n = 1
		}
		i += n
	}
	return cards, problems
}

// ParseFences reads a farm, fences left to right separated by "|".
func ParseFences(line string, names alpaka.Names) ([][]alpaka.Card, rules.Problems) {
	var fences [][]alpaka.Card
	var problems rules.Problems
	for _, part := range strings.Split(line, "|") {
		cards, ps := ParseCards(part, names)
		fences = append(fences, cards)
		problems = append(problems, ps...)
	}
	if len(fences) == 1 && len(fences[0]) == 0 && len(problems) == 0 {
		return nil, nil // no farm at all
	}
	return fences, problems
}

// CheckFarm checks one player's farm on its own: the fences' shapes and
// names; what needs the other players (the box's copies) is checked with
// the whole record.
func CheckFarm(p PlayerRecord) rules.Problems {
	c := &checker{r: &Record{}}
	c.farm(0, p, map[alpaka.Card]int{})
	return c.problems
}
