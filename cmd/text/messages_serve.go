package text

// The messages of `altiplano score --serve`: the phones' pages and what the
// host's terminal says while the players answer. The texts are in
// locales/<lang>.txt under the same keys.
var (
	HelpFlagServe  = M0{Key: "help.flag.serve"}
	HelpFlagListen = M0{Key: "help.flag.listen"}
	HelpFlagIdle   = M0{Key: "help.flag.idle"}

	// LangName is a language's name in itself, for the phone's switch.
	LangName        = M0{Key: "lang.name"}
	ServeChooseSeat = M0{Key: "serve.choose_seat"}
	ServeTaken      = M0{Key: "serve.taken"}
	ServeSend       = M0{Key: "serve.send"}
	ServeWaiting    = M0{Key: "serve.waiting"}
	ServeResult     = M0{Key: "serve.result"}
	ServeReview     = M0{Key: "serve.review"}
	// ServeReviewDone is the review of a player who said they are done.
	ServeReviewDone = M0{Key: "serve.review_done"}
	ServeImDone     = M0{Key: "serve.im_done"}
	// ServeReviewHost and ServeReviewHostDone are a player's review on the
	// host's terminal, answering for them: typed, not tapped.
	ServeReviewHost     = M1[string]{Key: "serve.review_host"}
	ServeReviewHostDone = M1[string]{Key: "serve.review_host_done"}
	// ServeReviewRedrawn is said above a phone's review drawn again: the
	// table changed under it. ServeReviewNotTaken: a choice made on it
	// before it was drawn again.
	ServeReviewRedrawn  = M0{Key: "serve.review_redrawn"}
	ServeReviewNotTaken = M0{Key: "serve.review_not_taken"}

	ServeAddress      = M1[string]{Key: "serve.address"}
	ServeJoined       = M1[string]{Key: "serve.joined"}
	ServeAt           = M2[string, string]{Key: "serve.at"}
	ServeSeatDone     = M1[string]{Key: "serve.seat_done"}
	ServeAllDone      = M0{Key: "serve.all_done"}
	ServeIdle         = M2[int, string]{Key: "serve.idle", Count: 1}
	ServeClosed       = M0{Key: "serve.closed"}
	ServeProblems     = M0{Key: "serve.problems"}
	ServeReleased     = M1[string]{Key: "serve.released"}
	ErrServeListen    = M1[string]{Key: "err.serve_listen"}
	ErrServeIdle      = M1[int]{Key: "err.serve_idle"}
	ErrServeOnly      = M1[string]{Key: "err.serve_only"}
	ErrServeNames     = M0{Key: "err.serve_names"}
	ErrServeNamesOnly = M0{Key: "err.serve_names_only"}
	// ErrServeSetup: without a terminal, the host's own questions (how the
	// game was set up) cannot be answered; ErrServeSetupOnly for a game
	// without setup codes.
	ErrServeSetup      = M0{Key: "err.serve_setup"}
	ErrServeSetupOnly  = M0{Key: "err.serve_setup_only"}
	HelpFlagServeNames = M0{Key: "help.flag.serve_names"}
	WalkRecord         = M0{Key: "walk.record"}
)

// What a phone reads: the seats page and the PIN that gives a seat back,
// the folded "before counting", the yes/no buttons, why an answer or a tap
// was not taken, what it waits for, and the result.
var (
	ServeBeforeCounting = M0{Key: "serve.before_counting"}
	ServeNotMe          = M0{Key: "serve.not_me"}
	ServeYes            = M0{Key: "serve.yes"}
	ServeNo             = M0{Key: "serve.no"}
	ServeUseSuggestion  = M1[string]{Key: "serve.use_suggestion"}
	ServePINLabel       = M0{Key: "serve.pin_label"}
	ServePINSend        = M0{Key: "serve.pin_send"}
	ServePINAsk         = M1[string]{Key: "serve.pin_ask"}
	ServePINWrong       = M1[string]{Key: "serve.pin_wrong"}
	// ServePINLocked and ServePINLockedSeconds say how long the seat's
	// PIN waits: minutes, or seconds under one.
	ServePINLocked        = M2[string, int]{Key: "serve.pin_locked", Count: 2}
	ServePINLockedSeconds = M2[string, int]{Key: "serve.pin_locked_seconds", Count: 2}
	ServeSeatJustTaken    = M1[string]{Key: "serve.seat_just_taken"}
	ServeFreedByHost      = M1[string]{Key: "serve.freed_by_host"}
	ServeTakenByPIN       = M1[string]{Key: "serve.taken_by_pin"}
	ServeLeft             = M1[string]{Key: "serve.left"}
	ServeBack             = M0{Key: "serve.back"}
	ServeNotTakenChanged  = M1[string]{Key: "serve.not_taken_changed"}
	ServeNotTakenByHost   = M1[string]{Key: "serve.not_taken_by_host"}
	ServeNotTakenLong     = M1[int]{Key: "serve.not_taken_long"}
	// ServeNotTakenNoSeat shows back what a phone typed when its seat had
	// gone meanwhile; ServeFormRefused, ServeTooMany and ServeHostFailed
	// are the other refusals of a request, each on a page.
	ServeNotTakenNoSeat = M1[string]{Key: "serve.not_taken_no_seat"}
	ServeFormRefused    = M0{Key: "serve.form_refused"}
	ServeTooMany        = M0{Key: "serve.too_many"}
	ServeHostFailed     = M0{Key: "serve.host_failed"}
	ServeHostAnswered   = M2[string, string]{Key: "serve.host_answered"}
	// ServeHostAnsweredNone: the host answered none (-).
	ServeHostAnsweredNone = M1[string]{Key: "serve.host_answered_none"}
	ServeHostChose        = M1[string]{Key: "serve.host_chose"}
	ServeScoringNow       = M0{Key: "serve.scoring_now"}
	ServeEveryoneDone     = M0{Key: "serve.everyone_done"}
	ServeWaitHost         = M1[string]{Key: "serve.wait_host"}
	ServeWaitHostUnnamed  = M0{Key: "serve.wait_host_unnamed"}
	ServeDoneWaitingFor   = M1[Text]{Key: "serve.done_waiting_for"}
	ServeWholePad         = M0{Key: "serve.whole_pad"}
	// ServeHostAway: a waiting phone cannot reach the host.
	ServeHostAway = M0{Key: "serve.host_away"}
	// ServeShareBox offers the box code under a result.
	ServeShareBox = M0{Key: "serve.share_box"}
)

