package scorecmd

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"net"
	"os"
	"os/signal"
	"strings"
	"time"

	"altiplano/cmd/cmdutil"
	"altiplano/cmd/drafts"
	"altiplano/cmd/prompt"
	"altiplano/cmd/render"
	"altiplano/cmd/serve"
	"altiplano/cmd/text"
	"altiplano/rules/catalog"
	"altiplano/scoring"
)

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
	hw, d, done, err := o.begin(ask)
	if err != nil {
		if errors.Is(err, serve.ErrNoTerminal) {
			return cmdutil.Input(text.ErrNeedsTerminal.T())
		}
		return err
	}
	defer done()
	if err := hw.players(); err != nil {
		return hostError(err, d)
	}
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt)
	defer stop()
	return o.serveGame(ctx, hw, d)
}

func hostError(err error, d *drafts.Draft) error {
	switch {
	case errors.Is(err, serve.ErrNoTerminal):
		return cmdutil.Input(text.ErrServeNames.T())
	case errors.Is(err, prompt.ErrInterrupted):
		return stoppedServed(d)
	}
	return err
}

// serveGame serves the phones until the game is scored, ctx ends, or no
// request comes for --idle minutes.
func (o *Options) serveGame(ctx context.Context, hw *walk, d *drafts.Draft) error {
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
	names := make([]string, len(hw.record.Players))
	for i, p := range hw.record.Players {
		names[i] = p.Name
	}
	seats := serve.SeatsFrom(names, d.Answer)
	srv := serve.New(serve.Config{Secret: secret, Seats: seats, Lang: o.Printer.Lang(), Now: o.Now,
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
		// From here on one reader owns the terminal (see serve_host.go).
		lines = serve.ReadLines(o.In)
		host.Lines = lines
		hw.ask = host
		fmt.Fprintln(o.ErrOut, text.ServeHostHelp.In(o.Printer))
	}
	seatCtx, cancelSeats := context.WithCancel(ctx)
	defer cancelSeats()
	failed := make(chan error, len(seats))
	for i := range seats {
		go func() {
			if err := runSeat(seatCtx, t, hw, srv, i); err != nil && !errors.Is(err, prompt.ErrInterrupted) {
				failed <- err
			}
		}()
	}
	err = srv.WaitForTable(ctx, changed, failed, lines, serve.Host{
		Idle:     time.Duration(o.Idle) * time.Minute,
		Command:  func(line string) error { return o.hostCommand(line, srv, host) },
		Progress: o.showProgress,
		Stopped:  o.stopped(text.ServeIdle),
	})
	scoreNow := errors.Is(err, errScoreNow)
	if err != nil && !scoreNow {
		srv.Stop()
		if errors.Is(err, prompt.ErrInterrupted) {
			return stoppedServed(d)
		}
		return err
	}
	if scoreNow {
		cancelSeats() // the host asks what is missing
	}
	if err := o.scoreServed(hw, t, srv, scoreNow); err != nil {
		srv.Stop()
		return hostError(err, d)
	}
	cancelSeats()
	// The phones show the result; then the server closes.
	serve.CloseAfterResult(ctx, srv, web)
	fmt.Fprintln(o.ErrOut, text.ServeClosed.In(o.Printer))
	return nil
}

// stopped says why the phones' wait ended: idle says it in the game's words.
func (o *Options) stopped(idle text.M1[int]) func(bool) {
	return func(wasIdle bool) {
		if wasIdle {
			fmt.Fprintln(o.ErrOut, idle.In(o.Printer, o.Idle))
			return
		}
		fmt.Fprintln(o.ErrOut, text.ServeAllDone.In(o.Printer))
	}
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

// scoreServed settles on the host what concerns the whole table, then
// scores as the walk-through does and shows the result on every phone.
func (o *Options) scoreServed(hw *walk, t *table, srv *serve.Server, scoreNow bool) error {
	t.acquire(hw)
	defer t.release(hw)
	// The phones' answers are replayed as the phones took them: a "first
	// to" mission listed twice is settled below, not refused here.
	hw.firstToOnHost = true
	if scoreNow {
		// Every answer given is in the draft: the host's walk replays
		// them and asks only what the phones had not answered.
		for i := range hw.record.Players {
			for _, s := range hw.steps() {
				if err := hw.settle(i, s); err != nil {
					return err
				}
			}
		}
	}
	if o.Interactive {
		if err := hw.settleFirstTo(); err != nil {
			return err
		}
		if err := hw.checkGoodsValues(); err != nil {
			return err
		}
		// How long and where: the table's questions, asked on the host.
		if err := hw.askMeta(); err != nil {
			return err
		}
		if len(scoring.Validate(hw.record, hw.cat())) > 0 {
			hw.say(text.ServeProblems.In(o.Printer))
			if err := hw.review(); err != nil {
				return err
			}
		}
		// What the phones learned (a row's VP, a mission's VP) is offered
		// for the box profile once, on the host, as in the walk-through.
		if err := hw.reviewLearned(); err != nil {
			return err
		}
		if err := hw.offerSave(); err != nil {
			return err
		}
	}
	o.scored = func(r scoring.Record, res scoring.Result, _ catalog.Catalog) {
		srv.Finish(func(l text.Lang) string {
			var b bytes.Buffer
			_ = render.WritePad(&b, text.For(l), r, res)
			return b.String()
		})
	}
	return o.finish(hw, hw.draft)
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
