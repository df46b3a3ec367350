package scoring

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"net"
	"os"
	"os/signal"
	"strconv"
	"strings"
	"sync"
	"time"

	"altiplano/cmd/cmdutil"
	"altiplano/cmd/drafts"
	"altiplano/cmd/prompt"
	"altiplano/cmd/serve"
	"altiplano/cmd/text"
	"altiplano/cmd/walk"
)

// With --serve every seat runs the walk-through's own steps in a goroutine
// of its own, asking through its phone. The seats share one table and one
// draft: a seat's walk holds the table's lock while it runs and lets go
// only while it waits for its phone, so one walk at a time reads or changes
// them, and every check sees the other players' answers as they are.

// RunServe is `score --serve`: the walk-through's questions on every
// player's phone at once, the result on the host and on every phone.
func RunServe(o *Options) error {
	if o.Idle < 1 || o.Idle > 24*60 {
		return cmdutil.Input(text.ErrServeIdle.T(o.Idle))
	}
	var ask prompt.Prompter = serve.NoTerminal{}
	if o.Interactive {
		ask = o.Prompter()
	}
	hw, done, err := o.begin(ask, &walk.Meta{})
	if err != nil {
		if errors.Is(err, serve.ErrNoTerminal) {
			return cmdutil.Input(text.ErrNeedsTerminal.T())
		}
		return err
	}
	defer done()
	hw.Intro()
	if err := hw.SeatFrom(o.Names); err != nil {
		return o.hostError(err, hw)
	}
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt)
	defer stop()
	return o.serveGame(ctx, hw)
}

// hostError says why the host stopped: a question only a terminal could
// answer, or an interruption (the answers stay in the draft).
func (o *Options) hostError(err error, hw *walk.Walk) error {
	switch {
	case errors.Is(err, serve.ErrNoTerminal):
		if len(hw.Table().Seats()) == 0 {
			if o.Game.Help(o.Printer).Code == "" {
				return cmdutil.Input(text.ErrServeNamesOnly.T())
			}
			return cmdutil.Input(text.ErrServeNames.T())
		}
		return cmdutil.Input(text.ErrNeedsTerminal.T())
	case errors.Is(err, prompt.ErrInterrupted):
		return o.stopped(hw.Draft(), true)
	}
	return err
}

// table is the lock the seats' walks take turns with.
type table struct{ mu sync.Mutex }

