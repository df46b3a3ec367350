package boxcmd

import (
	"altiplano/cmd/render"
	"altiplano/cmd/text"
	"altiplano/rules/altiplano"
	"altiplano/rules/altiplano/catalog"
)

// RunShow prints every printed value with its source, section by section,
// with how complete each section is and whether final scoring has all it
// needs.
func RunShow(o *Options) error {
	a, err := o.load(true)
	if err != nil {
		return err
	}
	c := a.Catalog()
	ac, err := a.alpakaCatalog()
	if err != nil {
		return err
	}
	if o.JSON {
		out := newShowJSON(a, c)
		out.Alpaka = newAlpakaJSON(ac)
		return render.JSON(o.Out, out)
	}
	p := o.Printer
	w := &render.Lines{W: o.Out}
	if a.Exists {
		w.Line(text.BoxProfileAt.In(p, a.Path, fromText(a.From)))
	} else {
		w.Line(text.BoxProfileNone.In(p, a.Path, fromText(a.From)))
	}
	marks := render.NewMarks(p)
	for _, s := range catalog.Sections() {
		w.Line("")
		writeSection(w, p, c, s, marks)
	}
	w.Line("\n" + scoringLine(p, c))
	w.Line("")
	writeAlpaka(w, p, ac, marks)
	if w.Err == nil {
		w.Err = marks.Write(o.Out)
	}
	return w.Err
}

// showJSON is `box show --json`: where the profile is, whether final
// scoring has every value it needs, each section's known and total values,
// then the values themselves, each with its source.
type showJSON struct {
	Profile            profileJSON          `json:"profile"`
	CompleteForScoring bool                 `json:"complete_for_scoring"`
	Sections           []progressJSON       `json:"sections"`
	Goods              []goodJSON           `json:"goods"`
	Warehouse          render.WarehouseJSON `json:"warehouse"`
	Missions           []missionJSON        `json:"missions"`
	Strip              []slotJSON           `json:"strip"`
	Orders             ordersJSON           `json:"orders"`
	Houses             facesJSON            `json:"houses"`
	Boats              facesJSON            `json:"boats"`
	Extensions         tilesJSON            `json:"extensions"`
	Roles              []roleJSON           `json:"roles"`
	Alpaka             alpakaJSON           `json:"alpaka"`
}

type profileJSON struct {
	Path   string `json:"path"`
	From   string `json:"from"` // flag, env, config, default
	Exists bool   `json:"exists"`
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
	Source string            `json:"source"`
	Tiles  []render.TileJSON `json:"tiles"`
}

type roleJSON struct {
	Role altiplano.Role `json:"role"`
	render.RoleStartJSON
}

func newShowJSON(a active, c catalog.Catalog) showJSON {
	out := showJSON{
		Profile:            profileJSON{Path: a.Path, From: a.From, Exists: a.Exists},
		CompleteForScoring: c.CompleteForScoring(),
		Orders:             ordersJSON{Source: string(c.Orders().Source), Cards: []orderJSON{}},
		Houses:             facesJSON{Source: string(c.Houses().Source), Goods: orEmpty(c.Houses().Goods)},
		Boats:              facesJSON{Source: string(c.Boats().Source), Goods: orEmpty(c.Boats().Goods)},
		Extensions:         tilesJSON{Source: string(c.ExtensionTiles().Source), Tiles: []render.TileJSON{}},
	}
	for _, s := range catalog.Sections() {
		pr := c.Progress(s)
		out.Sections = append(out.Sections, progressJSON{Name: s, Known: pr.Known, Total: pr.Total})
	}
	for _, g := range altiplano.Goods() {
		out.Goods = append(out.Goods, goodJSON{Good: g, VP: render.ToJSON(c.GoodVP(g))})
	}
	out.Warehouse = render.NewWarehouseJSON(c.Warehouse())
	for _, id := range altiplano.MissionIDs() {
		out.Missions = append(out.Missions, missionJSON{ID: int(id), VP: render.ToJSON(c.MissionVP(id))})
	}
	for i, v := range c.Strip() {
		out.Strip = append(out.Strip, slotJSON{Slot: i + 1, Surcharge: render.ToJSON(v)})
	}
	for _, o := range c.Orders().Cards {
		out.Orders.Cards = append(out.Orders.Cards, orderJSON{VP: o.VP, Goods: o.Goods})
	}
	for _, t := range c.ExtensionTiles().List {
		out.Extensions.Tiles = append(out.Extensions.Tiles, render.NewTileJSON(t))
	}
	for _, r := range altiplano.Roles() {
		out.Roles = append(out.Roles, roleJSON{Role: r, RoleStartJSON: render.NewRoleStartJSON(c.Role(r))})
	}
	return out
}

func orEmpty(goods []altiplano.Good) []altiplano.Good {
	if goods == nil {
		return []altiplano.Good{}
	}
	return goods
}
