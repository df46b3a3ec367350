package catalog

import "altiplano/rules"

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
)

// Kinds lists the kinds above, for the presentation's completeness test.
func Kinds() []rules.Kind {
	return []rules.Kind{Side, RightBeforeLeft, FirstRow, Count, NoSuchEffect, EffectMissing, Letter, Mark, NoSuchRole, StripRulebook, ClothRulebook, OrderNoGoods, HouseFace, RowsEmpty}
}
