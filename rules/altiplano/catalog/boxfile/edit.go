package boxfile

import (
	"strconv"

	"go.yaml.in/yaml/v3"

	"altiplano/rules/altiplano"
	"altiplano/rules/boxprofile"
)

// Edit is one value learned at the table, to be written into a box profile.
type Edit = boxprofile.Edit

// SetGoodVP records what one tile of g scores.
func SetGoodVP(g altiplano.Good, vp int) Edit {
	return func(doc *yaml.Node) {
		goods := boxprofile.Child(doc, "goods", yaml.MappingNode)
		entry := boxprofile.Child(goods, string(g), yaml.MappingNode)
		entry.Style = yaml.FlowStyle
		boxprofile.SetScalar(entry, "vp", strconv.Itoa(vp))
	}
}

// SetMissionVP records what mission id prints.
func SetMissionVP(id altiplano.MissionID, vp int) Edit {
	return func(doc *yaml.Node) {
		list := boxprofile.Child(doc, "missions", yaml.SequenceNode)
		for _, item := range list.Content {
			if boxprofile.ValueOf(item, "id") == strconv.Itoa(int(id)) {
				boxprofile.SetScalar(item, "vp", strconv.Itoa(vp))
				return
			}
		}
		item := &yaml.Node{Kind: yaml.MappingNode, Style: yaml.FlowStyle}
		boxprofile.SetScalar(item, "id", strconv.Itoa(int(id)))
		boxprofile.SetScalar(item, "vp", strconv.Itoa(vp))
		list.Content = append(list.Content, item)
	}
}

// SetWarehouseRow records row i (0-based) of the board. Rows must be learned
// in order: i may be at most the number of rows already recorded. The
// profile is marked as having more rows unless it said otherwise.
func SetWarehouseRow(i, capacity int, vp *int) Edit {
	return func(doc *yaml.Node) {
		wh := boxprofile.Child(doc, "warehouse", yaml.MappingNode)
		rows := boxprofile.Child(wh, "rows", yaml.SequenceNode)
		if i > len(rows.Content) {
			return // rows are recorded in order; callers only save the next one
		}
		if i == len(rows.Content) {
			rows.Content = append(rows.Content, &yaml.Node{Kind: yaml.MappingNode, Style: yaml.FlowStyle})
		}
		row := rows.Content[i]
		boxprofile.SetScalar(row, "capacity", strconv.Itoa(capacity))
		if vp != nil {
			boxprofile.SetScalar(row, "vp", strconv.Itoa(*vp))
		}
		if boxprofile.ValueOf(wh, "more_rows") == "" {
			boxprofile.SetScalar(wh, "more_rows", "true")
		}
	}
}

// ApplyEdits writes edits into a profile's YAML (empty for a new profile),
// keeping everything else, comments included. Altiplano's sections are read
// before and after (ParseProfile): a profile whose sections do not load is
// never rewritten, nor one returned that would not load. Writing with every
// game's reader is boxprofile.ApplyChecked.
func ApplyEdits(file string, data []byte, lex altiplano.Lexicon, edits ...Edit) ([]byte, error) {
	if _, err := ParseProfile(file, data, lex); err != nil {
		return nil, err // never rewrite a profile that does not load
	}
	out, err := boxprofile.Apply(data, edits...)
	if err != nil {
		return nil, err
	}
	if _, err := ParseProfile(file, out, lex); err != nil {
		return nil, err
	}
	return out, nil
}
