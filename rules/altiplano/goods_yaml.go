package altiplano

import (
	"go.yaml.in/yaml/v3"

	"altiplano/rules"
	"altiplano/rules/yamlin"
)

// GoodsWalker is the YAML walker of Altiplano's files (records, the box
// profile): it reads goods named in any language its lexicon knows.
type GoodsWalker struct {
	*yamlin.Walker
	Lexicon Lexicon
}

// Good reads a good named in any language the lexicon knows.
func (w *GoodsWalker) Good(path string, n *yaml.Node) (Good, bool) {
	if n.Kind == yaml.ScalarNode {
		if g, ok := w.Lexicon.Good(n.Value); ok {
			return g, true
		}
	}
	w.Fail(path, n, rules.Problem{Kind: UnknownGood, Value: yamlin.Written(n)})
	return "", false
}

// Goods reads a list of goods.
func (w *GoodsWalker) Goods(path string, n *yaml.Node) []Good {
	var out []Good
	w.List(path, n, func(i int, item *yaml.Node) {
		if g, ok := w.Good(yamlin.Index(path, i), item); ok {
			out = append(out, g)
		}
	})
	return out
}

// GoodKeys calls visit for each key of mapping n that names a good. A good
// named twice (say "glass" and "Glas") is a problem, and visited once.
func (w *GoodsWalker) GoodKeys(path string, n *yaml.Node, visit func(g Good, path string, value *yaml.Node)) {
	seen := map[Good]bool{}
	w.Mapping(path, n, nil, func(name string, k, v *yaml.Node) {
		p := yamlin.Join(path, name)
		g, ok := w.Good(p, k)
		switch {
		case !ok:
		case seen[g]:
			w.Fail(p, k, rules.Problem{Kind: DuplicateGood, Item: string(g), Value: name})
		default:
			seen[g] = true
			visit(g, p, v)
		}
	})
}

// GoodCounts reads a mapping of goods to counts, each within its good's
// limit. A good named twice is a problem, not a sum.
func (w *GoodsWalker) GoodCounts(path string, n *yaml.Node, limit func(Good) rules.Limit) map[Good]int {
	out := map[Good]int{}
	w.GoodKeys(path, n, func(g Good, p string, count *yaml.Node) {
		if c, ok := w.Number(p, count, limit(g)); ok {
			out[g] = c
		}
	})
	return out
}
