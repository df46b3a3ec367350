package rulescmd

import (
	"fmt"
	"io"
	"strconv"

	"altiplano/cmd/render"
	"altiplano/rules"
	"altiplano/rules/catalog"
	"altiplano/rules/i18n"
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
	t := render.Table{Header: heads(p, i18n.HeadGood, i18n.HeadVPPerTile, i18n.HeadSource, i18n.HeadInBox, i18n.HeadFoundAt)}
	for _, g := range rules.Goods() {
		v := c.GoodVP(g)
		data = append(data, goodJSON{Good: g, VP: render.ToJSON(v), InBox: rules.TilesInBox(g), FoundAt: rules.HomeOf(g)})
		t.Add(p.Text(g.Name()), marks.Value(v), marks.Source(v.Source, v.Note), strconv.Itoa(rules.TilesInBox(g)), p.Text(rules.HomeOf(g).Name()))
	}
	text := func(w io.Writer) error {
		return writeAll(
			func() error { _, err := fmt.Fprintln(w, p.Sprintf(i18n.TitleGoods)+"\n"); return err },
			func() error { return t.Write(w) },
			func() error { marks.Write(w); return nil },
		)
	}
	return map[string]any{"goods": data}, text, nil
}
