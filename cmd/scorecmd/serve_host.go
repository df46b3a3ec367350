package scorecmd

import (
	"bufio"
	"context"
	"errors"
	"fmt"
	"io"
	"strconv"
	"strings"

	"altiplano/cmd/prompt"
	"altiplano/cmd/serve"
	"altiplano/cmd/text"
)

// While the phones answer, the host's terminal stays a plain line reader:
// the host types a seat's number to answer for that player (a player
// without a phone), r and a number to free a seat for another phone, or s
// to score now and ask what is missing here. The host's own questions
// (the table's, after the seats) are read from the same lines, so one
// reader owns the terminal for the whole game.

// readLines sends the lines of r until it ends; the channel then closes.
func readLines(r io.Reader) <-chan string {
	lines := make(chan string)
	go func() {
		defer close(lines)
		sc := bufio.NewScanner(r)
		for sc.Scan() {
			lines <- sc.Text()
		}
	}()
	return lines
}

// lineAsk is a Prompter over lines read from the terminal.
type lineAsk struct {
	ctx   context.Context
	lines <-chan string
	out   io.Writer
}

func (a lineAsk) line() (string, error) {
	select {
	case l, ok := <-a.lines:
		if !ok {
			return "", prompt.ErrInterrupted
		}
		return l, nil
	case <-a.ctx.Done():
		return "", prompt.ErrInterrupted
	}
}

// Ask implements prompt.Prompter: Enter gives the default.
func (a lineAsk) Ask(q prompt.Question) (string, error) {
	if q.Prefill != "" {
		q.Default = q.Prefill // a previous answer, kept with Enter
	}
	for {
		if q.Default != "" {
			fmt.Fprintf(a.out, "%s [%s]: ", q.Label, q.Default)
		} else {
			fmt.Fprintf(a.out, "%s: ", q.Label)
		}
		answer, err := a.line()
		if err != nil {
			return "", err
		}
		if answer == "" {
			answer = q.Default
		}
		if q.Validate == nil {
			return answer, nil
		}
		verr := q.Validate(answer)
		if verr == nil {
			return answer, nil
		}
		fmt.Fprintln(a.out, "  ! "+verr.Error())
	}
}

// Choose implements prompt.Prompter: the items numbered from 1; Enter
// takes the cursor's.
func (a lineAsk) Choose(label string, items []string, cursor int) (int, error) {
	for {
		fmt.Fprintln(a.out, label)
		for k, item := range items {
			fmt.Fprintf(a.out, "  %d) %s\n", k+1, item)
		}
		fmt.Fprintf(a.out, "[%d]: ", cursor+1)
		l, err := a.line()
		if err != nil {
			return 0, err
		}
		if strings.TrimSpace(l) == "" {
			return cursor, nil
		}
		if k, err := strconv.Atoi(strings.TrimSpace(l)); err == nil && k >= 1 && k <= len(items) {
			return k - 1, nil
		}
	}
}

// errScoreNow is the host asking to score before every seat is done.
var errScoreNow = errors.New("score now")

// hostCommand acts on one line the host typed while the phones answer.
func (o *Options) hostCommand(line string, srv *serve.Server, ask lineAsk) error {
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
			return o.answerFor(i, srv, ask)
		}
	}
	o.hostHelp(seats)
	return nil
}

// answerFor asks seat i's current question on the host, and gives the
// answer to the seat as its phone would: the seat's walk checks it.
func (o *Options) answerFor(i int, srv *serve.Server, ask lineAsk) error {
	page := srv.Current(i)
	switch page.Kind {
	case serve.Question:
		a, err := ask.Ask(prompt.Question{Label: page.Label, Default: page.Default})
		if err != nil {
			return err
		}
		srv.Answer(i, a)
	case serve.Choice:
		k, err := ask.Choose(page.Label, page.Items, 0)
		if err != nil {
			return err
		}
		srv.Answer(i, strconv.Itoa(k))
	}
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
