package alpakascorecmd

import (
	"bytes"
	"context"
	"errors"
	"fmt"
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
	"altiplano/rules"
	"altiplano/rules/alpaka"
	alpakascore "altiplano/scoring/alpaka"
)

// With --serve each player answers their own questions on their phone, at
// the same time: a seat's walk runs the walk-through's own questions, with
// the same checks, through a Prompter backed by its phone. The seats share
// the record's players (one slice) and the draft; a seat holds the table's
// lock while its walk runs and lets go only while it waits for its phone.

// RunServe is `alpaka score --serve`.
func RunServe(o *Options) error {
	if o.Idle < 1 || o.Idle > 24*60 {
		return cmdutil.Input(text.ErrServeIdle.T(o.Idle))
	}
	c, d, done, err := o.begin()
	if err != nil {
		return err
	}
	defer done()
	host := &walk{p: o.Printer, ask: serve.NoTerminal{}, names: text.AlpakaNames{}, draft: d, out: o.ErrOut}
	if o.Interactive {
		host.ask = o.Prompter()
	}
	if err := host.seatNames(o.Names); err != nil {
		return o.hostError(err, host, d)
	}
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt)
	defer stop()
	return o.serveGame(ctx, host, c, d)
}

// seatNames sets the players: from a resumed draft, from --names, or
// asked on the host's terminal.
func (w *walk) seatNames(names string) error {
	q := w.playersQuestion()
	if _, resumed := w.draftAnswer("players"); resumed || names == "" {
		return w.answer("players", q)
	}
	given := splitNames(names)
	if n := len(given); !alpaka.PlayersLimit.Contains(n) {
		return cmdutil.InputAt(text.FieldFile.T("--names"), text.AlpakaErrPlayersCount.T(n, alpaka.PlayersLimit.Min, alpaka.PlayersLimit.Max))
	}
	if ps := rules.CheckNames(rules.At(rules.FieldNames), given); len(ps) > 0 {
		return ps
	}
	if err := q.Validate(names); err != nil {
		return err
	}
	if w.draft != nil {
		return w.draft.Set("players", names)
	}
	return nil
}

func (w *walk) draftAnswer(key string) (string, bool) {
	if w.draft == nil {
		return "", false
	}
	return w.draft.Answer(key)
}

// hostError says why the host stopped: a question only a terminal could
// answer, an interruption (the answers stay in the draft), or a refusal of
// answers that do not add up, with the record to fix.
func (o *Options) hostError(err error, w *walk, d *drafts.Draft) error {
	switch {
	case errors.Is(err, serve.ErrNoTerminal):
		if len(w.r.Players) == 0 {
			return cmdutil.Input(text.AlpakaErrServeNames.T())
		}
		return cmdutil.Input(text.ErrNeedsTerminal.T())
	case errors.Is(err, prompt.ErrInterrupted):
		if d == nil || !d.Written {
			return &cmdutil.Stopped{Text: text.StoppedNothing.T()}
		}
		return &cmdutil.Stopped{Text: text.AlpakaWalkStopped.T(d.Path)}
	}
	return err
}

// table is what the seats share besides the players and the draft.
type table struct {
	mu     sync.Mutex
	market []alpaka.Card
	given  bool
}

