package text

// The messages of `altiplano box`, with the types of their arguments. The
// texts are in locales/<lang>.txt under the same keys.

// Problems with a calibration answer or a profile, and where they are.
var (
	ErrProfileStripRulebook = M2[int, int]{key: "err.profile.strip_rulebook"}
	ErrBoxRowPair           = M1[string]{key: "err.box.row_pair"}
	ErrBoxGoodPlaced        = M2[string, int]{key: "err.box.good_placed"}
	ErrBoxGoodsLeft         = M1[string]{key: "err.box.goods_left"}
	ErrBoxOrderCard         = M1[string]{key: "err.box.order_card"}
	ErrBoxTile              = M1[string]{key: "err.box.tile"}
	ErrBoxRole              = M1[string]{key: "err.box.role"}
	ErrBoxEffectsLeft       = M2[string, int]{key: "err.box.effects_left", count: 2}

	FieldStrip      = M0{key: "field.strip"}
	FieldStripSlot  = M1[int]{key: "field.strip_slot"}
	FieldOrderCard  = M1[int]{key: "field.order_card"}
	FieldBoat       = M1[int]{key: "field.boat"}
	FieldExtensions = M0{key: "field.extensions"}
	FieldTile       = M1[int]{key: "field.tile"}
	FieldRole       = M1[string]{key: "field.role"}
)
