package altiplano

import "altiplano/rules"

// Kinds of problems with a game record.
const (
	// RecordEmpty: the record has nothing in it.
	RecordEmpty rules.Kind = "record_empty"
	// RecordVersion: a format version this program does not read. N, Max (the known one).
	RecordVersionUnknown rules.Kind = "record_version"
	// PlayedAt: a date that cannot be read (rules.PlayedAtForm).
	PlayedAt = rules.PlayedAtForm
	// NoSuchRole: a word that names no role. Value.
	NoSuchRole rules.Kind = "record_no_such_role"
	// PlayedAtRange: a date before the game was published, or later than
	// the day after it was scored (rules.PlayedAtRange).
	PlayedAtRange = rules.PlayedAtRange
	// StartTwice: more than one player marked as the start player. Names.
	StartTwice rules.Kind = "record_start_twice"
	// RoleTwice: one role tile held by two players. Value (the role), Names.
	RoleTwice rules.Kind = "record_role_twice"
	// RowShape: a row that is neither a list of goods nor {goods, vp}.
	RowShape rules.Kind = "record_row_shape"
	// MissionShape: a mission card written as a number or a word, not as
	// {id: N}. Value as written.
	MissionShape rules.Kind = "record_mission_shape"
	// RowEmpty: warehouse row N (1-based) lists no goods.
	RowEmpty rules.Kind = "record_row_empty"
	// OrderNoGoods: order N (1-based) gives goods: [], no goods at all.
	OrderNoGoods rules.Kind = "record_order_no_goods"
	// PlayerCount: N players; a game has Min to Max.
	PlayerCount rules.Kind = "record_player_count"

	// RowVPButIncomplete: written complete (with vp) but N of Max spaces filled.
	RowVPButIncomplete rules.Kind = "row_vp_but_incomplete"
	// RowVPMismatch: vp N, but the box profile says the row prints Max.
	RowVPMismatch rules.Kind = "row_vp_mismatch"
	// RowVPUnknown: the row is complete (N tiles) but what it prints is unknown.
	RowVPUnknown rules.Kind = "row_vp_unknown"

	// MissionsOff: missions listed while the variant is off.
	MissionsOff rules.Kind = "missions_off"
	// MissionVPMismatch: vp N, but the box profile says the card prints Max.
	MissionVPMismatch rules.Kind = "mission_vp_mismatch"
	// MissionVPUnknown: achieved, but the card's VP is unknown. Mission.
	MissionVPUnknown rules.Kind = "mission_vp_unknown"
	// MissionShared: Mission held by Names, but each card exists once.
	MissionShared rules.Kind = "mission_shared"

	// HouseNoSuchCard: no house card recorded in the box profile shows Good.
	HouseNoSuchCard rules.Kind = "house_no_such_card"
	// HouseUnlikely: houses are thought never to show Good (an inference).
	HouseUnlikely rules.Kind = "house_unlikely"
	// OrderNoCard: a completed order of N VP (with its goods, if given) that
	// matches no order card recorded in the box profile, or only cards that
	// other completed orders already use.
	OrderNoCard rules.Kind = "order_no_card"

	// LimitGood: N tiles of Good in all (orders included); Max laid out for Min players.
	LimitGood rules.Kind = "limit_good"
	// LimitHouses, LimitBoats: N in all; the box has Max.
	LimitHouses rules.Kind = "limit_houses"
	LimitBoats  rules.Kind = "limit_boats"
	// LimitOrders: N completed orders in all; Max are in play.
	LimitOrders rules.Kind = "limit_orders"
	// LimitHouseFaces: N houses show Good; the box profile has Max such cards.
	LimitHouseFaces rules.Kind = "limit_house_faces"
)

// Kinds lists the kinds above, for the presentation's completeness test.
func Kinds() []rules.Kind {
	return []rules.Kind{RecordEmpty, RecordVersionUnknown, NoSuchRole, RoleTwice, StartTwice, RowShape, MissionShape, RowEmpty, OrderNoGoods, PlayerCount,
		RowVPButIncomplete, RowVPMismatch, RowVPUnknown, MissionsOff, MissionVPMismatch, MissionVPUnknown, MissionShared,
		HouseNoSuchCard, HouseUnlikely, OrderNoCard, LimitGood, LimitHouses, LimitBoats, LimitOrders, LimitHouseFaces}
}
