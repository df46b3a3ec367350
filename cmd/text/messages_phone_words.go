package text

// On a phone there is no Enter, no Tab and no y/n to type: a phone's
// printer (ForPhone) says these messages in a phone's words instead, under
// the same key with "@phone" after it. Each variant takes exactly the
// arguments of the message it stands for (the tests check); a game's
// variants are declared with its words.
var (
	HintCalibratePhone = M0{Key: "hint.calibrate@phone"}
	SuggestGoodPhone   = M2[string, string]{Key: "suggest.good@phone"}
	HintSkipPhone      = M0{Key: "hint.skip@phone"}
)
