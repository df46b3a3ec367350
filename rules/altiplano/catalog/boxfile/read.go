// Package boxfile reads and writes Altiplano's sections of the box profile
// file (rules/boxprofile is the file every game shares): each section into
// a catalog.Profile with every problem at once, and back, as a whole file,
// as entries beside the other games' sections, or as edits that keep the
// rest of a user's file and its comments.
package boxfile

import (
	"slices"
	"strings"

	"go.yaml.in/yaml/v3"

	"altiplano/rules"
	"altiplano/rules/altiplano"
	"altiplano/rules/altiplano/catalog"
	"altiplano/rules/boxprofile"
	"altiplano/rules/yamlin"
)

// profileWalker adds the box profile's sections to the shared YAML walker.
type profileWalker struct{ *altiplano.GoodsWalker }

// ReadProfile reads Altiplano's sections of a box profile split by section
// (the other games' sections are theirs to read; boxprofile.Split checks
// the top level). lex reads the goods. All problems are returned together
// as rules.Problems, with file, key path and line.
func ReadProfile(d boxprofile.Document, lex altiplano.Lexicon) (catalog.Profile, error) {
	var p catalog.Profile
	w := &profileWalker{&altiplano.GoodsWalker{Walker: &yamlin.Walker{File: d.File}, Lexicon: lex}}
	d.Each(catalog.ProfileKeys, func(key string, v *yaml.Node) {
		if w.Full() {
			return
		}
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
			p.Houses = w.profileCards(key, v, altiplano.Box().Houses)
			w.houseFaces(key, v)
		case "boats":
			p.Boats = w.profileCards(key, v, altiplano.Box().Boats)
		case "orders":
			p.Orders = w.profileOrders(key, v)
		}
	})
	return p, w.Problems.Err()
}

// ParseProfile reads Altiplano's sections of the box profile data without
// checking the rest of its top level (boxprofile.Lenient): for a profile
// the program read in full before, through every game's reader. file names
// it in problems; lex reads the goods.
func ParseProfile(file string, data []byte, lex altiplano.Lexicon) (catalog.Profile, error) {
	d, err := boxprofile.Lenient(file, data)
	if err != nil {
		return catalog.Profile{}, err
	}
	return ReadProfile(d, lex)
}

// profileGoods reads each good's value: goods: {glass: {vp: 4}, …}.
func (w *profileWalker) profileGoods(path string, n *yaml.Node) map[altiplano.Good]int {
	out := map[altiplano.Good]int{}
	w.GoodKeys(path, n, func(g altiplano.Good, p string, v *yaml.Node) {
		w.Mapping(p, v, []string{"vp"}, func(_ string, _, vp *yaml.Node) {
			if n, ok := w.Number(yamlin.Join(p, "vp"), vp, altiplano.GoodVPLimit); ok {
				if pr := catalog.CheckCloth(g, n); pr != nil {
					w.Fail(yamlin.Join(p, "vp"), vp, *pr)
				}
				out[g] = n
			}
		})
	})
	return out
}

func (w *profileWalker) profileWarehouse(path string, n *yaml.Node) ([]catalog.ProfileRow, bool) {
	var rows []catalog.ProfileRow
	more := false
	w.Mapping(path, n, []string{"rows", "more_rows"}, func(key string, _, v *yaml.Node) {
		p := yamlin.Join(path, key)
		if key == "more_rows" {
			more = w.Bool(p, v)
			return
		}
		seenRight := false
		w.List(p, v, func(i int, item *yaml.Node) {
			ip := yamlin.Index(p, i)
			if !w.Required(ip, item, "capacity") {
				return
			}
			var row catalog.ProfileRow
			w.Mapping(ip, item, []string{"side", "capacity", "vp"}, func(key string, _, v *yaml.Node) {
				kp := yamlin.Join(ip, key)
				switch key {
				case "side":
					row.Side = altiplano.Side(strings.ToLower(v.Value))
					if row.Side != altiplano.Left && row.Side != altiplano.Right {
						w.Fail(kp, v, rules.Problem{Kind: catalog.Side, Value: yamlin.Written(v)})
					}
					if row.Side == altiplano.Left && seenRight {
						w.Fail(kp, v, rules.Problem{Kind: catalog.RightBeforeLeft})
					}
					seenRight = seenRight || row.Side == altiplano.Right
				case "capacity":
					row.Capacity, _ = w.Number(kp, v, altiplano.RowCapacityLimit)
					if i == 0 && row.Capacity != 0 && row.Capacity != altiplano.FirstRowCapacity {
						w.Fail(kp, v, rules.Problem{Kind: catalog.FirstRow, N: row.Capacity, Max: altiplano.FirstRowCapacity})
					}
				case "vp":
					if vp, ok := w.Number(kp, v, altiplano.RowVPLimit); ok {
						row.VP = &vp
					}
				}
			})
			rows = append(rows, row)
			if pr := catalog.RowsGrow(rows, i); pr != nil {
				at := yamlin.Join(ip, "vp")
				w.Fail(at, item, *pr)
			}
		})
		if v.Kind == yaml.SequenceNode && len(v.Content) == 0 {
			w.Fail(p, v, rules.Problem{Kind: catalog.RowsEmpty})
		}
		if v.Kind == yaml.SequenceNode && !altiplano.WarehouseRowsLimit.Contains(len(v.Content)) {
			w.Fail(p, v, rules.Problem{Kind: rules.TooMany, N: len(v.Content), Max: altiplano.WarehouseRowsLimit.Max})
		}
	})
	return rows, more
}

