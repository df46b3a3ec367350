// Package phones is --serve of the score command every game shares: each
// player answers the walk-through on their own phone (cmd/serve's pages and
// seats), while the host's terminal shows who is where, asks the table's
// own questions and takes the host's keys. The program's root gives it to
// the score command (scoring.Phones); the engine links no web server and no
// terminal.
package phones

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"maps"
	"net"
	"os"
	"os/signal"
	"slices"
	"strconv"
	"strings"
	"sync"
	"time"

	"github.com/mattn/go-runewidth"

	"altiplano/cmd/cmdutil"
	"altiplano/cmd/drafts"
	"altiplano/cmd/iostreams"
	"altiplano/cmd/prompt"
	"altiplano/cmd/render"
	"altiplano/cmd/scoring"
	"altiplano/cmd/serve"
	"altiplano/cmd/text"
	"altiplano/cmd/walk"
	"altiplano/rules"
)

// With --serve every seat runs the walk-through's own steps in a goroutine
// of its own, asking through its phone. The seats share one table and one
// draft: a seat's walk holds the table's lock while it runs and lets go
// only while it waits for its phone, so one walk at a time reads or changes
// them, and every check sees the other players' answers as they are.
//
// The host's terminal is one line reader for the whole game (a
// serve.Console): the host's own questions (how long, where) are asked at
// once, while the phones answer, and every other line is a command. When
// every phone is done the game is scored with no keystroke on the host;
// only what the phones cannot settle (two players holding one card, a
// question only the host answers) waits for it, and the phones say so.

// Host serves a walk-through to the phones: scoring.Phones.
type Host struct {
	// BoxCode, when set, is the box code of the values the table scores
	// with, offered under the result to other tables; "" for none.
	BoxCode func() string
}

var _ scoring.Phones = Host{}

// Listen implements scoring.Phones.
func (Host) Listen(o *scoring.Options) (net.Listener, error) {
	if o.Listen == "" {
		return nil, nil
	}
	if err := serve.CheckListen(o.Listen); err != nil {
		return nil, listenError(err)
	}
	if o.Resume {
		return nil, nil // the draft says where it was served; said again, --listen wins then
	}
	ln, err := serve.Listen(o.Listen, "")
	if err != nil {
		return nil, listenError(err)
	}
	return ln, nil
}

// Serve implements scoring.Phones: seats the table, serves the phones until
// every seat is done, and scores. A start refused before anything was
// served leaves no draft behind.
func (host Host) Serve(o *scoring.Options, hw *walk.Walk, ln net.Listener) error {
	g := &game{o: o, boxCode: host.BoxCode}
	err := g.serve(hw, ln)
	g.discardUnserved(hw.Draft(), err)
	return err
}

// game is one served game: its options, and whether its server has started
// (the phones may hold its pages).
type game struct {
	o       *scoring.Options
	serving bool
	boxCode func() string
}

// serve runs a served game once the walk is made.
func (g *game) serve(hw *walk.Walk, ln net.Listener) error {
	o := g.o
	if err := hw.SeatFrom(o.Names); err != nil {
		if ln != nil {
			ln.Close()
		}
		return hostError(o, namesCounted(err), hw)
	}
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt)
	defer stop()
	return g.serveGame(ctx, hw, ln)
}

// listenError says in words why --listen cannot be used.
func listenError(err error) error {
	var le *serve.ListenError
	if errors.As(err, &le) {
		return cmdutil.Input(le.Reason)
	}
	return cmdutil.Input(text.ErrServeListen.T(""))
}

// namesCounted says a count of players refused for names given with
// --names as a count of names: a game that checks names as its record's
// players would otherwise speak of a record the user never wrote.
func namesCounted(err error) error {
	var pr *rules.Problem
	if !errors.As(err, &pr) || pr.Max == 0 || (pr.N >= pr.Min && pr.N <= pr.Max) {
		return err
	}
	named := *pr
	named.Kind = rules.NamesCount
	return &named
}