// serveGame serves the phones until the game is scored, ctx ends, or no
// request comes for --idle minutes.
func (o *Options) serveGame(ctx context.Context, hw *walk.Walk) error {
	d := hw.Draft()
	secret, fresh, err := serve.SecretFrom(d.Answer(serve.DraftSecret))
	if err != nil {
		return err
	}
	if fresh {
		if err := d.Set(serve.DraftSecret, secret); err != nil {
			return draftWriteError(d, err)
		}
	}
	ln, err := o.listen(d)
	if err != nil {
		return err
	}
	defer ln.Close()
	if err := d.Set(serve.DraftListen, ln.Addr().String()); err != nil {
		return draftWriteError(d, err)
	}

	t := &table{}
	changed := make(chan struct{}, 1)
	seats := serve.SeatsFrom(hw.Table().Seats(), d.Answer)
	srv := serve.New(serve.Config{Secret: secret, Seats: seats, Lang: o.Printer.Lang(), Now: o.Now, Title: o.Game.Title(),
		SeatChanged: func(i int, s serve.Seat) {
			// The seat goes into the draft, so a phone keeps it after a restart.
			t.mu.Lock()
			defer t.mu.Unlock()
			d.File.Answers[serve.DraftSeat(i)] = s.Token
			_ = d.Set(serve.DraftLang(i), string(s.Lang))
		},
		Changed: func() {
			select {
			case changed <- struct{}{}:
			default:
			}
		}})
	web := serve.Start(ln, srv)
	defer web.Close()
	o.announce(ln.Addr(), srv.Path())

	var lines <-chan string
	host := serve.LineAsk{Ctx: ctx, Out: o.ErrOut}
	if o.Interactive {
		// From here on one reader owns the terminal: the host types a
		// seat's number to answer that seat's questions, and the host's own
		// questions are read from the same lines.
		lines = serve.ReadLines(o.In)
		host.Lines = lines
		hw.SetPrompter(host)
		o.Prompter = func() prompt.Prompter { return host } // a stored game's update too
		fmt.Fprintln(o.ErrOut, text.ServeHostHelp.In(o.Printer))
	}
	seatCtx, cancelSeats := context.WithCancel(ctx)
	defer cancelSeats()
	failed := make(chan error, len(seats))
	for i := range seats {
		go func() {
			if err := o.runSeat(seatCtx, t, hw, srv, i); err != nil && !errors.Is(err, prompt.ErrInterrupted) {
				failed <- err
			}
		}()
	}
	err = srv.WaitForTable(ctx, changed, failed, lines, serve.Host{
		Idle:     time.Duration(o.Idle) * time.Minute,
		Command:  func(line string) error { return o.hostCommand(line, srv, host) },
		Progress: o.showProgress,
		Stopped: func(idle bool) {
			if idle {
				fmt.Fprintln(o.ErrOut, text.ServeIdle.In(o.Printer, o.Idle, o.CommandPath()))
				return
			}
			fmt.Fprintln(o.ErrOut, text.ServeAllDone.In(o.Printer))
		},
	})
	scoreNow := errors.Is(err, errScoreNow)
	if err != nil && !scoreNow {
		srv.Stop()
		if errors.Is(err, prompt.ErrInterrupted) {
			return o.stopped(d, true)
		}
		return err
	}
	cancelSeats() // the host asks what is missing
	t.mu.Lock()
	err = o.scoreServed(hw, srv, scoreNow)
	t.mu.Unlock()
	if err != nil {
		srv.Stop()
		return o.hostError(err, hw)
	}
	// The phones show the result; then the server closes.
	serve.CloseAfterResult(ctx, srv, web)
	fmt.Fprintln(o.ErrOut, text.ServeClosed.In(o.Printer))
	return nil
}

// runSeat asks seat i's questions on its phone until the server stops. A
// phone that changes its language starts the seat's walk again in it: the
// draft answers everything already answered, so the phone lands on the
// same question, now in its language.
func (o *Options) runSeat(ctx context.Context, t *table, host *walk.Walk, srv *serve.Server, i int) error {
	for {
		p := text.For(srv.Lang(i))
		out := &bytes.Buffer{}
		var w *walk.Walk
		ask := &serve.SeatAsk{Ctx: ctx, Srv: srv, Seat: i, Out: out,
			Unlock: t.mu.Unlock, Lock: t.mu.Lock, HostLabel: func() string { return w.At() }}
		w = walk.New(walk.Config{Printer: p, Prompter: ask, Out: out, Draft: host.Draft(), Table: host.Table(), OnPhone: true})
		w.Intro()
		t.mu.Lock()
		err := w.Served(i, func(done bool) { srv.SetDone(i, done) }, o.Printer)
		t.mu.Unlock()
		if !errors.Is(err, serve.ErrLangChanged) {
			return err
		}
	}
}

// scoreServed settles on the host what concerns the whole table, then
// scores as the walk-through does and shows the result on every phone.
func (o *Options) scoreServed(hw *walk.Walk, srv *serve.Server, scoreNow bool) error {
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
		// How long and where: the table's questions, asked on the host.
		if err := hw.AskMeta(); err != nil {
			return err
		}
		if len(hw.Table().Problems()) > 0 {
			hw.Say(text.ServeProblems.In(o.Printer))
			if err := hw.Review(); err != nil {
				return err
			}
		}
		// What the phones learned (a row's VP, a card's value) is offered
		// for the box profile once, on the host, as in the walk-through.
		if err := hw.ReviewLearned(); err != nil {
			return err
		}
		if err := hw.OfferSave(); err != nil {
			return err
		}
	}
	o.scored = func(s Scored) {
		srv.Finish(func(l text.Lang) string {
			var b bytes.Buffer
			_ = s.Pad(&b, text.For(l), PadOptions{Walked: true})
			return b.String()
		})
	}
	return o.finish(hw)
}

