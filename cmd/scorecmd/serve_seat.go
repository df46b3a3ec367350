package scorecmd

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"sync"

	"altiplano/cmd/serve"
	"altiplano/cmd/text"
	"altiplano/rules/altiplano/catalog"
	scoring "altiplano/scoring/altiplano"
)

// With --serve, every seat runs the walk-through's own steps in a goroutine
// of its own, asking through its phone. The seats share one record and one
// draft: a seat's walk holds the table's lock while it runs and lets go only
// while it waits for its phone, so one walk at a time reads or changes them,
// and every check sees the other players' answers as they are.

// table is what the seats share besides the record (whose players every
// seat's walk holds by the same slice) and the draft.
type table struct {
	mu      sync.Mutex
	learned catalog.Profile
}

func (t *table) acquire(w *walk) { t.mu.Lock(); w.learned = t.learned }
func (t *table) release(w *walk) { t.learned = w.learned; t.mu.Unlock() }

// runSeat asks seat i's questions on its phone until the server stops. A
// phone that changes its language starts the seat's walk again in it: the
// draft answers everything already answered, so the phone lands on the
// same question, now in its language.
func runSeat(ctx context.Context, t *table, host *walk, srv *serve.Server, i int) error {
	for {
		p := text.For(srv.Lang(i))
		out := &bytes.Buffer{}
		for _, m := range []text.M0{text.BeforeCountingE24, text.BeforeChecklist, text.BeforeCountingLost, text.BeforeCountingNone} {
			fmt.Fprintln(out, m.In(p))
		}
		// The seat's walk lets go of the table while it waits for its phone.
		var w *walk
		ask := &serve.SeatAsk{Ctx: ctx, Srv: srv, Seat: i, Out: out,
			Unlock: func() { t.release(w) }, Lock: func() { t.acquire(w) },
			HostLabel: func() string { return w.at }}
		w = &walk{p: p, lex: host.lex, ask: ask, out: out, draft: host.draft, box: host.box, saveTo: host.saveTo,
			record: host.record, fromCode: host.fromCode, defaults: map[string]string{}, firstToOnHost: true}
		t.acquire(w)
		err := w.seat(i, srv, host.p)
		t.release(w)
		if !errors.Is(err, serve.ErrLangChanged) {
			return err
		}
	}
}

// seat asks player i's steps, then shows the player's own answers until
// the table is scored: the player changes any of them, or marks them done.
func (w *walk) seat(i int, srv *serve.Server, host text.Printer) error {
	for _, s := range w.steps() {
		w.at = s.name.In(host)
		if err := w.settle(i, s); err != nil {
			return err
		}
	}
	for {
		steps := w.steps()
		w.at = text.ServeAtReview.In(host)
		p := w.record.Players[i]
		items := []string{text.ServeImDone.In(w.p)}
		for _, s := range steps {
			items = append(items, fmt.Sprintf("%s: %s", s.name.In(w.p), s.show(p)))
		}
		items = append(items, w.learnedItems()...) // values this player gave for the box
		// A problem between players is shown to each player it names.
		for _, pr := range scoring.Validate(w.record, w.cat()) {
			if pr.Player == p.Name || pr.Player == "" {
				w.sayProblem(pr)
			}
		}
		choice, err := w.ask.Choose(text.ServeReview.In(w.p), items, 0)
		if err != nil {
			return err
		}
		if choice == 0 {
			srv.SetDone(i, true)
			continue
		}
		srv.SetDone(i, false)
		if choice > len(steps) {
			if err := w.relearn(w.learnedKeys[choice-1-len(steps)]); err != nil {
				return err
			}
			continue
		}
		s := steps[choice-1]
		w.at = s.name.In(host)
		w.redo(i, s.field)
		if err := w.settle(i, s); err != nil {
			return err
		}
	}
}
