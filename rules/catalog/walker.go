package catalog

import (
	"strconv"
	"strings"

	"go.yaml.in/yaml/v3"

	"altiplano/rules"
	"altiplano/rules/i18n"
)

// walker reads a YAML tree and collects every problem with the file name,
// the key path and the line, so a user can fix a profile in one pass.
type walker struct {
	file     string
	problems rules.Problems
}

func (w *walker) fail(path string, n *yaml.Node, msg i18n.Key, args ...any) {
	line := 0
	if n != nil {
		line = n.Line
	}
	field := i18n.T(i18n.FieldInFile, w.file, path, line)
	switch {
	case path == "" && line == 0:
		field = i18n.T(i18n.FieldBoxFile, w.file)
	case path == "":
		field = i18n.T(i18n.FieldInFileLine, w.file, line)
	}
	w.problems = append(w.problems, &rules.Problem{Field: field, Message: i18n.T(msg, args...)})
}

func join(path, key string) string {
	if path == "" {
		return key
	}
	return path + "." + key
}

func index(path string, i int) string { return path + "[" + strconv.Itoa(i) + "]" }

// mapping calls visit for each key of n, refusing keys not in allowed
// (nil allowed: any key, checked by visit).
func (w *walker) mapping(path string, n *yaml.Node, allowed []string, visit func(key string, keyNode, value *yaml.Node)) {
	if n.Kind != yaml.MappingNode {
		w.fail(path, n, i18n.ErrProfileNotMapping)
		return
	}
	seen := map[string]bool{}
	for i := 0; i+1 < len(n.Content); i += 2 {
		k, v := n.Content[i], n.Content[i+1]
		if allowed != nil && !contains(allowed, k.Value) {
			w.fail(join(path, k.Value), k, i18n.ErrProfileUnknownKey, k.Value, strings.Join(allowed, ", "))
			continue
		}
		if seen[k.Value] {
			w.fail(join(path, k.Value), k, i18n.ErrProfileDuplicate, k.Value)
			continue
		}
		seen[k.Value] = true
		visit(k.Value, k, v)
	}
}

// required reports keys of allowed that must be present but are not.
func (w *walker) required(path string, n *yaml.Node, keys ...string) bool {
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
			w.fail(path, n, i18n.ErrProfileMissing, want)
			ok = false
		}
	}
	return ok
}

func (w *walker) list(path string, n *yaml.Node, visit func(i int, item *yaml.Node)) {
	if n.Kind != yaml.SequenceNode {
		w.fail(path, n, i18n.ErrProfileNotList)
		return
	}
	for i, item := range n.Content {
		visit(i, item)
	}
}

// number reads a whole number no smaller than min (0 or 1).
func (w *walker) number(path string, n *yaml.Node, min int) (int, bool) {
	v, err := strconv.Atoi(n.Value)
	if n.Kind != yaml.ScalarNode || err != nil {
		w.fail(path, n, i18n.ErrProfileNotNumber, n.Value)
		return 0, false
	}
	if v < min {
		if min == 1 {
			w.fail(path, n, i18n.ErrProfileBelowOne, v)
		} else {
			w.fail(path, n, i18n.ErrProfileNegative, v)
		}
		return 0, false
	}
	return v, true
}

func (w *walker) good(path string, n *yaml.Node) (rules.Good, bool) {
	g, ok := rules.ParseGood(n.Value)
	if n.Kind != yaml.ScalarNode || !ok {
		w.fail(path, n, i18n.ErrProfileUnknownGood, n.Value)
		return "", false
	}
	return g, true
}

func (w *walker) goods(path string, n *yaml.Node) []rules.Good {
	var out []rules.Good
	w.list(path, n, func(i int, item *yaml.Node) {
		if g, ok := w.good(index(path, i), item); ok {
			out = append(out, g)
		}
	})
	return out
}

func contains(list []string, s string) bool {
	for _, x := range list {
		if x == s {
			return true
		}
	}
	return false
}
