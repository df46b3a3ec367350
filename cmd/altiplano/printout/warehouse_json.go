package printout

import (
	"altiplano/cmd/render"
	"altiplano/rules/altiplano/catalog"
)

// WarehouseJSON is the warehouse board as the rules view and box show give
// it in JSON: every row known, each value with its source.
type WarehouseJSON struct {
	Rows []WarehouseRowJSON `json:"rows"`
	// RowsSource says whether Rows lists every row of the board.
	RowsSource string `json:"rows_source"`
	MoreRows   bool   `json:"more_rows"`
}

// WarehouseRowJSON is one row, numbered in filling order.
type WarehouseRowJSON struct {
	Row      int              `json:"row"`
	Side     string           `json:"side"`
	Capacity render.JSONValue `json:"capacity"`
	VP       render.JSONValue `json:"vp"`
}

// NewWarehouseJSON describes wh.
func NewWarehouseJSON(wh catalog.Warehouse) WarehouseJSON {
	out := WarehouseJSON{RowsSource: string(wh.RowsSource), MoreRows: wh.MoreRows, Rows: []WarehouseRowJSON{}}
	for i, r := range wh.Rows {
		out.Rows = append(out.Rows, WarehouseRowJSON{Row: i + 1, Side: string(r.Side), Capacity: CatalogJSON(r.Capacity), VP: CatalogJSON(r.VP)})
	}
	return out
}
