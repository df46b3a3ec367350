// Package catalog holds the printed values of Altiplano — the numbers that
// appear only on components — each labelled with where it comes from, and
// merges a user's box profile over them. It never reads files: the catalog is
// embedded and a profile arrives as bytes.
package catalog

import (
	"bytes"
	_ "embed"
	"fmt"

	"go.yaml.in/yaml/v3"

	"altiplano/rules"
	"altiplano/rules/i18n"
)

// Source says how a printed value is known.
type Source string

const (
	Rulebook Source = "rulebook" // stated in the rulebook text
	Inferred Source = "inferred" // a reasoned default; never shown as fact
	Unknown  Source = "unknown"  // not known; must come from the box profile or the user
	Box      Source = "box"      // recorded by the user from their own copy
)

// Value is one printed number with its source. N means nothing when the
// source is Unknown.
type Value struct {
	N      int
	Source Source
	Note   i18n.Key // why the value is what it is; empty for box values
}

// Known reports whether the value may be used.
func (v Value) Known() bool { return v.Source != Unknown }

// Unverified reports whether using the value must be flagged to the user.
func (v Value) Unverified() bool { return v.Source == Inferred }

// WarehouseRow is one printed warehouse row.
type WarehouseRow struct {
	Side     rules.Side
	Capacity Value
	VP       Value
}

// Warehouse is the printed warehouse board.
type Warehouse struct {
	Rows []WarehouseRow
	// RowsSource says where Rows come from; with Unknown, or with MoreRows,
	// the board has rows beyond them.
	RowsSource Source
	MoreRows   bool
	Note       i18n.Key
}

// Layout returns what the warehouse rules need from the board.
func (w Warehouse) Layout() rules.Layout {
	l := rules.Layout{Final: w.RowsSource != Unknown && !w.MoreRows}
	for _, r := range w.Rows {
		slot := rules.RowSlot{Side: r.Side}
		if r.Capacity.Known() {
			slot.Capacity = r.Capacity.N
		}
		l.Rows = append(l.Rows, slot)
	}
	return l
}

// ExtensionTile is one of the 28 extension tiles as printed.
type ExtensionTile struct {
	Effect  rules.Effect
	Letter  rules.Letter
	Players rules.PlayerMark
	Cost    int
}

// RoleStart is what a role tile gives at setup.
type RoleStart struct {
	Food, Coins int
	Goods       map[rules.Good]int
	Source      Source
	Note        i18n.Key
}

// OrderCard is one order card's face.
type OrderCard struct {
	VP    int
	Goods []rules.Good
}

// Catalog is every printed value, from the embedded defaults and, where the
// user has one, their box profile.
type Catalog struct {
	Goods     map[rules.Good]Value
	Warehouse Warehouse
	Missions  map[int]Value // by mission number 1–20
	Strip     []Value       // surcharge per slot, bottom (free) slot first

	ExtensionTiles       []ExtensionTile // nil while unknown
	ExtensionTilesSource Source
	ExtensionTilesNote   i18n.Key

	Roles map[rules.Role]RoleStart // a role absent here is unknown

	Houses, Boats             []rules.Good // nil while unknown
	HousesSource, BoatsSource Source
	Orders                    []OrderCard // nil while unknown
	OrdersSource              Source
	CardsNote                 map[string]i18n.Key // "houses", "boats", "orders"
}

//go:embed catalog.yaml
var embedded []byte

// NoteKey turns a note name from catalog.yaml into its message key.
func NoteKey(name string) i18n.Key { return i18n.Key("note." + name) }

// Default returns the embedded catalog. It panics only if the embedded file
// is broken, which the tests rule out.
func Default() Catalog {
	c, err := parseEmbedded(embedded)
	if err != nil {
		panic(fmt.Sprintf("embedded catalog: %v", err))
	}
	return c
}

type rawValueNote struct {
	Source Source `yaml:"source"`
	Note   string `yaml:"note"`
}