// hostError says why the host stopped: a question only a terminal could
// answer, or an interruption (the answers stay in the draft).
func hostError(o *scoring.Options, err error, hw *walk.Walk) error {
	switch {
	case errors.Is(err, prompt.ErrNoTerminal):
		if len(hw.Table().Seats()) == 0 {
			if o.Game.Help(o.Printer).Code == "" {
				return cmdutil.Input(text.ErrServeNamesOnly.T())
			}
			return cmdutil.Input(text.ErrServeNames.T())
		}
		return o.ServeNeedsTerminal()
	case errors.Is(err, prompt.ErrInterrupted), errors.Is(err, serve.ErrSkipped):
		return o.Stopped(hw.Draft(), true)
	}
	return err
}

// discardUnserved removes the draft of a start refused before its server
// served anything: made by this run from what it was given, it holds
// nothing a phone answered, and left behind it would stop the next run.
// An interruption keeps it, with what was typed, as always.
func (g *game) discardUnserved(d *drafts.Draft, err error) {
	var stopped *cmdutil.Stopped
	if err == nil || g.serving || g.o.Continued() || errors.As(err, &stopped) {
		return
	}
	_ = d.Discard()
}

// table is the lock the seats' walks take turns with.
type table struct {
	mu sync.Mutex
	// changed is told, as a walk lets go of the table having changed its
	// answers, to draw the other seats' reviews again (except: the seat
	// whose walk it was; -1 for the host's).
	changed func(except int)
	// draft holds every answer the walks gave; seen is its answers as
	// the last walk let go of them.
	draft *drafts.Draft
	seen  map[string]string
}

// unlock lets go of the table after a walk held it. Only a change says so:
// a review drawn again as it was changes nothing, and the walks do not
// wake each other in turn.
func (t *table) unlock(except int) {
	if t.changed != nil && !maps.Equal(t.seen, t.draft.File.Answers) {
		t.seen = maps.Clone(t.draft.File.Answers)
		t.changed(except)
	}
	t.mu.Unlock()
}

// hosting is a served game on its host.
type hosting struct {
	o       *scoring.Options
	hw      *walk.Walk
	srv     *serve.Server
	t       *table
	url     string
	console *serve.Console // nil without a terminal
	boxCode func() string  // see Host
}

// say prints lines on the host, between the host's own lines; a terminal
// wraps them (iostreams).
func (h *hosting) say(lines ...string) {
	if h.console != nil {
		h.console.Say(lines...)
		return
	}
	for _, l := range lines {
		fmt.Fprintln(h.o.ErrOut, l)
	}
}

// lockedAsk is the host's prompter: it lets go of the table while it waits
// for the host's line, so the phones go on meanwhile. onAsk, when set, is
// told before each question (the phones then say they wait for the host).
type lockedAsk struct {
	ask   prompt.Prompter
	t     *table
	onAsk func()
}

func (a lockedAsk) Ask(q prompt.Question) (string, error) {
	if a.onAsk != nil {
		a.onAsk()
	}
	a.t.unlock(-1)
	defer a.t.mu.Lock()
	return a.ask.Ask(q)
}

func (a lockedAsk) Choose(label string, items []string, cursor int) (int, error) {
	if a.onAsk != nil {
		a.onAsk()
	}
	a.t.unlock(-1)
	defer a.t.mu.Lock()
	return a.ask.Choose(label, items, cursor)
}

