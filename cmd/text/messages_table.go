package text

// Messages of scoring at the table: the input line, what each question
// means (shown once above its short input line), the counting checklist
// and corrections.
var (
	PromptLine       = M1[string]{Key: "prompt.line"}
	PadMissionsJoin  = M2[string, string]{Key: "pad.missions_join"}
	PromptEditHint   = M0{Key: "prompt.edit_hint"}
	ExplainCoins     = M0{Key: "explain.coins"}
	ExplainGoods     = M0{Key: "explain.goods"}
	ExplainWarehouse = M0{Key: "explain.warehouse"}
	ExplainRow       = M0{Key: "explain.row"}
	ExplainBoats     = M0{Key: "explain.boats"}
	ExplainHouses    = M0{Key: "explain.houses"}
	ExplainOrders    = M0{Key: "explain.orders"}
	ExplainMissions  = M0{Key: "explain.missions"}
	BeforeChecklist  = M0{Key: "before.checklist"}
	SuggestGood      = M2[string, string]{Key: "suggest.good"}
	ReviewJumpHelp   = M0{Key: "review.jump_help"}
	ReviewBadJump    = M1[string]{Key: "review.bad_jump"}
	ReviewWhichLine  = M1[string]{Key: "review.which_line"}
	ReviewLearned    = M0{Key: "review.learned"}
	ErrProfileCloth  = M2[int, int]{Key: "err.profile.cloth"}
	// Usage lines and examples of --help.
	UsageFlagsWord      = M0{Key: "usage.word.flags"}
	UsageCommandWord    = M0{Key: "usage.word.command"}
	UsageArgFile        = M0{Key: "usage.arg.file"}
	UsageArgID          = M0{Key: "usage.arg.id"}
	ExampleScoreWalk    = M0{Key: "example.score_walk"}
	ExampleSetupSeat    = M0{Key: "example.setup_seat"}
	ExampleSetupCheck   = M0{Key: "example.setup_check"}
	ExampleBoxCalibrate = M0{Key: "example.box_calibrate"}
	// BoxMission4Impossible: the board's spaces in all, fewer than 20.
	BoxMission4Impossible = M1[int]{Key: "box.mission4_impossible"}
)
