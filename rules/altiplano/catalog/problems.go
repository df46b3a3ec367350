package catalog

import (
	"altiplano/rules"
	"altiplano/rules/altiplano"
)

// Kinds of problems with a box profile.
const (
	// Side: a warehouse side other than left or right. Value.
	Side rules.Kind = "profile_side"
	// RightBeforeLeft: a left row listed after a right one.
	RightBeforeLeft rules.Kind = "profile_right_before_left"
	// FirstRow: row 1 recorded with N spaces; the rulebook says Max (3).
	FirstRow rules.Kind = "profile_first_row"
	// Count: N listed where the box has exactly Max.
	Count rules.Kind = "profile_count"
	// NoSuchEffect: an effect number outside 1–25. N.
	NoSuchEffect rules.Kind = "profile_no_such_effect"
	// EffectMissing: no tile carries effect N.
	EffectMissing rules.Kind = "profile_effect_missing"
	// Letter: a back letter other than A–D. Value.
	Letter rules.Kind = "profile_letter"
	// Mark: a player mark other than none, 3+, 4+, 5+. Value.
	Mark rules.Kind = "profile_mark"
	// NoSuchRole: a word that names no role. Value.
	NoSuchRole rules.Kind = "profile_no_such_role"
	// StripRulebook: a strip slot recorded with surcharge N where the
	// rulebook states Max (slots 1 and 2: +0 and +1).
	StripRulebook rules.Kind = "profile_strip_rulebook"
	// OrderNoGoods: order card N (1-based) recorded with no goods; a card
	// asks for Min to Max.
	OrderNoGoods rules.Kind = "profile_order_no_goods"
	// HouseFace: a house card recorded as showing Item, a good no house
	// shows (HouseNever).
	HouseFace rules.Kind = "profile_house_face"
	// RowsEmpty: warehouse rows given as an empty list, which records no
	// board a game could be scored on.
	RowsEmpty rules.Kind = "profile_rows_empty"
	// RowVPDown: row N+1 prints Max VP, fewer than row N below it (Min):
	// rows grow more valuable upwards (digest §4).
	RowVPDown rules.Kind = "profile_row_vp_down"
)

// RowsGrow is the problem with row i (from 0) of a board printing fewer VP
// than the row below it on the same side, or nil. A row of another side,
// or whose VP is not recorded, is no row below it.
func RowsGrow(rows []ProfileRow, i int) *rules.Problem {
	if i == 0 || i >= len(rows) {
		return nil
	}
	below, row := rows[i-1], rows[i]
	if below.VP == nil || row.VP == nil || below.Side != "" && row.Side != "" && below.Side != row.Side || *row.VP >= *below.VP {
		return nil
	}
	return &rules.Problem{Kind: RowVPDown, Field: rules.AtIndex(altiplano.FieldWarehouseRow, i+1), N: i, Min: *below.VP, Max: *row.VP}
}

// Kinds lists the kinds above, for the presentation's completeness test.
func Kinds() []rules.Kind {
	return []rules.Kind{Side, RightBeforeLeft, FirstRow, Count, NoSuchEffect, EffectMissing, Letter, Mark, NoSuchRole, StripRulebook, ClothRulebook, OrderNoGoods, HouseFace, RowsEmpty, RowVPDown}
}
