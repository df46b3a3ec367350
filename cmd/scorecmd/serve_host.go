package scorecmd

import (
	"bufio"
	"context"
	"errors"
	"fmt"
	"io"
	"strconv"
	"strings"
	"sync"

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
	pages *seatPages // nil: answering for a seat does not wait for its next page
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

// Ask implements prompt.Prompter: Enter gives the default. A plain line
// cannot be pre-filled, so a refusal's proposed correction becomes what
// Enter gives, and Tab (then Enter) takes it too, as the refusal promises.
func (a lineAsk) Ask(q prompt.Question) (string, error) {
	fix := ""
	if q.Prefill != "" {
		q.Default = q.Prefill // a previous answer, kept with Enter
	}
	if q.Help != "" {
		fmt.Fprintln(a.out, q.Help) // as the walk-through shows it: what the question is about
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
		if fix != "" && strings.TrimSpace(answer) == "" && strings.Contains(answer, "\t") {
			answer = fix // Tab
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
		fmt.Fprintln(a.out, "  ! "+strings.ReplaceAll(verr.Error(), "\n", "\n    "))
		fix = ""
		var fixer prompt.Fixer
		if errors.As(verr, &fixer) {
			fix = fixer.Fix()
			q.Default = fix
		}
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

// answerFor asks seat i's questions on the host, one after the other, and
// gives each answer to the seat as its phone would: the seat's walk checks
// it, and a refusal is shown here and the question asked again. It ends
// when the seat is done, or on an empty line (after the first question,
// where Enter takes the default as it always did).
func (o *Options) answerFor(i int, srv *serve.Server, ask lineAsk) error {
	for first := true; ; first = false {
		page := srv.Current(i)
		if page.Done || (page.Kind != serve.Question && page.Kind != serve.Choice) {
			return nil
		}
		if page.Error != "" {
			fmt.Fprintln(ask.out, "  ! "+strings.ReplaceAll(page.Error, "\n", "\n    "))
		}
		var next <-chan struct{}
		if ask.pages != nil {
			next = ask.pages.next(i)
		}
		switch page.Kind {
		case serve.Question:
			q := prompt.Question{Label: page.Label, Default: page.Default}
			if page.Error != "" {
				q.Default = page.Value // the refused answer, or its correction: Enter sends it again
			}
			if !first && page.Error == "" {
				q.Default = "" // an empty line ends the row; the default is typed
			}
			a, err := ask.Ask(q)
			if err != nil {
				return err
			}
			if a == "" && !first && page.Error == "" {
				return nil
			}
			srv.Answer(i, a)
		case serve.Choice:
			k, err := ask.Choose(page.Label, page.Items, 0)
			if err != nil {
				return err
			}
			srv.Answer(i, strconv.Itoa(k))
		}
		if next == nil {
			return nil
		}
		select {
		case <-next: // the seat's walk took the answer and shows what comes next
		case <-ask.ctx.Done():
			return prompt.ErrInterrupted
		}
	}
}

// seatPages tells who waits for a seat when its walk shows its next page.
type seatPages struct {
	mu    sync.Mutex
	waits map[int]chan struct{}
}

// next is closed when seat i next shows a page.
func (s *seatPages) next(i int) <-chan struct{} {
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.waits == nil {
		s.waits = map[int]chan struct{}{}
	}
	if s.waits[i] == nil {
		s.waits[i] = make(chan struct{})
	}
	return s.waits[i]
}

// shown says seat i shows a new page.
func (s *seatPages) shown(i int) {
	s.mu.Lock()
	defer s.mu.Unlock()
	if c := s.waits[i]; c != nil {
		close(c)
		delete(s.waits, i)
	}
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