// serveGame serves the phones until the game is scored, ctx ends, or no
// request comes for --idle minutes.
func (g *game) serveGame(ctx context.Context, hw *walk.Walk, ln net.Listener) error {
	o := g.o
	d := hw.Draft()
	secret, fresh, err := serve.SecretFrom(d.Answer(serve.DraftSecret))
	if err != nil {
		return err
	}
	if fresh {
		if err := d.Set(serve.DraftSecret, secret); err != nil {
			return scoring.DraftWriteError(d, err)
		}
	}
	seats, freshPINs, err := serve.SeatsFrom(hw.Table().Seats(), d.Answer)
	if err != nil {
		return err
	}
	for _, i := range freshPINs {
		if err := d.Set(serve.DraftPIN(i), seats[i].PIN); err != nil {
			return scoring.DraftWriteError(d, err)
		}
	}
	if ln == nil {
		if ln, err = listen(o, d); err != nil {
			return err
		}
	}
	defer ln.Close()
	if err := d.Set(serve.DraftListen, ln.Addr().String()); err != nil {
		return scoring.DraftWriteError(d, err)
	}

	h := &hosting{o: o, hw: hw, t: &table{}, boxCode: g.boxCode}
	changed := make(chan struct{}, 1)
	hostName, _ := os.Hostname()
	h.srv = serve.New(serve.Config{Secret: secret, Seats: seats, Lang: o.Printer.Lang(), Now: o.Now, Title: o.Game.Title(),
		Host: hostName,
		SeatChanged: func(i int, s serve.Seat) {
			// The seat goes into the draft, so a phone keeps it after a restart.
			h.t.mu.Lock()
			defer h.t.mu.Unlock()
			d.File.Answers[serve.DraftSeat(i)] = s.Token
			_ = d.Set(serve.DraftLang(i), string(s.Lang))
		},
		Changed: func() {
			select {
			case changed <- struct{}{}:
			default:
			}
		}})
	h.t.changed, h.t.draft, h.t.seen = h.srv.TableChanged, d, maps.Clone(d.File.Answers)
	start := h.srv.Progress() // before any phone can join
	web := serve.Start(ln, h.srv)
	g.serving = true
	defer web.Close()
	h.url = serve.URL(ln.Addr(), h.srv.Path())

	var commands <-chan string
	if o.Interactive {
		// From here on one reader owns the terminal: the host's own
		// questions and the host's commands are read from the same lines.
		console, closeConsole := serve.OpenConsole(ctx, o.In, o.ErrOut, iostreams.Raw(o.ErrOut), o.Printer, h.width)
		defer closeConsole()
		h.console = console
		h.console.Global = func(line string) bool { return strings.EqualFold(line, "q") }
		hw.SetPrompter(lockedAsk{ask: h.console, t: h.t})
		o.Prompter = func() prompt.Prompter { return h.console } // a stored game's update too
		commands = h.console.Commands()
	}
	if o.Continued() {
		o.SayResumed(hw, h.say)
	}
	h.announce()

	seatCtx, cancelSeats := context.WithCancel(ctx)
	defer cancelSeats()
	failed := make(chan error, len(seats))
	for i := range seats {
		go func() {
			if err := h.runSeat(seatCtx, i); err != nil && !errors.Is(err, prompt.ErrInterrupted) {
				failed <- err
			}
		}()
	}
	if h.console != nil {
		// How long and where: asked at once, while the phones answer; Enter
		// skips them, t asks them again, and the game does not wait for them.
		h.askTable(hw.AskMeta)
	}
	err = h.srv.WaitForTable(ctx, changed, failed, commands, serve.Host{
		Idle:     time.Duration(o.Idle) * time.Minute,
		Command:  h.command,
		Progress: h.showProgress,
		Done:     text.ServeEveryoneDone.T(),
		Start:    start,
		Stopped: func(idle bool) {
			if idle {
				h.say(text.ServeIdle.In(o.Printer, o.Idle, o.CommandPath()))
				return
			}
			h.say(text.ServeAllDone.In(o.Printer))
		},
	})
	scoreNow := errors.Is(err, errScoreNow)
	if err != nil && !scoreNow {
		h.srv.Stop()
		if h.console != nil {
			h.console.Interrupt()
		}
		if errors.Is(err, prompt.ErrInterrupted) {
			return o.Stopped(d, true)
		}
		return err
	}
	if h.console != nil {
		h.console.Interrupt() // a table question nobody answered stays unanswered
	}
	cancelSeats() // the host asks what is missing
	h.t.mu.Lock()
	err = h.score(scoreNow)
	h.t.mu.Unlock()
	if err != nil {
		h.srv.Stop()
		return hostError(o, err, hw)
	}
	// The phones keep the result a while (a reload, a language tap); then
	// the server closes.
	var quit <-chan struct{} // without a terminal, a signal (ctx) quits
	minutes := int(serve.ResultGrace / time.Minute)
	if h.console != nil {
		quit = h.enter(ctx) // lines typed before are not it: said after
		h.say(text.ServeResultStays.In(o.Printer, minutes))
	} else {
		h.say(text.ServeResultStaysNoTerminal.In(o.Printer, minutes))
	}
	serve.CloseAfterResult(ctx, h.srv, web, quit)
	fmt.Fprintln(o.ErrOut, text.ServeClosed.In(o.Printer))
	return nil
}

