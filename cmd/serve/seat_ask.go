package serve

import (
	"bytes"
	"context"
	"errors"
	"strconv"
	"strings"

	"altiplano/cmd/pages"
	"altiplano/cmd/prompt"
	"altiplano/cmd/text"
)

// SeatAsk is a Prompter that asks through one seat's phone: the same
// question, checked by the same function, its refusal shown on the phone.
type SeatAsk struct {
	Ctx  context.Context
	Srv  *Server
	Seat int
	// Out is what the seat's walk said since its phone's last page; it is
	// shown above the next question.
	Out *bytes.Buffer
	// Intro is what to count before counting: every question page has it,
	// folded behind a link.
	Intro []string
	// Printer is the phone's language, for the words a yes or a no sends.
	Printer text.Printer
	// Unlock and Lock let go of what the seat's walk shares with the
	// other seats while it waits for its phone, and take it back.
	Unlock, Lock func()
	// HostLabel, when set, says where the seat's walk is in the host's
	// language: the host's progress lines show it, not the phone's label.
	HostLabel func() string
	// lines are what the page shown said; kept when it is drawn again
	// for a change of the table, with nothing new to say.
	lines   []string
	redrawn bool
}

// wait shows page p with what the walk said, and waits for the phone.
func (a *SeatAsk) wait(p Page) (string, error) {
	if a.Ctx.Err() != nil {
		return "", prompt.ErrInterrupted
	}
	said := strings.TrimRight(a.Out.String(), "\n")
	a.Out.Reset()
	switch {
	case said != "":
		p.Lines = strings.Split(said, "\n")
	case a.redrawn:
		p.Lines = a.lines
	}
	a.lines, a.redrawn = p.Lines, false
	if a.HostLabel != nil {
		p.HostLabel = a.HostLabel()
	}
	a.Srv.Show(a.Seat, p)
	a.Unlock()
	answer, err := a.Srv.Wait(a.Ctx, a.Seat)
	a.Lock()
	if errors.Is(err, ErrStopped) {
		return "", prompt.ErrInterrupted
	}
	return answer, err
}

// Ask implements prompt.Prompter, as every page asks (pages.Ask).
func (a *SeatAsk) Ask(q prompt.Question) (string, error) {
	return pages.Ask(q, a.Intro, a.Printer, func(p pages.Page) (string, error) { return a.wait(Page{Page: p}) })
}

// Choose implements prompt.Prompter with a button per item.
func (a *SeatAsk) Choose(label string, items []string, _ int) (int, error) {
	return a.choose(Page{Page: pages.Page{Kind: Choice, Label: label, Items: items}})
}

// ChooseReview implements prompt.Reviewer: the player's review, which a
// host answering for the player says in the host's words, and which is
// drawn again when the table changes.
func (a *SeatAsk) ChooseReview(label string, items []string, done bool) (int, error) {
	p := Page{Page: pages.Page{Kind: Choice, Label: label, Items: items}, review: reviewOpen}
	if done {
		p.review = reviewDone
	}
	return a.choose(p)
}

// choose shows choice page p and waits for the item chosen.
func (a *SeatAsk) choose(p Page) (int, error) {
	items := p.Items
	for {
		answer, err := a.wait(p)
		if errors.Is(err, ErrTableChanged) {
			a.redrawn = true
			return 0, prompt.ErrAskAgain
		}
		if err != nil {
			return 0, err
		}
		if k, err := strconv.Atoi(answer); err == nil && k >= 0 && k < len(items) {
			return k, nil
		}
	}
}
