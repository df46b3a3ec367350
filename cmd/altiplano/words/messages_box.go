package words

import (
	"altiplano/cmd/text"
	"altiplano/rules/altiplano/catalog"
)

// sectionNames are the sections of the box, as a person finds them in it.
var sectionNames = map[catalog.Section]text.M0{
	catalog.GoodsSection:      text.M0{Key: "box.section.goods"},
	catalog.WarehouseSection:  text.M0{Key: "box.section.warehouse"},
	catalog.MissionsSection:   text.M0{Key: "box.section.missions"},
	catalog.StripSection:      text.M0{Key: "box.section.strip"},
	catalog.OrdersSection:     text.M0{Key: "box.section.orders"},
	catalog.HousesSection:     text.M0{Key: "box.section.houses"},
	catalog.BoatsSection:      text.M0{Key: "box.section.boats"},
	catalog.ExtensionsSection: text.M0{Key: "box.section.extensions"},
	catalog.RolesSection:      text.M0{Key: "box.section.roles"},
}

// Section is a section's name.
func Section(p text.Printer, s catalog.Section) string {
	return text.NameOf(p, sectionNames, s, string(s))
}

// SectionName is a section's name as a message argument.
func SectionName(s catalog.Section) text.Text {
	if m, ok := sectionNames[s]; ok {
		return m.T()
	}
	return text.List(string(s))
}

// What the box profile records, and where it is.
var (
	// What Altiplano's part records, and what its calibration asks first,
	// for the box commands' help.
	HelpBox          = text.M0{Key: "box.help"}
	HelpBoxCalibrate = text.M0{Key: "box.help_calibrate"}

	// A section's heading with how many of its values, cards or tiles are
	// known.
	BoxProgressValues  = text.M3[text.Text, int, int]{Key: "box.progress.values"}
	BoxProgressCards   = text.M3[text.Text, int, int]{Key: "box.progress.cards"}
	BoxProgressTiles   = text.M3[text.Text, int, int]{Key: "box.progress.tiles"}
	BoxNotRecorded     = text.M0{Key: "box.not_recorded"}
	BoxScoringComplete = text.M0{Key: "box.scoring_complete"}
	BoxScoringNeeds    = text.M1[text.Text]{Key: "box.scoring_needs"}
	BoxItemRow         = text.M1[int]{Key: "box.item.row"}
	BoxItemMoreRows    = text.M0{Key: "box.item.more_rows"}
	BoxItemSlot        = text.M1[int]{Key: "box.item.slot"}
	BoxItemCard        = text.M1[int]{Key: "box.item.card"}
	BoxItemTile        = text.M1[int]{Key: "box.item.tile"}
	BoxValueVP         = text.M1[int]{Key: "box.value.vp"}
	BoxValueSpaces     = text.M1[int]{Key: "box.value.spaces", Count: 1}
	BoxValueCost       = text.M1[int]{Key: "box.value.cost"}
	BoxValueRole       = text.M2[int, int]{Key: "box.value.role"}
)

// The calibration walk-through.
var (
	BoxHintGoods      = text.M0{Key: "box.hint.goods"}
	BoxHintWarehouse  = text.M0{Key: "box.hint.warehouse"}
	BoxHintMissions   = text.M0{Key: "box.hint.missions"}
	BoxHintStrip      = text.M0{Key: "box.hint.strip"}
	BoxHintOrders     = text.M0{Key: "box.hint.orders"}
	BoxHintHouses     = text.M0{Key: "box.hint.houses"}
	BoxHintBoats      = text.M0{Key: "box.hint.boats"}
	BoxHintExtensions = text.M0{Key: "box.hint.extensions"}
	BoxHintRoles      = text.M0{Key: "box.hint.roles"}
	AskBoxTier        = text.M1[int]{Key: "ask.box.tier"}
	AskBoxTierLast    = text.M2[int, string]{Key: "ask.box.tier_last"}
	// A value the rulebook gives a good already: the question names it.
	AskBoxTierBesides = text.M2[int, string]{Key: "ask.box.tier_besides"}
	AskBoxLeft        = text.M0{Key: "ask.box.left"}
	AskBoxRight       = text.M0{Key: "ask.box.right"}
	AskBoxMissions    = text.M0{Key: "ask.box.missions"}
	AskBoxStrip       = text.M0{Key: "ask.box.strip"}
	AskBoxOrder       = text.M2[int, int]{Key: "ask.box.order"}
	AskBoxHouses      = text.M0{Key: "ask.box.houses"}
	AskBoxBoats       = text.M0{Key: "ask.box.boats"}
	AskBoxTile        = text.M2[int, int]{Key: "ask.box.tile"}
	AskBoxRole        = text.M1[string]{Key: "ask.box.role"}
)

// Checking, exporting and importing a profile.
var (
	BoxExportComplete = text.M1[text.Text]{Key: "box.export.complete"}
)

// Problems with a calibration answer or a profile, and where they are.
var (
	ErrProfileStripRulebook = text.M2[int, int]{Key: "err.profile.strip_rulebook"}
	ErrBoxRowPair           = text.M1[string]{Key: "err.box.row_pair"}
	ErrBoxGoodPlaced        = text.M2[string, int]{Key: "err.box.good_placed"}
	ErrBoxGoodsLeft         = text.M1[string]{Key: "err.box.goods_left"}
	ErrBoxOrderCard         = text.M1[string]{Key: "err.box.order_card"}
	ErrBoxTile              = text.M1[string]{Key: "err.box.tile"}
	ErrBoxRole              = text.M1[string]{Key: "err.box.role"}
	ErrBoxEffectsLeft       = text.M2[string, int]{Key: "err.box.effects_left", Count: 2}
	ErrBoxTooLong           = text.M2[int, int]{Key: "err.box.too_long"}
	FieldStrip              = text.M0{Key: "field.strip"}
	FieldStripSlot          = text.M1[int]{Key: "field.strip_slot"}
	FieldOrderCard          = text.M1[int]{Key: "field.order_card"}
	FieldBoat               = text.M1[int]{Key: "field.boat"}
	FieldExtensions         = text.M0{Key: "field.extensions"}
	FieldTile               = text.M1[int]{Key: "field.tile"}
	FieldRole               = text.M1[string]{Key: "field.role"}
)
