package rulescmd

import (
	"fmt"
	"io"
	"strconv"

	"altiplano/cmd/render"
	"altiplano/rules/catalog"
	"altiplano/rules/i18n"
)

type warehouseRowJSON struct {
	Row      int              `json:"row"`
	Side     string           `json:"side"`
	Capacity render.JSONValue `json:"capacity"`
	VP       render.JSONValue `json:"vp"`
}

type warehouseJSON struct {
	Rules []string           `json:"rules"`
	Rows  []warehouseRowJSON `json:"rows"`
	// RowsSource says whether rows lists every row of the board.
	RowsSource string `json:"rows_source"`
}

// warehouseRules are the storing rules in the order a player meets them.
var warehouseRules = []i18n.Key{
	i18n.WarehouseRuleOrder, i18n.WarehouseRuleGood, i18n.WarehouseRuleOneOpen,
	i18n.WarehouseRuleFood, i18n.WarehouseRuleCorn, i18n.WarehouseRuleScore,
}

var warehouseRuleIDs = []string{"fill_in_order", "one_good_per_row", "one_unfinished_row_per_good", "no_food", "corn", "complete_rows_score"}

func warehouseView(opts *Options, c catalog.Catalog) (any, func(io.Writer) error, error) {
	p := opts.Printer
	w := c.Warehouse
	data := warehouseJSON{Rules: warehouseRuleIDs, RowsSource: string(w.RowsSource)}
	marks := render.NewMarks(p)
	t := render.Table{Header: heads(p, i18n.HeadRow, i18n.HeadSide, i18n.HeadCapacity, i18n.HeadVP, i18n.HeadSource)}
	for i, r := range w.Rows {
		data.Rows = append(data.Rows, warehouseRowJSON{Row: i + 1, Side: string(r.Side), Capacity: render.ToJSON(r.Capacity), VP: render.ToJSON(r.VP)})
		// Capacity and VP share a note when both come from the catalog; show it once.
		source := marks.Source(r.Capacity.Source, r.Capacity.Note)
		if r.VP.Source != r.Capacity.Source {
			capNote := r.Capacity.Note
			if capNote == r.VP.Note {
				capNote = ""
			}
			source = marks.Source(r.Capacity.Source, capNote) + ", " + marks.Source(r.VP.Source, r.VP.Note)
		}
		side := "?" // a row learned at the table may not record its side
		if r.Side != "" {
			side = p.Sprintf(i18n.Key("side." + string(r.Side)))
		}
		t.Add(strconv.Itoa(i+1), side, marks.Value(r.Capacity), marks.Value(r.VP), source)
	}
	if w.RowsSource == catalog.Unknown || w.MoreRows {
		t.Add(strconv.Itoa(len(w.Rows)+1)+"…", "?", "?", "?", marks.Source(catalog.Unknown, w.Note))
	}
	text := func(out io.Writer) error {
		fmt.Fprintln(out, p.Sprintf(i18n.TitleWarehouseRules)+"\n")
		for i, k := range warehouseRules {
			fmt.Fprintf(out, "%d. %s\n", i+1, p.Sprintf(k))
		}
		fmt.Fprintln(out, "\n"+p.Sprintf(i18n.TitleWarehouseRows)+"\n")
		if err := t.Write(out); err != nil {
			return err
		}
		if w.RowsSource == catalog.Unknown || w.MoreRows {
			fmt.Fprintln(out, "\n"+p.Sprintf(i18n.HintRecordWarehouse))
		}
		marks.Write(out)
		return nil
	}
	return data, text, nil
}
