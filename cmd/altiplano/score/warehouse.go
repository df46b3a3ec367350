package scorecmd

import (
	"strings"

	"altiplano/cmd/text"
	"altiplano/rules"
	"altiplano/rules/altiplano"
	scoring "altiplano/scoring/altiplano"
)

// warehouse asks the whole warehouse in one answer, rows in filling order
// separated by | or /. An answer ending with a separator goes on row by
// row, one answer each, until an empty one.
func (w *walk) warehouse(i int) error {
	var rows []scoring.Row
	more := false
	help := text.ExplainWarehouse.In(w.p)
	if i == 0 {
		help += "\n" + text.HintWarehouse.In(w.p)
	}
	_, err := w.answer(question{key: playerKey(i, fWarehouse), label: w.label(i, text.AskWarehouse.In(w.p)), help: help,
		check: func(s string) error {
			var pr *rules.Problem
			if rows, pr = scoring.ParseWarehouseLine(s, w.lex); pr != nil {
				return w.goodsError(s, pr)
			}
			more = endsWithSeparator(s)
			return w.fits(i, fWarehouse, func(p *scoring.Player) { p.Warehouse = rows }, scoring.RowVPUnknown)
		}})
	if err != nil {
		return err
	}
	for more {
		n := len(rows) + 1
		var row []scoring.Row
		a, err := w.answer(question{key: playerKey(i, fWarehouse).follow(fRow, n), label: w.label(i, text.AskRow.In(w.p, n)), help: text.ExplainRow.In(w.p),
			check: func(s string) error {
				var pr *rules.Problem
				if row, pr = scoring.ParseWarehouseLine(s, w.lex); pr != nil {
					if pr.Field.Kind == altiplano.FieldWarehouseRow {
						pr.Field.Index += n - 1 // the answer's row 1 is the warehouse's row n
					}
					return w.goodsError(s, pr)
				}
				all := append(append([]scoring.Row(nil), rows...), row...)
				return w.fits(i, fWarehouse, func(p *scoring.Player) { p.Warehouse = all }, scoring.RowVPUnknown)
			}})
		if err != nil {
			return err
		}
		rows = append(rows, row...)
		more = strings.TrimSpace(a) != ""
	}
	for k, row := range rows {
		w.say("  = " + text.EchoRow.In(w.p, k+1, w.p.Row(row)))
	}
	w.player(i).Warehouse = rows
	return w.learnRows(rows)
}

func endsWithSeparator(s string) bool {
	s = strings.TrimSpace(s)
	return s != "" && strings.ContainsRune(scoring.RowSeparators, rune(s[len(s)-1]))
}

func (w *walk) showWarehouse(p scoring.Player) string {
	rows := make([]string, len(p.Warehouse))
	for k, r := range p.Warehouse {
		rows[k] = w.p.Row(r)
	}
	return strings.Join(rows, " | ")
}
