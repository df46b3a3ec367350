package alpaka

import (
	"strconv"

	"go.yaml.in/yaml/v3"
)

// Edits of a box profile's YAML, for values learned at the table: each
// writes into the alpaka: section and keeps everything else.

// SetValue records card's printed value.
func SetValue(card Card, n int) func(doc *yaml.Node) {
	return func(doc *yaml.Node) {
		values := child(child(doc, SectionKey), "values")
		setScalar(values, string(card), strconv.Itoa(n))
	}
}

// SetNobles records the nobles' one value.
func SetNobles(n int) func(doc *yaml.Node) {
	return func(doc *yaml.Node) { setScalar(child(doc, SectionKey), "nobles", strconv.Itoa(n)) }
}

func child(m *yaml.Node, key string) *yaml.Node {
	for i := 0; i+1 < len(m.Content); i += 2 {
		if m.Content[i].Value == key {
			if v := m.Content[i+1]; v.Kind == yaml.MappingNode {
				return v
			}
			m.Content[i+1] = &yaml.Node{Kind: yaml.MappingNode}
			return m.Content[i+1]
		}
	}
	v := &yaml.Node{Kind: yaml.MappingNode}
	m.Content = append(m.Content, &yaml.Node{Kind: yaml.ScalarNode, Value: key}, v)
	return v
}

func setScalar(m *yaml.Node, key, value string) {
	for i := 0; i+1 < len(m.Content); i += 2 {
		if m.Content[i].Value == key {
			m.Content[i+1] = &yaml.Node{Kind: yaml.ScalarNode, Value: value}
			return
		}
	}
	m.Content = append(m.Content, &yaml.Node{Kind: yaml.ScalarNode, Value: key}, &yaml.Node{Kind: yaml.ScalarNode, Value: value})
}
