package catalog

import (
	"bytes"
	"strconv"

	"go.yaml.in/yaml/v3"

	"altiplano/rules/altiplano"
)

// Edit is one value learned at the table, to be written into a box profile.
type Edit func(doc *yaml.Node)

// SetGoodVP records what one tile of g scores.
func SetGoodVP(g altiplano.Good, vp int) Edit {
	return func(doc *yaml.Node) {
		goods := child(doc, "goods", yaml.MappingNode)
		entry := child(goods, string(g), yaml.MappingNode)
		entry.Style = yaml.FlowStyle
		setScalar(entry, "vp", strconv.Itoa(vp))
	}
}

// SetMissionVP records what mission id prints.
func SetMissionVP(id altiplano.MissionID, vp int) Edit {
	return func(doc *yaml.Node) {
		list := child(doc, "missions", yaml.SequenceNode)
		for _, item := range list.Content {
			if valueOf(item, "id") == strconv.Itoa(int(id)) {
				setScalar(item, "vp", strconv.Itoa(vp))
				return
			}
		}
		item := &yaml.Node{Kind: yaml.MappingNode, Style: yaml.FlowStyle}
		setScalar(item, "id", strconv.Itoa(int(id)))
		setScalar(item, "vp", strconv.Itoa(vp))
		list.Content = append(list.Content, item)
	}
}

// SetWarehouseRow records row i (0-based) of the board. Rows must be learned
// in order: i may be at most the number of rows already recorded. The
// profile is marked as having more rows unless it said otherwise.
func SetWarehouseRow(i, capacity int, vp *int) Edit {
	return func(doc *yaml.Node) {
		wh := child(doc, "warehouse", yaml.MappingNode)
		rows := child(wh, "rows", yaml.SequenceNode)
		if i > len(rows.Content) {
			return // rows are recorded in order; callers only save the next one
		}
		if i == len(rows.Content) {
			rows.Content = append(rows.Content, &yaml.Node{Kind: yaml.MappingNode, Style: yaml.FlowStyle})
		}
		row := rows.Content[i]
		setScalar(row, "capacity", strconv.Itoa(capacity))
		if vp != nil {
			setScalar(row, "vp", strconv.Itoa(*vp))
		}
		if valueOf(wh, "more_rows") == "" {
			setScalar(wh, "more_rows", "true")
		}
	}
}

// ApplyEdits writes edits into a profile's YAML (empty for a new profile),
// keeping everything else, comments included. The result is parsed again, so
// a profile that would not load is never written.
func ApplyEdits(file string, data []byte, lex altiplano.Lexicon, edits ...Edit) ([]byte, error) {
	if _, err := ParseProfile(file, data, lex); err != nil {
		return nil, err // never rewrite a profile that does not load
	}
	var doc yaml.Node
	if len(bytes.TrimSpace(data)) > 0 {
		if err := yaml.Unmarshal(data, &doc); err != nil {
			return nil, err
		}
	}
	if len(doc.Content) == 0 {
		doc = yaml.Node{Kind: yaml.DocumentNode, Content: []*yaml.Node{{Kind: yaml.MappingNode}}}
	}
	for _, e := range edits {
		e(doc.Content[0])
	}
	var out bytes.Buffer
	enc := yaml.NewEncoder(&out)
	enc.SetIndent(2)
	if err := enc.Encode(&doc); err != nil {
		return nil, err
	}
	if _, err := ParseProfile(file, out.Bytes(), lex); err != nil {
		return nil, err
	}
	return out.Bytes(), nil
}

// child returns the value under key in mapping m, adding it with kind if absent.
func child(m *yaml.Node, key string, kind yaml.Kind) *yaml.Node {
	for i := 0; i+1 < len(m.Content); i += 2 {
		if m.Content[i].Value == key {
			return m.Content[i+1]
		}
	}
	v := &yaml.Node{Kind: kind}
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

func valueOf(m *yaml.Node, key string) string {
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
