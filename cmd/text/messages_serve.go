package text

// The messages of `altiplano score --serve`: the phones' pages and what the
// host's terminal says while the players answer. The texts are in
// locales/<lang>.txt under the same keys.
var (
	HelpFlagServe  = M0{key: "help.flag.serve"}
	HelpFlagListen = M0{key: "help.flag.listen"}
	HelpFlagIdle   = M0{key: "help.flag.idle"}

	// LangName is a language's name in itself, for the phone's switch.
	LangName         = M0{key: "lang.name"}
	ServeTitle       = M0{key: "serve.title"}
	ServeChooseSeat  = M0{key: "serve.choose_seat"}
	ServeTaken       = M0{key: "serve.taken"}
	ServeSend        = M0{key: "serve.send"}
	ServeWaiting     = M0{key: "serve.waiting"}
	ServeDoneWaiting = M0{key: "serve.done_waiting"}
	ServeResult      = M0{key: "serve.result"}
	ServeReview      = M0{key: "serve.review"}
	ServeImDone      = M0{key: "serve.im_done"}

	ServeAddress       = M1[string]{key: "serve.address"}
	ServeSecret        = M0{key: "serve.secret"}
	ServeJoined        = M1[string]{key: "serve.joined"}
	ServeAt            = M2[string, string]{key: "serve.at"}
	ServeSeatDone      = M1[string]{key: "serve.seat_done"}
	ServeAllDone       = M0{key: "serve.all_done"}
	ServeIdle          = M2[int, string]{key: "serve.idle", count: 1}
	ServeClosed        = M0{key: "serve.closed"}
	ServeProblems      = M0{key: "serve.problems"}
	ServeHostHelp      = M0{key: "serve.host_help"}
	ServeReleased      = M1[string]{key: "serve.released"}
	ErrServeListen     = M2[string, string]{key: "err.serve_listen"}
	ErrServeIdle       = M1[int]{key: "err.serve_idle"}
	ErrServeOnly       = M1[string]{key: "err.serve_only"}
	ErrServeNames      = M0{key: "err.serve_names"}
	ErrServeNamesOnly  = M0{key: "err.serve_names_only"}
	HelpFlagServeNames = M0{key: "help.flag.serve_names"}
	WalkRecord         = M0{key: "walk.record"}
)
