package scoring

import (
	"strconv"
	"strings"

	"go.yaml.in/yaml/v3"

	"altiplano/missions"
	"altiplano/rules"
	"altiplano/rules/i18n"
	"altiplano/rules/yamlin"
)

var (
	recordKeys  = []string{"version", "missions", "players"}
	playerKeys  = []string{"name", "coins", "goods", "warehouse", "boats", "houses", "orders", "missions"}
	rowKeys     = []string{"goods", "vp"}
	orderKeys   = []string{"vp", "goods"}
	missionKeys = []string{"id", "vp", "achieved"}
)

// ParseRecord reads a game record in YAML or JSON (JSON is YAML). file names
// it in messages. Every problem of form is returned at once; the rules are
// checked afterwards by Validate.
func ParseRecord(file string, data []byte) (Record, error) {
	var r Record
	w := &yamlin.Walker{File: file}
	var doc yaml.Node
	if err := yaml.Unmarshal(data, &doc); err != nil {
		w.Fail("", nil, i18n.ErrProfileSyntax, strings.TrimPrefix(err.Error(), "yaml: "))
		return r, w.Problems
	}
	if len(doc.Content) == 0 {
		w.Fail("", nil, i18n.ErrRecordEmpty)
		return r, w.Problems
	}
	root := doc.Content[0]
	if !w.Required("", root, "version", "players") {
		return r, w.Problems
	}
	w.Mapping("", root, recordKeys, func(key string, _, v *yaml.Node) {
		switch key {
		case "version":
			if n, ok := w.Number(key, v, 1); ok {
				r.Version = n
				if n != RecordVersion {
					w.Fail(key, v, i18n.ErrRecordVersion, n, RecordVersion)
				}
			}
		case "missions":
			r.Missions = boolean(w, key, v)
		case "players":
			w.List(key, v, func(i int, item *yaml.Node) {
				pw := &yamlin.Walker{File: file, Player: playerLabel(item, i)}
				r.Players = append(r.Players, parsePlayer(pw, item))
				w.Problems = append(w.Problems, pw.Problems...)
			})
		}
	})
	return r, w.Problems.Err()
}

// playerLabel names a player entry in messages before it is parsed: its
// name if it has one, else its position.
func playerLabel(n *yaml.Node, i int) string {
	if n.Kind == yaml.MappingNode {
		for j := 0; j+1 < len(n.Content); j += 2 {
			if n.Content[j].Value == "name" && strings.TrimSpace(n.Content[j+1].Value) != "" {
				return strings.TrimSpace(n.Content[j+1].Value)
			}
		}
	}
	return "players[" + strconv.Itoa(i) + "]"
}

func boolean(w *yamlin.Walker, path string, n *yaml.Node) bool {
	var b bool
	if n.Kind != yaml.ScalarNode || n.Decode(&b) != nil {
		w.Fail(path, n, i18n.ErrRecordNotBool, n.Value)
	}
	return b
}

func parsePlayer(w *yamlin.Walker, n *yaml.Node) Player {
	p := Player{Goods: map[rules.Good]int{}}
	if !w.Required("", n, "name") {
		return p
	}
	w.Mapping("", n, playerKeys, func(key string, _, v *yaml.Node) {
		switch key {
		case "name":
			p.Name = strings.TrimSpace(v.Value)
			if v.Kind != yaml.ScalarNode || p.Name == "" {
				w.Fail(key, v, i18n.ErrRecordName)
			}
		case "coins":
			p.Coins, _ = w.Number(key, v, 0)
		case "boats":
			p.Boats, _ = w.Number(key, v, 0)
		case "goods":
			w.Mapping(key, v, nil, func(name string, k, count *yaml.Node) {
				g, ok := w.Good(yamlin.Join(key, name), k)
				if c, isNum := w.Number(yamlin.Join(key, name), count, 0); ok && isNum {
					p.Goods[g] += c
				}
			})
		case "warehouse":
			w.List(key, v, func(i int, item *yaml.Node) {
				p.Warehouse = append(p.Warehouse, parseRow(w, yamlin.Index(key, i), item))
			})
		case "houses":
			p.Houses = w.Goods(key, v)
		case "orders":
			w.List(key, v, func(i int, item *yaml.Node) {
				p.Orders = append(p.Orders, parseOrder(w, yamlin.Index(key, i), item))
			})
		case "missions":
			w.List(key, v, func(i int, item *yaml.Node) {
				if m, ok := parseMission(w, yamlin.Index(key, i), item); ok {
					p.Missions = append(p.Missions, m)
				}
			})
		}
	})
	return p
}

// parseRow reads a row written as a list of goods, or as {goods, vp} to say
// it is complete and what it prints.
func parseRow(w *yamlin.Walker, path string, n *yaml.Node) Row {
	var row Row
	if n.Kind == yaml.SequenceNode {
		row.Goods = w.Goods(path, n)
		return row
	}
	if n.Kind != yaml.MappingNode {
		w.Fail(path, n, i18n.ErrRecordRow)
		return row
	}
	if !w.Required(path, n, "goods", "vp") {
		return row
	}
	w.Mapping(path, n, rowKeys, func(key string, _, v *yaml.Node) {
		if key == "goods" {
			row.Goods = w.Goods(yamlin.Join(path, key), v)
			return
		}
		if vp, ok := w.Number(yamlin.Join(path, key), v, 0); ok {
			row.VP = &vp
		}
	})
	return row
}

func parseOrder(w *yamlin.Walker, path string, n *yaml.Node) Order {
	var o Order
	if !w.Required(path, n, "vp") {
		return o
	}
	w.Mapping(path, n, orderKeys, func(key string, _, v *yaml.Node) {
		if key == "vp" {
			o.VP, _ = w.Number(yamlin.Join(path, key), v, 0)
			return
		}
		o.Goods = w.Goods(yamlin.Join(path, key), v)
	})
	return o
}

func parseMission(w *yamlin.Walker, path string, n *yaml.Node) (Mission, bool) {
	var m Mission
	if !w.Required(path, n, "id") {
		return m, false
	}
	ok := true
	w.Mapping(path, n, missionKeys, func(key string, _, v *yaml.Node) {
		p := yamlin.Join(path, key)
		switch key {
		case "id":
			id, isNum := w.Number(p, v, 1)
			m.ID = missions.ID(id)
			if isNum && !m.ID.Valid() {
				w.Fail(p, v, i18n.ErrProfileMissionID, id)
			}
			ok = isNum && m.ID.Valid()
		case "vp":
			if vp, isNum := w.Number(p, v, 0); isNum {
				m.VP = &vp
			}
		case "achieved":
			b := boolean(w, p, v)
			m.Achieved = &b
		}
	})
	return m, ok
}
