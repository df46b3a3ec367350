package catalog

import (
	"strings"

	"go.yaml.in/yaml/v3"

	"altiplano/rules"
	"altiplano/rules/i18n"
	"altiplano/rules/yamlin"
)

// Profile is what a user recorded from their own copy of the game. Every
// field is optional; nil or empty means "not recorded".
type Profile struct {
	Goods         map[rules.Good]int
	WarehouseRows []ProfileRow // rows of the board from the first, in filling order
	// MoreRows is true when the board has rows beyond WarehouseRows.
	MoreRows       bool
	Missions       map[int]int // mission number → VP
	Strip          []int       // 5 surcharges, bottom slot first
	ExtensionTiles []ExtensionTile
	Roles          map[rules.Role]RoleStart
	Houses, Boats  []rules.Good
	Orders         []OrderCard
}

// ProfileRow is one recorded warehouse row. VP is nil when not recorded;
// Side is empty when not recorded (only the order of rows matters to the rules).
type ProfileRow struct {
	Side     rules.Side
	Capacity int
	VP       *int
}

// profileWalker adds the box profile's sections to the shared YAML walker.
type profileWalker struct{ *yamlin.Walker }

var profileKeys = []string{"goods", "warehouse", "missions", "strip", "extensions", "roles", "houses", "boats", "orders"}

// ParseProfile reads a box profile. file names it in error messages. All
// problems are returned together as rules.Problems.
func ParseProfile(file string, data []byte) (Profile, error) {
	var p Profile
	w := &profileWalker{&yamlin.Walker{File: file}}
	var doc yaml.Node
	if err := yaml.Unmarshal(data, &doc); err != nil {
		w.Fail("", nil, i18n.ErrProfileSyntax, strings.TrimPrefix(err.Error(), "yaml: "))
		return p, w.Problems
	}
	if len(doc.Content) == 0 { // an empty file records nothing
		return p, nil
	}
	w.Mapping("", doc.Content[0], profileKeys, func(key string, _, v *yaml.Node) {
		switch key {
		case "goods":
			p.Goods = w.profileGoods(key, v)
		case "warehouse":
			p.WarehouseRows, p.MoreRows = w.profileWarehouse(key, v)
		case "missions":
			p.Missions = w.profileMissions(key, v)
		case "strip":
			p.Strip = w.profileStrip(key, v)
		case "extensions":
			p.ExtensionTiles = w.profileExtensions(key, v)
		case "roles":
			p.Roles = w.profileRoles(key, v)
		case "houses":
			p.Houses = w.profileCards(key, v, rules.Box().Houses, func(g rules.Good) i18n.Key {
				if !g.CanShowOnHouse() {
					return i18n.ErrProfileHouseGood
				}
				return ""
			})
		case "boats":
			p.Boats = w.profileCards(key, v, rules.Box().Boats, func(g rules.Good) i18n.Key {
				if g == rules.Food {
					return i18n.ErrProfileFoodCard
				}
				return ""
			})
		case "orders":
			p.Orders = w.profileOrders(key, v)
		}
	})
	return p, w.Problems.Err()
}

func (w *profileWalker) profileGoods(path string, n *yaml.Node) map[rules.Good]int {
	out := map[rules.Good]int{}
	w.Mapping(path, n, nil, func(key string, k, v *yaml.Node) {
		p := yamlin.Join(path, key)
		g, ok := w.Good(p, k)
		if !ok {
			return
		}
		w.Mapping(p, v, []string{"vp"}, func(_ string, _, vp *yaml.Node) {
			if n, ok := w.Number(yamlin.Join(p, "vp"), vp, 0); ok {
				out[g] = n
			}
		})
	})
	return out
}

func (w *profileWalker) profileWarehouse(path string, n *yaml.Node) ([]ProfileRow, bool) {
	var rows []ProfileRow
	more := false
	w.Mapping(path, n, []string{"rows", "more_rows"}, func(key string, _, v *yaml.Node) {
		p := yamlin.Join(path, key)
		if key == "more_rows" {
			if v.Kind != yaml.ScalarNode || v.Decode(&more) != nil {
				w.Fail(p, v, i18n.ErrRecordNotBool, v.Value)
			}
			return
		}
		seenRight := false
		w.List(p, v, func(i int, item *yaml.Node) {
			ip := yamlin.Index(p, i)
			if !w.Required(ip, item, "capacity") {
				return
			}
			var row ProfileRow
			w.Mapping(ip, item, []string{"side", "capacity", "vp"}, func(key string, _, v *yaml.Node) {
				switch key {
				case "side":
					row.Side = rules.Side(strings.ToLower(v.Value))
					if row.Side != rules.Left && row.Side != rules.Right {
						w.Fail(yamlin.Join(ip, key), v, i18n.ErrProfileSide, v.Value)
					}
					if row.Side == rules.Left && seenRight {
						w.Fail(yamlin.Join(ip, key), v, i18n.ErrProfileRightBeforeLeft)
					}
					seenRight = seenRight || row.Side == rules.Right
				case "capacity":
					row.Capacity, _ = w.Number(yamlin.Join(ip, key), v, 1)
				case "vp":
					if vp, ok := w.Number(yamlin.Join(ip, key), v, 0); ok {
						row.VP = &vp
					}
				}
			})
			rows = append(rows, row)
		})
	})
	return rows, more
}

