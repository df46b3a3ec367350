package alpakascore

import (
	"go.yaml.in/yaml/v3"

	"altiplano/rules"
	"altiplano/rules/alpaka"
	"altiplano/rules/yamlin"
)

// Keys of a record file.
var (
	recordKeys = []string{"game", "played_at", "players", "market", "duration", "location"}
	playerKeys = []string{"name", "fences", "deck", "deck_alpacas", "unicorn"}
)

// Parse reads a record (YAML, or JSON which is YAML) with every problem at
// once, each naming the player, the place in the file and its line. names
// reads card names in every language the program speaks.
func Parse(file string, data []byte, names alpaka.Names) (Record, error) {
	r := Record{File: file}
	root, problems := yamlin.Document(file, data)
	if problems != nil {
		return r, problems
	}
	w := &yamlin.Walker{File: file}
	if root == nil {
		w.Fail("", nil, rules.Problem{Kind: yamlin.Missing, Value: "players"})
		return r, w.Problems
	}
	if !w.Required("", root, "game", "players") {
		return r, w.Problems
	}
	w.Mapping("", root, recordKeys, func(key string, _, v *yaml.Node) {
		switch key {
		case "game":
			if v.Kind != yaml.ScalarNode || v.Value != string(alpaka.ID) {
				w.Fail(key, v, rules.Problem{Kind: NotAlpaka, Value: yamlin.Written(v)})
			}
		case "players":
			r.Line = v.Line
			w.List(key, v, func(i int, item *yaml.Node) {
				r.Players = append(r.Players, readPlayer(w, yamlin.Index(key, i), item, names))
			})
		case "played_at":
			r.PlayedAt, r.PlayedAtLine = w.PlayedAt(key, v, FirstYear), v.Line
		case "duration":
			r.DurationMin = w.Duration(key, v)
		case "location":
			r.Location = w.Location(key, v)
		case "market":
			r.MarketGiven, r.MarketLine = true, v.Line
			w.List(key, v, func(i int, item *yaml.Node) {
				if c, ok := alpaka.ReadCard(w, yamlin.Index(key, i), item, names); ok {
					r.Market = append(r.Market, c)
				}
			})
		}
	})
	return r, w.Problems.Err()
}

func readPlayer(w *yamlin.Walker, path string, n *yaml.Node, names alpaka.Names) PlayerRecord {
	p := PlayerRecord{Line: n.Line}
	// Problems name the player by name when it is usable, else by the
	// entry's place, as Altiplano's records do.
	label := path
	if n.Kind == yaml.MappingNode {
		for i := 0; i+1 < len(n.Content); i += 2 {
			if n.Content[i].Value == "name" && n.Content[i+1].ShortTag() == "!!str" {
				p.Name = rules.CleanName(n.Content[i+1].Value)
				p.NameLine = n.Content[i].Line
				if rules.CheckName("", rules.Field{}, p.Name) == nil {
					label = p.Name
				}
			}
		}
	}
	w.Player = label
	defer func() { w.Player = "" }()
	if !w.Required(path, n, "name", "fences", "deck") {
		return p
	}
	w.Mapping(path, n, playerKeys, func(key string, _, v *yaml.Node) {
		at := yamlin.Join(path, key)
		switch key {
		case "name":
			// A name is text: null, a number or true is refused, not
			// taken for a player called "null". The name rule is checked
			// by validate, for every way a record is made.
			if _, ok := w.String(at, v); !ok {
				p.Name = label // said once, here; not again as empty
			}
		case "fences":
			w.List(at, v, func(f int, fence *yaml.Node) {
				p.FenceLines = append(p.FenceLines, fence.Line)
				var cards []alpaka.Card
				var lines []int
				w.List(yamlin.Index(at, f), fence, func(s int, item *yaml.Node) {
					if c, ok := alpaka.ReadCard(w, yamlin.Index(yamlin.Index(at, f), s), item, names); ok {
						cards = append(cards, c)
						lines = append(lines, item.Line)
					}
				})
				p.Fences = append(p.Fences, cards)
				p.CardLines = append(p.CardLines, lines)
			})
		case "deck":
			p.Deck, _ = w.Number(at, v, alpaka.DeckLimit)
			p.DeckLine = v.Line
		case "deck_alpacas":
			if d, ok := w.Number(at, v, alpaka.DeckLimit); ok {
				p.DeckAlpacas = &d
			}
			p.DeckAlpacasLine = v.Line
		case "unicorn":
			p.Unicorn, _ = alpaka.ReadCard(w, at, v, names)
			p.UnicornLine = v.Line
		}
	})
	return p
}
