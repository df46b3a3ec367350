package boxprofile

import (
	"bytes"
	"slices"

	"altiplano/rules/yamlout"

	"go.yaml.in/yaml/v3"

	"altiplano/rules"
	"altiplano/rules/yamlin"
)

// Edit is one change to a profile's YAML: root is its top-level mapping.
// A game writes its values with edits, into its own sections only.
type Edit func(root *yaml.Node)

// Apply writes edits into data (empty for a new profile), keeping
// everything else, comments included. It does not read the result: use
// ApplyChecked, or check it through every game's reader before writing it.
func Apply(data []byte, edits ...Edit) ([]byte, error) {
	var doc yaml.Node
	if len(bytes.TrimSpace(data)) > 0 {
		if err := yaml.Unmarshal(data, &doc); err != nil {
			return nil, err
		}
	}
	if len(doc.Content) == 0 {
		doc = yaml.Node{Kind: yaml.DocumentNode, Content: []*yaml.Node{{Kind: yaml.MappingNode}}}
	}
	if doc.Content[0].Kind != yaml.MappingNode {
		return nil, rules.Problems{{Kind: yamlin.NotMapping, Field: rules.InFile("", "", doc.Content[0].Line)}}
	}
	for _, e := range edits {
		e(doc.Content[0])
	}
	return yamlout.Encode(&doc)
}

// ApplyChecked writes edits into the profile data as Apply does, reading it
// through every game's reader before and after: a profile that does not
// load is never rewritten, and one that would not load is never returned.
func ApplyChecked(file string, data []byte, readers []Reader, edits ...Edit) ([]byte, error) {
	if err := Check(file, data, readers); err != nil {
		return nil, err
	}
	out, err := Apply(data, edits...)
	if err != nil {
		return nil, err
	}
	if err := Check(file, out, readers); err != nil {
		return nil, err
	}
	return out, nil
}

// SetEntry writes value under the top-level key, replacing what the key
// held and keeping every other key, with its comments, as it is; the key
// keeps its own comments. A nil value removes the key.
func SetEntry(key string, value *yaml.Node) Edit {
	return func(root *yaml.Node) {
		for i := 0; i+1 < len(root.Content); i += 2 {
			if root.Content[i].Value != key {
				continue
			}
			if value == nil {
				root.Content = slices.Delete(root.Content, i, i+2)
			} else {
				root.Content[i+1] = value
			}
			return
		}
		if value != nil {
			root.Content = append(root.Content, Str(key), value)
		}
	}
}

// Child returns the value under key in mapping m, adding it (or replacing
// a value of another kind, such as an empty key's null) with kind.
func Child(m *yaml.Node, key string, kind yaml.Kind) *yaml.Node {
	for i := 0; i+1 < len(m.Content); i += 2 {
		if m.Content[i].Value == key {
			if v := m.Content[i+1]; v.Kind == kind {
				return v
			}
			m.Content[i+1] = &yaml.Node{Kind: kind}
			return m.Content[i+1]
		}
	}
	v := &yaml.Node{Kind: kind}
	m.Content = append(m.Content, &yaml.Node{Kind: yaml.ScalarNode, Value: key}, v)
	return v
}

// Set writes value under key in mapping m, replacing what the key held.
func Set(m *yaml.Node, key string, value *yaml.Node) {
	for i := 0; i+1 < len(m.Content); i += 2 {
		if m.Content[i].Value == key {
			m.Content[i+1] = value
			return
		}
	}
	m.Content = append(m.Content, &yaml.Node{Kind: yaml.ScalarNode, Value: key}, value)
}

// SetScalar writes a plain scalar under key in mapping m.
func SetScalar(m *yaml.Node, key, value string) {
	Set(m, key, &yaml.Node{Kind: yaml.ScalarNode, Value: value})
}

// ValueOf is the scalar under key in mapping m; "" when there is none.
func ValueOf(m *yaml.Node, key string) string {
	if m.Kind != yaml.MappingNode {
		return ""
	}
	for i := 0; i+1 < len(m.Content); i += 2 {
		if m.Content[i].Value == key {
			return m.Content[i+1].Value
		}
	}
	return ""
}
