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