func (w *profileWalker) profileMissions(path string, n *yaml.Node) map[altiplano.MissionID]int {
	out := map[altiplano.MissionID]int{}
	w.List(path, n, func(i int, item *yaml.Node) {
		ip := yamlin.Index(path, i)
		if !w.Required(ip, item, "id", "vp") {
			return
		}
		var id altiplano.MissionID
		vp := -1
		w.Mapping(ip, item, []string{"id", "vp"}, func(key string, _, v *yaml.Node) {
			kp := yamlin.Join(ip, key)
			if key == "vp" {
				if n, ok := w.Number(kp, v, altiplano.MissionVPLimit); ok {
					vp = n
				}
				return
			}
			id = w.missionID(kp, v)
			if hasKey(out, id) {
				w.Fail(kp, v, rules.Problem{Kind: altiplano.DuplicateMission, Ref: int(id)})
				id = 0
			}
		})
		if id.Valid() && vp >= 0 {
			out[id] = vp
		}
	})
	return out
}

// missionID reads a mission number, 1 to 20; 0 when it is not one.
func (w *profileWalker) missionID(path string, v *yaml.Node) altiplano.MissionID {
	n, ok := w.Numbered(path, v, altiplano.MissionIDLimit, altiplano.NoSuchMission)
	if !ok {
		return 0
	}
	return altiplano.MissionID(n)
}

func hasKey[K comparable, V any](m map[K]V, k K) bool {
	_, ok := m[k]
	return ok
}

// exactly reports a list of other than want items at path.
func (w *profileWalker) exactly(path string, n *yaml.Node, want int) {
	if n.Kind == yaml.SequenceNode && len(n.Content) != want {
		w.Fail(path, n, rules.Problem{Kind: catalog.Count, N: len(n.Content), Max: want})
	}
}

func (w *profileWalker) profileStrip(path string, n *yaml.Node) []int {
	var out []int
	w.Mapping(path, n, []string{"surcharges"}, func(key string, _, v *yaml.Node) {
		p := yamlin.Join(path, key)
		w.List(p, v, func(i int, item *yaml.Node) {
			ip := yamlin.Index(p, i)
			if s, ok := w.Number(ip, item, altiplano.SurchargeLimit); ok {
				if pr := catalog.CheckStrip(i, s); pr != nil {
					w.Fail(ip, item, *pr)
				}
				out = append(out, s)
			}
		})
		w.exactly(p, v, altiplano.Box().ExtensionSlots)
	})
	return out
}

func (w *profileWalker) profileExtensions(path string, n *yaml.Node) []catalog.ExtensionTile {
	var tiles []catalog.ExtensionTile
	w.List(path, n, func(i int, item *yaml.Node) {
		ip := yamlin.Index(path, i)
		if !w.Required(ip, item, "effect", "letter", "cost") {
			return
		}
		var t catalog.ExtensionTile
		w.Mapping(ip, item, []string{"effect", "letter", "players", "cost"}, func(key string, _, v *yaml.Node) {
			p := yamlin.Join(ip, key)
			switch key {
			case "effect":
				e, _ := w.Numbered(p, v, altiplano.EffectLimit, catalog.NoSuchEffect)
				t.Effect = altiplano.Effect(e)
			case "letter":
				t.Letter = altiplano.Letter(strings.ToUpper(v.Value))
				if v.Kind != yaml.ScalarNode || !t.Letter.Valid() {
					w.Fail(p, v, rules.Problem{Kind: catalog.Letter, Value: yamlin.Written(v)})
				}
			case "players":
				t.Players = altiplano.PlayerMark(v.Value)
				if strings.EqualFold(v.Value, "none") {
					t.Players = altiplano.AnyPlayers
				}
				if v.Kind != yaml.ScalarNode || !t.Players.Valid() {
					w.Fail(p, v, rules.Problem{Kind: catalog.Mark, Value: yamlin.Written(v)})
				}
			case "cost":
				t.Cost, _ = w.Number(p, v, altiplano.TileCostLimit)
			}
		})
		tiles = append(tiles, t)
	})
	if n.Kind != yaml.SequenceNode {
		return tiles
	}
	w.exactly(path, n, altiplano.Box().ExtensionTiles)
	present := map[altiplano.Effect]bool{}
	for _, t := range tiles {
		present[t.Effect] = true
	}
	for _, e := range altiplano.Effects() {
		if !present[e] {
			w.Fail(path, n, rules.Problem{Kind: catalog.EffectMissing, N: int(e)})
		}
	}
	return tiles
}

