package text

import "altiplano/rules/altiplano/catalog"

// The messages of `altiplano box`, with the types of their arguments. The
// texts are in locales/<lang>.txt under the same keys.

// The command, its subcommands and flags.
var (
	HelpBoxShort          = M0{Key: "help.box.short"}
	HelpBoxLong           = M0{Key: "help.box.long"}
	HelpBoxShowShort      = M0{Key: "help.box.show.short"}
	HelpBoxCalibrateShort = M0{Key: "help.box.calibrate.short"}
	HelpBoxCalibrateLong  = M0{Key: "help.box.calibrate.long"}
	HelpBoxCheckShort     = M0{Key: "help.box.check.short"}
	HelpBoxExportShort    = M0{Key: "help.box.export.short"}
	HelpBoxImportShort    = M0{Key: "help.box.import.short"}
	HelpBoxImportLong     = M0{Key: "help.box.import.long"}
	HelpBoxPathShort      = M0{Key: "help.box.path.short"}
	HelpFlagSection       = M2[string, string]{Key: "help.flag.section"}
	HelpFlagYesMerge      = M0{Key: "help.flag.yes_merge"}
	HelpFlagReplace       = M0{Key: "help.flag.replace"}
)

// sectionNames are the sections of the box, as a person finds them in it.
var sectionNames = map[catalog.Section]M0{
	catalog.GoodsSection:      M0{Key: "box.section.goods"},
	catalog.WarehouseSection:  M0{Key: "box.section.warehouse"},
	catalog.MissionsSection:   M0{Key: "box.section.missions"},
	catalog.StripSection:      M0{Key: "box.section.strip"},
	catalog.OrdersSection:     M0{Key: "box.section.orders"},
	catalog.HousesSection:     M0{Key: "box.section.houses"},
	catalog.BoatsSection:      M0{Key: "box.section.boats"},
	catalog.ExtensionsSection: M0{Key: "box.section.extensions"},
	catalog.RolesSection:      M0{Key: "box.section.roles"},
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
	BoxProgress        = M3[Text, int, int]{Key: "box.progress"}
	BoxFromFlag        = M0{Key: "box.from.flag"}
	BoxFromEnv         = M0{Key: "box.from.env"}
	BoxFromConfig      = M0{Key: "box.from.config"}
	BoxFromDefault     = M0{Key: "box.from.default"}
	BoxProfileAt       = M2[string, Text]{Key: "box.profile_at"}
	BoxProfileNone     = M2[string, Text]{Key: "box.profile_none"}
	BoxPathMissing     = M0{Key: "box.path_missing"}
	BoxNotRecorded     = M0{Key: "box.not_recorded"}
	BoxScoringComplete = M0{Key: "box.scoring_complete"}
	BoxScoringNeeds    = M1[Text]{Key: "box.scoring_needs"}
	HeadCard           = M0{Key: "head.card"}
	BoxItemRow         = M1[int]{Key: "box.item.row"}
	BoxItemMoreRows    = M0{Key: "box.item.more_rows"}
	BoxItemSlot        = M1[int]{Key: "box.item.slot"}
	BoxItemCard        = M1[int]{Key: "box.item.card"}
	BoxItemTile        = M1[int]{Key: "box.item.tile"}
	BoxValueVP         = M1[int]{Key: "box.value.vp"}
	BoxValueSpaces     = M1[int]{Key: "box.value.spaces", Count: 1}
	BoxValueCost       = M1[int]{Key: "box.value.cost"}
	BoxValueRole       = M2[int, int]{Key: "box.value.role"}
)

