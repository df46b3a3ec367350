package yamlin

import (
	"bytes"
	"errors"
	"io"

	"go.yaml.in/yaml/v3"

	"altiplano/rules"
)

// Document parses data as exactly one YAML (or JSON) document. It refuses
// data over MaxBytes, anything after the document (a second document, text
// after "...", a second JSON value) and aliases, whose values a reader of
// the file cannot see where they are used. The root is nil for an empty file.
func Document(file string, data []byte) (*yaml.Node, rules.Problems) {
	w := &Walker{File: file}
	if len(data) > MaxBytes {
		w.Fail("", nil, rules.Problem{Kind: TooLarge, N: len(data), Max: MaxBytes})
		return nil, w.Problems
	}
	dec := yaml.NewDecoder(bytes.NewReader(data))
	var doc yaml.Node
	if err := dec.Decode(&doc); err != nil {
		if errors.Is(err, io.EOF) {
			return nil, nil
		}
		line, why := syntaxAt(err, data)
		w.failAt(line, rules.Problem{Kind: Syntax, Item: why})
		return nil, w.Problems
	}
	for {
		var next yaml.Node
		err := dec.Decode(&next)
		if errors.Is(err, io.EOF) {
			break
		}
		if err != nil || len(next.Content) > 0 {
			line := next.Line
			if err != nil {
				line = lineOf(err)
			}
			w.failAt(line, rules.Problem{Kind: Trailing})
			return nil, w.Problems
		}
	}
	if len(doc.Content) == 0 {
		return nil, nil
	}
	w.refuseAliases(doc.Content[0])
	if len(w.Problems) > 0 {
		return nil, w.Problems
	}
	return doc.Content[0], nil
}

// refuseAliases refuses aliases, and tags outside the core schema (!foo),
// whose meaning only their author knows.
func (w *Walker) refuseAliases(n *yaml.Node) {
	if n.Kind == yaml.AliasNode {
		w.Fail("", n, rules.Problem{Kind: Alias, Value: "*" + n.Value})
		return
	}
	if n.Style&yaml.TaggedStyle != 0 && !coreTag(n.ShortTag()) {
		w.Fail("", n, rules.Problem{Kind: Tag, Value: n.Tag})
	}
	for _, c := range n.Content {
		w.refuseAliases(c)
	}
}

func (w *Walker) failAt(line int, p rules.Problem) {
	p.Player, p.Field = w.Player, rules.InFile(w.File, "", line)
	w.Problems = append(w.Problems, &p)
}

// coreTag reports whether tag is one of the YAML core schema's.
func coreTag(tag string) bool {
	switch tag {
	case intTag, strTag, boolTag, nullTag, floatTag, "!!timestamp", "!!map", "!!seq":
		return true
	}
	return false
}