func (w *profileWalker) profileMissions(path string, n *yaml.Node) map[int]int {
	out := map[int]int{}
	w.List(path, n, func(i int, item *yaml.Node) {
		ip := yamlin.Index(path, i)
		if !w.Required(ip, item, "id", "vp") {
			return
		}
		id, vp := 0, -1
		w.Mapping(ip, item, []string{"id", "vp"}, func(key string, _, v *yaml.Node) {
			if key == "id" {
				n, ok := w.Number(yamlin.Join(ip, key), v, 1)
				switch {
				case !ok:
				case n > rules.Box().Missions:
					w.Fail(yamlin.Join(ip, key), v, i18n.ErrProfileMissionID, n)
				case hasKey(out, n):
					w.Fail(yamlin.Join(ip, key), v, i18n.ErrProfileDuplicate, i18n.T(i18n.FieldMission, n))
				default:
					id = n
				}
				return
			}
			if n, ok := w.Number(yamlin.Join(ip, key), v, 0); ok {
				vp = n
			}
		})
		if id > 0 && vp >= 0 {
			out[id] = vp
		}
	})
	return out
}

func hasKey[K comparable, V any](m map[K]V, k K) bool {
	_, ok := m[k]
	return ok
}

func (w *profileWalker) profileStrip(path string, n *yaml.Node) []int {
	var out []int
	w.Mapping(path, n, []string{"surcharges"}, func(key string, _, v *yaml.Node) {
		p := yamlin.Join(path, key)
		w.List(p, v, func(i int, item *yaml.Node) {
			if s, ok := w.Number(yamlin.Index(p, i), item, 0); ok {
				out = append(out, s)
			}
		})
		if v.Kind == yaml.SequenceNode && len(v.Content) != rules.Box().ExtensionSlots {
			w.Fail(p, v, i18n.ErrProfileCount, rules.Box().ExtensionSlots, len(v.Content))
		}
	})
	return out
}

func (w *profileWalker) profileExtensions(path string, n *yaml.Node) []ExtensionTile {
	var tiles []ExtensionTile
	w.List(path, n, func(i int, item *yaml.Node) {
		ip := yamlin.Index(path, i)
		if !w.Required(ip, item, "effect", "letter", "cost") {
			return
		}
		var t ExtensionTile
		w.Mapping(ip, item, []string{"effect", "letter", "players", "cost"}, func(key string, _, v *yaml.Node) {
			p := yamlin.Join(ip, key)
			switch key {
			case "effect":
				e, ok := w.Number(p, v, 1)
				if ok && !rules.Effect(e).Valid() {
					w.Fail(p, v, i18n.ErrProfileEffect, e)
				}
				t.Effect = rules.Effect(e)
			case "letter":
				t.Letter = rules.Letter(strings.ToUpper(v.Value))
				if !t.Letter.Valid() {
					w.Fail(p, v, i18n.ErrProfileLetter, v.Value)
				}
			case "players":
				t.Players = rules.PlayerMark(v.Value)
				if strings.EqualFold(v.Value, "none") {
					t.Players = rules.AnyPlayers
				}
				if !t.Players.Valid() {
					w.Fail(p, v, i18n.ErrProfileMark, v.Value)
				}
			case "cost":
				t.Cost, _ = w.Number(p, v, 0)
			}
		})
		tiles = append(tiles, t)
	})
	if n.Kind != yaml.SequenceNode {
		return tiles
	}
	if len(n.Content) != rules.Box().ExtensionTiles {
		w.Fail(path, n, i18n.ErrProfileCount, rules.Box().ExtensionTiles, len(n.Content))
	}
	present := map[rules.Effect]bool{}
	for _, t := range tiles {
		present[t.Effect] = true
	}
	for _, e := range rules.Effects() {
		if !present[e] {
			w.Fail(path, n, i18n.ErrProfileEffectMissing, int(e))
		}
	}
	return tiles
}

