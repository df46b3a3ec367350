package scorecmd

import (
	"strconv"
	"strings"

	"altiplano/cmd/cmdutil"
	"altiplano/cmd/prompt"
	"altiplano/rules"
	"altiplano/rules/catalog"
	"altiplano/rules/i18n"
	"altiplano/scoring"
)

// warehouse asks one row per line until an empty line.
func (w *walk) warehouse(i int) error {
	p := &w.record.Players[i]
	p.Warehouse = nil
	for r := 1; r <= maxRows; r++ {
		key := playerKey(i, "row"+strconv.Itoa(r))
		a, err := w.answer(prompt.Question{Key: key, Label: w.label(p.Name, i18n.AskRow, r), Validate: func(s string) error {
			if strings.TrimSpace(s) == "" {
				return nil
			}
			row, err := scoring.ParseRowLine(s)
			if err != nil {
				return err
			}
			return w.newRowProblem(p.Name, p.Warehouse, row)
		}})
		if err != nil {
			return err
		}
		if strings.TrimSpace(a) == "" {
			return nil
		}
		row, _ := scoring.ParseRowLine(a)
		if err := w.learnRow(r-1, row); err != nil {
			return err
		}
		// What was learned about the board may rule the row out (too long).
		if problem := w.newRowProblem(p.Name, p.Warehouse, row); problem != nil {
			w.say(i18n.EchoProblem, w.localize(problem).Error())
			w.draft.forget(key)
			r--
			continue
		}
		p.Warehouse = append(p.Warehouse, row)
		w.echo(scoring.FormatRow(w.p, row))
	}
	return nil
}

// maxRows bounds the questions; no warehouse board has this many rows.
const maxRows = 20

// newRowProblem returns the first problem that adding row to rows brings:
// a problem the earlier rows already had is not the new row's fault.
func (w *walk) newRowProblem(player string, rows []scoring.Row, row scoring.Row) error {
	before := map[string]bool{}
	for _, text := range w.rowProblems(player, rows) {
		before[text] = true
	}
	for _, text := range w.rowProblems(player, append(append([]scoring.Row(nil), rows...), row)) {
		if !before[text] {
			return cmdutil.Rendered(text)
		}
	}
	if capacity, known := w.cat.Warehouse.Layout().Capacity(len(rows)); known && row.VP != nil && len(row.Goods) != capacity {
		return rules.NewProblem("", "", i18n.ErrRowVPButIncomplete, len(row.Goods), capacity)
	}
	return nil
}

// rowProblems renders the warehouse problems of rows, in the order found.
func (w *walk) rowProblems(player string, rows []scoring.Row) []string {
	wh := make(rules.Warehouse, len(rows))
	for k, r := range rows {
		wh[k] = rules.WarehouseRow{Goods: r.Goods, DeclaredComplete: r.VP != nil}
	}
	var out []string
	for _, p := range rules.CheckWarehouse(player, wh, w.cat.Warehouse.Layout()) {
		out = append(out, p.Render(w.p))
	}
	return out
}

func (w *walk) rowKeys(i int) []string {
	keys := make([]string, 0, maxRows)
	for r := 1; r <= maxRows; r++ {
		keys = append(keys, playerKey(i, "row"+strconv.Itoa(r)))
	}
	return keys
}

func (w *walk) showWarehouse(p scoring.Player) string {
	rows := make([]string, len(p.Warehouse))
	for k, r := range p.Warehouse {
		rows[k] = scoring.FormatRow(w.p, r)
	}
	return strings.Join(rows, " | ")
}

// boardRow returns what is known of row i of the board.
func (w *walk) boardRow(i int) catalog.WarehouseRow {
	if i < len(w.cat.Warehouse.Rows) {
		return w.cat.Warehouse.Rows[i]
	}
	return catalog.WarehouseRow{Capacity: catalog.Value{Source: catalog.Unknown}, VP: catalog.Value{Source: catalog.Unknown}}
}

// setBoardRow records what was learned of row i for the rest of the session.
func (w *walk) setBoardRow(i int, row catalog.WarehouseRow) {
	wh := &w.cat.Warehouse
	for len(wh.Rows) <= i {
		wh.Rows = append(wh.Rows, catalog.WarehouseRow{Capacity: catalog.Value{Source: catalog.Unknown}, VP: catalog.Value{Source: catalog.Unknown}})
	}
	wh.Rows[i] = row
	if wh.RowsSource == catalog.Unknown {
		wh.RowsSource, wh.MoreRows = catalog.Box, true
	}
}

// learnRow asks, once, for what the board prints for row i when the row
// needs it and neither the catalog nor the box profile knows.
func (w *walk) learnRow(i int, row scoring.Row) error {
	board := w.boardRow(i)
	switch {
	case row.VP != nil:
		return nil // the user said it is complete and what it prints
	case !board.Capacity.Known():
		a, err := w.answerWithHint(prompt.Question{Key: "box.row" + strconv.Itoa(i+1), Label: w.label("", i18n.AskBoardRow, i+1), Validate: func(s string) error {
			if strings.TrimSpace(s) == "" {
				return nil
			}
			n, err := scoring.ParseNumbers(s)
			if err == nil && (len(n) != 2 || n[0] < 1) {
				return rules.NewProblem("", "", i18n.ErrEntryBoardRow, s)
			}
			return err
		}}, w.p.Sprintf(i18n.HintBoardRow, i+1))
		if err != nil || strings.TrimSpace(a) == "" {
			return err // unknown: the row counts as incomplete, and the result says so
		}
		n, _ := scoring.ParseNumbers(a)
		board.Capacity = catalog.Value{N: n[0], Source: catalog.Box}
		board.VP = catalog.Value{N: n[1], Source: catalog.Box}
		w.setBoardRow(i, board)
		return w.offerRowSave(i)
	case len(row.Goods) == board.Capacity.N && !board.VP.Known():
		vp, err := w.numberWithHint("box.row"+strconv.Itoa(i+1)+".vp", w.label("", i18n.AskRowVP, i+1), "", 0, w.p.Sprintf(i18n.HintRowVP, i+1))
		if err != nil {
			return err
		}
		board.VP = catalog.Value{N: vp, Source: catalog.Box}
		w.setBoardRow(i, board)
		return w.offerRowSave(i)
	}
	return nil
}

// offerRowSave offers to record rows 1..i+1 in the box profile, which needs
// every one of them known: the profile lists rows in order from the first.
func (w *walk) offerRowSave(i int) error {
	edits := make([]catalog.Edit, 0, i+1)
	for k := 0; k <= i; k++ {
		r := w.boardRow(k)
		if !r.Capacity.Known() {
			return nil
		}
		var vp *int
		if r.VP.Known() {
			n := r.VP.N
			vp = &n
		}
		edits = append(edits, catalog.SetWarehouseRow(k, r.Capacity.N, vp))
	}
	return w.offerSave("box.row"+strconv.Itoa(i+1)+".save", edits...)
}