type rawCatalog struct {
	Goods map[rules.Good]struct {
		VP     int    `yaml:"vp"`
		Source Source `yaml:"source"`
		Note   string `yaml:"note"`
	} `yaml:"goods"`
	Warehouse struct {
		Rows []struct {
			Side           rules.Side `yaml:"side"`
			Capacity       int        `yaml:"capacity"`
			CapacitySource Source     `yaml:"capacity_source"`
			VP             int        `yaml:"vp"`
			VPSource       Source     `yaml:"vp_source"`
			Note           string     `yaml:"note"`
		} `yaml:"rows"`
		RowsSource Source `yaml:"rows_source"`
		Note       string `yaml:"note"`
	} `yaml:"warehouse"`
	Missions rawValueNote `yaml:"missions"`
	Strip    []struct {
		Surcharge int    `yaml:"surcharge"`
		Source    Source `yaml:"source"`
		Note      string `yaml:"note"`
	} `yaml:"strip"`
	ExtensionTiles rawValueNote `yaml:"extension_tiles"`
	Roles          map[rules.Role]struct {
		Food   int                `yaml:"food"`
		Coins  int                `yaml:"coins"`
		Goods  map[rules.Good]int `yaml:"goods"`
		Source Source             `yaml:"source"`
		Note   string             `yaml:"note"`
	} `yaml:"roles"`
	Houses rawValueNote `yaml:"houses"`
	Boats  rawValueNote `yaml:"boats"`
	Orders rawValueNote `yaml:"orders"`
}

func parseEmbedded(data []byte) (Catalog, error) {
	var raw rawCatalog
	dec := yaml.NewDecoder(bytes.NewReader(data))
	dec.KnownFields(true)
	if err := dec.Decode(&raw); err != nil {
		return Catalog{}, err
	}
	c := Catalog{
		Goods:                map[rules.Good]Value{},
		Missions:             map[int]Value{},
		Roles:                map[rules.Role]RoleStart{},
		ExtensionTilesSource: raw.ExtensionTiles.Source,
		ExtensionTilesNote:   NoteKey(raw.ExtensionTiles.Note),
		HousesSource:         raw.Houses.Source,
		BoatsSource:          raw.Boats.Source,
		OrdersSource:         raw.Orders.Source,
		CardsNote: map[string]i18n.Key{
			"houses": NoteKey(raw.Houses.Note),
			"boats":  NoteKey(raw.Boats.Note),
			"orders": NoteKey(raw.Orders.Note),
		},
	}
	for g, v := range raw.Goods {
		c.Goods[g] = Value{N: v.VP, Source: v.Source, Note: NoteKey(v.Note)}
	}
	c.Warehouse = Warehouse{RowsSource: raw.Warehouse.RowsSource, Note: NoteKey(raw.Warehouse.Note)}
	for _, r := range raw.Warehouse.Rows {
		c.Warehouse.Rows = append(c.Warehouse.Rows, WarehouseRow{
			Side:     r.Side,
			Capacity: Value{N: r.Capacity, Source: r.CapacitySource, Note: NoteKey(r.Note)},
			VP:       Value{N: r.VP, Source: r.VPSource, Note: NoteKey(r.Note)},
		})
	}
	for id := 1; id <= rules.Box().Missions; id++ {
		c.Missions[id] = Value{Source: raw.Missions.Source, Note: NoteKey(raw.Missions.Note)}
	}
	for _, s := range raw.Strip {
		c.Strip = append(c.Strip, Value{N: s.Surcharge, Source: s.Source, Note: NoteKey(s.Note)})
	}
	for role, r := range raw.Roles {
		c.Roles[role] = RoleStart{Food: r.Food, Coins: r.Coins, Goods: r.Goods, Source: r.Source, Note: NoteKey(r.Note)}
	}
	return c, nil
}

// Role returns what role r gives at setup; Source is Unknown when nothing is known.
func (c Catalog) Role(r rules.Role) RoleStart {
	if start, ok := c.Roles[r]; ok {
		return start
	}
	return RoleStart{Source: Unknown, Note: NoteKey("role_unknown")}
}

// GoodVP returns the value of one tile of g.
func (c Catalog) GoodVP(g rules.Good) Value { return c.Goods[g] }

// MissionVP returns the VP printed on mission id.
func (c Catalog) MissionVP(id int) Value { return c.Missions[id] }
