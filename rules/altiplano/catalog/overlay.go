package catalog

import (
	"maps"
	"slices"
)

// With returns a new catalog with the profile's values laid over c, each
// labelled Box. c itself is unchanged, so a value learned at the table is a
// new profile laid over the catalog, never an edit of a shared one.
func (c Catalog) With(p Profile) Catalog {
	out := c
	out.warehouse.Rows = slices.Clone(c.warehouse.Rows)
	out.strip = slices.Clone(c.strip)
	out.roles = maps.Clone(c.roles)
	out.houses, out.boats = c.houses.clone(), c.boats.clone()
	out.tiles.List = slices.Clone(c.tiles.List)
	out.orders.Cards = slices.Clone(c.orders.Cards)

	for g, vp := range p.Goods {
		if i := g.Index(); i >= 0 {
			out.goods[i] = BoxValue(vp)
		}
	}
	if len(p.WarehouseRows) > 0 {
		out.warehouse = Warehouse{RowsSource: Box, MoreRows: p.MoreRows, Note: "warehouse_rows"}
		for _, r := range p.WarehouseRows {
			row := WarehouseRow{Side: r.Side, Capacity: BoxValue(r.Capacity), VP: UnknownValue("warehouse_vp_missing")}
			if r.VP != nil {
				row.VP = BoxValue(*r.VP)
			}
			out.warehouse.Rows = append(out.warehouse.Rows, row)
		}
	}
	for id, vp := range p.Missions {
		if id.Valid() {
			out.missions[id] = BoxValue(vp)
		}
	}
	if len(p.Strip) == len(c.strip) {
		for i, s := range p.Strip {
			out.strip[i] = BoxValue(s)
		}
	}
	if len(p.ExtensionTiles) > 0 {
		out.tiles = Tiles{List: slices.Clone(p.ExtensionTiles), Source: Box}
	}
	for r, s := range p.Roles {
		s.Source, s.Note = Box, ""
		out.roles[r] = s
	}
	if len(p.Houses) > 0 {
		out.houses.Goods, out.houses.Source, out.houses.Note = slices.Clone(p.Houses), Box, ""
	}
	if len(p.Boats) > 0 {
		out.boats.Goods, out.boats.Source, out.boats.Note = slices.Clone(p.Boats), Box, ""
	}
	if len(p.Orders) > 0 {
		out.orders = Orders{Cards: slices.Clone(p.Orders), Source: Box}
	}
	return out
}

// Merge returns p with every value recorded in q laid over it: q wins where
// both record a value. Lists (warehouse rows, tiles, cards) are replaced
// whole, since they only make sense complete.
func (p Profile) Merge(q Profile) Profile {
	out := p
	out.Goods = laidOver(p.Goods, q.Goods)
	if len(q.WarehouseRows) > 0 {
		out.WarehouseRows, out.MoreRows = slices.Clone(q.WarehouseRows), q.MoreRows
	}
	out.Missions = laidOver(p.Missions, q.Missions)
	out.Strip = replacedWhole(p.Strip, q.Strip)
	out.ExtensionTiles = replacedWhole(p.ExtensionTiles, q.ExtensionTiles)
	out.Roles = laidOver(p.Roles, q.Roles)
	out.Houses = replacedWhole(p.Houses, q.Houses)
	out.Boats = replacedWhole(p.Boats, q.Boats)
	out.Orders = replacedWhole(p.Orders, q.Orders)
	return out
}

// laidOver is a copy of p with q's entries laid over it (nil when both
// are empty), leaving p as it was.
func laidOver[M ~map[K]V, K comparable, V any](p, q M) M {
	out := maps.Clone(p)
	if out == nil && len(q) > 0 {
		out = M{}
	}
	maps.Copy(out, q)
	return out
}

// replacedWhole is a copy of q when it records a list, else p.
func replacedWhole[S ~[]E, E any](p, q S) S {
	if len(q) > 0 {
		return slices.Clone(q)
	}
	return p
}
