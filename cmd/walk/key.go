package walk

import "strconv"

// Key names an answer in the draft. Keys are built only here, so the
// draft's layout has one definition: "table.players", "p2.coins",
// "p2.orders.order_goods.1", "box.good_vp.glass".
type Key struct {
	scope string // "table", "p1"…, "box"
	field string
	sub   string // a follow-up of the step, or ""
	index int    // a row, order or card number; 0 for none
	item  string // a good, a card; "" for none
}

// TableKey is the key of a question about the whole table.
func TableKey(field string) Key { return Key{scope: "table", field: field} }

// SeatKey is the key of seat i's step field (i from 0).
func SeatKey(i int, field string) Key { return Key{scope: "p" + strconv.Itoa(i+1), field: field} }

// BoxKey is the key of a box value learned at the table, numbered n (0:
// none).
func BoxKey(field string, n int) Key { return Key{scope: boxScope, field: field, index: n} }

// boxScope is the scope of the box's values: one for the whole table.
const boxScope = "box"

// BoxItemKey is the key of a box value learned at the table for an item.
func BoxItemKey(field, item string) Key { return Key{scope: boxScope, field: field, item: item} }

// Follow is a follow-up question of k's step, numbered n.
func (k Key) Follow(field string, n int) Key { k.sub, k.index = field, n; return k }

// Field is the key's field: the step, or the box value's kind.
func (k Key) Field() string { return k.field }

// Index is the key's number: a row, an order, a card; 0 for none.
func (k Key) Index() int { return k.index }

// Item is the key's item: a good, a card; "" for none.
func (k Key) Item() string { return k.item }

// askedBy is the key under which a served game keeps the seat (from 1)
// whose phone gave the value learned under k: that phone's review lists
// it, after a resume too, and no other phone's does.
func (k Key) askedBy() string { return k.String() + ".asked_by" }

// saveKey is the "save to the box profile?" question after learning k.
func saveKey(k Key) Key { k.sub = "save_box"; return k }

func (k Key) String() string {
	s := k.scope + "." + k.field
	if k.sub != "" {
		s += "." + k.sub
	}
	if k.index != 0 {
		s += "." + strconv.Itoa(k.index)
	}
	if k.item != "" {
		s += "." + k.item
	}
	return s
}
