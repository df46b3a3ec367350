package scorecmd

import (
	"strconv"

	"altiplano/rules/altiplano"
)

// field names one question of the walk-through.
type field string

const (
	// The table.
	fPlayers field = "players"
	fVariant field = "variant"
	// The table's own answers, asked after the players (see table_meta.go).
	fDuration field = "duration"
	fLocation field = "location"
	// One player's steps, and their follow-up questions.
	fCoins      field = "coins"
	fGoods      field = "goods"
	fWarehouse  field = "warehouse"
	fBoats      field = "boats"
	fHouses     field = "houses"
	fOrders     field = "orders"
	fMissions   field = "missions"
	fRow        field = "row"         // one warehouse row, entered row by row
	fAchieved   field = "achieved"    // a "first to" mission: the player's word
	fOrderGoods field = "order_goods" // the goods of a completed order, for mission 20
	// What the board and the cards print, learned at the table.
	fBoardRow   field = "board_row"
	fRowVP      field = "row_vp"
	fMissionVP  field = "mission_vp"
	fGoodsCheck field = "goods_check"
	fGoodVP     field = "good_vp"
	fSaveBox    field = "save_box"
)

// key identifies an answer in the draft. Keys are built only here, so the
// draft's layout has one definition.
type key struct {
	scope string // "table", "p1"…, "box"
	field field
	sub   field // a follow-up of the step, or ""
	index int   // a row, order or mission number; 0 for none
	good  altiplano.Good
}

func tableKey(f field) key { return key{scope: "table", field: f} }

func playerKey(i int, f field) key { return key{scope: "p" + strconv.Itoa(i+1), field: f} }

// follow is a follow-up question of k's step, numbered n.
func (k key) follow(f field, n int) key { k.sub, k.index = f, n; return k }

func boxKey(f field, n int) key { return key{scope: "box", field: f, index: n} }

func boxGoodKey(f field, g altiplano.Good) key { return key{scope: "box", field: f, good: g} }

// saveKey is the "save to the box profile?" question after learning k.
func saveKey(k key) key { k.sub = fSaveBox; return k }

func (k key) String() string {
	s := k.scope + "." + string(k.field)
	if k.sub != "" {
		s += "." + string(k.sub)
	}
	if k.index != 0 {
		s += "." + strconv.Itoa(k.index)
	}
	if k.good != "" {
		s += "." + string(k.good)
	}
	return s
}