// errScoreNow is the host asking to score before every seat is done.
var errScoreNow = errors.New("score now")

// hostCommand acts on one line the host typed while the phones answer: a
// seat's number answers that player's questions here (a player without a
// phone), r and a number frees a seat for another phone, s scores now and
// asks what is missing here.
func (o *Options) hostCommand(line string, srv *serve.Server, ask serve.LineAsk) error {
	line = strings.ToLower(strings.TrimSpace(line))
	seats := srv.Progress()
	seatNo := func(s string) (int, bool) {
		n, err := strconv.Atoi(strings.TrimSpace(s))
		return n - 1, err == nil && n >= 1 && n <= len(seats)
	}
	switch {
	case line == "s":
		return errScoreNow
	case strings.HasPrefix(line, "r"):
		if i, ok := seatNo(line[1:]); ok {
			srv.Release(i)
			fmt.Fprintln(o.ErrOut, text.ServeReleased.In(o.Printer, seats[i].Name))
			return nil
		}
	default:
		if i, ok := seatNo(line); ok {
			return ask.AnswerFor(srv, i, true)
		}
	}
	o.hostHelp(seats)
	return nil
}

// hostHelp lists the seats and what the host can type.
func (o *Options) hostHelp(seats []serve.Status) {
	for k, s := range seats {
		state := s.Label
		if s.Done {
			state = text.ServeSeatDone.In(o.Printer, s.Name)
		}
		fmt.Fprintf(o.ErrOut, "  %d %s: %s\n", k+1, text.Safe(s.Name), state)
	}
	fmt.Fprintln(o.ErrOut, text.ServeHostHelp.In(o.Printer))
}

// showProgress tells the host what changed: who joined, who is on which
// question, who is done.
func (o *Options) showProgress(before, now []serve.Status) {
	for k, s := range now {
		var was serve.Status
		if k < len(before) {
			was = before[k]
		}
		name := text.Safe(s.Name)
		switch {
		case s.Claimed && !was.Claimed:
			fmt.Fprintln(o.ErrOut, text.ServeJoined.In(o.Printer, s.Name))
		case s.Done && !was.Done:
			fmt.Fprintln(o.ErrOut, text.ServeSeatDone.In(o.Printer, s.Name))
		case s.Label != was.Label && s.Label != "" && !s.Done:
			fmt.Fprintln(o.ErrOut, text.ServeAt.In(o.Printer, s.Name, strings.TrimPrefix(s.Label, name+" · ")))
		}
	}
}

// listen opens --listen, or the address a resumed game had, or this
// machine's LAN address on a free port.
func (o *Options) listen(d *drafts.Draft) (net.Listener, error) {
	prev, _ := d.Answer(serve.DraftListen)
	ln, addr, err := serve.Listen(o.Listen, prev)
	if err != nil {
		return nil, cmdutil.Input(text.ErrServeListen.T(addr, err.Error()))
	}
	return ln, nil
}

// announce prints the address and its QR code on the host.
func (o *Options) announce(addr net.Addr, path string) {
	url := serve.URL(addr, path)
	fmt.Fprintln(o.ErrOut, text.ServeAddress.In(o.Printer, url))
	if hint := serve.AddressHint(o.Printer, o.Listen); hint != "" {
		fmt.Fprintln(o.ErrOut, hint)
	}
	serve.WriteQR(o.ErrOut, url)
	fmt.Fprintln(o.ErrOut, text.ServeSecret.In(o.Printer))
}
