package yamlin

import (
	"bytes"
	"errors"
	"fmt"
	"io"
	"unicode/utf8"

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
	if line, p := Characters(data); p != nil {
		w.failAt(line, *p)
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

// Characters finds, at its line, the first text of data that is not UTF-8
// (Encoding), or the first character YAML refuses or reads as a line
// break inside text (Character): a control character, or U+0085, U+2028,
// U+2029, which a quoted name would otherwise keep as a space. nil when
// there is none.
func Characters(data []byte) (line int, p *rules.Problem) {
	line = 1
	for i := 0; i < len(data); {
		r, size := utf8.DecodeRune(data[i:])
		switch {
		case r == utf8.RuneError && size <= 1:
			return line, &rules.Problem{Kind: Encoding}
		case r == '\n':
			line++
		case !printable(r) || r == '\u0085' || r == '\u2028' || r == '\u2029':
			return line, &rules.Problem{Kind: Character, Value: fmt.Sprintf("U+%04X", r)}
		}
		i += size
	}
	return 0, nil
}

// printable reports whether YAML allows r in a file (YAML 1.2, 5.1).
func printable(r rune) bool {
	return r == '\t' || r == '\n' || r == '\r' || r >= 0x20 && r <= 0x7e || r == 0x85 ||
		r >= 0xa0 && r <= 0xd7ff || r >= 0xe000 && r <= 0xfffd || r >= 0x10000 && r <= 0x10ffff
}
