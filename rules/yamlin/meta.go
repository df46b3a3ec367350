package yamlin

import (
	"go.yaml.in/yaml/v3"

	"altiplano/rules"
)

// What every game's record may say about the table (its "duration" and
// "location" keys), read the same way for every game.

// Duration reads how many minutes the game took.
func (w *Walker) Duration(path string, n *yaml.Node) int {
	minutes, _ := w.Number(path, n, rules.DurationLimit)
	return minutes
}

// Location reads where the game was played: one line of text under
// rules.ValidLocation, else refused ("" is kept).
func (w *Walker) Location(path string, n *yaml.Node) string {
	place := rules.CleanName(n.Value)
	if n.Kind != yaml.ScalarNode || !rules.ValidLocation(place) {
		w.Fail(path, n, rules.Problem{Kind: rules.LocationText, Value: Written(n), Max: rules.LocationLimit.Max})
		return ""
	}
	return place
}

// PlayedAt reads when the game was played (rules.ParsePlayedAt), in a game
// that came out in firstYear: text that is no date is refused, with how
// to write a date it holds written another way; a date before firstYear
// too. Zero when it is refused.
func (w *Walker) PlayedAt(path string, n *yaml.Node, firstYear int) rules.PlayedAt {
	at, ok := rules.ParsePlayedAt(n.Value)
	switch {
	case n.Kind != yaml.ScalarNode || !ok:
		pr := rules.Problem{Kind: rules.PlayedAtForm, Value: Written(n)}
		if example := rules.PlayedAtExample(n.Value); n.Kind == yaml.ScalarNode && example != "" {
			pr.Names = []string{example}
		}
		w.Fail(path, n, pr)
		return rules.PlayedAt{}
	case at.At.Year() < firstYear:
		w.Fail(path, n, rules.Problem{Kind: rules.PlayedAtRange, Value: Written(n), Min: firstYear})
		return rules.PlayedAt{}
	}
	return at
}