// serveGame serves the phones until the game is scored, ctx ends, or no
// request comes for --idle minutes.
func (o *Options) serveGame(ctx context.Context, host *walk, c alpaka.Catalog, d *drafts.Draft) error {
	secret, fresh, err := serve.SecretFrom(host.draftAnswer(serve.DraftSecret))
	if err != nil {
		return err
	}
	if fresh {
		if err := host.setDraft(serve.DraftSecret, secret); err != nil {
			return err
		}
	}
	previous, _ := host.draftAnswer(serve.DraftListen)
	ln, addr, err := serve.Listen(o.Listen, previous)
	if err != nil {
		return cmdutil.Input(text.ErrServeListen.T(addr, err.Error()))
	}
	defer ln.Close()
	if err := host.setDraft(serve.DraftListen, ln.Addr().String()); err != nil {
		return err
	}

	t := &table{}
	changed := make(chan struct{}, 1)
	names := make([]string, len(host.r.Players))
	for i, p := range host.r.Players {
		names[i] = p.Name
	}
	seats := serve.SeatsFrom(names, host.draftAnswer)
	srv := serve.New(serve.Config{Secret: secret, Seats: seats, Lang: o.Printer.Lang(), Now: o.Now, Title: text.AlpakaServeTitle,
		SeatChanged: func(i int, s serve.Seat) {
			// The seat goes into the draft, so a phone keeps it after a restart.
			t.mu.Lock()
			defer t.mu.Unlock()
			if d != nil {
				d.File.Answers[serve.DraftSeat(i)] = s.Token
				_ = d.Set(serve.DraftLang(i), string(s.Lang))
			}
		},
		Changed: func() {
			select {
			case changed <- struct{}{}:
			default:
			}
		}})
	web := serve.Start(ln, srv)
	defer web.Close()
	url := serve.URL(ln.Addr(), srv.Path())
	fmt.Fprintln(o.ErrOut, text.ServeAddress.In(o.Printer, url))
	if hint := serve.AddressHint(o.Printer, o.Listen); hint != "" {
		fmt.Fprintln(o.ErrOut, hint)
	}
	serve.WriteQR(o.ErrOut, url)
	fmt.Fprintln(o.ErrOut, text.ServeSecret.In(o.Printer))

	var lines <-chan string
	hostAsk := serve.LineAsk{Ctx: ctx, Out: o.ErrOut}
	if o.Interactive {
		// From here on one reader owns the terminal: the host types a
		// seat's number to answer for a player without a phone.
		lines = serve.ReadLines(o.In)
		hostAsk.Lines = lines
		host.ask = hostAsk
		// The host's later questions (a stored game's update) too.
		o.Prompter = func() prompt.Prompter { return host.ask }
		fmt.Fprintln(o.ErrOut, text.AlpakaServeHostHelp.In(o.Printer))
	}
	seatCtx, cancelSeats := context.WithCancel(ctx)
	defer cancelSeats()
	failed := make(chan error, len(seats))
	for i := range seats {
		go func() {
			if err := runSeat(seatCtx, t, host, srv, i); err != nil && !errors.Is(err, prompt.ErrInterrupted) {
				failed <- err
			}
		}()
	}
	if err := srv.WaitForTable(ctx, changed, failed, lines, serve.Host{
		Idle:     time.Duration(o.Idle) * time.Minute,
		Command:  func(line string) error { return o.hostCommand(line, srv, hostAsk) },
		Progress: o.showProgress,
		Stopped: func(idle bool) {
			if idle {
				fmt.Fprintln(o.ErrOut, text.AlpakaServeIdle.In(o.Printer, o.Idle))
				return
			}
			fmt.Fprintln(o.ErrOut, text.ServeAllDone.In(o.Printer))
		},
	}); err != nil {
		srv.Stop()
		return o.hostError(err, host, d)
	}
	cancelSeats()
	t.mu.Lock()
	res, got, err := o.scoreServed(host, t, c)
	t.mu.Unlock()
	if err != nil {
		srv.Stop()
		if !errors.Is(err, prompt.ErrInterrupted) && !errors.Is(err, serve.ErrNoTerminal) {
			// Nothing typed is lost: the answers as a record to fix.
			keep(o.ErrOut, o.Printer, host.r)
		}
		return o.hostError(err, host, d)
	}
	o.scored = func(res alpakascore.Result) {
		srv.Finish(func(l text.Lang) string {
			var b bytes.Buffer
			_ = WritePad(&b, text.For(l), res)
			return b.String()
		})
	}
	if err := o.finish(host, res, got, d); err != nil {
		srv.Stop()
		return err
	}
	// The phones show the result; then the server closes.
	serve.CloseAfterResult(ctx, srv, web)
	fmt.Fprintln(o.ErrOut, text.ServeClosed.In(o.Printer))
	return nil
}

func (w *walk) setDraft(key, answer string) error {
	if w.draft == nil {
		return nil
	}
	if err := w.draft.Set(key, answer); err != nil {
		return cmdutil.Fail(text.FieldFile.T(w.draft.Path), text.ErrFileUnwritable.T(cmdutil.Cause(err)), err)
	}
	return nil
}

