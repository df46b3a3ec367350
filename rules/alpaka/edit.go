package alpaka

import (
	"strconv"

	"go.yaml.in/yaml/v3"

	"altiplano/rules/boxprofile"
)

// Edits of a box profile's YAML, for values learned at the table: each
// writes into the alpaka: section and keeps everything else.

// SetValue records card's printed value.
func SetValue(card Card, n int) boxprofile.Edit {
	return func(doc *yaml.Node) {
		values := boxprofile.Child(section(doc), "values", yaml.MappingNode)
		boxprofile.SetScalar(values, string(card), strconv.Itoa(n))
	}
}

// SetNobles records the nobles' one value.
func SetNobles(n int) boxprofile.Edit {
	return func(doc *yaml.Node) { boxprofile.SetScalar(section(doc), "nobles", strconv.Itoa(n)) }
}

// SetWhite records the white types.
func SetWhite(cards []Card) boxprofile.Edit {
	return func(doc *yaml.Node) { boxprofile.Set(section(doc), "white", boxprofile.Words(cards)) }
}

func section(doc *yaml.Node) *yaml.Node { return boxprofile.Child(doc, SectionKey, yaml.MappingNode) }
