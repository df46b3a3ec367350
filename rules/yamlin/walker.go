// Package yamlin reads user-written YAML (box profiles, game records) node by
// node, collecting every problem with the file, key path and line, so a user
// can fix a file in one pass.
package yamlin

import (
	"slices"
	"strconv"
	"strings"

	"go.yaml.in/yaml/v3"

	"altiplano/rules"
	"altiplano/rules/i18n"
)

// Walker reads a YAML tree and collects problems. Player, when set, is
// named in every problem (paths are then relative to that player's entry).
type Walker struct {
	File     string
	Player   string
	Problems rules.Problems
}

// Fail records a problem at path (a dotted key path) and node n.
func (w *Walker) Fail(path string, n *yaml.Node, msg i18n.Key, args ...any) {
	line := 0
	if n != nil {
		line = n.Line
	}
	field := i18n.T(i18n.FieldInFile, w.File, path, line)
	switch {
	case path == "" && line == 0:
		field = i18n.T(i18n.FieldFile, w.File)
	case path == "":
		field = i18n.T(i18n.FieldInFileLine, w.File, line)
	}
	w.Problems = append(w.Problems, &rules.Problem{Player: w.Player, Field: field, Message: i18n.T(msg, args...)})
}

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
// (nil allowed: any key, checked by visit).
func (w *Walker) Mapping(path string, n *yaml.Node, allowed []string, visit func(key string, keyNode, value *yaml.Node)) {
	if n.Kind != yaml.MappingNode {
		w.Fail(path, n, i18n.ErrProfileNotMapping)
		return
	}
	seen := map[string]bool{}
	for i := 0; i+1 < len(n.Content); i += 2 {
		k, v := n.Content[i], n.Content[i+1]
		if allowed != nil && !slices.Contains(allowed, k.Value) {
			w.Fail(Join(path, k.Value), k, i18n.ErrProfileUnknownKey, k.Value, strings.Join(allowed, ", "))
			continue
		}
		if seen[k.Value] {
			w.Fail(Join(path, k.Value), k, i18n.ErrProfileDuplicate, k.Value)
			continue
		}
		seen[k.Value] = true
		visit(k.Value, k, v)
	}
}

// Required records each of keys missing from mapping n; it reports whether all are present.
func (w *Walker) Required(path string, n *yaml.Node, keys ...string) bool {
	if n.Kind != yaml.MappingNode {
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
			w.Fail(path, n, i18n.ErrProfileMissing, want)
			ok = false
		}
	}
	return ok
}

// List calls visit for each item of sequence n.
func (w *Walker) List(path string, n *yaml.Node, visit func(i int, item *yaml.Node)) {
	if n.Kind != yaml.SequenceNode {
		w.Fail(path, n, i18n.ErrProfileNotList)
		return
	}
	for i, item := range n.Content {
		visit(i, item)
	}
}

// Number reads a whole number no smaller than min (0 or 1).
func (w *Walker) Number(path string, n *yaml.Node, min int) (int, bool) {
	v, err := strconv.Atoi(n.Value)
	if n.Kind != yaml.ScalarNode || err != nil {
		w.Fail(path, n, i18n.ErrProfileNotNumber, n.Value)
		return 0, false
	}
	if v < min {
		if min == 1 {
			w.Fail(path, n, i18n.ErrProfileBelowOne, v)
		} else {
			w.Fail(path, n, i18n.ErrProfileNegative, v)
		}
		return 0, false
	}
	return v, true
}

// Good reads a good named in any language.
func (w *Walker) Good(path string, n *yaml.Node) (rules.Good, bool) {
	g, ok := rules.ParseGood(n.Value)
	if n.Kind != yaml.ScalarNode || !ok {
		w.Fail(path, n, i18n.ErrProfileUnknownGood, n.Value)
		return "", false
	}
	return g, true
}

// Goods reads a list of goods.
func (w *Walker) Goods(path string, n *yaml.Node) []rules.Good {
	var out []rules.Good
	w.List(path, n, func(i int, item *yaml.Node) {
		if g, ok := w.Good(Index(path, i), item); ok {
			out = append(out, g)
		}
	})
	return out
}
