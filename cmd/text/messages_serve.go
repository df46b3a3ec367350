package text

// The messages of `altiplano score --serve`: the phones' pages and what the
// host's terminal says while the players answer. The texts are in
// locales/<lang>.txt under the same keys.
var (
	HelpFlagServe  = M0{key: "help.flag.serve"}
	HelpFlagListen = M0{key: "help.flag.listen"}
	HelpFlagIdle   = M0{key: "help.flag.idle"}

	// LangName is a language's name in itself, for the phone's switch.
	LangName        = M0{key: "lang.name"}
	ServeTitle      = M0{key: "serve.title"}
	ServeChooseSeat = M0{key: "serve.choose_seat"}
	ServeTaken      = M0{key: "serve.taken"}
	ServeSend       = M0{key: "serve.send"}
	ServeWaiting    = M0{key: "serve.waiting"}
	ServeResult     = M0{key: "serve.result"}
	ServeReview     = M0{key: "serve.review"}
	ServeImDone     = M0{key: "serve.im_done"}

	ServeAddress       = M1[string]{key: "serve.address"}
	ServeJoined        = M1[string]{key: "serve.joined"}
	ServeAt            = M2[string, string]{key: "serve.at"}
	ServeSeatDone      = M1[string]{key: "serve.seat_done"}
	ServeAllDone       = M0{key: "serve.all_done"}
	ServeIdle          = M2[int, string]{key: "serve.idle", count: 1}
	ServeClosed        = M0{key: "serve.closed"}
	ServeProblems      = M0{key: "serve.problems"}
	ServeReleased      = M1[string]{key: "serve.released"}
	ErrServeListen     = M1[string]{key: "err.serve_listen"}
	ErrServeIdle       = M1[int]{key: "err.serve_idle"}
	ErrServeOnly       = M1[string]{key: "err.serve_only"}
	ErrServeNames      = M0{key: "err.serve_names"}
	ErrServeNamesOnly  = M0{key: "err.serve_names_only"}
	HelpFlagServeNames = M0{key: "help.flag.serve_names"}
	WalkRecord         = M0{key: "walk.record"}
)

// What a phone reads: the seats page and the PIN that gives a seat back,
// the folded "before counting", the yes/no buttons, why an answer or a tap
// was not taken, what it waits for, and the result.
var (
	ServeBeforeCounting  = M0{key: "serve.before_counting"}
	ServeNotMe           = M0{key: "serve.not_me"}
	ServeYes             = M0{key: "serve.yes"}
	ServeNo              = M0{key: "serve.no"}
	ServeUseSuggestion   = M1[string]{key: "serve.use_suggestion"}
	ServePINLabel        = M0{key: "serve.pin_label"}
	ServePINSend         = M0{key: "serve.pin_send"}
	ServePINAsk          = M1[string]{key: "serve.pin_ask"}
	ServePINWrong        = M1[string]{key: "serve.pin_wrong"}
	ServePINLocked       = M1[string]{key: "serve.pin_locked"}
	ServeSeatJustTaken   = M1[string]{key: "serve.seat_just_taken"}
	ServeFreedByHost     = M1[string]{key: "serve.freed_by_host"}
	ServeTakenByPIN      = M1[string]{key: "serve.taken_by_pin"}
	ServeLeft            = M1[string]{key: "serve.left"}
	ServeBack            = M0{key: "serve.back"}
	ServeNotTakenChanged = M1[string]{key: "serve.not_taken_changed"}
	ServeNotTakenByHost  = M1[string]{key: "serve.not_taken_by_host"}
	ServeNotTakenLong    = M1[int]{key: "serve.not_taken_long"}
	ServeHostAnswered    = M2[string, string]{key: "serve.host_answered"}
	ServeHostChose       = M1[string]{key: "serve.host_chose"}
	ServeScoringNow      = M0{key: "serve.scoring_now"}
	ServeEveryoneDone    = M0{key: "serve.everyone_done"}
	ServeWaitHost        = M1[string]{key: "serve.wait_host"}
	ServeWaitHostUnnamed = M0{key: "serve.wait_host_unnamed"}
	ServeDoneWaitingFor  = M1[Text]{key: "serve.done_waiting_for"}
	ServeWholePad        = M0{key: "serve.whole_pad"}
)

// What the host reads: the seats with their PINs and the keys beside the
// code, what happened to an answer typed for a seat, how long the result
// stays on the phones, a --listen that cannot be used, and what a resumed
// game is.
var (
	HelpFlagServeQR      = M0{key: "help.flag.serve_qr"}
	ServeSeatsHeader     = M0{key: "serve.seats_header"}
	ServeKeySeats        = M1[string]{key: "serve.key_seats"}
	ServeKeyFree         = M0{key: "serve.key_free"}
	ServeKeyQR           = M0{key: "serve.key_qr"}
	ServeKeyTable        = M0{key: "serve.key_table"}
	ServeKeyScore        = M0{key: "serve.key_score"}
	ServeKeyStop         = M0{key: "serve.key_stop"}
	ServeKeySecret       = M0{key: "serve.key_secret"}
	ServeNotJoined       = M0{key: "serve.not_joined"}
	ServePhoneAnswered   = M1[string]{key: "serve.phone_answered"}
	ServeAnsweringFor    = M1[string]{key: "serve.answering_for"}
	ServeAnsweredOnPhone = M1[string]{key: "serve.answered_on_phone"}
	ServeHostNotTaken    = M1[string]{key: "serve.host_not_taken"}
	ServeResultStays     = M1[int]{key: "serve.result_stays", count: 1}
	// ServeResultStaysNoTerminal is ServeResultStays for a host without a
	// terminal: only a signal closes it.
	ServeResultStaysNoTerminal = M1[int]{key: "serve.result_stays_no_terminal", count: 1}
	ServeLeftPhone             = M1[string]{key: "serve.left_phone"}
	ServeTakenBack             = M1[string]{key: "serve.taken_back"}
	ServeWaitingOnHost         = M0{key: "serve.waiting_on_host"}

	ErrServeListenSyntax  = M1[string]{key: "err.serve_listen_syntax"}
	ErrServeListenInUse   = M1[string]{key: "err.serve_listen_in_use"}
	ErrServeListenNotHere = M1[string]{key: "err.serve_listen_not_here"}
	ErrServeListenDenied  = M1[string]{key: "err.serve_listen_denied"}
	ErrDraftFoundScripted = M2[string, string]{key: "err.draft_found_scripted"}

	ResumeWhat      = M2[Text, string]{key: "resume.what"}
	ResumeSeat      = M3[string, int, int]{key: "resume.seat"}
	ResumeHistory   = M1[string]{key: "resume.history"}
	ResumeNoHistory = M0{key: "resume.no_history"}
	ResumeBox       = M1[string]{key: "resume.box"}
)