// enter is closed by the host's next line (or the end of the terminal):
// lines typed before the result are not it.
func (h *hosting) enter(ctx context.Context) <-chan struct{} {
	commands := h.console.Commands()
	for drained := false; !drained; {
		select {
		case _, ok := <-commands:
			if !ok {
				drained = true
				commands = nil
			}
		default:
			drained = true
		}
	}
	quit := make(chan struct{})
	go func() {
		defer close(quit)
		if commands == nil {
			return
		}
		select {
		case <-commands:
		case <-ctx.Done():
		}
	}()
	return quit
}

// askTable asks the host the table's own questions in a session of the
// console, holding the table only while it writes the answers; the
// session begins before it returns.
func (h *hosting) askTable(ask func() error) {
	h.console.Start(func() error {
		h.t.mu.Lock()
		defer h.t.unlock(-1)
		err := ask()
		if errors.Is(err, serve.ErrSkipped) {
			return nil
		}
		return err
	})
}

// runSeat asks seat i's questions on its phone until the server stops. A
// phone that changes its language starts the seat's walk again in it: the
// draft answers everything already answered, so the phone lands on the
// same question, now in its language.
func (h *hosting) runSeat(ctx context.Context, i int) error {
	for {
		p := text.ForPhone(h.srv.Lang(i))
		out := &bytes.Buffer{}
		var w *walk.Walk
		ask := &serve.SeatAsk{Ctx: ctx, Srv: h.srv, Seat: i, Out: out, Intro: h.hw.Table().Intro(p), Printer: p,
			Unlock: func() { h.t.unlock(i) }, Lock: h.t.mu.Lock, HostLabel: func() string { return w.At() }}
		w = walk.New(walk.Config{Printer: p, Prompter: ask, Out: out, Draft: h.hw.Draft(), Table: h.hw.Table(), OnPhone: true})
		h.t.mu.Lock()
		_, keptDone := h.hw.Draft().Answer(serve.DraftDone(i))
		err := w.Served(i, h.srv.Current(i).Done || keptDone, func(done bool) { h.seatDone(i, done) }, h.o.Printer)
		h.t.unlock(i)
		if !errors.Is(err, serve.ErrLangChanged) {
			return err
		}
	}
}

// seatDone marks seat i done (or not) on the server and in the draft,
// where a resumed game finds it.
func (h *hosting) seatDone(i int, done bool) {
	defer h.srv.SetDone(i, done) // kept first: the host says it once it is
	d, key := h.hw.Draft(), serve.DraftDone(i)
	_, kept := d.Answer(key)
	switch {
	case done && !kept:
		_ = d.Set(key, "yes")
	case !done && kept:
		_ = d.Keep(func(k string) bool { return k != key })
	}
}

// score settles on the host what concerns the whole table, then scores as
// the walk-through does and shows the result on every phone. Every
// question asked here first tells the phones they wait for the host.
func (h *hosting) score(scoreNow bool) error {
	o, hw := h.o, h.hw
	run := func() error {
		if scoreNow {
			// Every answer given is in the draft: the host's walk replays
			// them and asks only what the phones had not answered.
			if err := hw.Replay(); err != nil {
				return err
			}
		}
		if o.Interactive {
			if err := hw.SettleOnHost(); err != nil {
				return err
			}
			if err := hw.Closing(); err != nil {
				return err
			}
			if len(hw.Table().Problems()) > 0 {
				hw.Say(text.ServeProblems.In(o.Printer))
				if err := hw.Review(); err != nil {
					return err
				}
			}
		}
		o.Scored = func(s scoring.Scored) {
			code := ""
			if h.boxCode != nil {
				code = h.boxCode()
			}
			h.srv.Finish(func(l text.Lang) serve.Outcome {
				p := text.For(l)
				var b bytes.Buffer
				_ = s.Pad(&b, p, scoring.PadOptions{Walked: true})
				return serve.Outcome{Sheet: s.Sheet(p, scoring.PadOptions{Walked: true}), Pad: b.String(), BoxCode: code}
			})
		}
		if o.Interactive {
			// What the phones learned (a row's VP, a card's value) is
			// offered for the box profile once the phones have the result.
			o.AfterResult = func() error {
				hw.SetPrompter(lockedAsk{ask: h.console, t: h.t})
				hw.ShowLearned()
				return hw.OfferSave()
			}
		}
		return o.Finish(hw)
	}
	if h.console == nil {
		return run()
	}
	told := false
	hw.SetPrompter(lockedAsk{ask: h.console, t: h.t, onAsk: func() {
		if told || scoreNow {
			return
		}
		told = true
		note := text.ServeWaitHostUnnamed.T()
		if name := h.srv.HostName(); name != "" {
			note = text.ServeWaitHost.T(name)
		}
		h.srv.WaitOnHost(note)
		h.say(text.ServeWaitingOnHost.In(o.Printer))
	}})
	return h.console.Session(run)
}

