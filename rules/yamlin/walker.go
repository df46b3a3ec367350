// Package yamlin reads user-written YAML (box profiles, game records) node by
// node, collecting every problem with the file, key path and line, so a user
// can fix a file in one pass.
package yamlin

import (
	"math"
	"slices"
	"strconv"
	"strings"
	"unicode/utf8"

	"go.yaml.in/yaml/v3"

	"altiplano/rules"
)

// Kinds of problems with the form of a file.
const (
	// Syntax: not valid YAML or JSON; the field's line says where, when known.
	Syntax rules.Kind = "yaml_syntax"
	// TooLarge: the file is over MaxBytes. N bytes, Max.
	TooLarge rules.Kind = "file_too_large"
	// Trailing: something follows the one document, at the field's line.
	Trailing rules.Kind = "yaml_trailing"
	// Alias: a YAML alias (*name); Value is the alias as written.
	Alias rules.Kind = "yaml_alias"
	// UnknownKey: a key not allowed here. Value, Names are the allowed keys.
	UnknownKey rules.Kind = "yaml_unknown_key"
	// NotMapping, NotList, NotScalar: the wrong shape.
	NotMapping rules.Kind = "yaml_not_mapping"
	NotList    rules.Kind = "yaml_not_list"
	NotBool    rules.Kind = "yaml_not_bool" // Value
	// Missing: a required key is absent. Value is the key.
	Missing rules.Kind = "yaml_missing"
	// DuplicateKey: a key given twice in one mapping. Value.
	DuplicateKey rules.Kind = "yaml_duplicate_key"
	// NotInteger: a number written as text, a decimal or with a tag ("3",
	// '3', !!str 3, !!float 3). Value as written, Names[0] the YAML tag.
	NotInteger rules.Kind = "yaml_not_integer"
	// NotString: a name that is not text (null, a number, true). Value, Names[0] the tag.
	NotString rules.Kind = "yaml_not_string"
	// Tag: a tag outside YAML's core schema (!foo). Value is the tag.
	Tag rules.Kind = "yaml_tag"
	// GaveUp: so many problems that the file was read no further, at the
	// field's line. N is MaxProblems.
	GaveUp rules.Kind = "yaml_gave_up"
	// Encoding: a line that is not UTF-8 text (a file saved as Latin-1 or
	// Windows-1252), at the field's line.
	Encoding rules.Kind = "file_encoding"
	// Character: a character a YAML file may not hold, or that YAML reads
	// as a line break inside text (U+0085, U+2028, U+2029), at the
	// field's line. Value is its code point (U+2028).
	Character rules.Kind = "file_character"
)

// MaxProblems is how many problems of one file are collected before the
// rest of it is left unread: far more than anyone fixes in one pass, few
// enough that a hostile file costs little time and memory.
const MaxProblems = 500

// Kinds lists the kinds above, for the presentation's completeness test.
func Kinds() []rules.Kind {
	return []rules.Kind{Syntax, TooLarge, Trailing, Alias, UnknownKey, NotMapping, NotList, NotBool, Missing, DuplicateKey, NotInteger, NotString, Tag, GaveUp, Encoding, Character}
}

// MaxBytes is the largest file the program reads: a game record is a few
// kilobytes, a complete box profile less; anything bigger is a mistake.
const MaxBytes = 1 << 20

// Walker reads a YAML tree and collects problems. Player, when set, is
// named in every problem (paths are then relative to that player's entry).
type Walker struct {
	File     string
	Player   string
	Problems rules.Problems
	// Spent counts the problems of the same file another walker holds
	// (the record's, for a player's walker), toward MaxProblems.
	Spent int
}

// Fail records a problem of kind at path (a dotted key path) and node n.
// Once MaxProblems are recorded, it adds a GaveUp problem and nothing more.
func (w *Walker) Fail(path string, n *yaml.Node, p rules.Problem) {
	if w.Full() {
		return
	}
	line := 0
	if n != nil {
		line = n.Line
	}
	p.Player = w.Player
	p.Field = rules.InFile(w.File, path, line)
	w.Problems = append(w.Problems, &p)
	if w.Spent+len(w.Problems) >= MaxProblems {
		w.Problems = append(w.Problems, &rules.Problem{Kind: GaveUp, N: MaxProblems, Field: rules.InFile(w.File, "", line)})
	}
}

