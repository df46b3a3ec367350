package boxprofile

import (
	"bytes"
	"strconv"

	"altiplano/rules/yamlout"

	"go.yaml.in/yaml/v3"
)

// A profile is written the way a person would type it (see the README):
// one line per value, row, card or tile, with the English identifiers so
// that any language reads it back.

// Entry is one top-level key of a profile with what it holds.
type Entry struct {
	Key   string
	Value *yaml.Node
}

// Marshal writes entries, in order, as a box profile; nothing for none.
func Marshal(entries []Entry) ([]byte, error) {
	if len(entries) == 0 {
		return nil, nil
	}
	root := Map(0)
	for _, e := range entries {
		root.Content = append(root.Content, Str(e.Key), e.Value)
	}
	return yamlout.Encode(&yaml.Node{Kind: yaml.DocumentNode, Content: []*yaml.Node{root}})
}

// Same reports whether two lists of entries write the same profile.
func Same(a, b []Entry) bool {
	x, errX := Marshal(a)
	y, errY := Marshal(b)
	return errX == nil && errY == nil && bytes.Equal(x, y)
}

// The nodes profiles are made of.

// Str is a text.
func Str(s string) *yaml.Node { return &yaml.Node{Kind: yaml.ScalarNode, Tag: "!!str", Value: s} }

// Int is a whole number.
func Int(n int) *yaml.Node {
	return &yaml.Node{Kind: yaml.ScalarNode, Tag: "!!int", Value: strconv.Itoa(n)}
}

// Bool is true or false.
func Bool(b bool) *yaml.Node {
	return &yaml.Node{Kind: yaml.ScalarNode, Tag: "!!bool", Value: strconv.FormatBool(b)}
}

// Map is an empty mapping; yaml.FlowStyle writes it on one line.
func Map(style yaml.Style) *yaml.Node { return &yaml.Node{Kind: yaml.MappingNode, Style: style} }

// Seq is an empty list; yaml.FlowStyle writes it on one line.
func Seq(style yaml.Style) *yaml.Node { return &yaml.Node{Kind: yaml.SequenceNode, Style: style} }

// Pairs appends keys and values to mapping m: key, value, key, value…
func Pairs(m *yaml.Node, pairs ...any) *yaml.Node {
	for i := 0; i+1 < len(pairs); i += 2 {
		m.Content = append(m.Content, Str(pairs[i].(string)), pairs[i+1].(*yaml.Node))
	}
	return m
}

// Flow is a one-line mapping of keys and values: {vp: 4}.
func Flow(pairs ...any) *yaml.Node { return Pairs(Map(yaml.FlowStyle), pairs...) }

// Words is a one-line list of texts: [glass, wood].
func Words[S ~string](words []S) *yaml.Node {
	list := Seq(yaml.FlowStyle)
	for _, w := range words {
		list.Content = append(list.Content, Str(string(w)))
	}
	return list
}

// Ints is a one-line list of whole numbers: [0, 1, 2].
func Ints(ns []int) *yaml.Node {
	list := Seq(yaml.FlowStyle)
	for _, n := range ns {
		list.Content = append(list.Content, Int(n))
	}
	return list
}