// scoreServed takes the market the phones gave (asking the host when no
// phone did), asks each value the box lacks on the host, and scores.
func (o *Options) scoreServed(host *walk, t *table, c alpaka.Catalog) (alpakascore.Result, []Learned, error) {
	host.r.Market, host.r.MarketGiven = nil, false
	for _, p := range host.r.Players {
		if has(p.Fences, alpaka.Unicorn) {
			host.r.Market, host.r.MarketGiven = t.market, t.given
			if !t.given {
				if err := host.market(); err != nil {
					return alpakascore.Result{}, nil, err
				}
			}
			break
		}
	}
	if !o.Interactive {
		// No terminal to ask a value on: the refusal names it, as for a file.
		res, err := alpakascore.Score(host.r, c)
		return res, nil, err
	}
	res, _, got, err := host.values(c)
	return res, got, err
}

// hostCommand is a line typed on the host: a seat's number answers that
// seat's next question here; anything else shows the help.
func (o *Options) hostCommand(line string, srv *serve.Server, ask serve.LineAsk) error {
	if i, err := strconv.Atoi(strings.TrimSpace(line)); err == nil && i >= 1 && i <= len(srv.Progress()) {
		return ask.AnswerFor(srv, i-1, false)
	}
	fmt.Fprintln(o.ErrOut, text.AlpakaServeHostHelp.In(o.Printer))
	return nil
}

// showProgress tells the host who joined and who is done.
func (o *Options) showProgress(before, now []serve.Status) {
	for k, s := range now {
		var was serve.Status
		if k < len(before) {
			was = before[k]
		}
		switch {
		case s.Claimed && !was.Claimed:
			fmt.Fprintln(o.ErrOut, text.ServeJoined.In(o.Printer, s.Name))
		case s.Done && !was.Done:
			fmt.Fprintln(o.ErrOut, text.ServeSeatDone.In(o.Printer, s.Name))
		}
	}
}

// runSeat asks seat i's questions on its phone until the server stops. A
// phone that changes its language starts the seat's walk again in it: the
// draft answers everything already answered.
func runSeat(ctx context.Context, t *table, host *walk, srv *serve.Server, i int) error {
	for {
		out := &bytes.Buffer{}
		ask := &serve.SeatAsk{Ctx: ctx, Srv: srv, Seat: i, Out: out, Unlock: t.mu.Unlock, Lock: t.mu.Lock}
		w := &walk{p: text.For(srv.Lang(i)), ask: ask, names: host.names, draft: host.draft, out: out}
		w.r.Players = host.r.Players // shared: each seat writes only its own player
		t.mu.Lock()
		err := w.seat(i, t, srv)
		t.mu.Unlock()
		if !errors.Is(err, serve.ErrLangChanged) {
			return err
		}
	}
}

// seat asks player i's questions, and the market's leftovers when the
// player has a unicorn and no phone has given them yet; then shows the
// answers until the table is scored: the player changes them, or says done.
func (w *walk) seat(i int, t *table, srv *serve.Server) error {
	for {
		if err := w.player(i); err != nil {
			return err
		}
		if has(w.r.Players[i].Fences, alpaka.Unicorn) && !t.given {
			if err := w.market(); err != nil {
				return err
			}
			t.market, t.given = w.r.Market, true
		}
		fmt.Fprintln(w.out, w.summary(w.r.Players[i]))
		choice, err := w.ask.Choose(text.ServeReview.In(w.p), []string{text.ServeImDone.In(w.p), text.AlpakaServeChange.In(w.p)}, 0)
		if err != nil {
			return err
		}
		if choice == 0 {
			srv.SetDone(i, true)
			// Done until the player changes their mind or the table is scored.
			for {
				fmt.Fprintln(w.out, w.summary(w.r.Players[i]))
				choice, err = w.ask.Choose(text.ServeReview.In(w.p), []string{text.ServeImDone.In(w.p), text.AlpakaServeChange.In(w.p)}, 0)
				if err != nil {
					return err
				}
				if choice == 1 {
					break
				}
			}
		}
		srv.SetDone(i, false)
		if w.draft != nil {
			w.draft.ForgetPrefix("player." + strconv.Itoa(i+1))
		}
		w.r.Players[i] = alpakascore.PlayerRecord{Name: w.r.Players[i].Name}
	}
}
