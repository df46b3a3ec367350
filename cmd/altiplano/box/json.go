package box

import (
	"altiplano/cmd/altiplano/printout"
	"altiplano/cmd/game"
	"altiplano/cmd/render"
	"altiplano/rules/altiplano"
	"altiplano/rules/altiplano/catalog"
)

// partJSON is Altiplano's part of `box show --json`: whether final scoring
// has every value it needs, each section's known and total values, then the
// values themselves, each with its source.
func partJSON(p Part) []game.JSONField {
	c := p.Catalog
	var sections []progressJSON
	for _, s := range catalog.Sections() {
		pr := c.Progress(s)
		sections = append(sections, progressJSON{Name: s, Known: pr.Known, Total: pr.Total})
	}
	var goods []goodJSON
	for _, g := range altiplano.Goods() {
		goods = append(goods, goodJSON{Good: g, VP: printout.CatalogJSON(c.GoodVP(g))})
	}
	var missions []missionJSON
	for _, id := range altiplano.MissionIDs() {
		missions = append(missions, missionJSON{ID: int(id), VP: printout.CatalogJSON(c.MissionVP(id))})
	}
	var strip []slotJSON
	for i, v := range c.Strip() {
		strip = append(strip, slotJSON{Slot: i + 1, Surcharge: printout.CatalogJSON(v)})
	}
	orders := ordersJSON{Source: string(c.Orders().Source), Cards: []orderJSON{}}
	for _, o := range c.Orders().Cards {
		orders.Cards = append(orders.Cards, orderJSON{VP: o.VP, Goods: o.Goods})
	}
	tiles := tilesJSON{Source: string(c.ExtensionTiles().Source), Tiles: []printout.TileJSON{}}
	for _, t := range c.ExtensionTiles().List {
		tiles.Tiles = append(tiles.Tiles, printout.NewTileJSON(t))
	}
	var roles []roleJSON
	for _, r := range altiplano.Roles() {
		roles = append(roles, roleJSON{Role: r, RoleStartJSON: printout.NewRoleStartJSON(c.Role(r))})
	}
	return []game.JSONField{
		{Key: "complete_for_scoring", Value: c.CompleteForScoring()},
		{Key: "sections", Value: sections},
		{Key: "goods", Value: goods},
		{Key: "warehouse", Value: printout.NewWarehouseJSON(c.Warehouse())},
		{Key: "missions", Value: missions},
		{Key: "strip", Value: strip},
		{Key: "orders", Value: orders},
		{Key: "houses", Value: facesJSON{Source: string(c.Houses().Source), Goods: orEmpty(c.Houses().Goods)}},
		{Key: "boats", Value: facesJSON{Source: string(c.Boats().Source), Goods: orEmpty(c.Boats().Goods)}},
		{Key: "extensions", Value: tiles},
		{Key: "roles", Value: roles},
	}
}

type progressJSON struct {
	Name  catalog.Section `json:"name"`
	Known int             `json:"known"`
	Total int             `json:"total"`
}

type goodJSON struct {
	Good altiplano.Good   `json:"good"`
	VP   render.JSONValue `json:"vp"`
}

type missionJSON struct {
	ID int              `json:"id"`
	VP render.JSONValue `json:"vp"`
}

type slotJSON struct {
	Slot      int              `json:"slot"`
	Surcharge render.JSONValue `json:"surcharge"`
}

type ordersJSON struct {
	Source string      `json:"source"`
	Cards  []orderJSON `json:"cards"`
}

type orderJSON struct {
	VP    int              `json:"vp"`
	Goods []altiplano.Good `json:"goods"`
}

type facesJSON struct {
	Source string           `json:"source"`
	Goods  []altiplano.Good `json:"goods"`
}

type tilesJSON struct {
	Source string              `json:"source"`
	Tiles  []printout.TileJSON `json:"tiles"`
}

type roleJSON struct {
	Role altiplano.Role `json:"role"`
	printout.RoleStartJSON
}

func orEmpty(goods []altiplano.Good) []altiplano.Good {
	if goods == nil {
		return []altiplano.Good{}
	}
	return goods
}
