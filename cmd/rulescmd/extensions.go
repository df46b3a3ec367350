package rulescmd

import (
	"fmt"
	"io"
	"sort"
	"strconv"

	"altiplano/cmd/render"
	"altiplano/rules"
	"altiplano/rules/catalog"
	"altiplano/rules/i18n"
)

type effectJSON struct {
	Effect   int    `json:"effect"`
	Location string `json:"location,omitempty"`
}

type tileJSON struct {
	Effect  int    `json:"effect"`
	Letter  string `json:"letter"`
	Players string `json:"players"`
	Cost    int    `json:"cost"`
}

type extensionsJSON struct {
	Effects     []effectJSON       `json:"effects"`
	Tiles       []tileJSON         `json:"tiles"`
	TilesSource string             `json:"tiles_source"`
	Strip       []render.JSONValue `json:"strip_surcharges"`
}

// EffectText is the extension effect's description.
func EffectText(e rules.Effect) i18n.Text {
	return i18n.T(i18n.Key("extension.e" + strconv.Itoa(int(e))))
}

// MarkText renders a tile's player mark ("—" for none).
func MarkText(m rules.PlayerMark) string {
	if m == rules.AnyPlayers {
		return "—"
	}
	return string(m)
}

func extensionsView(opts *Options, c catalog.Catalog) (any, func(io.Writer) error, error) {
	p := opts.Printer
	data := extensionsJSON{TilesSource: string(c.ExtensionTilesSource), Tiles: []tileJSON{}}
	effects := render.Table{Header: heads(p, i18n.HeadEffect, i18n.HeadWhere, i18n.HeadDoes)}
	for _, e := range rules.Effects() {
		where := "—"
		ej := effectJSON{Effect: int(e)}
		if loc, ok := e.Location(); ok {
			where, ej.Location = p.Text(loc.Name()), string(loc)
		}
		data.Effects = append(data.Effects, ej)
		effects.Add("E"+strconv.Itoa(int(e)), where, p.Text(EffectText(e)))
	}

	tiles := render.Table{Header: heads(p, i18n.HeadLetter, i18n.HeadPlayers, i18n.HeadCost, i18n.HeadEffect)}
	sorted := append([]catalog.ExtensionTile(nil), c.ExtensionTiles...)
	sort.SliceStable(sorted, func(i, j int) bool { return sorted[i].Letter < sorted[j].Letter })
	for _, t := range sorted {
		data.Tiles = append(data.Tiles, tileJSON{Effect: int(t.Effect), Letter: string(t.Letter), Players: string(t.Players), Cost: t.Cost})
		tiles.Add(string(t.Letter), MarkText(t.Players), strconv.Itoa(t.Cost), "E"+strconv.Itoa(int(t.Effect)))
	}

	marks := render.NewMarks(p)
	strip := render.Table{Header: heads(p, i18n.HeadSlot, i18n.HeadSurcharge, i18n.HeadSource)}
	for i, v := range c.Strip {
		data.Strip = append(data.Strip, render.ToJSON(v))
		slot := strconv.Itoa(i + 1)
		if i == 0 {
			slot = p.Sprintf(i18n.ValueBottomSlot)
		}
		strip.Add(slot, "+"+marks.Value(v), marks.Source(v.Source, v.Note))
	}

	text := func(w io.Writer) error {
		fmt.Fprintln(w, p.Sprintf(i18n.TitleEffects)+"\n")
		if err := effects.Write(w); err != nil {
			return err
		}
		fmt.Fprintln(w, "\n"+p.Sprintf(i18n.TitleTiles, rules.Box().ExtensionTiles)+"\n")
		if c.ExtensionTilesSource == catalog.Unknown {
			fmt.Fprintln(w, p.Sprintf(i18n.HintRecordTiles))
		} else if err := tiles.Write(w); err != nil {
			return err
		}
		fmt.Fprintln(w, "\n"+p.Sprintf(i18n.TitleStrip)+"\n")
		if err := strip.Write(w); err != nil {
			return err
		}
		marks.Write(w)
		return nil
	}
	return data, text, nil
}