// Full reports whether the walker has given up: the rest of the file is
// not worth reading.
func (w *Walker) Full() bool { return w.Spent+len(w.Problems) > MaxProblems }

// GaveUpOn reports whether problems end with the walker giving up.
func GaveUpOn(ps rules.Problems) bool { return len(ps) > 0 && ps[len(ps)-1].Kind == GaveUp }

// Join appends key to a dotted path.
func Join(path, key string) string {
	if path == "" {
		return key
	}
	return path + "." + key
}

// Index appends a list index to a path.
func Index(path string, i int) string { return path + "[" + strconv.Itoa(i) + "]" }

// Mapping calls visit for each key of n, refusing keys not in allowed
// (nil allowed: any key, checked by visit) and keys given twice.
func (w *Walker) Mapping(path string, n *yaml.Node, allowed []string, visit func(key string, keyNode, value *yaml.Node)) {
	if n.Kind != yaml.MappingNode {
		w.Fail(path, n, rules.Problem{Kind: NotMapping})
		return
	}
	seen := map[string]bool{}
	for i := 0; i+1 < len(n.Content) && !w.Full(); i += 2 {
		k, v := n.Content[i], n.Content[i+1]
		if allowed != nil && !slices.Contains(allowed, k.Value) {
			w.Fail(Join(path, k.Value), k, rules.Problem{Kind: UnknownKey, Value: k.Value, Names: allowed})
			continue
		}
		if seen[k.Value] {
			w.Fail(Join(path, k.Value), k, rules.Problem{Kind: DuplicateKey, Value: k.Value})
			continue
		}
		seen[k.Value] = true
		visit(k.Value, k, v)
	}
}

// Required records each of keys missing from mapping n; it reports whether all are present.
func (w *Walker) Required(path string, n *yaml.Node, keys ...string) bool {
	if n.Kind != yaml.MappingNode {
		w.Fail(path, n, rules.Problem{Kind: NotMapping})
		return false
	}
	ok := true
	for _, want := range keys {
		found := false
		for i := 0; i < len(n.Content); i += 2 {
			if n.Content[i].Value == want {
				found = true
			}
		}
		if !found {
			w.Fail(path, n, rules.Problem{Kind: Missing, Value: want})
			ok = false
		}
	}
	return ok
}

// List calls visit for each item of sequence n.
func (w *Walker) List(path string, n *yaml.Node, visit func(i int, item *yaml.Node)) {
	if n.Kind != yaml.SequenceNode {
		w.Fail(path, n, rules.Problem{Kind: NotList})
		return
	}
	for i, item := range n.Content {
		if w.Full() {
			return
		}
		visit(i, item)
	}
}

// Number reads a whole number within limit. It must be written as a YAML
// (or JSON) integer: "3" in quotes is text, !!float 3 a decimal, whatever
// the characters.
func (w *Walker) Number(path string, n *yaml.Node, limit rules.Limit) (int, bool) {
	if n.Kind != yaml.ScalarNode {
		w.Fail(path, n, rules.Problem{Kind: rules.NotANumber, Value: Written(n)})
		return 0, false
	}
	if tag := n.ShortTag(); tag != intTag {
		if _, p := limit.Parse("", rules.Field{}, n.Value); p == nil {
			w.Fail(path, n, rules.Problem{Kind: NotInteger, Value: asWritten(n), Names: []string{tag}})
			return 0, false
		}
	}
	v, p := limit.Parse("", rules.Field{}, n.Value)
	if p != nil {
		w.Fail(path, n, *p)
		return 0, false
	}
	return v, true
}