func (w *profileWalker) profileRoles(path string, n *yaml.Node) map[altiplano.Role]catalog.RoleStart {
	out := map[altiplano.Role]catalog.RoleStart{}
	w.Mapping(path, n, nil, func(key string, k, v *yaml.Node) {
		p := yamlin.Join(path, key)
		role := altiplano.Role(strings.ToLower(key))
		if !role.Valid() {
			w.Fail(p, k, rules.Problem{Kind: catalog.NoSuchRole, Value: key})
			return
		}
		if hasKey(out, role) {
			w.Fail(p, k, rules.Problem{Kind: yamlin.DuplicateKey, Value: key})
			return
		}
		if !w.Required(p, v, "food", "coins") {
			return
		}
		start := catalog.RoleStart{Source: catalog.Box}
		w.Mapping(p, v, []string{"food", "coins", "goods"}, func(key string, _, v *yaml.Node) {
			kp := yamlin.Join(p, key)
			switch key {
			case "food":
				start.Food, _ = w.Number(kp, v, altiplano.RoleFoodLimit)
			case "coins":
				start.Coins, _ = w.Number(kp, v, altiplano.RoleCoinsLimit)
			case "goods":
				for g, n := range w.GoodCounts(kp, v, func(altiplano.Good) rules.Limit { return altiplano.RoleGoodsLimit }) {
					start.Goods.Add(g, n)
				}
			}
		})
		out[role] = start
	})
	return out
}

// houseFaces refuses a house card recorded with a good no house shows:
// every record that names it would then be scored with a house the game
// cannot have.
func (w *profileWalker) houseFaces(path string, n *yaml.Node) {
	if n.Kind != yaml.SequenceNode {
		return
	}
	for i, item := range n.Content {
		if g, ok := w.Lexicon.Good(item.Value); ok && item.Kind == yaml.ScalarNode && slices.Contains(catalog.HouseNever, g) {
			w.Fail(yamlin.Index(path, i), item, rules.Problem{Kind: catalog.HouseFace, Item: string(g)})
		}
	}
}

// profileCards reads the goods printed on a kind of card, which must list
// exactly want cards. Any good is accepted: the profile records what the
// user's copy shows, which decides over any inference about faces.
func (w *profileWalker) profileCards(path string, n *yaml.Node, want int) []altiplano.Good {
	cards := w.Goods(path, n)
	w.exactly(path, n, want)
	return cards
}

func (w *profileWalker) profileOrders(path string, n *yaml.Node) []catalog.OrderCard {
	var orders []catalog.OrderCard
	w.List(path, n, func(i int, item *yaml.Node) {
		ip := yamlin.Index(path, i)
		if !w.Required(ip, item, "vp", "goods") {
			return
		}
		var o catalog.OrderCard
		w.Mapping(ip, item, []string{"vp", "goods"}, func(key string, _, v *yaml.Node) {
			kp := yamlin.Join(ip, key)
			if key == "vp" {
				o.VP, _ = w.Number(kp, v, altiplano.OrderVPLimit)
				return
			}
			o.Goods = w.Goods(kp, v)
			if v.Kind == yaml.SequenceNode && len(v.Content) == 0 {
				w.Fail(kp, v, rules.Problem{Kind: catalog.OrderNoGoods, N: i + 1, Min: altiplano.OrderGoodsLimit.Min, Max: altiplano.OrderGoodsLimit.Max})
			} else if v.Kind == yaml.SequenceNode && !altiplano.OrderGoodsLimit.Contains(len(v.Content)) {
				w.Fail(kp, v, rules.Problem{Kind: rules.OutOfRange, N: len(v.Content), Min: altiplano.OrderGoodsLimit.Min, Max: altiplano.OrderGoodsLimit.Max})
			}
		})
		orders = append(orders, o)
	})
	w.exactly(path, n, altiplano.Box().Orders)
	return orders
}
