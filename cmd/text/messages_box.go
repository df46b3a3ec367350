package text

import "altiplano/rules/altiplano/catalog"

// The messages of `altiplano box`, with the types of their arguments. The
// texts are in locales/<lang>.txt under the same keys.

// The command, its subcommands and flags.
var (
	HelpBoxShort          = M0{key: "help.box.short"}
	HelpBoxLong           = M0{key: "help.box.long"}
	HelpBoxShowShort      = M0{key: "help.box.show.short"}
	HelpBoxCalibrateShort = M0{key: "help.box.calibrate.short"}
	HelpBoxCalibrateLong  = M0{key: "help.box.calibrate.long"}
	HelpBoxCheckShort     = M0{key: "help.box.check.short"}
	HelpBoxExportShort    = M0{key: "help.box.export.short"}
	HelpBoxImportShort    = M0{key: "help.box.import.short"}
	HelpBoxImportLong     = M0{key: "help.box.import.long"}
	HelpBoxPathShort      = M0{key: "help.box.path.short"}
	HelpFlagSection       = M2[string, string]{key: "help.flag.section"}
	HelpFlagYesMerge      = M0{key: "help.flag.yes_merge"}
	HelpFlagReplace       = M0{key: "help.flag.replace"}
)

// sectionNames are the sections of the box, as a person finds them in it.
var sectionNames = map[catalog.Section]M0{
	catalog.GoodsSection:      M0{key: "box.section.goods"},
	catalog.WarehouseSection:  M0{key: "box.section.warehouse"},
	catalog.MissionsSection:   M0{key: "box.section.missions"},
	catalog.StripSection:      M0{key: "box.section.strip"},
	catalog.OrdersSection:     M0{key: "box.section.orders"},
	catalog.HousesSection:     M0{key: "box.section.houses"},
	catalog.BoatsSection:      M0{key: "box.section.boats"},
	catalog.ExtensionsSection: M0{key: "box.section.extensions"},
	catalog.RolesSection:      M0{key: "box.section.roles"},
}

// Section is a section's name.
func (p Printer) Section(s catalog.Section) string { return name(p, sectionNames, s, string(s)) }

// SectionName is a section's name as a message argument.
func SectionName(s catalog.Section) Text {
	if m, ok := sectionNames[s]; ok {
		return m.T()
	}
	return Text{key: string(s)}
}

// What the box profile records, and where it is.
var (
	BoxProgress        = M3[Text, int, int]{key: "box.progress"}
	BoxFromFlag        = M0{key: "box.from.flag"}
	BoxFromEnv         = M0{key: "box.from.env"}
	BoxFromConfig      = M0{key: "box.from.config"}
	BoxFromDefault     = M0{key: "box.from.default"}
	BoxProfileAt       = M2[string, Text]{key: "box.profile_at"}
	BoxProfileNone     = M2[string, Text]{key: "box.profile_none"}
	BoxPathMissing     = M0{key: "box.path_missing"}
	BoxNotRecorded     = M0{key: "box.not_recorded"}
	BoxScoringComplete = M0{key: "box.scoring_complete"}
	BoxScoringNeeds    = M1[Text]{key: "box.scoring_needs"}
	HeadCard           = M0{key: "head.card"}
	BoxItemRow         = M1[int]{key: "box.item.row"}
	BoxItemMoreRows    = M0{key: "box.item.more_rows"}
	BoxItemSlot        = M1[int]{key: "box.item.slot"}
	BoxItemCard        = M1[int]{key: "box.item.card"}
	BoxItemTile        = M1[int]{key: "box.item.tile"}
	BoxValueVP         = M1[int]{key: "box.value.vp"}
	BoxValueSpaces     = M1[int]{key: "box.value.spaces", count: 1}
	BoxValueCost       = M1[int]{key: "box.value.cost"}
	BoxValueRole       = M2[int, int]{key: "box.value.role"}
)