// What the host reads: the seats with their PINs and the keys beside the
// code, what happened to an answer typed for a seat, how long the result
// stays on the phones, a --listen that cannot be used, and what a resumed
// game is.
var (
	HelpFlagServeQR      = M0{Key: "help.flag.serve_qr"}
	ServeSeatsHeader     = M0{Key: "serve.seats_header"}
	ServeKeySeats        = M1[string]{Key: "serve.key_seats"}
	ServeKeyFree         = M0{Key: "serve.key_free"}
	ServeKeyQR           = M0{Key: "serve.key_qr"}
	ServeKeyTable        = M0{Key: "serve.key_table"}
	ServeKeyScore        = M0{Key: "serve.key_score"}
	ServeKeyStop         = M0{Key: "serve.key_stop"}
	ServeKeySecret       = M0{Key: "serve.key_secret"}
	ServeNotJoined       = M0{Key: "serve.not_joined"}
	ServePhoneAnswered   = M1[string]{Key: "serve.phone_answered"}
	ServeAnsweringFor    = M1[string]{Key: "serve.answering_for"}
	ServeAnsweredOnPhone = M1[string]{Key: "serve.answered_on_phone"}
	ServeHostNotTaken    = M1[string]{Key: "serve.host_not_taken"}
	// ServeHostReviewRedrawn: the review the host chose from for a seat
	// was drawn again (the table changed); nothing was chosen.
	ServeHostReviewRedrawn = M1[string]{Key: "serve.host_review_redrawn"}
	// ServeNoneHint follows a question where - answers none; ErrServeChoice
	// refuses a line that names no item of a list.
	ServeNoneHint    = M0{Key: "serve.none_hint"}
	ErrServeChoice   = M2[int, string]{Key: "err.serve_choice"}
	ServeResultStays = M1[int]{Key: "serve.result_stays", Count: 1}
	// ServeResultStaysNoTerminal is ServeResultStays for a host without a
	// terminal: only a signal closes it.
	ServeResultStaysNoTerminal = M1[int]{Key: "serve.result_stays_no_terminal", Count: 1}
	ServeLeftPhone             = M1[string]{Key: "serve.left_phone"}
	ServeTakenBack             = M1[string]{Key: "serve.taken_back"}
	ServeWaitingOnHost         = M0{Key: "serve.waiting_on_host"}

	ErrServeListenSyntax  = M1[string]{Key: "err.serve_listen_syntax"}
	ErrServeListenInUse   = M1[string]{Key: "err.serve_listen_in_use"}
	ErrServeListenNotHere = M1[string]{Key: "err.serve_listen_not_here"}
	ErrServeListenDenied  = M1[string]{Key: "err.serve_listen_denied"}
	ErrDraftFoundScripted = M2[string, string]{Key: "err.draft_found_scripted"}

	ResumeWhat      = M2[Text, string]{Key: "resume.what"}
	ResumeSeat      = M2[string, int]{Key: "resume.seat", Count: 2}
	ResumeHistory   = M1[string]{Key: "resume.history"}
	ResumeNoHistory = M0{Key: "resume.no_history"}
	ResumeBox       = M1[string]{Key: "resume.box"}
)

// What the host reads when a phone's answer to the question it was
// answering for the seat was refused, when what it typed was not sent (its
// question changed under it), and when a seat's PIN is being guessed.
var (
	ServePhoneRefused    = M1[string]{Key: "serve.phone_refused"}
	ServeHostLineDropped = M2[string, string]{Key: "serve.host_line_dropped"}
	ServePINGuessed      = M2[string, int]{Key: "serve.pin_guessed", Count: 2}
)

// What the host of `score --serve` reads under the address when the phones
// may not reach it: the system would not list its networks (Android), or
// no network address was found. Both say to pass --listen.
var (
	ServeAddressRouted = M0{Key: "serve.address_routed"}
	ServeAddressNone   = M0{Key: "serve.address_none"}
	// ServeAddressSeveral: the machine has several addresses (%s: the
	// others) and the route picks none of them.
	ServeAddressSeveral = M1[string]{Key: "serve.address_several"}
)

// The host's progress line for a seat reviewing its answers, in the host's
// language ("Ana → reviewing their answers").
var ServeAtReview = M0{Key: "serve.at_review"}
