package altiplano

import (
	"slices"

	"altiplano/missions"
	"altiplano/rules"
	"altiplano/rules/altiplano"
	"altiplano/rules/altiplano/catalog"
)

// rowResult is a warehouse row as scored.
type rowResult struct {
	complete bool
	vp       catalog.Value // meaningful when complete
}

// evaluateWarehouse checks a player's rows against the rules and the layout
// and works out which are complete and what each prints.
func evaluateWarehouse(player string, rows []Row, board catalog.Warehouse, layout altiplano.Layout, ev *evaluation) {
	w := make(altiplano.Warehouse, len(rows))
	for i, r := range rows {
		w[i] = altiplano.WarehouseRow{Goods: r.Goods, DeclaredComplete: r.VP != nil}
	}
	ev.problems = append(ev.problems, altiplano.CheckWarehouse(player, w, layout)...)

	fail := func(i int, p rules.Problem) {
		p.Player, p.Field = player, rules.AtIndex(altiplano.FieldWarehouseRow, i+1)
		ev.problems = append(ev.problems, &p)
	}
	ev.rows = make([]rowResult, 0, len(rows))
	ev.state.CompleteRows = make([]missions.CompleteRow, 0, len(rows))
	for i, r := range rows {
		res := rowResult{}
		printed := board.Row(i).VP
		capacity, capacityKnown := layout.Capacity(i)
		switch {
		case len(r.Goods) > altiplano.RowCapacityLimit.Max && !capacityKnown:
			fail(i, rules.Problem{Kind: altiplano.WarehouseOverfull, N: len(r.Goods), Max: altiplano.RowCapacityLimit.Max})
		case r.VP != nil && !altiplano.RowVPLimit.Contains(*r.VP):
			fail(i, rules.Problem{Kind: rules.OutOfRange, N: *r.VP, Min: altiplano.RowVPLimit.Min, Max: altiplano.RowVPLimit.Max})
		case capacityKnown && r.VP != nil && len(r.Goods) != capacity:
			fail(i, rules.Problem{Kind: RowVPButIncomplete, N: len(r.Goods), Max: capacity})
		case capacityKnown && r.VP != nil && printed.Known() && printed.N != *r.VP:
			fail(i, rules.Problem{Kind: RowVPMismatch, N: *r.VP, Max: printed.N})
		case r.VP != nil:
			res = rowResult{complete: true, vp: catalog.BoxValue(*r.VP)}
			if !capacityKnown {
				ev.capacityUnchecked = true
			}
		case capacityKnown && len(r.Goods) == capacity && !printed.Known():
			fail(i, rules.Problem{Kind: RowVPUnknown, N: len(r.Goods)})
		case capacityKnown && len(r.Goods) == capacity:
			res = rowResult{complete: true, vp: printed}
		case !capacityKnown && len(r.Goods) > 0:
			ev.rowsAssumedIncomplete = append(ev.rowsAssumedIncomplete, i+1)
		}
		ev.rows = append(ev.rows, res)
		if res.complete && len(r.Goods) > 0 {
			ev.state.CompleteRows = append(ev.state.CompleteRows, missions.CompleteRow{Good: r.Goods[0], HasCorn: slices.Contains(r.Goods, altiplano.Corn)})
		}
	}
}
