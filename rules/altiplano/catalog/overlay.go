package catalog

import (
	"maps"
	"slices"

	"altiplano/rules/altiplano"
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
	out.Goods = maps.Clone(p.Goods)
	if out.Goods == nil && len(q.Goods) > 0 {
		out.Goods = map[altiplano.Good]int{}
	}
	maps.Copy(out.Goods, q.Goods)
	if len(q.WarehouseRows) > 0 {
		out.WarehouseRows, out.MoreRows = slices.Clone(q.WarehouseRows), q.MoreRows
	}
	out.Missions = maps.Clone(p.Missions)
	if out.Missions == nil && len(q.Missions) > 0 {
		out.Missions = map[altiplano.MissionID]int{}
	}
	maps.Copy(out.Missions, q.Missions)
	if len(q.Strip) > 0 {
		out.Strip = slices.Clone(q.Strip)
	}
	if len(q.ExtensionTiles) > 0 {
		out.ExtensionTiles = slices.Clone(q.ExtensionTiles)
	}
	out.Roles = maps.Clone(p.Roles)
	if out.Roles == nil && len(q.Roles) > 0 {
		out.Roles = map[altiplano.Role]RoleStart{}
	}
	maps.Copy(out.Roles, q.Roles)
	if len(q.Houses) > 0 {
		out.Houses = slices.Clone(q.Houses)
	}
	if len(q.Boats) > 0 {
		out.Boats = slices.Clone(q.Boats)
	}
	if len(q.Orders) > 0 {
		out.Orders = slices.Clone(q.Orders)
	}
	return out
}
