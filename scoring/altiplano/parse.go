package altiplano

import (
	"strconv"
	"strings"

	"go.yaml.in/yaml/v3"

	"altiplano/rules"
	"altiplano/rules/altiplano"
	"altiplano/rules/yamlin"
)

var (
	recordKeys  = []string{"version", "missions", "played_at", "code", "duration", "location", "players"}
	playerKeys  = []string{"name", "coins", "goods", "corn_store", "warehouse", "boats", "houses", "orders", "missions", "role", "start"}
	rowKeys     = []string{"goods", "vp"}
	orderKeys   = []string{"vp", "goods"}
	missionKeys = []string{"id", "vp", "achieved"}
)

// ParseRecord reads a game record in YAML or JSON (JSON is YAML): one
// document, at most yamlin.MaxBytes. file names it in problems; lex reads
// the goods. Every problem of form is returned at once; the rules are
// checked by Validate.
func ParseRecord(file string, data []byte, lex altiplano.Lexicon) (Record, error) {
	var r Record
	root, problems := yamlin.Document(file, data)
	if problems != nil {
		return r, problems
	}
	w := &altiplano.GoodsWalker{Walker: &yamlin.Walker{File: file}, Lexicon: lex}
	r.Where = &Where{File: file}
	if root == nil {
		w.Fail("", nil, rules.Problem{Kind: RecordEmpty})
		return r, w.Problems
	}
	// A missing key is one problem among the others, never a reason to
	// stop looking: every problem is said at once.
	if !w.Required("", root, "version", "players") && root.Kind != yaml.MappingNode {
		return r, w.Problems
	}
	w.Mapping("", root, recordKeys, func(key string, k, v *yaml.Node) {
		switch key {
		case "version":
			if n, ok := w.Numbered(key, v, rules.Limit{Min: RecordVersion, Max: RecordVersion}, RecordVersionUnknown); ok {
				r.Version = n
			}
		case "missions":
			r.Missions, r.Where.Missions = w.Bool(key, v), v.Line
		case "played_at":
			at := w.PlayedAt(key, v, FirstPlayable.Year())
			r.PlayedAt, r.PlayedAtLocal, r.PlayedAtDateOnly, r.PlayedAtLine = at.At, at.Local, at.DateOnly, v.Line
		case "code":
			r.Code, r.Where.Code = strings.TrimSpace(v.Value), v.Line
		case "duration":
			r.DurationMin = w.Duration(key, v)
		case "location":
			r.Location = w.Location(key, v)
		case "players":
			r.Where.Players = k.Line
			w.List(key, v, func(i int, item *yaml.Node) {
				lines := playerLines(item)
				lines.Label = playerLabel(item, i)
				pw := &altiplano.GoodsWalker{Walker: &yamlin.Walker{File: file, Player: lines.Label, Spent: len(w.Problems)}, Lexicon: lex}
				r.Players = append(r.Players, parsePlayer(pw, yamlin.Index(key, i), item, &lines))
				r.Where.PlayerEntries = append(r.Where.PlayerEntries, lines)
				w.Problems = append(w.Problems, pw.Problems...)
			})
		}
	})
	return r, w.Problems.Err()
}

// playerLabel names a player entry in problems before it is parsed: its
// name if it has a usable one, else its position.
func playerLabel(n *yaml.Node, i int) string {
	if n.Kind == yaml.MappingNode {
		for j := 0; j+1 < len(n.Content); j += 2 {
			if n.Content[j].Value == "name" && n.Content[j+1].ShortTag() == "!!str" {
				name := rules.CleanName(n.Content[j+1].Value)
				if rules.CheckName("", rules.Field{}, name) == nil {
					return name
				}
			}
		}
	}
	return "players[" + strconv.Itoa(i) + "]"
}

