package altiplano

import "altiplano/rules"

// Side is a side of the warehouse board.
type Side string

const (
	Left  Side = "left"
	Right Side = "right"
)

// RowSlot is one printed row of the warehouse: its side and how many tiles it
// holds. Capacity 0 means the capacity is not known, and is not checked.
type RowSlot struct {
	Side     Side
	Capacity int
}

// Layout is the warehouse's rows in filling order: left side bottom to top,
// then right side bottom to top. Final is true when the list is every row the
// board has; otherwise rows past its end exist but are not known.
type Layout struct {
	Rows  []RowSlot
	Final bool
}

// Capacity returns the capacity of row i (0-based) and whether it is known.
func (l Layout) Capacity(i int) (int, bool) {
	if i < len(l.Rows) && l.Rows[i].Capacity > 0 {
		return l.Rows[i].Capacity, true
	}
	return 0, false
}

// WarehouseRow is one row as found at the end of the game. DeclaredComplete
// records a player's statement that the row is full, used only where the
// layout does not know the row's capacity.
type WarehouseRow struct {
	Goods            []Good
	DeclaredComplete bool
}

// Good returns the row's good (its first tile) and false for an empty row.
func (r WarehouseRow) Good() (Good, bool) {
	if len(r.Goods) == 0 {
		return "", false
	}
	return r.Goods[0], true
}

// Warehouse is a player's warehouse rows in filling order.
type Warehouse []WarehouseRow

// RowComplete reports whether row i is complete: filled to a known capacity,
// or declared complete where the capacity is not known.
func (w Warehouse) RowComplete(i int, l Layout) bool {
	if capacity, known := l.Capacity(i); known {
		return len(w[i].Goods) == capacity
	}
	return w[i].DeclaredComplete && len(w[i].Goods) > 0
}

// Count returns how many tiles of g the warehouse holds.
func (w Warehouse) Count(g Good) int {
	n := 0
	for _, row := range w {
		for _, t := range row.Goods {
			if t == g {
				n++
			}
		}
	}
	return n
}

// Tiles returns how many tiles the warehouse holds.
func (w Warehouse) Tiles() int {
	n := 0
	for _, row := range w {
		n += len(row.Goods)
	}
	return n
}

// CheckWarehouse checks a final warehouse against the rules and the layout
// (digest §4) and returns every problem found, each naming player and row.
func CheckWarehouse(player string, w Warehouse, l Layout) rules.Problems {
	var problems rules.Problems
	add := func(row int, p rules.Problem) {
		p.Player, p.Field = player, rules.AtIndex(FieldWarehouseRow, row+1)
		problems = append(problems, &p)
	}

	if l.Final && len(w) > len(l.Rows) {
		// Trailing empty rows are harmless: they are just unused rows.
		for i := len(l.Rows); i < len(w); i++ {
			if len(w[i].Goods) > 0 {
				add(i, rules.Problem{Kind: WarehouseNoSuchRow, N: len(l.Rows)})
				break
			}
		}
	}

	lastEmpty := -1
	for i, row := range w {
		if len(row.Goods) == 0 {
			if lastEmpty < 0 {
				lastEmpty = i
			}
			continue
		}
		// Rule 1: rows are started in order.
		if lastEmpty >= 0 {
			add(i, rules.Problem{Kind: WarehouseGap, N: lastEmpty + 1})
			lastEmpty = -1
		}
		for _, p := range checkRowContents(row) {
			add(i, p)
		}
		// Rule 4: no row over its capacity.
		if capacity, known := l.Capacity(i); known && len(row.Goods) > capacity {
			add(i, rules.Problem{Kind: WarehouseOverfull, N: len(row.Goods), Max: capacity})
		}
	}

	// Rule 5: a second row of a good can only be started once the earlier one
	// was complete, so every row of a good but the last must be complete.
	var lastRowOf GoodCounts // index of each good's last row
	for i, row := range w {
		if g, ok := row.Good(); ok && g.Valid() {
			lastRowOf[g.Index()] = i
		}
	}
	for i, row := range w {
		g, ok := row.Good()
		if !ok || !g.Valid() || lastRowOf.Of(g) == i {
			continue
		}
		if !w.RowComplete(i, l) {
			add(i, rules.Problem{Kind: WarehouseUnfinishedBefore, Item: string(g), N: lastRowOf.Of(g) + 1})
		}
	}
	return problems
}

// checkRowContents applies rules 2 and 3 to one row.
func checkRowContents(row WarehouseRow) []rules.Problem {
	var problems []rules.Problem
	first := row.Goods[0]
	for pos, t := range row.Goods {
		switch {
		case !t.Valid():
			problems = append(problems, rules.Problem{Kind: UnknownGood, Value: string(t)})
		case t == Food:
			// Rule 2: food is never stored.
			problems = append(problems, rules.Problem{Kind: WarehouseFood, N: pos + 1})
		case pos == 0:
		case first == Corn && t != Corn:
			// Rule 3: a row begun with corn takes corn only.
			problems = append(problems, rules.Problem{Kind: WarehouseCornRow, N: pos + 1, Item: string(t)})
		case first != Corn && t != first && t != Corn:
			// Rule 3: after the first tile, only that good or corn.
			problems = append(problems, rules.Problem{Kind: WarehouseMixed, N: pos + 1, Item: string(t), Other: string(first)})
		}
	}
	return problems
}