// The calibration walk-through.
var (
	BoxCalibrateIntro    = M1[string]{Key: "box.calibrate.intro"}
	BoxCalibrateContinue = M1[string]{Key: "box.calibrate.continue"}
	BoxCalibrateAlready  = M1[Text]{Key: "box.calibrate.already"}
	BoxCalibrateComplete = M2[Text, string]{Key: "box.calibrate.complete"}
	BoxCalibrateSkipped  = M1[Text]{Key: "box.calibrate.skipped"}
	BoxCalibrateFinished = M0{Key: "box.calibrate.finished"}

	BoxHintGoods      = M0{Key: "box.hint.goods"}
	BoxHintWarehouse  = M0{Key: "box.hint.warehouse"}
	BoxHintMissions   = M0{Key: "box.hint.missions"}
	BoxHintStrip      = M0{Key: "box.hint.strip"}
	BoxHintOrders     = M0{Key: "box.hint.orders"}
	BoxHintHouses     = M0{Key: "box.hint.houses"}
	BoxHintBoats      = M0{Key: "box.hint.boats"}
	BoxHintExtensions = M0{Key: "box.hint.extensions"}
	BoxHintRoles      = M0{Key: "box.hint.roles"}

	AskBoxTier     = M1[int]{Key: "ask.box.tier"}
	AskBoxTierLast = M2[int, string]{Key: "ask.box.tier_last"}
	AskBoxLeft     = M0{Key: "ask.box.left"}
	AskBoxRight    = M0{Key: "ask.box.right"}
	AskBoxMissions = M0{Key: "ask.box.missions"}
	AskBoxStrip    = M0{Key: "ask.box.strip"}
	AskBoxOrder    = M2[int, int]{Key: "ask.box.order"}
	AskBoxHouses   = M0{Key: "ask.box.houses"}
	AskBoxBoats    = M0{Key: "ask.box.boats"}
	AskBoxTile     = M2[int, int]{Key: "ask.box.tile"}
	AskBoxRole     = M1[string]{Key: "ask.box.role"}
	AskBoxMore     = M0{Key: "ask.box.more"}

	StoppedBox          = M1[string]{Key: "stopped.box"}
	ErrBoxNeedsTerminal = M0{Key: "err.box.needs_terminal"}
	ErrBoxDraftBusy     = M0{Key: "err.box.draft_busy"}
	ErrBoxSection       = M2[string, string]{Key: "err.box.section"}
)

// Checking, exporting and importing a profile.
var (
	BoxCheckValid        = M1[string]{Key: "box.check.valid"}
	BoxExportHeader      = M0{Key: "box.export.header"}
	BoxExportComplete    = M1[Text]{Key: "box.export.complete"}
	BoxWritten           = M1[string]{Key: "box.written"}
	ErrBoxNone           = M1[string]{Key: "err.box.none"}
	ErrBoxReadBack       = M0{Key: "err.box.read_back"}
	ErrBoxImportFile     = M0{Key: "err.box.import_file"}
	ErrBoxConfirm        = M0{Key: "err.box.confirm"}
	BoxImportChanges     = M2[string, string]{Key: "box.import.changes"}
	BoxImportNothing     = M1[string]{Key: "box.import.nothing"}
	BoxImportAlsoRemoves = M1[Text]{Key: "box.import.also_removes"}
	BoxImportChoose      = M0{Key: "box.import.choose"}
	BoxImportCancelled   = M0{Key: "box.import.cancelled"}
	ChooseBoxMerge       = M0{Key: "choose.box.merge"}
	ChooseBoxReplace     = M0{Key: "choose.box.replace"}
	ChooseBoxCancel      = M0{Key: "choose.box.cancel"}
	AskBoxReplace        = M0{Key: "ask.box.replace"}
)

// Problems with a calibration answer or a profile, and where they are.
var (
	ErrProfileStripRulebook = M2[int, int]{Key: "err.profile.strip_rulebook"}
	ErrBoxRowPair           = M1[string]{Key: "err.box.row_pair"}
	ErrBoxGoodPlaced        = M2[string, int]{Key: "err.box.good_placed"}
	ErrBoxGoodsLeft         = M1[string]{Key: "err.box.goods_left"}
	ErrBoxOrderCard         = M1[string]{Key: "err.box.order_card"}
	ErrBoxTile              = M1[string]{Key: "err.box.tile"}
	ErrBoxRole              = M1[string]{Key: "err.box.role"}
	ErrBoxEffectsLeft       = M2[string, int]{Key: "err.box.effects_left", Count: 2}
	ErrBoxTooLong           = M2[int, int]{Key: "err.box.too_long"}

	FieldStrip      = M0{Key: "field.strip"}
	FieldStripSlot  = M1[int]{Key: "field.strip_slot"}
	FieldOrderCard  = M1[int]{Key: "field.order_card"}
	FieldBoat       = M1[int]{Key: "field.boat"}
	FieldExtensions = M0{Key: "field.extensions"}
	FieldTile       = M1[int]{Key: "field.tile"}
	FieldRole       = M1[string]{Key: "field.role"}
)
