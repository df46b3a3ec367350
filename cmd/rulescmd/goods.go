package rulescmd

import (
	"io"
	"strconv"

	"altiplano/cmd/render"
	"altiplano/cmd/text"
	"altiplano/rules"
	"altiplano/rules/catalog"
)

type goodJSON struct {
	Good    rules.Good       `json:"good"`
	VP      render.JSONValue `json:"vp"`
	InBox   int              `json:"in_box"`
	FoundAt rules.Location   `json:"found_at"`
}

func goodsView(opts *Options, c catalog.Catalog) (any, func(io.Writer) error, error) {
	p := opts.Printer
	var data []goodJSON
	marks := render.NewMarks(p)
	t := render.Table{Header: render.Heads(p, text.HeadGood, text.HeadVPPerTile, text.HeadSource, text.HeadInBox, text.HeadFoundAt)}
	for _, g := range rules.Goods() {
		v := c.GoodVP(g)
		data = append(data, goodJSON{Good: g, VP: render.ToJSON(v), InBox: rules.TilesInBox(g), FoundAt: rules.HomeOf(g)})
		t.Add(p.Good(g), marks.Value(v), marks.Source(v.Source, v.Note), strconv.Itoa(rules.TilesInBox(g)), p.Location(rules.HomeOf(g)))
	}
	write := func(out io.Writer) error {
		w := &render.Lines{W: out}
		w.Line(text.TitleGoods.In(p) + "\n")
		w.Table(t)
		w.Marks(marks)
		return w.Err
	}
	return map[string]any{"goods": data}, write, nil
}