func (w *profileWalker) profileRoles(path string, n *yaml.Node) map[rules.Role]RoleStart {
	out := map[rules.Role]RoleStart{}
	w.Mapping(path, n, nil, func(key string, k, v *yaml.Node) {
		p := yamlin.Join(path, key)
		role := rules.Role(strings.ToLower(key))
		if !role.Valid() {
			w.Fail(p, k, i18n.ErrProfileRole, key)
			return
		}
		if !w.Required(p, v, "food", "coins") {
			return
		}
		start := RoleStart{Goods: map[rules.Good]int{}, Source: Box}
		w.Mapping(p, v, []string{"food", "coins", "goods"}, func(key string, _, v *yaml.Node) {
			switch key {
			case "food":
				start.Food, _ = w.Number(yamlin.Join(p, key), v, 0)
			case "coins":
				start.Coins, _ = w.Number(yamlin.Join(p, key), v, 0)
			case "goods":
				gp := yamlin.Join(p, key)
				w.Mapping(gp, v, nil, func(name string, k, count *yaml.Node) {
					if g, ok := w.Good(yamlin.Join(gp, name), k); ok {
						if c, ok := w.Number(yamlin.Join(gp, name), count, 1); ok {
							start.Goods[g] += c
						}
					}
				})
			}
		})
		out[role] = start
	})
	return out
}

// profileCards reads a list of goods printed on cards, which must hold
// exactly want cards; check returns a message key for a good no card shows.
func (w *profileWalker) profileCards(path string, n *yaml.Node, want int, check func(rules.Good) i18n.Key) []rules.Good {
	cards := w.Goods(path, n)
	for i, g := range cards {
		if msg := check(g); msg != "" {
			w.Fail(yamlin.Index(path, i), n.Content[i], msg, string(g))
		}
	}
	if n.Kind == yaml.SequenceNode && len(n.Content) != want {
		w.Fail(path, n, i18n.ErrProfileCount, want, len(n.Content))
	}
	return cards
}

func (w *profileWalker) profileOrders(path string, n *yaml.Node) []OrderCard {
	var orders []OrderCard
	w.List(path, n, func(i int, item *yaml.Node) {
		ip := yamlin.Index(path, i)
		if !w.Required(ip, item, "vp", "goods") {
			return
		}
		var o OrderCard
		w.Mapping(ip, item, []string{"vp", "goods"}, func(key string, _, v *yaml.Node) {
			if key == "vp" {
				o.VP, _ = w.Number(yamlin.Join(ip, key), v, 0)
				return
			}
			o.Goods = w.Goods(yamlin.Join(ip, key), v)
		})
		orders = append(orders, o)
	})
	if n.Kind == yaml.SequenceNode && len(n.Content) != rules.Box().Orders {
		w.Fail(path, n, i18n.ErrProfileCount, rules.Box().Orders, len(n.Content))
	}
	return orders
}

// With returns the catalog with the profile's values laid over it, each
// labelled Box.
func (c Catalog) With(p Profile) Catalog {
	out := c
	out.Goods = map[rules.Good]Value{}
	for g, v := range c.Goods {
		out.Goods[g] = v
	}
	for g, vp := range p.Goods {
		out.Goods[g] = Value{N: vp, Source: Box}
	}
	if len(p.WarehouseRows) > 0 {
		out.Warehouse = Warehouse{RowsSource: Box, MoreRows: p.MoreRows, Note: NoteKey("warehouse_rows")}
		for _, r := range p.WarehouseRows {
			row := WarehouseRow{Side: r.Side, Capacity: Value{N: r.Capacity, Source: Box}, VP: Value{Source: Unknown, Note: NoteKey("warehouse_vp_missing")}}
			if r.VP != nil {
				row.VP = Value{N: *r.VP, Source: Box}
			}
			out.Warehouse.Rows = append(out.Warehouse.Rows, row)
		}
	}
	out.Missions = map[int]Value{}
	for id, v := range c.Missions {
		out.Missions[id] = v
	}
	for id, vp := range p.Missions {
		out.Missions[id] = Value{N: vp, Source: Box}
	}
	if len(p.Strip) == len(c.Strip) {
		out.Strip = make([]Value, len(p.Strip))
		for i, s := range p.Strip {
			out.Strip[i] = Value{N: s, Source: Box}
		}
	}
	if len(p.ExtensionTiles) > 0 {
		out.ExtensionTiles, out.ExtensionTilesSource = p.ExtensionTiles, Box
	}
	out.Roles = map[rules.Role]RoleStart{}
	for r, s := range c.Roles {
		out.Roles[r] = s
	}
	for r, s := range p.Roles {
		out.Roles[r] = s
	}
	if len(p.Houses) > 0 {
		out.Houses, out.HousesSource = p.Houses, Box
	}
	if len(p.Boats) > 0 {
		out.Boats, out.BoatsSource = p.Boats, Box
	}
	if len(p.Orders) > 0 {
		out.Orders, out.OrdersSource = p.Orders, Box
	}
	return out
}
