package rules

import (
	"io"
	"strconv"

	"altiplano/cmd/altiplano/printout"
	"altiplano/cmd/altiplano/words"
	"altiplano/cmd/render"
	"altiplano/cmd/text"
	"altiplano/rules/altiplano/catalog"
)

// warehouseJSON is the storing rules, then the board as box show gives it.
type warehouseJSON struct {
	Rules []string `json:"rules"`
	printout.WarehouseJSON
}

// warehouseRules are the storing rules in the order a player meets them.
var warehouseRules = []struct {
	id   string
	text text.M0
}{
	{"fill_in_order", words.WarehouseRuleOrder},
	{"one_good_per_row", words.WarehouseRuleGood},
	{"one_unfinished_row_per_good", words.WarehouseRuleOneOpen},
	{"no_food", words.WarehouseRuleFood},
	{"corn", words.WarehouseRuleCorn},
	{"complete_rows_score", words.WarehouseRuleScore},
}

func warehouseView(opts *Options, c catalog.Catalog) (any, func(io.Writer) error, error) {
	p := opts.Printer
	wh := c.Warehouse()
	data := warehouseJSON{WarehouseJSON: printout.NewWarehouseJSON(wh)}
	for _, r := range warehouseRules {
		data.Rules = append(data.Rules, r.id)
	}
	marks := render.NewMarks(p)
	t := render.Table{Header: render.Heads(p, words.HeadRow, words.HeadSide, words.HeadCapacity, words.HeadVP, text.HeadSource)}
	for i, r := range wh.Rows {
		// Capacity and VP share a note when both come from the catalog; show it once.
		source := marks.Source(r.Capacity.Source, words.NoteText(r.Capacity.Note))
		if r.VP.Source != r.Capacity.Source {
			capNote := r.Capacity.Note
			if capNote == r.VP.Note {
				capNote = ""
			}
			source = marks.Source(r.Capacity.Source, words.NoteText(capNote)) + ", " + marks.Source(r.VP.Source, words.NoteText(r.VP.Note))
		}
		t.Add(strconv.Itoa(i+1), words.Side(p, r.Side), marks.Number(r.Capacity.N, r.Capacity.Source), marks.Number(r.VP.N, r.VP.Source), source)
	}
	more := wh.RowsSource == catalog.Unknown || wh.MoreRows
	if more {
		t.Add(strconv.Itoa(len(wh.Rows)+1)+"…", "?", "?", "?", marks.Source(catalog.Unknown, words.NoteText(wh.Note)))
	}
	write := func(out io.Writer) error {
		w := &render.Lines{W: out}
		w.Line(words.TitleWarehouseRules.In(p) + "\n")
		for i, r := range warehouseRules {
			w.Line(strconv.Itoa(i+1) + ". " + r.text.In(p))
		}
		w.Line("\n" + words.TitleWarehouseRows.In(p) + "\n")
		w.Table(t)
		if more {
			w.Line("\n" + words.HintRecordWarehouse.In(p))
		}
		w.Marks(marks)
		return w.Err
	}
	return data, write, nil
}
