package text

// Messages of scoring at the table: the input line, what each question
// means (shown once above its short input line), the counting checklist
// and corrections.
var (
	PromptLine       = M1[string]{key: "prompt.line"}
	PadMissionsJoin  = M2[string, string]{key: "pad.missions_join"}
	PromptEditHint   = M0{key: "prompt.edit_hint"}
	ExplainCoins     = M0{key: "explain.coins"}
	ExplainGoods     = M0{key: "explain.goods"}
	ExplainWarehouse = M0{key: "explain.warehouse"}
	ExplainRow       = M0{key: "explain.row"}
	ExplainBoats     = M0{key: "explain.boats"}
	ExplainHouses    = M0{key: "explain.houses"}
	ExplainOrders    = M0{key: "explain.orders"}
	ExplainMissions  = M0{key: "explain.missions"}
	BeforeChecklist  = M0{key: "before.checklist"}
	SuggestGood      = M2[string, string]{key: "suggest.good"}
	ReviewJumpHelp   = M0{key: "review.jump_help"}
	ReviewBadJump    = M1[string]{key: "review.bad_jump"}
	ReviewWhichLine  = M1[string]{key: "review.which_line"}
	ReviewLearned    = M0{key: "review.learned"}
	ErrProfileCloth  = M2[int, int]{key: "err.profile.cloth"}
	// Usage lines and examples of --help.
	UsageFlagsWord      = M0{key: "usage.word.flags"}
	UsageCommandWord    = M0{key: "usage.word.command"}
	UsageArgFile        = M0{key: "usage.arg.file"}
	UsageArgID          = M0{key: "usage.arg.id"}
	ExampleScoreWalk    = M0{key: "example.score_walk"}
	ExampleSetupSeat    = M0{key: "example.setup_seat"}
	ExampleSetupCheck   = M0{key: "example.setup_check"}
	ExampleBoxCalibrate = M0{key: "example.box_calibrate"}
	// BoxMission4Impossible: the board's spaces in all, fewer than 20.
	BoxMission4Impossible = M1[int]{key: "box.mission4_impossible"}
)