// parsePlayer reads the player's entry at path (players[i]), noting in
// lines where each item of its lists was written. Problems name the player
// and the whole path, as Alpaka's records do.
func parsePlayer(w *altiplano.GoodsWalker, path string, n *yaml.Node, lines *PlayerLines) Player {
	p := Player{Goods: map[altiplano.Good]int{}}
	if !w.Required(path, n, "name") && n.Kind != yaml.MappingNode {
		return p
	}
	w.Mapping(path, n, playerKeys, func(key string, _, v *yaml.Node) {
		at := yamlin.Join(path, key)
		switch key {
		case "name":
			// The name rule is checked by Validate, for every way a record is made.
			if name, ok := w.String(at, v); ok {
				p.Name = rules.CleanName(name)
			} else {
				p.Name = w.Player // said once, by its position; not again as empty
			}
		case "coins":
			p.Coins, _ = w.Number(at, v, altiplano.CoinsLimit)
		case "boats":
			p.Boats, _ = w.Number(at, v, altiplano.BoatsLimit)
		case "goods":
			p.Goods = w.GoodCounts(at, v, altiplano.GoodLimit)
		case "warehouse":
			w.List(at, v, func(i int, item *yaml.Node) {
				p.Warehouse = append(p.Warehouse, parseRow(w, yamlin.Index(at, i), i, item))
				lines.Rows = append(lines.Rows, item.Line)
			})
		case "houses":
			w.List(at, v, func(i int, item *yaml.Node) {
				if g, ok := w.Good(yamlin.Index(at, i), item); ok {
					p.Houses = append(p.Houses, g)
					lines.HouseItems = append(lines.HouseItems, Item{Index: i, Line: item.Line})
				}
			})
		case "orders":
			w.List(at, v, func(i int, item *yaml.Node) {
				p.Orders = append(p.Orders, parseOrder(w, yamlin.Index(at, i), i, item))
				lines.OrderItems = append(lines.OrderItems, item.Line)
			})
		case "missions":
			w.List(at, v, func(i int, item *yaml.Node) {
				if m, ok := parseMission(w, yamlin.Index(at, i), item); ok {
					p.Missions = append(p.Missions, m)
					lines.MissionItems = append(lines.MissionItems, Item{Index: i, Line: item.Line})
				}
			})
		case "start":
			p.Start = w.Bool(at, v)
		case "corn_store":
			p.CornStore = w.Bool(at, v)
		case "role":
			p.Role = altiplano.Role(strings.ToLower(strings.TrimSpace(v.Value)))
			if v.Kind != yaml.ScalarNode || !p.Role.Valid() {
				w.Fail(at, v, rules.Problem{Kind: NoSuchRole, Value: yamlin.Written(v)})
				p.Role = ""
			}
		}
	})
	return p
}

// parseRow reads row i (0-based), written as a list of goods, or as
// {goods, vp} to say it is complete and what it prints. A row lists at
// least one good: an empty one is no row of the warehouse.
func parseRow(w *altiplano.GoodsWalker, path string, i int, n *yaml.Node) Row {
	var row Row
	empty := func(path string, n *yaml.Node) {
		if n.Kind == yaml.SequenceNode && len(n.Content) == 0 {
			w.Fail(path, n, rules.Problem{Kind: RowEmpty, N: i + 1})
		}
	}
	if n.Kind == yaml.SequenceNode {
		row.Goods = w.Goods(path, n)
		empty(path, n)
		return row
	}
	if n.Kind != yaml.MappingNode {
		w.Fail(path, n, rules.Problem{Kind: RowShape})
		return row
	}
	if !w.Required(path, n, "goods", "vp") {
		return row
	}
	w.Mapping(path, n, rowKeys, func(key string, _, v *yaml.Node) {
		if key == "goods" {
			row.Goods = w.Goods(yamlin.Join(path, key), v)
			empty(yamlin.Join(path, key), v)
			return
		}
		if vp, ok := w.Number(yamlin.Join(path, key), v, altiplano.RowVPLimit); ok {
			row.VP = &vp
		}
	})
	return row
}

// parseOrder reads order i (0-based). Its goods are optional, but when
// given they are the goods it took: at least one.
func parseOrder(w *altiplano.GoodsWalker, path string, i int, n *yaml.Node) Order {
	var o Order
	if !w.Required(path, n, "vp") {
		return o
	}
	w.Mapping(path, n, orderKeys, func(key string, _, v *yaml.Node) {
		if key == "vp" {
			o.VP, _ = w.Number(yamlin.Join(path, key), v, altiplano.OrderVPLimit)
			return
		}
		o.Goods = w.Goods(yamlin.Join(path, key), v)
		if v.Kind == yaml.SequenceNode && len(v.Content) == 0 {
			w.Fail(yamlin.Join(path, key), v, rules.Problem{Kind: OrderNoGoods, N: i + 1})
		}
	})
	return o
}

func parseMission(w *altiplano.GoodsWalker, path string, n *yaml.Node) (Mission, bool) {
	var m Mission
	if n.Kind == yaml.ScalarNode { // missions: [12]: the card's number alone
		w.Fail(path, n, rules.Problem{Kind: MissionShape, Value: yamlin.Written(n)})
		return m, false
	}
	if !w.Required(path, n, "id") {
		return m, false
	}
	ok := true
	w.Mapping(path, n, missionKeys, func(key string, _, v *yaml.Node) {
		p := yamlin.Join(path, key)
		switch key {
		case "id":
			id, isNum := w.Numbered(p, v, altiplano.MissionIDLimit, altiplano.NoSuchMission)
			m.ID = altiplano.MissionID(id)
			ok = isNum
		case "vp":
			if vp, isNum := w.Number(p, v, altiplano.MissionVPLimit); isNum {
				m.VP = &vp
			}
		case "achieved":
			b := w.Bool(p, v)
			m.Achieved = &b
		}
	})
	return m, ok
}

// playerLines notes where a player's entry and keys are.
func playerLines(n *yaml.Node) PlayerLines {
	l := PlayerLines{Entry: n.Line}
	if n.Kind != yaml.MappingNode {
		return l
	}
	l.Keys = make(map[string]int, len(n.Content)/2)
	for j := 0; j+1 < len(n.Content); j += 2 {
		l.Keys[n.Content[j].Value] = n.Content[j].Line
	}
	return l
}
