package boxcmd

import (
	"strings"

	"altiplano/cmd/render"
	"altiplano/cmd/text"
	"altiplano/rules/alpaka"
	"altiplano/rules/altiplano/catalog"
	"altiplano/rules/printed"
)

// alpakaRow is one value `box show` lists for Alpaka: a card, or the nobles
// (one value for all four).
type alpakaRow struct {
	cards []alpaka.Card
	value printed.Value
}

// alpakaRows are Alpaka's values in the rulebook's order: the baby, the 20
// market types, the nobles, the snob.
func alpakaRows(c alpaka.Catalog) []alpakaRow {
	rows := []alpakaRow{{cards: []alpaka.Card{alpaka.Baby}, value: c.Value(alpaka.Baby)}}
	for _, m := range alpaka.MarketTypes() {
		rows = append(rows, alpakaRow{cards: []alpaka.Card{m}, value: c.Value(m)})
	}
	nobles := alpaka.Nobles()
	rows = append(rows, alpakaRow{cards: nobles, value: c.Value(nobles[0])},
		alpakaRow{cards: []alpaka.Card{alpaka.Snob}, value: c.Value(alpaka.Snob)})
	return rows
}

// alpakaCatalog is Alpaka's catalog with the profile's alpaka: section.
func (a active) alpakaCatalog() (alpaka.Catalog, error) {
	prof, err := alpaka.ParseProfile(a.Path, a.Data, text.AlpakaNames{})
	if err != nil {
		return alpaka.Catalog{}, err
	}
	return alpaka.Default().With(prof), nil
}

// writeAlpaka shows the alpaka: section: every value with its source, the
// white types, and each option with where its value comes from.
func writeAlpaka(w *render.Lines, p text.Printer, c alpaka.Catalog, marks *render.Marks) {
	rows := alpakaRows(c)
	known := 0
	for _, r := range rows {
		if r.value.Known() {
			known++
		}
	}
	w.Line(text.AlpakaBoxHeading.In(p, known, len(rows)))
	t := render.Table{Header: render.Heads(p, text.HeadCard, text.AlpakaHeadValue, text.HeadSource)}
	for _, r := range rows {
		names := make([]string, len(r.cards))
		for i, card := range r.cards {
			names[i] = p.AlpakaCard(card)
		}
		t.Add(strings.Join(names, ", "), marks.Number(r.value.N, r.value.Source), marks.Source(r.value.Source, ""))
	}
	w.Table(t)
	if c.ColoursKnown() {
		var white []string
		for _, m := range alpaka.MarketTypes() {
			if c.White(m) {
				white = append(white, p.AlpakaCard(m))
			}
		}
		w.Line(text.AlpakaBoxWhite.In(p, strings.Join(white, ", ")))
	} else {
		w.Line(text.AlpakaBoxWhiteUnknown.In(p))
	}
	opts := render.Table{Header: render.Heads(p, text.AlpakaHeadOption, text.AlpakaHeadValue, text.HeadSource)}
	for _, o := range alpaka.OptionNames() {
		opts.Add(string(o), c.Options.Word(o), marks.Source(c.OptionSource(o), ""))
	}
	w.Table(opts)
}

// alpakaJSON is the alpaka: section in `box show --json`.
type alpakaJSON struct {
	Values  []alpakaValueJSON  `json:"values"`
	White   []alpaka.Card      `json:"white"` // null: not recorded
	Options []alpakaOptionJSON `json:"options"`
}

type alpakaValueJSON struct {
	Cards []alpaka.Card `json:"cards"`
	render.JSONValue
}

type alpakaOptionJSON struct {
	Option alpaka.OptionName `json:"option"`
	Value  string            `json:"value"`
	Source string            `json:"source"`
}

func newAlpakaJSON(c alpaka.Catalog) alpakaJSON {
	var out alpakaJSON
	for _, r := range alpakaRows(c) {
		out.Values = append(out.Values, alpakaValueJSON{Cards: r.cards, JSONValue: render.ToJSON(catalog.Value{N: r.value.N, Source: r.value.Source})})
	}
	if c.ColoursKnown() {
		out.White = []alpaka.Card{}
		for _, m := range alpaka.MarketTypes() {
			if c.White(m) {
				out.White = append(out.White, m)
			}
		}
	}
	for _, o := range alpaka.OptionNames() {
		out.Options = append(out.Options, alpakaOptionJSON{Option: o, Value: c.Options.Word(o), Source: string(c.OptionSource(o))})
	}
	return out
}
