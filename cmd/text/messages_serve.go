package text

// The messages of `altiplano score --serve`: the phones' pages and what the
// host's terminal says while the players answer. The texts are in
// locales/<lang>.txt under the same keys.
var (
	HelpFlagServe  = M0{Key: "help.flag.serve"}
	HelpFlagListen = M0{Key: "help.flag.listen"}
	HelpFlagIdle   = M0{Key: "help.flag.idle"}

	// LangName is a language's name in itself, for the phone's switch.
	LangName         = M0{Key: "lang.name"}
	ServeChooseSeat  = M0{Key: "serve.choose_seat"}
	ServeTaken       = M0{Key: "serve.taken"}
	ServeSend        = M0{Key: "serve.send"}
	ServeWaiting     = M0{Key: "serve.waiting"}
	ServeDoneWaiting = M0{Key: "serve.done_waiting"}
	ServeResult      = M0{Key: "serve.result"}
	ServeReview      = M0{Key: "serve.review"}
	ServeImDone      = M0{Key: "serve.im_done"}

	ServeAddress       = M1[string]{Key: "serve.address"}
	ServeSecret        = M0{Key: "serve.secret"}
	ServeJoined        = M1[string]{Key: "serve.joined"}
	ServeAt            = M2[string, string]{Key: "serve.at"}
	ServeSeatDone      = M1[string]{Key: "serve.seat_done"}
	ServeAllDone       = M0{Key: "serve.all_done"}
	ServeIdle          = M2[int, string]{Key: "serve.idle", Count: 1}
	ServeClosed        = M0{Key: "serve.closed"}
	ServeProblems      = M0{Key: "serve.problems"}
	ServeHostHelp      = M0{Key: "serve.host_help"}
	ServeReleased      = M1[string]{Key: "serve.released"}
	ErrServeListen     = M2[string, string]{Key: "err.serve_listen"}
	ErrServeIdle       = M1[int]{Key: "err.serve_idle"}
	ErrServeOnly       = M1[string]{Key: "err.serve_only"}
	ErrServeNames      = M0{Key: "err.serve_names"}
	ErrServeNamesOnly  = M0{Key: "err.serve_names_only"}
	HelpFlagServeNames = M0{Key: "help.flag.serve_names"}
	WalkRecord         = M0{Key: "walk.record"}
)

// What the host of `score --serve` reads under the address when the phones
// may not reach it: the system would not list its networks (Android), or
// no network address was found. Both say to pass --listen.
var (
	ServeAddressRouted = M0{Key: "serve.address_routed"}
	ServeAddressNone   = M0{Key: "serve.address_none"}
)

// The host's progress line for a seat reviewing its answers, in the host's
// language ("Ana → reviewing their answers").
var ServeAtReview = M0{Key: "serve.at_review"}
