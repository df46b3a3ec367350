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
// host saw: the seat's walk checks it, and a refusal is shown here and the
// question asked again, with the refused answer (or its correction) as
// what Enter sends. It goes on to the seat's next question until the seat
// is done or the host gives an empty line (after the first question, where
// Enter takes the default as always), or Ctrl-D. When the phone answers
// first, the host is told and shown the phone's next question; the phone
// is told what the host answered for it.
func (c *Console) AnswerFor(srv *Server, i int) error {
	if err := c.answerFor(srv, i); !errors.Is(err, errCtrlD) {
		return err
	}
	return nil // Ctrl-D ends the row; the terminal is read on
}

func (c *Console) answerFor(srv *Server, i int) error {
	if page := srv.Current(i); !page.Done && page.answerable() {
		c.Say(text.ServeAnsweringFor.In(c.p, srv.seatName(i)))
	}
	for first := true; ; first = false {
		page, version, changed := srv.Watch(i)
		if page.Done || !page.answerable() {
			return nil
		}
		if page.Error != "" {
			c.Say("  ! " + strings.ReplaceAll(page.Error, "\n", "\n    "))
		}
		next := srv.NextPage(i)
		var answer string
		switch page.Kind {
		case Question:
			def := page.Default
			if page.Error != "" {
				def = page.Value // the refused answer: Enter sends it again
				if page.Suggest != "" {
					def = page.Suggest // its correction
				}
			}
			if !first && page.Error == "" {
				def = "" // an empty line ends the row; the default is typed
			}
			p := page.Label + ": "
			if def != "" {
				p = fmt.Sprintf("%s [%s]: ", page.Label, def)
			}
			l, moved, err := c.line(p, changed)
			if err != nil {
				return err
			}
			if moved {
				c.Say(text.ServePhoneAnswered.In(c.p, srv.seatName(i)))
				continue
			}
			if l == "" && !first && page.Error == "" {
				return nil
			}
			if strings.TrimSpace(l) == "" && (l == "" || strings.Contains(l, "\t")) {
				l = def
			}
			answer = l
		case YesNo:
			yes, no := text.AnswerYes.In(c.p), text.AnswerNo.In(c.p)
			l, moved, err := c.line(fmt.Sprintf("%s (%s/%s): ", page.Label, yes, no), changed)
			if err != nil {
				return err
			}
			if moved {
				c.Say(text.ServePhoneAnswered.In(c.p, srv.seatName(i)))
				continue
			}
			v, ok := text.ParseYesNo(l)
			if !ok {
				if strings.TrimSpace(l) == "" && !first {
					return nil
				}
				c.Say("  ! " + text.ErrEntryYesNo.In(c.p, l))
				continue
			}
			answer = page.No
			if v {
				answer = page.Yes
			}
		case Choice:
			k, moved, err := c.choose(page.Label, page.Items, 0, changed)
			if err != nil {
				return err
			}
			if moved {
				c.Say(text.ServePhoneAnswered.In(c.p, srv.seatName(i)))
				continue
			}
			if k < 0 {
				continue
			}
			answer = strconv.Itoa(k)
		}
		said := text.ServeHostAnswered.T(page.Label, answer)
		if page.Kind == Choice {
			said = text.ServeHostChose.T(page.Items[mustAtoi(answer)])
		}
		switch srv.AnswerAt(i, version, answer, said) {
		case Taken, Again:
		case Closed:
			return nil
		case ByPhone:
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
	}
}

func mustAtoi(s string) int { n, _ := strconv.Atoi(s); return n }
