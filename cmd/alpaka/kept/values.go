package kept

import (
	"encoding/json"
	"strings"

	"altiplano/cmd/alpaka/words"
	"altiplano/rules"
	"altiplano/rules/alpaka"
	"altiplano/rules/yamlin"
)

// Values is what the box profile gave the catalog a game was scored with
// (its values, the nobles', the white types, its options), kept with the
// game in JSON under "box", as the box profile's alpaka: section writes
// them: so that the game is scored again as it was, on another machine
// too, whatever box profile is there. None when the box gave nothing:
// such a game is scored again with the reader's box profile.
func Values(c alpaka.Catalog) ([]byte, error) {
	entries := alpaka.Entries(c.FromBox())
	if len(entries) == 0 {
		return nil, nil
	}
	var section map[string]any
	if err := entries[0].Value.Decode(&section); err != nil {
		return nil, err
	}
	return json.Marshal(map[string]any{fromBox: section})
}

// fromBox is the key of the values a box gave.
const fromBox = "box"

// Catalog is the catalog a game kept with values (Values) was scored
// with: the built-in one with those values laid over it, read with the
// box profile's checks. A problem's path is its key in the kept game
// (values.box.values.librarian).
func Catalog(values []byte) (alpaka.Catalog, rules.Problems) {
	var kept map[string]json.RawMessage
	if err := json.Unmarshal(values, &kept); err != nil {
		return alpaka.Catalog{}, rules.Problems{{Kind: yamlin.NotMapping, Field: rules.Field{Path: "values"}}}
	}
	for key := range kept {
		if key != fromBox {
			return alpaka.Catalog{}, rules.Problems{{Kind: yamlin.UnknownKey, Value: key, Names: []string{fromBox}, Field: rules.Field{Path: "values." + key}}}
		}
	}
	section, ok := kept[fromBox]
	if !ok {
		return alpaka.Catalog{}, rules.Problems{{Kind: yamlin.Missing, Value: fromBox, Field: rules.Field{Path: "values." + fromBox}}}
	}
	// The section is JSON, and JSON is YAML: under the section's key, it
	// is a box profile.
	doc := append(append([]byte(`{"`+alpaka.SectionKey+`": `), section...), '}')
	p, err := alpaka.ParseProfile("values", doc, words.Names{})
	if err != nil {
		problems, ok := err.(rules.Problems)
		if !ok {
			problems = rules.Problems{{Kind: yamlin.NotMapping}}
		}
		for _, pr := range problems {
			pr.Field = rules.Field{Path: "values." + fromBox + strings.TrimPrefix(pr.Field.Path, alpaka.SectionKey)}
		}
		return alpaka.Catalog{}, problems
	}
	return alpaka.Default().With(p), nil
}
