package box

import (
	"strconv"
	"strings"

	"altiplano/cmd/alpaka/words"
	"altiplano/cmd/game"
	"altiplano/cmd/render"
	"altiplano/cmd/text"
	"altiplano/rules/alpaka"
	"altiplano/rules/printed"
)

// valueRow is one value `box show` lists for Alpaka: a card, or the nobles
// (one value for all four).
type valueRow struct {
	cards []alpaka.Card
	value printed.Value
}

// valueRows are Alpaka's values in the rulebook's order: the baby, the 20
// market types, the nobles, the snob.
func valueRows(c alpaka.Catalog) []valueRow {
	rows := []valueRow{{cards: []alpaka.Card{alpaka.Baby}, value: c.Value(alpaka.Baby)}}
	for _, m := range alpaka.MarketTypes() {
		rows = append(rows, valueRow{cards: []alpaka.Card{m}, value: c.Value(m)})
	}
	nobles := alpaka.Nobles()
	rows = append(rows, valueRow{cards: nobles, value: c.Value(nobles[0])},
		valueRow{cards: []alpaka.Card{alpaka.Snob}, value: c.Value(alpaka.Snob)})
	return rows
}

func cardNames(p text.Printer, cards []alpaka.Card) string {
	names := make([]string, len(cards))
	for i, card := range cards {
		names[i] = words.Card(p, card)
	}
	return strings.Join(names, ", ")
}

// white lists the white types, in the rulebook's order.
func white(c alpaka.Catalog) []alpaka.Card {
	out := []alpaka.Card{}
	for _, m := range alpaka.MarketTypes() {
		if c.White(m) {
			out = append(out, m)
		}
	}
	return out
}

// showSection shows the alpaka: section: every value with its source, the
// white types, and each option with where its value comes from.
func showSection(part Part, w *render.Lines, p text.Printer, _ string, marks *render.Marks) {
	c := part.Catalog
	t := render.Table{Header: render.Heads(p, text.HeadCard, words.HeadValue, text.HeadSource)}
	for _, r := range valueRows(c) {
		t.Add(cardNames(p, r.cards), marks.Number(r.value.N, r.value.Source), marks.Source(r.value.Source, text.Text{}))
	}
	w.Table(t)
	if c.ColoursKnown() {
		w.Line(words.BoxWhite.In(p, cardNames(p, white(c))))
	} else {
		w.Line(words.BoxWhiteUnknown.In(p))
	}
	opts := render.Table{Header: render.Heads(p, words.HeadOption, words.HeadValue, text.HeadSource)}
	for _, o := range alpaka.OptionNames() {
		opts.Add(string(o), c.Options.Word(o), marks.Source(c.OptionSource(o), text.Text{}))
	}
	w.Table(opts)
}

// items are what the section records: each value, the white types, each
// option set.
func items(part Part, p text.Printer, _ string) []game.BoxItem {
	q := part.Profile
	var out []game.BoxItem
	for _, r := range valueRows(alpaka.Default()) {
		card := r.cards[0]
		n, ok := q.Values[card]
		if card.IsNoble() && q.Nobles != nil {
			n, ok = *q.Nobles, true
		}
		if ok {
			out = append(out, game.BoxItem{Label: cardNames(p, r.cards), Value: strconv.Itoa(n)})
		}
	}
	if len(q.White) > 0 {
		out = append(out, game.BoxItem{Label: words.ColourWhite.In(p), Value: cardNames(p, q.White)})
	}
	set := alpaka.Default().With(alpaka.Profile{Options: q.Options})
	for _, o := range alpaka.OptionNames() {
		if set.OptionSource(o) == printed.Box {
			out = append(out, game.BoxItem{Label: string(o), Value: set.Options.Word(o)})
		}
	}
	return out
}

// partJSON is the alpaka: section in `box show --json`.
func partJSON(part Part) []game.JSONField {
	c := part.Catalog
	var values []valueJSON
	for _, r := range valueRows(c) {
		values = append(values, valueJSON{Cards: r.cards, JSONValue: render.ValueJSON(printed.Value{N: r.value.N, Source: r.value.Source}, "")})
	}
	var whiteTypes []alpaka.Card // null: not recorded
	if c.ColoursKnown() {
		whiteTypes = white(c)
	}
	var options []optionJSON
	for _, o := range alpaka.OptionNames() {
		options = append(options, optionJSON{Option: o, Value: c.Options.Word(o), Source: string(c.OptionSource(o))})
	}
	return []game.JSONField{{Key: "values", Value: values}, {Key: "white", Value: whiteTypes}, {Key: "options", Value: options}}
}

type valueJSON struct {
	Cards []alpaka.Card `json:"cards"`
	render.JSONValue
}

type optionJSON struct {
	Option alpaka.OptionName `json:"option"`
	Value  string            `json:"value"`
	Source string            `json:"source"`
}