// errScoreNow is the host asking to score before every seat is done.
var errScoreNow = errors.New("score now")

// command acts on one line the host typed while the phones answer: a
// seat's number answers that player's questions here (a player without a
// phone), r and a number frees a seat for another phone, q shows the
// address and the code again, t asks how long and where, s scores now and
// asks what is missing here.
func (h *hosting) command(line string) error {
	o := h.o
	line = strings.ToLower(strings.TrimSpace(line))
	seats := h.srv.Progress()
	seatNo := func(s string) (int, bool) {
		n, err := strconv.Atoi(strings.TrimSpace(s))
		return n - 1, err == nil && n >= 1 && n <= len(seats)
	}
	switch {
	case line == "q":
		h.announce()
		return nil
	case h.console.Busy():
		return nil // a question is being asked: its lines are its own
	case line == "s":
		h.srv.CloseAnswers(text.ServeScoringNow.T())
		return errScoreNow
	case line == "t":
		h.askTable(h.hw.AskMetaAgain)
		return nil
	case strings.HasPrefix(line, "r"):
		if i, ok := seatNo(line[1:]); ok {
			h.srv.Release(i)
			h.say(text.ServeReleased.In(o.Printer, seats[i].Name))
			return nil
		}
	default:
		if i, ok := seatNo(line); ok {
			h.console.Start(func() error { return h.console.AnswerFor(h.srv, i) })
			return nil
		}
	}
	h.help(seats)
	return nil
}

// help lists the seats, their PINs and states, and what the host can type.
func (h *hosting) help(seats []serve.Status) {
	p := h.o.Printer
	var lines []string
	for k, s := range seats {
		state := s.Label
		switch {
		case s.Done:
			state = text.ServeSeatDone.In(p, s.Name)
		case !s.Claimed:
			state = text.ServeNotJoined.In(p)
		}
		lines = append(lines, fmt.Sprintf("  %d %s %s %s", k+1, text.Safe(s.Name), text.PromptLine.In(p, s.PIN), state))
	}
	h.say(append(lines, h.keys()...)...)
}

// keys are what the host can type.
func (h *hosting) keys() []string {
	p := h.o.Printer
	if h.console == nil {
		return []string{text.ServeKeySecret.In(p)}
	}
	n := len(h.hw.Table().Seats())
	seats := "1"
	if n > 1 {
		seats = "1–" + strconv.Itoa(n)
	}
	keys := []string{text.ServeKeySeats.In(p, seats), text.ServeKeyFree.In(p), text.ServeKeyQR.In(p)}
	if len(h.hw.MetaLines()) > 0 {
		keys = append(keys, text.ServeKeyTable.In(p))
	}
	return append(keys, text.ServeKeyScore.In(p), text.ServeKeyStop.In(p), text.ServeKeySecret.In(p))
}

