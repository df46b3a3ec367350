package scorecmd

import (
	"errors"
	"fmt"
	"strconv"
	"strings"

	"altiplano/cmd/serve"
	"altiplano/cmd/text"
)

// While the phones answer, the host's terminal stays a plain line reader:
// the host types a seat's number to answer for that player (a player
// without a phone), r and a number to free a seat for another phone, or s
// to score now and ask what is missing here. The host's own questions
// (the table's, after the seats) are read from the same lines, so one
// reader owns the terminal for the whole game (serve.ReadLines, serve.LineAsk).

// errScoreNow is the host asking to score before every seat is done.
var errScoreNow = errors.New("score now")

// hostCommand acts on one line the host typed while the phones answer.
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