// Numbered reads a number that names one of a numbered set (a mission, an
// effect, a version of a format): one outside limit is refused as naming
// nothing, with kind (N, and Value as written), so that the message gives
// the set's numbers, never a bound of the machine.
func (w *Walker) Numbered(path string, n *yaml.Node, limit rules.Limit, kind rules.Kind) (int, bool) {
	if n.Kind == yaml.ScalarNode {
		wide := rules.Limit{Min: math.MinInt, Max: math.MaxInt}
		v, p := wide.Parse("", rules.Field{}, n.Value)
		integer := n.ShortTag() == intTag
		switch {
		case p != nil && p.Kind == rules.OutOfRange, // digits too many for the machine (YAML reads a float)
			p == nil && integer && !limit.Contains(v):
			w.Fail(path, n, rules.Problem{Kind: kind, N: v, Value: n.Value, Min: limit.Min, Max: limit.Max})
			return 0, false
		case p == nil && integer:
			return v, true
		}
	}
	return w.Number(path, n, limit) // not a number, or not written as one: said so
}

// String reads a text such as a name: a YAML string, never null, a
// number or a boolean, which a reader would not see as text.
func (w *Walker) String(path string, n *yaml.Node) (string, bool) {
	if n.Kind != yaml.ScalarNode || n.ShortTag() != strTag {
		w.Fail(path, n, rules.Problem{Kind: NotString, Value: asWritten(n), Names: []string{n.ShortTag()}})
		return "", false
	}
	return n.Value, true
}

// The core schema's tags of a scalar.
const (
	intTag   = "!!int"
	strTag   = "!!str"
	boolTag  = "!!bool"
	nullTag  = "!!null"
	floatTag = "!!float"
)

// Written is a value as a message shows it: a scalar's text, and a list
// or a mapping in YAML's flow form ("[3]", "{a: 1}"), cut after
// maxWritten characters, so that a message about a value where one was
// expected never shows an empty "".
func Written(n *yaml.Node) string {
	if n == nil {
		return ""
	}
	var b strings.Builder
	flow(&b, n, 0)
	if s := b.String(); utf8.RuneCountInString(s) > maxWritten {
		return string([]rune(s)[:maxWritten]) + "…"
	}
	return b.String()
}

const maxWritten = 60

func flow(b *strings.Builder, n *yaml.Node, depth int) {
	if b.Len() > 4*maxWritten || depth > 8 {
		return
	}
	switch n.Kind {
	case yaml.SequenceNode, yaml.MappingNode:
		open, end := "[", "]"
		if n.Kind == yaml.MappingNode {
			open, end = "{", "}"
		}
		b.WriteString(open)
		for i, c := range n.Content {
			switch {
			case i == 0:
			case n.Kind == yaml.MappingNode && i%2 == 1:
				b.WriteString(": ")
			default:
				b.WriteString(", ")
			}
			flow(b, c, depth+1)
		}
		b.WriteString(end)
	case yaml.DocumentNode:
		for _, c := range n.Content {
			flow(b, c, depth+1)
		}
	case yaml.AliasNode:
		b.WriteString("*" + n.Value)
	default:
		b.WriteString(n.Value)
	}
}

// asWritten is a scalar as the user wrote it, quotes and tag included, so
// that a message about "3" shows the quotes it is about.
func asWritten(n *yaml.Node) string {
	v := n.Value
	switch {
	case n.Kind != yaml.ScalarNode:
		return Written(n)
	case n.Style&yaml.DoubleQuotedStyle != 0:
		v = strconv.Quote(v)
	case n.Style&yaml.SingleQuotedStyle != 0:
		v = "'" + v + "'"
	}
	if n.Style&yaml.TaggedStyle != 0 {
		v = n.Tag + " " + v
	}
	return v
}

// Bool reads true or false.
func (w *Walker) Bool(path string, n *yaml.Node) bool {
	var b bool
	if n.Kind != yaml.ScalarNode || n.ShortTag() != boolTag || n.Decode(&b) != nil {
		w.Fail(path, n, rules.Problem{Kind: NotBool, Value: Written(n)})
	}
	return b
}

// lineOf pulls the line number out of a YAML library error ("yaml: line 3: …").
func lineOf(err error) int {
	msg := err.Error()
	i := strings.Index(msg, "line ")
	if i < 0 {
		return 0
	}
	rest := msg[i+len("line "):]
	end := strings.IndexFunc(rest, func(r rune) bool { return r < '0' || r > '9' })
	if end < 0 {
		end = len(rest)
	}
	n, _ := strconv.Atoi(rest[:end])
	return n
}
