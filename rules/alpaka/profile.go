package alpaka

import (
	"strconv"

	"go.yaml.in/yaml/v3"

	"altiplano/rules"
	"altiplano/rules/boxprofile"
	"altiplano/rules/yamlin"
)

// SectionKey is the box profile's section for Alpaka.
const SectionKey = "alpaka"

// Keys are the box profile's top-level keys that are Alpaka's: its one
// section.
var Keys = []string{SectionKey}

// SectionKeys are the keys of the section, in the order of the file.
var SectionKeys = []string{"values", "nobles", "white", "options"}

// ReadProfile reads the `alpaka:` section of a box profile split by
// section (the other sections are other games', read by their own
// readers). All problems are returned together, with file, key path and
// line.
func ReadProfile(d boxprofile.Document, names Names) (Profile, error) {
	var p Profile
	w := &yamlin.Walker{File: d.File}
	d.Each(Keys, func(key string, v *yaml.Node) { p = readSection(w, key, v, names) })
	return p, w.Problems.Err()
}

// ParseProfile reads the `alpaka:` section of the box profile data without
// checking the rest of its top level (boxprofile.Lenient): for a profile
// the program read in full before.
func ParseProfile(file string, data []byte, names Names) (Profile, error) {
	d, err := boxprofile.Lenient(file, data)
	if err != nil {
		return Profile{}, err
	}
	return ReadProfile(d, names)
}

func readSection(w *yamlin.Walker, path string, n *yaml.Node, names Names) Profile {
	var p Profile
	nodes := map[Card]written{} // where each value was written, the nobles' as King's
	w.Mapping(path, n, SectionKeys, func(key string, _, v *yaml.Node) {
		at := yamlin.Join(path, key)
		switch key {
		case "values":
			p.Values = readValues(w, at, v, names, nodes)
		case "nobles":
			if n, ok := w.Number(at, v, ValueLimit); ok {
				p.Nobles = &n
				nodes[King] = written{at, v}
			}
		case "white":
			p.White = readWhite(w, at, v, names)
		case "options":
			p.Options = readOptions(w, at, v)
		}
	})
	// The values as the calibration and the walk-through check them: in the
	// rulebook's ascending order from the baby's 0, the nobles the highest.
	for _, op := range CheckOrder(p.Values, p.Nobles) {
		w.Fail(nodes[op.Card].path, nodes[op.Card].node, *op.Problem)
	}
	return p
}

// ReadCard reads one card name at path, naming the nearest cards when the
// word is a typo.
func ReadCard(w *yamlin.Walker, path string, n *yaml.Node, names Names) (Card, bool) {
	if n.Kind == yaml.ScalarNode {
		if c, ok := names.Card(n.Value); ok {
			return c, true
		}
	}
	var near []string
	for _, c := range names.Suggest(yamlin.Written(n)) {
		near = append(near, string(c))
	}
	w.Fail(path, n, rules.Problem{Kind: UnknownCard, Value: yamlin.Written(n), Names: near})
	return "", false
}

// written is where a value was written: its key path and its node.
type written struct {
	path string
	node *yaml.Node
}

func readValues(w *yamlin.Walker, path string, n *yaml.Node, names Names, nodes map[Card]written) map[Card]int {
	out := map[Card]int{}
	w.Mapping(path, n, nil, func(key string, k, v *yaml.Node) {
		at := yamlin.Join(path, key)
		c, ok := ReadCard(w, at, k, names)
		if !ok {
			return
		}
		value, ok := w.Number(at, v, ValueLimit)
		switch {
		case !ok:
		case c == Baby || c == Unicorn:
			if rb := Default().Value(c); value != rb.N {
				w.Fail(at, v, rules.Problem{Kind: RulebookValue, Value: string(c), N: value, Max: rb.N})
			}
		case c.IsNoble() || c == Fence:
			w.Fail(at, k, rules.Problem{Kind: NotMarketType, Value: string(c)})
		case hasCard(out, c):
			w.Fail(at, k, rules.Problem{Kind: CardTwice, Value: string(c)})
		default:
			out[c] = value
			nodes[c] = written{at, v}
		}
	})
	return out
}

func hasCard(m map[Card]int, c Card) bool { _, ok := m[c]; return ok }

func readWhite(w *yamlin.Walker, path string, n *yaml.Node, names Names) []Card {
	var out []Card
	seen := map[Card]bool{}
	w.List(path, n, func(i int, item *yaml.Node) {
		at := yamlin.Index(path, i)
		c, ok := ReadCard(w, at, item, names)
		switch {
		case !ok:
		case InfoOfGroup(c) != Market:
			w.Fail(at, item, rules.Problem{Kind: NotMarketType, Value: string(c)})
		case seen[c]:
			w.Fail(at, item, rules.Problem{Kind: CardTwice, Value: string(c)})
		default:
			seen[c] = true
			out = append(out, c)
		}
	})
	if n.Kind == yaml.SequenceNode && len(n.Content) != WhiteTypes {
		w.Fail(path, n, rules.Problem{Kind: WhiteCount, N: len(n.Content), Max: WhiteTypes})
	}
	return out
}

// InfoOfGroup is c's group; Starting for a word that is no card.
func InfoOfGroup(c Card) Group {
	i, _ := InfoOf(c)
	return i.Group
}

func readOptions(w *yamlin.Walker, path string, n *yaml.Node) PartialOptions {
	var p PartialOptions
	keys := make([]string, 0, len(OptionNames()))
	for _, o := range OptionNames() {
		keys = append(keys, string(o))
	}
	w.Mapping(path, n, keys, func(key string, _, v *yaml.Node) {
		at := yamlin.Join(path, key)
		allowed := OptionValues(OptionName(key))
		word := yamlin.Written(v)
		if v.Kind != yaml.ScalarNode || !contains(allowed, word) {
			w.Fail(at, v, rules.Problem{Kind: OptionValue, Value: key + ": " + word, Names: allowed})
			return
		}
		switch OptionName(key) {
		case OptQuickAllStacks:
			b, _ := strconv.ParseBool(word)
			p.QuickAllStacks = &b
		case OptUnicornChoice:
			p.UnicornChoice = &word
		case OptRepeatName:
			p.RepeatName = &word
		}
	})
	return p
}

func contains(list []string, s string) bool {
	for _, x := range list {
		if x == s {
			return true
		}
	}
	return false
}
