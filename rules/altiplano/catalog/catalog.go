// Package catalog holds the printed values of Altiplano — the numbers that
// appear only on components — each labelled with where it comes from, and
// lays a user's box profile over them. It never reads files: the catalog is
// built in, and a profile (what a user recorded from their copy) is read by
// boxfile or typed at the table (answer). A Catalog is immutable: laying a
// profile over it returns a new one.
package catalog

import (
	"slices"
	"sync"

	"altiplano/rules/altiplano"
	"altiplano/rules/printed"
)

// Source says how a printed value is known: the idea every game shares.
type Source = printed.Source

const (
	Rulebook = printed.Rulebook // stated in the rulebook text
	Inferred = printed.Inferred // a reasoned default; never shown as fact
	Unknown  = printed.Unknown  // not known; must come from the box profile or the user
	Box      = printed.Box      // recorded by the user from their own copy
)

// Note names why a value is what it is; the presentation explains it.
type Note string

// Value is one printed number with its source. N means nothing when the
// source is Unknown.
type Value struct {
	N      int
	Source Source
	Note   Note // empty for box values
}

// Known reports whether the value may be used.
func (v Value) Known() bool { return v.Source != Unknown }

// Unverified reports whether using the value must be flagged to the user.
func (v Value) Unverified() bool { return v.Source == Inferred }

// BoxValue is a value the user recorded.
func BoxValue(n int) Value { return Value{N: n, Source: Box} }

// UnknownValue is a value nobody knows yet.
func UnknownValue(note Note) Value { return Value{Source: Unknown, Note: note} }

// WarehouseRow is one printed warehouse row.
type WarehouseRow struct {
	Side     altiplano.Side
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
	Note       Note
}

// Layout returns what the warehouse rules need from the board.
func (w Warehouse) Layout() altiplano.Layout {
	l := altiplano.Layout{Final: w.RowsSource != Unknown && !w.MoreRows}
	for _, r := range w.Rows {
		slot := altiplano.RowSlot{Side: r.Side}
		if r.Capacity.Known() {
			slot.Capacity = r.Capacity.N
		}
		l.Rows = append(l.Rows, slot)
	}
	return l
}

// Row returns what is known of row i (0-based) of the board.
func (w Warehouse) Row(i int) WarehouseRow {
	if i >= 0 && i < len(w.Rows) {
		return w.Rows[i]
	}
	return WarehouseRow{Capacity: UnknownValue(w.Note), VP: UnknownValue(w.Note)}
}

// ExtensionTile is one of the 28 extension tiles as printed.
type ExtensionTile struct {
	Effect  altiplano.Effect
	Letter  altiplano.Letter
	Players altiplano.PlayerMark
	Cost    int
}

// RoleStart is what a role tile gives at setup.
type RoleStart struct {
	Food, Coins int
	Goods       altiplano.GoodCounts
	Source      Source
	Note        Note
}

// OrderCard is one order card's face.
type OrderCard struct {
	VP    int
	Goods []altiplano.Good
}

// Faces are the goods printed on a kind of card (houses, boats): each card's
// good when the box profile records them, else unknown. Never lists the goods
// no card is thought to show, with where that belief comes from.
type Faces struct {
	Goods  []altiplano.Good // one per card; nil while unknown
	Source Source
	Note   Note

	Never       []altiplano.Good
	NeverSource Source
	NeverNote   Note
}

// Shows reports whether a card of this kind can show g, and on what
// authority: the recorded faces (Box) or the inference about them.
func (f Faces) Shows(g altiplano.Good) (bool, Source) {
	if f.Goods != nil {
		return slices.Contains(f.Goods, g), Box
	}
	return !slices.Contains(f.Never, g), f.NeverSource
}

// Count returns how many cards show g; ok is false while faces are unknown.
func (f Faces) Count(g altiplano.Good) (n int, ok bool) {
	if f.Goods == nil {
		return 0, false
	}
	for _, c := range f.Goods {
		if c == g {
			n++
		}
	}
	return n, true
}

// Tiles are the 28 extension tiles when recorded.
type Tiles struct {
	List   []ExtensionTile // nil while unknown
	Source Source
	Note   Note
}

// Orders are the 16 order cards when recorded.
type Orders struct {
	Cards  []OrderCard // nil while unknown
	Source Source
	Note   Note
}

// Catalog is every printed value, from the embedded defaults and, where the
// user has one, their box profile. Its fields are private so that no caller
// changes a catalog another part of the program is using.
type Catalog struct {
	goods     [12]Value // in rules.Goods() order
	warehouse Warehouse
	missions  [altiplano.MissionCount + 1]Value // by mission number; 0 unused
	strip     []Value                           // surcharge per slot, bottom (free) slot first
	tiles     Tiles
	roles     map[altiplano.Role]RoleStart // a role absent here is unknown
	houses    Faces
	boats     Faces
	orders    Orders
}

// GoodVP returns the value of one tile of g.
func (c Catalog) GoodVP(g altiplano.Good) Value {
	if i := g.Index(); i >= 0 {
		return c.goods[i]
	}
	return Value{Source: Unknown}
}

// Warehouse returns the printed warehouse board.
func (c Catalog) Warehouse() Warehouse {
	w := c.warehouse
	w.Rows = slices.Clone(w.Rows)
	return w
}

// Layout returns what the warehouse rules need from the board.
func (c Catalog) Layout() altiplano.Layout { return c.warehouse.Layout() }

// MissionVP returns the VP printed on mission id.
func (c Catalog) MissionVP(id altiplano.MissionID) Value {
	if !id.Valid() {
		return Value{Source: Unknown}
	}
	return c.missions[id]
}

// Strip returns the surcharge of each strip slot, bottom (free) slot first.
func (c Catalog) Strip() []Value { return slices.Clone(c.strip) }

// ExtensionTiles returns the 28 tiles when recorded.
func (c Catalog) ExtensionTiles() Tiles {
	t := c.tiles
	t.List = slices.Clone(t.List)
	return t
}

// Role returns what role r gives at setup; Source is Unknown when nothing is known.
func (c Catalog) Role(r altiplano.Role) RoleStart {
	if start, ok := c.roles[r]; ok {
		return start
	}
	return RoleStart{Source: Unknown, Note: "role_unknown"}
}

// Houses returns the house cards' faces.
func (c Catalog) Houses() Faces { return c.houses.clone() }

// Boats returns the boat cards' faces.
func (c Catalog) Boats() Faces { return c.boats.clone() }

// Orders returns the order cards when recorded.
func (c Catalog) Orders() Orders {
	o := c.orders
	o.Cards = slices.Clone(o.Cards)
	return o
}

func (f Faces) clone() Faces {
	f.Goods = slices.Clone(f.Goods)
	return f
}

// Default returns the catalog of what text sources tell (see defaults.go).
var Default = sync.OnceValue(defaults)
