package prompt

import (
	"bufio"
	"bytes"
	"errors"
	"io"
	"strconv"

	"github.com/manifoldco/promptui"
)

// Terminal asks through promptui on the given streams. Prompts go to Out,
// which should be standard error so standard output carries data only.
type Terminal struct {
	In  io.Reader
	Out io.Writer
	// SelectHelp replaces promptui's English line under a choice list.
	SelectHelp string

	buffered *bufio.Reader // shared by every question, see oneLine
}

func (t *Terminal) streams() (io.ReadCloser, io.WriteCloser) {
	if t.buffered == nil {
		t.buffered = bufio.NewReader(t.In)
	}
	// promptui closes what it is given; the streams belong to the program.
	return io.NopCloser(&oneLine{r: t.buffered}), bellFilter{t.Out}
}

// oneLine gives one prompt the input up to and including its Enter (or
// Ctrl-C, Ctrl-D), then end of input. promptui starts a new line reader for
// every prompt, and each reads ahead: without this, answers typed ahead or
// pasted would be swallowed by the prompt before.
type oneLine struct {
	r    *bufio.Reader
	done bool
}

func (o *oneLine) Read(p []byte) (int, error) {
	if o.done {
		return 0, io.EOF
	}
	n := 0
	for n < len(p) {
		b, err := o.r.ReadByte()
		if err != nil {
			return n, err
		}
		p[n] = b
		n++
		if b == '\r' || b == '\n' || b == ctrlC || b == ctrlD {
			o.done = true
			break
		}
		if o.r.Buffered() == 0 {
			break // hand over what there is rather than wait holding it
		}
	}
	return n, nil
}

const (
	ctrlC = 3
	ctrlD = 4
)

// plain shows the label and the answer as typed, with no icons: the
// answers scroll by like a transcript the table can read back.
var plain = &promptui.PromptTemplates{
	Prompt:  "{{ . }}: ",
	Valid:   "{{ . }}: ",
	Invalid: "{{ . }}: ",
	Success: "{{ . }}: ",
}

// Ask implements Prompter. The answer is checked after Enter rather than
// while typing: a refused answer's problem is printed on a line of its own
// and the question is asked again on a clean line.
func (t *Terminal) Ask(q Question) (string, error) {
	for {
		in, out := t.streams()
		p := promptui.Prompt{Label: q.Label, Default: q.Default, Stdin: in, Stdout: out, Templates: plain}
		answer, err := p.Run()
		if err != nil {
			return "", mapError(err)
		}
		if q.Validate == nil {
			return answer, nil
		}
		verr := q.Validate(answer)
		if verr == nil {
			return answer, nil
		}
		if _, err := io.WriteString(t.Out, "  ! "+verr.Error()+"\n"); err != nil {
			return "", err
		}
	}
}

// Choose implements Prompter.
func (t *Terminal) Choose(label string, items []string, cursor int) (int, error) {
	in, out := t.streams()
	s := promptui.Select{Label: label, Items: items, CursorPos: cursor, Size: 12, Stdin: in, Stdout: out, HideSelected: true}
	if t.SelectHelp != "" {
		// A template: the text is quoted so no character in it is read as one.
		s.Templates = &promptui.SelectTemplates{Help: "{{ " + strconv.Quote(t.SelectHelp) + " | faint }}"}
	}
	i, _, err := s.Run()
	return i, mapError(err)
}

func mapError(err error) error {
	if errors.Is(err, promptui.ErrInterrupt) || errors.Is(err, promptui.ErrEOF) || errors.Is(err, io.EOF) {
		return ErrInterrupted
	}
	return err
}

// bellFilter drops the terminal bell, which promptui's line editor rings
// on every refused key: at a game table, that is noise.
type bellFilter struct{ w io.Writer }

func (b bellFilter) Write(p []byte) (int, error) {
	if bytes.IndexByte(p, '\a') < 0 {
		return b.w.Write(p)
	}
	if _, err := b.w.Write(bytes.ReplaceAll(p, []byte{'\a'}, nil)); err != nil {
		return 0, err
	}
	return len(p), nil
}

func (b bellFilter) Close() error { return nil }
