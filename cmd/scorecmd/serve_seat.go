package scorecmd

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"strconv"
	"strings"
	"sync"

	"altiplano/cmd/prompt"
	"altiplano/cmd/serve"
	"altiplano/cmd/text"
	"altiplano/rules/catalog"
	"altiplano/scoring"
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
	pages   seatPages // when a seat's walk shows its next page (the host answering waits for it)
}

func (t *table) acquire(w *walk) { t.mu.Lock(); w.learned = t.learned }
func (t *table) release(w *walk) { t.learned = w.learned; t.mu.Unlock() }

// seatAsk is a Prompter that asks through seat i's phone.
type seatAsk struct {
	ctx context.Context
	t   *table
	w   *walk
	srv *serve.Server
	i   int
	out *bytes.Buffer // what the seat's walk said since its phone's last page
}

// wait shows page p with what the walk said, and waits for the phone
// without holding the table.
func (a *seatAsk) wait(p serve.Page) (string, error) {
	if a.ctx.Err() != nil {
		return "", prompt.ErrInterrupted
	}
	said := strings.TrimRight(a.out.String(), "\n")
	a.out.Reset()
	if said != "" {
		p.Lines = strings.Split(said, "\n")
	}
	a.srv.Show(a.i, p)
	a.t.pages.shown(a.i)
	a.t.release(a.w)
	answer, err := a.srv.Wait(a.ctx, a.i)
	a.t.acquire(a.w)
	if errors.Is(err, serve.ErrStopped) {
		return "", prompt.ErrInterrupted
	}
	return answer, err
}

// Ask implements prompt.Prompter: the same question, checked by the same
// function, its refusal shown on the phone.
func (a *seatAsk) Ask(q prompt.Question) (string, error) {
	refused, value := "", q.Default
	if q.Prefill != "" {
		value = q.Prefill
	}
	for {
		_, numeric := strconv.Atoi(q.Default)
		answer, err := a.wait(serve.Page{Kind: serve.Question, Help: q.Help, Label: q.Label, Default: q.Default, Value: value, Error: refused, Numeric: numeric == nil})
		if err != nil {
			return "", err
		}
		if q.Validate == nil {
			return answer, nil
		}
		verr := q.Validate(answer)
		if verr == nil {
			return answer, nil
		}
		// The refused answer stays in the field for correcting, or its
		// proposed correction when there is one, as in the terminal.
		refused, value = verr.Error(), answer
		var fixer prompt.Fixer
		if errors.As(verr, &fixer) {
			value = fixer.Fix()
		}
	}
}

// Choose implements prompt.Prompter with a button per item.
func (a *seatAsk) Choose(label string, items []string, _ int) (int, error) {
	for {
		answer, err := a.wait(serve.Page{Kind: serve.Choice, Label: label, Items: items})
		if err != nil {
			return 0, err
		}
		if k, err := strconv.Atoi(answer); err == nil && k >= 0 && k < len(items) {
			return k, nil
		}
	}
}

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
		ask := &seatAsk{ctx: ctx, t: t, srv: srv, i: i, out: out}
		w := &walk{p: p, lex: host.lex, ask: ask, out: out, draft: host.draft, box: host.box, saveTo: host.saveTo,
			record: host.record, fromCode: host.fromCode, defaults: map[string]string{}, firstToOnHost: true}
		ask.w = w
		t.acquire(w)
		err := w.seat(i, srv)
		t.release(w)
		if !errors.Is(err, serve.ErrLangChanged) {
			return err
		}
	}
}

// seat asks player i's steps, then shows the player's own answers until
// the table is scored: the player changes any of them, or marks them done.
func (w *walk) seat(i int, srv *serve.Server) error {
	for _, s := range w.steps() {
		if err := w.settle(i, s); err != nil {
			return err
		}
	}
	for {
		steps := w.steps()
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
		w.redo(i, s.field)
		if err := w.settle(i, s); err != nil {
			return err
		}
	}
}
