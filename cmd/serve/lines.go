package serve

import (
	"bufio"
	"context"
	"errors"
	"fmt"
	"io"
	"strconv"
	"strings"

	"altiplano/cmd/prompt"
)

// While the phones answer, the host's terminal is a plain line reader: one
// reader owns it for the whole game, and the host's own questions are read
// from the same lines.

// ReadLines sends the lines of r until it ends; the channel then closes.
func ReadLines(r io.Reader) <-chan string {
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

// LineAsk is a Prompter over lines read from the host's terminal.
type LineAsk struct {
	Ctx   context.Context
	Lines <-chan string
	Out   io.Writer
}

func (a LineAsk) line() (string, error) {
	select {
	case l, ok := <-a.Lines:
		if !ok {
			return "", prompt.ErrInterrupted
		}
		return l, nil
	case <-a.Ctx.Done():
		return "", prompt.ErrInterrupted
	}
}

// Ask implements prompt.Prompter: Enter gives the default. The help goes
// above, as the walk-through shows it. A plain line cannot be pre-filled, so
// a refusal's proposed correction becomes what Enter gives, and Tab (then
// Enter) takes it too, as the refusal promises.
func (a LineAsk) Ask(q prompt.Question) (string, error) {
	if q.Prefill != "" {
		q.Default = q.Prefill // a previous answer, kept with Enter
	}
	if q.Help != "" {
		fmt.Fprintln(a.Out, q.Help)
	}
	fix := ""
	for {
		if q.Default != "" {
			fmt.Fprintf(a.Out, "%s [%s]: ", q.Label, q.Default)
		} else {
			fmt.Fprintf(a.Out, "%s: ", q.Label)
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
		fmt.Fprintln(a.Out, "  ! "+strings.ReplaceAll(verr.Error(), "\n", "\n    "))
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
func (a LineAsk) Choose(label string, items []string, cursor int) (int, error) {
	for {
		fmt.Fprintln(a.Out, label)
		for k, item := range items {
			fmt.Fprintf(a.Out, "  %d) %s\n", k+1, item)
		}
		fmt.Fprintf(a.Out, "[%d]: ", cursor+1)
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

// AnswerFor asks seat i's questions on the host and gives each answer to
// the seat as its phone would: the seat's walk checks it, and a refusal is
// shown here and the question asked again, with the refused answer (or its
// correction) as what Enter sends. With row, it asks the seat's questions
// one after the other until the seat is done or the host gives an empty
// line (after the first question, where Enter takes the default as always);
// without, it answers the page shown and returns.
func (a LineAsk) AnswerFor(srv *Server, i int, row bool) error {
	for first := true; ; first = false {
		page := srv.Current(i)
		if page.Done || (page.Kind != Question && page.Kind != Choice) {
			return nil
		}
		if page.Error != "" {
			fmt.Fprintln(a.Out, "  ! "+strings.ReplaceAll(page.Error, "\n", "\n    "))
		}
		var next <-chan struct{}
		if row {
			next = srv.NextPage(i)
		}
		switch page.Kind {
		case Question:
			q := prompt.Question{Label: page.Label, Default: page.Default}
			if page.Error != "" {
				q.Default = page.Value // the refused answer, or its correction: Enter sends it again
			}
			if !first && page.Error == "" {
				q.Default = "" // an empty line ends the row; the default is typed
			}
			answer, err := a.Ask(q)
			if err != nil {
				return err
			}
			if answer == "" && !first && page.Error == "" {
				return nil
			}
			srv.Answer(i, answer)
		case Choice:
			k, err := a.Choose(page.Label, page.Items, 0)
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
		case <-a.Ctx.Done():
			return prompt.ErrInterrupted
		}
	}
}
