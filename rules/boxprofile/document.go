// Package boxprofile is the box profile every game shares: one YAML file in
// which each game records what its components print, under top-level keys
// of its own. The profile is read once and split by those keys; each game's
// reader then reads its own sections and nothing else, and a key no game
// declares is a problem named with its line. The package also writes into
// a profile: edits that keep the rest of the file, comments included, and
// whole sections in their usual shape. It knows no game: the games are
// handed in.
package boxprofile

import (
	"slices"
	"strings"

	"go.yaml.in/yaml/v3"

	"altiplano/rules"
	"altiplano/rules/yamlin"
)

// Document is one box profile, split by its top-level keys. The zero
// Document is an empty profile: it records nothing.
type Document struct {
	// File names the profile in problems.
	File     string
	sections []section // in the file's order
	imports  []Import
}

type section struct {
	key   string
	line  int // the key's
	value *yaml.Node
}

// Split reads data as one box profile whose top-level keys are keys (every
// game's sections). The problems are those of the file's form and of its
// top level: a key no game declares (with the keys allowed), a key given
// twice, a profile that is not a mapping. The Document holds the sections
// that were read, so that each game can still be read and every problem be
// said at once.
func Split(file string, data []byte, keys []string) (Document, error) {
	if keys == nil {
		keys = []string{} // no game: every key is unknown
	}
	return split(file, data, keys)
}

// Lenient splits data without checking its top-level keys. It is for one
// game's reader used alone, on a profile the program read in full before:
// the game checks its own sections; the others are other games' business.
func Lenient(file string, data []byte) (Document, error) { return split(file, data, nil) }

func split(file string, data []byte, keys []string) (Document, error) {
	d := Document{File: file}
	root, problems := yamlin.Document(file, data)
	if problems != nil {
		return d, problems
	}
	if root == nil { // an empty file records nothing
		return d, nil
	}
	w := &yamlin.Walker{File: file}
	// The games' keys are the ones a person writes (a key none declares is
	// named with them); the profile's own, ImportsKey, the program writes.
	w.Mapping("", root, nil, func(key string, k, v *yaml.Node) {
		switch {
		case key == ImportsKey:
			d.imports = readImports(w, key, v)
		case keys != nil && !slices.Contains(keys, key):
			w.Fail(key, k, rules.Problem{Kind: yamlin.UnknownKey, Value: key, Names: keys})
			return
		}
		d.sections = append(d.sections, section{key: key, line: k.Line, value: v})
	})
	return d, w.Problems.Err()
}

// Each calls visit for each of keys the profile holds, in the file's order.
func (d Document) Each(keys []string, visit func(key string, value *yaml.Node)) {
	for _, s := range d.sections {
		if slices.Contains(keys, s.key) {
			visit(s.key, s.value)
		}
	}
}

// Has reports whether the profile holds key.
func (d Document) Has(key string) bool {
	for _, s := range d.sections {
		if s.key == key {
			return true
		}
	}
	return false
}

// Reader is what the profile needs of one game: the top-level keys of its
// sections, and a check of them that reads them as the game does.
type Reader interface {
	Keys() []string
	Check(d Document) error
}

// Keys are the top-level keys of every reader's sections, in order.
func Keys(readers []Reader) []string {
	var keys []string
	for _, r := range readers {
		keys = append(keys, r.Keys()...)
	}
	return keys
}

// Check reads data as a box profile through every reader: its form, its top
// level, then each game's sections. Every problem is returned together.
func Check(file string, data []byte, readers []Reader) error {
	d, err := Split(file, data, Keys(readers))
	errs := []error{err}
	for _, r := range readers { // a file that is not YAML leaves them nothing to read
		errs = append(errs, r.Check(d))
	}
	return d.Join(errs...)
}

// Join puts the problems of the profile's top level and of each game's
// sections together as one error, in the file's order of the sections they
// are in (each reader's own order within a section); nil when there are
// none. An error that is not problems is returned as it is. A reader that
// gave up on the file says so once, at the end.
func (d Document) Join(errs ...error) error {
	var all, gaveUp rules.Problems
	for _, err := range errs {
		if err == nil {
			continue
		}
		ps, ok := err.(rules.Problems)
		if !ok {
			return err
		}
		for _, p := range ps {
			if p.Kind == yamlin.GaveUp {
				gaveUp = rules.Problems{p}
				continue
			}
			all = append(all, p)
		}
	}
	slices.SortStableFunc(all, func(a, b *rules.Problem) int { return d.lineOf(a) - d.lineOf(b) })
	return append(all, gaveUp...).Err()
}

// lineOf is the line of the top-level key problem p is under: 0 for the
// file as a whole.
func (d Document) lineOf(p *rules.Problem) int {
	path := p.Field.Path
	if path == "" {
		return 0
	}
	key := path
	if i := strings.IndexAny(path, ".["); i >= 0 {
		key = path[:i]
	}
	for _, s := range d.sections {
		if s.key == key {
			return s.line
		}
	}
	return p.Field.Line // a key no game declares
}