// The calibration walk-through.
var (
	BoxCalibrateIntro    = M1[string]{key: "box.calibrate.intro"}
	BoxCalibrateContinue = M1[string]{key: "box.calibrate.continue"}
	BoxCalibrateAlready  = M1[Text]{key: "box.calibrate.already"}
	BoxCalibrateComplete = M2[Text, string]{key: "box.calibrate.complete"}
	BoxCalibrateSkipped  = M1[Text]{key: "box.calibrate.skipped"}
	BoxCalibrateFinished = M0{key: "box.calibrate.finished"}

	BoxHintGoods      = M0{key: "box.hint.goods"}
	BoxHintWarehouse  = M0{key: "box.hint.warehouse"}
	BoxHintMissions   = M0{key: "box.hint.missions"}
	BoxHintStrip      = M0{key: "box.hint.strip"}
	BoxHintOrders     = M0{key: "box.hint.orders"}
	BoxHintHouses     = M0{key: "box.hint.houses"}
	BoxHintBoats      = M0{key: "box.hint.boats"}
	BoxHintExtensions = M0{key: "box.hint.extensions"}
	BoxHintRoles      = M0{key: "box.hint.roles"}

	AskBoxTier     = M1[int]{key: "ask.box.tier"}
	AskBoxTierLast = M2[int, string]{key: "ask.box.tier_last"}
	AskBoxLeft     = M0{key: "ask.box.left"}
	AskBoxRight    = M0{key: "ask.box.right"}
	AskBoxMissions = M0{key: "ask.box.missions"}
	AskBoxStrip    = M0{key: "ask.box.strip"}
	AskBoxOrder    = M2[int, int]{key: "ask.box.order"}
	AskBoxHouses   = M0{key: "ask.box.houses"}
	AskBoxBoats    = M0{key: "ask.box.boats"}
	AskBoxTile     = M2[int, int]{key: "ask.box.tile"}
	AskBoxRole     = M1[string]{key: "ask.box.role"}
	AskBoxMore     = M0{key: "ask.box.more"}

	StoppedBox          = M1[string]{key: "stopped.box"}
	ErrBoxNeedsTerminal = M0{key: "err.box.needs_terminal"}
	ErrBoxDraftBusy     = M0{key: "err.box.draft_busy"}
	ErrBoxSection       = M2[string, string]{key: "err.box.section"}
)

// Checking, exporting and importing a profile.
var (
	BoxCheckValid        = M1[string]{key: "box.check.valid"}
	BoxExportHeader      = M0{key: "box.export.header"}
	BoxExportComplete    = M1[Text]{key: "box.export.complete"}
	BoxWritten           = M1[string]{key: "box.written"}
	ErrBoxNone           = M1[string]{key: "err.box.none"}
	ErrBoxReadBack       = M0{key: "err.box.read_back"}
	ErrBoxImportFile     = M0{key: "err.box.import_file"}
	ErrBoxConfirm        = M0{key: "err.box.confirm"}
	BoxImportChanges     = M2[string, string]{key: "box.import.changes"}
	BoxImportNothing     = M1[string]{key: "box.import.nothing"}
	BoxImportAlsoRemoves = M1[Text]{key: "box.import.also_removes"}
	BoxImportChoose      = M0{key: "box.import.choose"}
	BoxImportCancelled   = M0{key: "box.import.cancelled"}
	ChooseBoxMerge       = M0{key: "choose.box.merge"}
	ChooseBoxReplace     = M0{key: "choose.box.replace"}
	ChooseBoxCancel      = M0{key: "choose.box.cancel"}
	AskBoxReplace        = M0{key: "ask.box.replace"}
)

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
	ErrBoxTooLong           = M2[int, int]{key: "err.box.too_long"}

	FieldStrip      = M0{key: "field.strip"}
	FieldStripSlot  = M1[int]{key: "field.strip_slot"}
	FieldOrderCard  = M1[int]{key: "field.order_card"}
	FieldBoat       = M1[int]{key: "field.boat"}
	FieldExtensions = M0{key: "field.extensions"}
	FieldTile       = M1[int]{key: "field.tile"}
	FieldRole       = M1[string]{key: "field.role"}
)
