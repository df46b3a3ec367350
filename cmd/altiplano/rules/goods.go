package rules

import (
	"io"
	"strconv"

	"altiplano/cmd/altiplano/printout"
	"altiplano/cmd/altiplano/words"
	"altiplano/cmd/render"
	"altiplano/cmd/text"
	"altiplano/rules/altiplano"
	"altiplano/rules/altiplano/catalog"
)

type goodJSON struct {
	Good    altiplano.Good     `json:"good"`
	VP      render.JSONValue   `json:"vp"`
	InBox   int                `json:"in_box"`
	FoundAt altiplano.Location `json:"found_at"`
}

func goodsView(opts *Options, c catalog.Catalog) (any, func(io.Writer) error, error) {
	p := opts.Printer
	var data []goodJSON
	marks := render.NewMarks(p)
	t := render.Table{Header: render.Heads(p, words.HeadGood, words.HeadVPPerTile, text.HeadSource, words.HeadInBox, words.HeadFoundAt)}
	for _, g := range altiplano.Goods() {
		v := c.GoodVP(g)
		data = append(data, goodJSON{Good: g, VP: printout.CatalogJSON(v), InBox: altiplano.TilesInBox(g), FoundAt: altiplano.HomeOf(g)})
		t.Add(words.Good(p, g), marks.Number(v.N, v.Source), marks.Source(v.Source, words.NoteText(v.Note)), strconv.Itoa(altiplano.TilesInBox(g)), words.Location(p, altiplano.HomeOf(g)))
	}
	return map[string]any{"goods": data}, tableText(words.TitleGoods.In(p), t, marks), nil
}
