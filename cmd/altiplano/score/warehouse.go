package score

import (
	"strings"

	"altiplano/cmd/altiplano/words"
	"altiplano/cmd/text"
	"altiplano/cmd/walk"
	"altiplano/rules"
	"altiplano/rules/altiplano"
	altiplanoscore "altiplano/scoring/altiplano"
)

// warehouse asks the whole warehouse in one answer, rows in filling order
// separated by | or /. An answer ending with a separator goes on row by
// row, one answer each, until an empty one.
func (t *table) warehouse(w *walk.Walk, i int) error {
	var rows []altiplanoscore.Row
	more := false
	help := words.ExplainWarehouse.In(w.P)
	if i == 0 {
		help += "\n" + words.HintWarehouse.In(w.P)
	}
	_, err := w.Answer(walk.Question{Key: walk.SeatKey(i, fWarehouse), Label: w.Label(i, words.AskWarehouse.In(w.P)), Help: help,
		Check: func(s string) error {
			var pr *rules.Problem
			if rows, pr = altiplanoscore.ParseWarehouseLine(s, t.lex); pr != nil {
				return t.goodsError(w, s, pr)
			}
			more = endsWithSeparator(s)
			return w.Fits(i, fWarehouse, func() { t.player(i).Warehouse = rows }, altiplanoscore.RowVPUnknown)
		}})
	if err != nil {
		return err
	}
	for more {
		n := len(rows) + 1
		var row []altiplanoscore.Row
		a, err := w.Answer(walk.Question{Key: walk.SeatKey(i, fWarehouse).Follow(fRow, n), Label: w.Label(i, words.AskRow.In(w.P, n)), Help: words.ExplainRow.In(w.P),
			Check: func(s string) error {
				var pr *rules.Problem
				if row, pr = altiplanoscore.ParseWarehouseLine(s, t.lex); pr != nil {
					if pr.Field.Kind == altiplano.FieldWarehouseRow {
						pr.Field.Index += n - 1 // the answer's row 1 is the warehouse's row n
					}
					return t.goodsError(w, s, pr)
				}
				all := append(append([]altiplanoscore.Row(nil), rows...), row...)
				return w.Fits(i, fWarehouse, func() { t.player(i).Warehouse = all }, altiplanoscore.RowVPUnknown)
			}})
		if err != nil {
			return err
		}
		rows = append(rows, row...)
		more = strings.TrimSpace(a) != ""
	}
	for k, row := range rows {
		w.Say("  = " + words.EchoRow.In(w.P, k+1, words.Row(w.P, row)))
	}
	t.player(i).Warehouse = rows
	return t.learnRows(w, rows)
}

func endsWithSeparator(s string) bool {
	s = strings.TrimSpace(s)
	return s != "" && strings.ContainsRune(altiplanoscore.RowSeparators, rune(s[len(s)-1]))
}

func (t *table) showWarehouse(p text.Printer, i int) string {
	wh := t.player(i).Warehouse
	rows := make([]string, len(wh))
	for k, r := range wh {
		rows[k] = words.Row(p, r)
	}
	return strings.Join(rows, " | ")
}
