package serve

import (
	"errors"
	"fmt"
	"strconv"
	"strings"

	"altiplano/cmd/prompt"
	"altiplano/cmd/text"
)

// AnswerFor asks seat i's questions on the host, in a session, and gives
// each answer to the seat as its phone would, for the page version the
// host saw: the seat's walk checks it, and what it says (a refusal, a
// problem, what it understood) is shown here; a refused question is asked
// again, with the refused answer (or its correction) as what Enter sends.
// Where an empty answer is taken (none), - sends it. It goes on to the
// seat's next question until the seat is done or the host gives an empty
// line or Ctrl-D, which change nothing. When the phone answers first, the host is told and
// shown the phone's next question; the phone is told what the host
// answered for it.
func (c *Console) AnswerFor(srv *Server, i int) error {
	if err := c.answerFor(srv, i); !errors.Is(err, errCtrlD) {
		return err
	}
	return nil // Ctrl-D ends the row; the terminal is read on
}

// reply is what the host typed for a seat's page.
type reply struct {
	answer string
	moved  bool // the page changed first (the phone answered)
	stop   bool // the row ends here
	again  bool // nothing to send: the page is asked again
}

func (c *Console) answerFor(srv *Server, i int) error {
	if page := srv.Current(i); !page.Done && page.Answerable() {
		c.Say(text.ServeAnsweringFor.In(c.p, srv.seatName(i)))
	}
	shown := -1 // the page version whose words were said
	for {
		page, version, changed := srv.Watch(i)
		if page.Done || !page.Answerable() {
			return nil
		}
		if version != shown {
			c.sayPage(page)
			shown = version
		}
		next := srv.NextPage(i)
		var r reply
		var err error
		switch page.Kind {
		case Question:
			r, err = c.replyQuestion(page, changed)
		case YesNo:
			r, err = c.replyYesNo(page, changed)
		case Choice:
			r, err = c.replyChoice(page, srv.seatName(i), changed)
		}
		switch {
		case err != nil:
			return err
		case r.stop:
			return nil
		case r.moved && srv.Current(i).redrawn:
			c.Say(text.ServeHostReviewRedrawn.In(c.p, srv.seatName(i)))
			continue
		case r.moved:
			c.Say(text.ServePhoneAnswered.In(c.p, srv.seatName(i)))
			continue
		case r.again:
			continue
		}
		said := text.ServeHostAnswered.T(page.Label, r.answer)
		switch {
		case page.Kind == Choice:
			said = text.ServeHostChose.T(page.Items[mustAtoi(r.answer)])
		case strings.TrimSpace(r.answer) == "":
			said = text.ServeHostAnsweredNone.T(page.Label)
		}
		switch res := srv.AnswerAt(i, version, r.answer, said); {
		case res == Taken || res == Again:
		case res == Closed:
			return nil
		case srv.Current(i).redrawn:
			c.Say(text.ServeHostReviewRedrawn.In(c.p, srv.seatName(i)))
			continue
		case res == ByPhone:
			c.Say(text.ServeAnsweredOnPhone.In(c.p, srv.seatName(i)))
			continue
		default:
			c.Say(text.ServeHostNotTaken.In(c.p, srv.seatName(i)))
			continue
		}
		select {
		case <-next: // the seat's walk took the answer and shows what comes next
		case <-c.ctx.Done():
			return prompt.ErrInterrupted
		}
		if now, v, _ := srv.Watch(i); v != version && now.hostDropped {
			// Drawn again before the walk took the choice: not taken.
			c.Say(text.ServeHostReviewRedrawn.In(c.p, srv.seatName(i)))
		}
	}
}

// sayPage says what the seat's walk said with its page, as the phone
// shows it: what it understood of the last answer, a problem it found,
// why the last answer was refused.
func (c *Console) sayPage(page Page) {
	var lines []string
	for _, l := range page.Lines {
		lines = append(lines, strings.Split(l, "\n")...)
	}
	if page.Error != "" {
		lines = append(lines, prompt.RefusalLine(page.Error))
	}
	if len(lines) > 0 {
		c.Say(lines...)
	}
}

// replyQuestion reads a line for a question page. An empty line stops
// answering for the seat and changes nothing, at every question: Enter
// never answers for a player. Where an empty answer is taken (none), -
// gives it; after a refusal with a correction, Tab (then Enter) takes it.
func (c *Console) replyQuestion(page Page, changed <-chan struct{}) (reply, error) {
	label := page.Label
	if page.None {
		label += " " + text.ServeNoneHint.In(c.p)
	}
	fill, fix := "", ""
	if page.Error != "" {
		fill, fix = page.Value, page.Suggest // the refused answer, to correct
	}
	l, moved, err := c.line(c.promptLine(label, ""), changed, fill, fix)
	switch {
	case err != nil || moved:
		return reply{moved: moved}, err
	case page.None && isNone(l):
		return reply{answer: ""}, nil
	case strings.TrimSpace(l) == "" && strings.Contains(l, "\t") && page.Error != "" && page.Suggest != "":
		return reply{answer: page.Suggest}, nil // Tab, for the correction
	case strings.TrimSpace(l) == "":
		return reply{stop: true}, nil
	}
	return reply{answer: l}, nil
}

// replyYesNo reads a yes or a no, in any of the languages; an empty line
// stops; anything else is said and asked again.
func (c *Console) replyYesNo(page Page, changed <-chan struct{}) (reply, error) {
	yes, no := text.AnswerYes.In(c.p), text.AnswerNo.In(c.p)
	l, moved, err := c.line(c.promptLine(fmt.Sprintf("%s (%s/%s)", page.Label, yes, no), ""), changed, "", "")
	if err != nil || moved {
		return reply{moved: moved}, err
	}
	v, ok := text.ParseYesNo(l)
	switch {
	case ok && v:
		return reply{answer: page.Yes}, nil
	case ok:
		return reply{answer: page.No}, nil
	case strings.TrimSpace(l) == "":
		return reply{stop: true}, nil
	}
	c.Say("  ! " + text.ErrEntryYesNo.In(c.p, l))
	return reply{again: true}, nil
}

// replyChoice reads an item's number; an empty line stops (a review never
// defaults to "I am done"); a line that names none is said and the items
// listed again. A player's review is said in the host's words: the phone's
// are for a player tapping their own.
func (c *Console) replyChoice(page Page, name string, changed <-chan struct{}) (reply, error) {
	label, items := page.Label, page.Items
	switch page.review {
	case reviewOpen:
		label = text.ServeReviewHost.In(c.p, name)
		if len(items) == 0 {
			break
		}
		items = append([]string{text.ServeSeatDone.In(c.p, name)}, items[1:]...)
	case reviewDone:
		label = text.ServeReviewHostDone.In(c.p, name)
	}
	k, moved, err := c.choose(label, items, -1, changed)
	switch {
	case err != nil || moved:
		return reply{moved: moved}, err
	case k == noLine:
		return reply{stop: true}, nil
	case k < 0:
		return reply{again: true}, nil
	}
	return reply{answer: strconv.Itoa(k)}, nil
}

// isNone is the host's explicit none: a line of -, where Enter would give
// something else.
func isNone(l string) bool {
	l = strings.TrimSpace(l)
	return l == "-" || l == "—"
}

func mustAtoi(s string) int { n, _ := strconv.Atoi(s); return n }
