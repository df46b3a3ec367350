package rules

import (
	"io"
	"sort"
	"strconv"

	"altiplano/cmd/altiplano/printout"
	"altiplano/cmd/altiplano/words"
	"altiplano/cmd/render"
	"altiplano/cmd/text"
	"altiplano/rules/altiplano"
	"altiplano/rules/altiplano/catalog"
)

type effectJSON struct {
	Effect   int    `json:"effect"`
	Location string `json:"location,omitempty"`
}

type extensionsJSON struct {
	Effects     []effectJSON        `json:"effects"`
	Tiles       []printout.TileJSON `json:"tiles"`
	TilesSource string              `json:"tiles_source"`
	Strip       []render.JSONValue  `json:"strip_surcharges"`
}

func extensionsView(opts *Options, c catalog.Catalog) (any, func(io.Writer) error, error) {
	p := opts.Printer
	tiles := c.ExtensionTiles()
	data := extensionsJSON{TilesSource: string(tiles.Source), Tiles: []printout.TileJSON{}}
	effects := render.Table{Header: render.Heads(p, words.HeadEffect, words.HeadWhere, words.HeadDoes)}
	for _, e := range altiplano.Effects() {
		where := "—"
		ej := effectJSON{Effect: int(e)}
		if loc, ok := e.Location(); ok {
			where, ej.Location = words.Location(p, loc), string(loc)
		}
		data.Effects = append(data.Effects, ej)
		effects.Add("E"+strconv.Itoa(int(e)), where, words.Effect(p, e))
	}

	marks := render.NewMarks(p)
	tileTable := render.Table{Header: render.Heads(p, words.HeadLetter, text.HeadPlayers, words.HeadCost, words.HeadEffect)}
	sorted := tiles.List
	sort.SliceStable(sorted, func(i, j int) bool { return sorted[i].Letter < sorted[j].Letter })
	for _, t := range sorted {
		data.Tiles = append(data.Tiles, printout.NewTileJSON(t))
		tileTable.Add(string(t.Letter), printout.MarkText(t.Players), marks.Number(t.Cost, tiles.Source), "E"+strconv.Itoa(int(t.Effect)))
	}

	strip := render.Table{Header: render.Heads(p, words.HeadSlot, words.HeadSurcharge, text.HeadSource)}
	for i, v := range c.Strip() {
		data.Strip = append(data.Strip, printout.CatalogJSON(v))
		slot := strconv.Itoa(i + 1)
		if i == 0 {
			slot = words.ValueBottomSlot.In(p)
		}
		strip.Add(slot, "+"+marks.Number(v.N, v.Source), marks.Source(v.Source, words.NoteText(v.Note)))
	}

	write := func(out io.Writer) error {
		w := &render.Lines{W: out}
		w.Line(words.TitleEffects.In(p) + "\n")
		w.Table(effects)
		w.Line("\n" + words.TitleTiles.In(p, altiplano.Box().ExtensionTiles) + "\n")
		if tiles.Source == catalog.Unknown {
			w.Line(words.HintRecordTiles.In(p))
		} else {
			w.Table(tileTable)
		}
		w.Line("\n" + words.TitleStrip.In(p) + "\n")
		w.Table(strip)
		w.Marks(marks)
		return w.Err
	}
	return data, write, nil
}