// announce shows the QR code with the seats, their PINs and the keys beside
// it, then the address, last: all of it fits a terminal of 80×24, and on a
// shorter one the address stays in view, where a player can read it to
// type, the code above it whole in the scrollback. A hint about the
// address (it may not be reachable) comes first.
func (h *hosting) announce() {
	o := h.o
	p := o.Printer
	lines := strings.Split(text.ServeAddress.In(p, h.url), "\n")
	var hint []string
	if l := serve.AddressHint(p, o.Listen); l != "" {
		hint = []string{l}
	}
	side := []string{text.ServeSeatsHeader.In(p)}
	seats := h.srv.Progress()
	wide := 0
	for _, s := range seats {
		wide = max(wide, runewidth.StringWidth(text.Safe(s.Name)))
	}
	for k, s := range seats {
		name := text.Safe(s.Name)
		side = append(side, fmt.Sprintf(" %d %s%s  %s", k+1, name, strings.Repeat(" ", wide-runewidth.StringWidth(name)), s.PIN))
	}
	side = append(append(side, ""), h.keys()...)
	width, colors := h.terminal()
	if o.QR {
		// The sentence beside the code, its address under it: the code,
		// 21 rows, and the address fit 24 with the question under them.
		said, url := lines[:len(lines)-1], lines[len(lines)-1:]
		if code, err := render.QR(p, h.url, slices.Concat(said, []string{""}, side), width, colors); err == nil {
			h.say(slices.Concat(hint, code, url)...)
			return
		}
	}
	h.say(slices.Concat(hint, side, lines)...)
}

// width is the host's screen's width; 80 when it is not a terminal.
func (h *hosting) width() int {
	w, _ := h.terminal()
	return w
}

// terminal is the width of the host's screen, and whether it takes
// colours; 80 and none when it is not a terminal.
func (h *hosting) terminal() (width int, colors bool) {
	width = iostreams.Width(h.o.ErrOut)
	if width == 0 {
		return 80, false
	}
	_, real := iostreams.Raw(h.o.ErrOut).(*os.File) // not a test's terminal
	return width, real && os.Getenv("TERM") != "dumb"
}

// showProgress tells the host what changed: who joined (or came back with
// the PIN, or let go of the seat), who is on which question (a seat no
// phone holds is not said to move), who is done.
func (h *hosting) showProgress(before, now []serve.Status) {
	p := h.o.Printer
	var lines []string
	for k, s := range now {
		var was serve.Status
		if k < len(before) {
			was = before[k]
		}
		name := text.Safe(s.Name)
		switch {
		case s.Claimed && !was.Claimed && s.Phone > was.Phone && was.Phone > 0:
			lines = append(lines, text.ServeTakenBack.In(p, s.Name))
		case s.Claimed && !was.Claimed:
			lines = append(lines, text.ServeJoined.In(p, s.Name))
		case s.Claimed && was.Claimed && s.Phone != was.Phone:
			lines = append(lines, text.ServeTakenBack.In(p, s.Name))
		case !s.Claimed && was.Claimed && s.Left:
			lines = append(lines, text.ServeLeftPhone.In(p, s.Name))
		case s.Done && !was.Done:
			lines = append(lines, text.ServeSeatDone.In(p, s.Name))
		case s.Label != was.Label && s.Label != "" && was.Label != "" && !s.Done && s.Claimed:
			// A seat's first page since the start is no news: a resumed
			// game's phones are where they were.
			lines = append(lines, text.ServeAt.In(p, s.Name, strings.TrimPrefix(s.Label, name+" · ")))
		}
		if guessedAt(was.WrongPINs, s.WrongPINs) {
			lines = append(lines, text.ServePINGuessed.In(p, s.Name, s.WrongPINs))
		}
	}
	if len(lines) > 0 {
		h.say(lines...)
	}
}

// guessedAt reports whether a seat's wrong PINs, from was to now, are worth
// a line on the host: the third in a row, then every tenth.
func guessedAt(was, now int) bool {
	const first, every = 3, 10
	return now > was && now >= first && (was < first || now/every > was/every)
}

// listen opens the address a resumed game had (the phones reload the same
// page), else --listen, else this machine's LAN address on a free port.
// A --listen given again now is used as it is.
func listen(o *scoring.Options, d *drafts.Draft) (net.Listener, error) {
	prev, _ := d.Answer(serve.DraftListen)
	if o.Set["listen"] {
		prev = ""
	}
	ln, err := serve.Listen(o.Listen, prev)
	if err != nil {
		return nil, listenError(err)
	}
	return ln, nil
}
