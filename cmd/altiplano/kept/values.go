package kept

import (
	"encoding/json"
	"fmt"
	"maps"
	"regexp"
	"slices"
	"strconv"
	"strings"

	"altiplano/rules"
	"altiplano/rules/altiplano"
	"altiplano/rules/altiplano/catalog"
	"altiplano/rules/altiplano/catalog/boxfile"
	"altiplano/rules/yamlin"
)

// Catalog is the catalog a kept game was scored with, made again from the
// printed values it was kept with (Game.Values): the built-in catalog with
// the values its box profile recorded (source "box") laid over it, read as
// a box profile is, with the same checks. The other values are the
// built-in catalog's: scoring the record again gives them back, and a
// value or a source changed since is told by comparing. Values that cannot
// be read are none: the built-in catalog is used, and the comparison says
// which differs; none at all is a problem. A box value no box could print is a problem whose path is
// its key in the kept game (values.goods.corn.vp).
func Catalog(kept []byte) (catalog.Catalog, rules.Problems) {
	if len(kept) == 0 {
		return catalog.Catalog{}, rules.Problems{{Kind: yamlin.Missing, Value: "values", Field: rules.Field{Path: "values"}}}
	}
	var v values
	if json.Unmarshal(kept, &v) != nil {
		return catalog.Default(), nil
	}
	if problems := unknownSources(v); len(problems) > 0 {
		return catalog.Catalog{}, problems
	}
	doc, missionIDs := boxYAML(v)
	p, err := boxfile.ParseProfile("values", []byte(doc), altiplano.Identifiers{})
	if err != nil {
		problems, ok := err.(rules.Problems)
		if !ok {
			return catalog.Default(), nil
		}
		for _, pr := range problems {
			pr.Field = rules.Field{Path: valuesPath(pr.Field.Path, missionIDs)}
		}
		return catalog.Catalog{}, problems
	}
	return catalog.Default().With(p), nil
}

// sources are the sources a printed value has.
var sources = []catalog.Source{catalog.Rulebook, catalog.Inferred, catalog.Unknown, catalog.Box}

// unknownSources are the values of v whose source is none of sources.
func unknownSources(v values) rules.Problems {
	var out rules.Problems
	check := func(path string, s catalog.Source) {
		if !slices.Contains(sources, s) {
			names := make([]string, len(sources))
			for i, s := range sources {
				names[i] = string(s)
			}
			out = append(out, &rules.Problem{Kind: rules.NotOneOf, Value: string(s), Names: names, Field: rules.Field{Path: path + ".source"}})
		}
	}
	for _, g := range altiplano.Goods() {
		if gv, ok := v.Goods[g]; ok {
			check("values.goods."+string(g), gv.Source)
		}
	}
	for i, r := range v.Warehouse {
		check("values.warehouse["+strconv.Itoa(i)+"].capacity", r.Capacity.Source)
		check("values.warehouse["+strconv.Itoa(i)+"].vp", r.VP.Source)
	}
	for _, id := range slices.Sorted(maps.Keys(v.Missions)) {
		check("values.missions."+strconv.Itoa(id), v.Missions[id].Source)
	}
	return out
}

// boxYAML is the box profile that recorded v's box values, and the mission
// numbers in the order it lists them.
func boxYAML(v values) (doc string, missionIDs []int) {
	var b strings.Builder
	var goods []string
	for _, g := range altiplano.Goods() {
		if gv, ok := v.Goods[g]; ok && gv.Source == catalog.Box && gv.N != nil {
			goods = append(goods, fmt.Sprintf("  %s: {vp: %d}\n", g, *gv.N))
		}
	}
	if len(goods) > 0 {
		b.WriteString("goods:\n" + strings.Join(goods, ""))
	}
	if slices.ContainsFunc(v.Warehouse, func(r row) bool { return r.Capacity.Source == catalog.Box }) {
		b.WriteString("warehouse:\n  rows:\n")
		for _, r := range v.Warehouse {
			b.WriteString("    - {capacity: " + number(r.Capacity.N))
			if r.VP.N != nil {
				b.WriteString(", vp: " + number(r.VP.N))
			}
			b.WriteString("}\n")
		}
		fmt.Fprintf(&b, "  more_rows: %t\n", v.MoreRows)
	}
	for id, m := range v.Missions {
		if m.Source == catalog.Box && m.N != nil {
			missionIDs = append(missionIDs, id)
		}
	}
	slices.Sort(missionIDs)
	if len(missionIDs) > 0 {
		b.WriteString("missions:\n")
		for _, id := range missionIDs {
			fmt.Fprintf(&b, "  - {id: %d, vp: %d}\n", id, *v.Missions[id].N)
		}
	}
	return b.String(), missionIDs
}

// number is n as YAML: null when unknown.
func number(n *int) string {
	if n == nil {
		return "null"
	}
	return strconv.Itoa(*n)
}

var (
	goodPath    = regexp.MustCompile(`^goods\.(\w+)`)
	rowPath     = regexp.MustCompile(`^warehouse\.rows\[(\d+)\](?:\.(capacity|vp))?`)
	missionPath = regexp.MustCompile(`^missions\[(\d+)\]`)
)

// valuesPath is where a key of boxYAML's profile is in the kept game.
func valuesPath(path string, missionIDs []int) string {
	if m := goodPath.FindStringSubmatch(path); m != nil {
		return "values.goods." + m[1] + ".vp"
	}
	if m := rowPath.FindStringSubmatch(path); m != nil {
		if m[2] == "" {
			return "values.warehouse[" + m[1] + "]"
		}
		return "values.warehouse[" + m[1] + "]." + m[2] + ".vp"
	}
	if m := missionPath.FindStringSubmatch(path); m != nil {
		if i, _ := strconv.Atoi(m[1]); i < len(missionIDs) {
			return "values.missions." + strconv.Itoa(missionIDs[i]) + ".vp"
		}
	}
	switch path {
	case "warehouse.more_rows":
		return "values.more_rows"
	case "warehouse", "warehouse.rows":
		return "values.warehouse"
	}
	return "values"
}
