package words

import "altiplano/cmd/text"

// Messages of scoring at the table: the input line, what each question
// means (shown once above its short input line), the counting checklist
// and corrections.
var (
	ExplainCoins     = text.M0{Key: "explain.coins"}
	ExplainGoods     = text.M0{Key: "explain.goods"}
	ExplainWarehouse = text.M0{Key: "explain.warehouse"}
	ExplainRow       = text.M0{Key: "explain.row"}
	ExplainBoats     = text.M0{Key: "explain.boats"}
	ExplainHouses    = text.M0{Key: "explain.houses"}
	ExplainOrders    = text.M0{Key: "explain.orders"}
	ExplainMissions  = text.M0{Key: "explain.missions"}
	BeforeChecklist  = text.M0{Key: "before.checklist"}
	// BeforeFoodCornDefault follows the checklist while the box profile
	// has not recorded what food and corn score.
	BeforeFoodCornDefault = text.M0{Key: "before.food_corn_default"}
	ErrProfileCloth       = text.M2[int, int]{Key: "err.profile.cloth"}
	ExampleScoreWalk      = text.M0{Key: "example.score_walk"}
	ExampleSetupSeat      = text.M0{Key: "example.setup_seat"}
	ExampleSetupCheck     = text.M0{Key: "example.setup_check"}
	// BoxMission4Impossible: the board's spaces in all, fewer than 20.
	BoxMission4Impossible = text.M1[int]{Key: "box.mission4_impossible"}
)

// A learned row size smaller than the row just typed.
var ErrEntryBoardRowShort = text.M2[int, int]{Key: "err.entry.board_row_short"}

// A "first to" mission listed by several phones, settled on the host.
var (
	ServeFirstToShared = text.M3[int, string, text.Text]{Key: "serve.first_to_shared"}
	AskFirstToHolder   = text.M1[int]{Key: "ask.first_to_holder"}
)

// The title of the phones' pages (`altiplano score --serve`).
var ServeTitle = text.M0{Key: "serve.title"}

// The variants of the walk-through's texts that a phone says (text.ForPhone):
// no Enter, no Tab, no y/n to type.
var (
	ExplainGoodsPhone    = text.M0{Key: "explain.goods@phone"}
	ExplainHousesPhone   = text.M0{Key: "explain.houses@phone"}
	ExplainMissionsPhone = text.M0{Key: "explain.missions@phone"}
	ExplainOrdersPhone   = text.M0{Key: "explain.orders@phone"}
	ExplainRowPhone      = text.M0{Key: "explain.row@phone"}
	// The setup form of a phone (the offline page): its words name no
	// flag, and a choice's values are its buttons.
	HelpFlagNamesPhone      = text.M0{Key: "help.flag.names@phone"}
	HelpFlagRolesPhone      = text.M0{Key: "help.flag.roles@phone"}
	HelpFlagStartPhone      = text.M0{Key: "help.flag.start@phone"}
	CompleteStartFirstPhone = text.M0{Key: "complete.start.first@phone"}
	ExplainWarehousePhone   = text.M0{Key: "explain.warehouse@phone"}
	HintBoardRowPhone       = text.M1[int]{Key: "hint.board_row@phone"}
	AskFirstToPhone         = text.M1[int]{Key: "ask.first_to@phone"}
	AskCornStorePhone       = text.M0{Key: "ask.corn_store@phone"}
	AskCheckGoodsPhone      = text.M0{Key: "ask.check_goods@phone"}
	AskCheckGoodPhone       = text.M0{Key: "ask.check_good@phone"}
	AskGoodVPPhone          = text.M2[string, string]{Key: "ask.good_vp@phone"}
)

// AskPlayersFromCode explains the players' question when a setup code
// without names seats the table: how many, and in which order.
var AskPlayersFromCode = text.M1[int]{Key: "ask.players_from_code", Count: 1}
