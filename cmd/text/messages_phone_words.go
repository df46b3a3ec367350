package text

// On a phone there is no Enter, no Tab and no y/n to type: a phone's
// printer (ForPhone) says these messages in a phone's words instead, under
// the same key with "@phone" after it. Each variant takes exactly the
// arguments of the message it stands for (the tests check).
var (
	ExplainGoodsPhone         = M0{key: "explain.goods@phone"}
	ExplainHousesPhone        = M0{key: "explain.houses@phone"}
	ExplainMissionsPhone      = M0{key: "explain.missions@phone"}
	ExplainOrdersPhone        = M0{key: "explain.orders@phone"}
	ExplainRowPhone           = M0{key: "explain.row@phone"}
	ExplainWarehousePhone     = M0{key: "explain.warehouse@phone"}
	HintBoardRowPhone         = M1[int]{key: "hint.board_row@phone"}
	AskFirstToPhone           = M1[int]{key: "ask.first_to@phone"}
	AskCheckGoodsPhone        = M0{key: "ask.check_goods@phone"}
	AskGoodVPPhone            = M2[string, string]{key: "ask.good_vp@phone"}
	HintCalibratePhone        = M0{key: "hint.calibrate@phone"}
	SuggestGoodPhone          = M2[string, string]{key: "suggest.good@phone"}
	AlpakaExplainMarketPhone  = M0{key: "alpaka.explain.market@phone"}
	AlpakaExplainUnicornPhone = M0{key: "alpaka.explain.unicorn@phone"}
)
