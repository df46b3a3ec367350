package scoring

import (
	"altiplano/missions"
	"altiplano/rules"
	"altiplano/rules/catalog"
	"altiplano/rules/i18n"
)

// rowResult is a warehouse row as scored.
type rowResult struct {
	complete bool
	vp       catalog.Value // meaningful when complete
}

// evaluateWarehouse checks a player's rows against the rules and the layout
// and works out which are complete and what each prints.
func evaluateWarehouse(player string, rows []Row, c catalog.Catalog, layout rules.Layout, ev *evaluation) {
	w := make(rules.Warehouse, len(rows))
	for i, r := range rows {
		w[i] = rules.WarehouseRow{Goods: r.Goods, DeclaredComplete: r.VP != nil}
	}
	ev.problems = append(ev.problems, rules.CheckWarehouse(player, w, layout)...)

	fail := func(i int, msg i18n.Key, args ...any) {
		ev.problems = append(ev.problems, &rules.Problem{Player: player, Field: i18n.T(i18n.FieldWarehouseRow, i+1), Message: i18n.T(msg, args...)})
	}
	var unknownCapacity []int
	ev.rows = make([]rowResult, 0, len(rows))
	ev.state.CompleteRows = make([]missions.CompleteRow, 0, len(rows))
	for i, r := range rows {
		res := rowResult{}
		printed := catalog.Value{Source: catalog.Unknown}
		if i < len(c.Warehouse.Rows) {
			printed = c.Warehouse.Rows[i].VP
		}
		capacity, capacityKnown := layout.Capacity(i)
		switch {
		case capacityKnown && r.VP != nil && len(r.Goods) != capacity:
			fail(i, i18n.ErrRowVPButIncomplete, len(r.Goods), capacity)
		case capacityKnown && r.VP != nil && printed.Known() && printed.N != *r.VP:
			fail(i, i18n.ErrRowVPMismatch, *r.VP, printed.N)
		case r.VP != nil:
			res = rowResult{complete: true, vp: catalog.Value{N: *r.VP, Source: catalog.Box}}
			if !capacityKnown {
				ev.capacityUnchecked = true
			}
		case capacityKnown && len(r.Goods) == capacity && !printed.Known():
			fail(i, i18n.ErrRowVPUnknown, len(r.Goods))
		case capacityKnown && len(r.Goods) == capacity:
			res = rowResult{complete: true, vp: printed}
		case !capacityKnown && len(r.Goods) > 0:
			unknownCapacity = append(unknownCapacity, i+1)
		}
		ev.rows = append(ev.rows, res)
		if res.complete && len(r.Goods) > 0 {
			ev.state.CompleteRows = append(ev.state.CompleteRows, missions.CompleteRow{Good: r.Goods[0], HasCorn: hasCorn(r.Goods)})
		}
	}
	if len(unknownCapacity) > 0 {
		ev.rowsAssumedIncomplete = unknownCapacity
	}
}

func hasCorn(goods []rules.Good) bool {
	for _, g := range goods {
		if g == rules.Corn {
			return true
		}
	}
	return false
}
