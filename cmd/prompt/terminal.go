package prompt

import (
	"bytes"
	"errors"
	"io"

	"github.com/manifoldco/promptui"
)

// Terminal asks through promptui on the given streams. Prompts go to Out,
// which should be standard error so standard output carries data only.
type Terminal struct {
	In  io.Reader
	Out io.Writer
}

func (t *Terminal) streams() (io.ReadCloser, io.WriteCloser) {
	// promptui closes what it is given; the streams belong to the program.
	return io.NopCloser(t.In), bellFilter{t.Out}
}

// Ask implements Prompter.
func (t *Terminal) Ask(q Question) (string, error) {
	in, out := t.streams()
	p := promptui.Prompt{Label: q.Label, Default: q.Default, Stdin: in, Stdout: out}
	if q.Validate != nil {
		p.Validate = promptui.ValidateFunc(q.Validate)
	}
	answer, err := p.Run()
	return answer, mapError(err)
}

// Choose implements Prompter.
func (t *Terminal) Choose(label string, items []string, cursor int) (int, error) {
	in, out := t.streams()
	s := promptui.Select{Label: label, Items: items, CursorPos: cursor, Size: 12, Stdin: in, Stdout: out, HideSelected: true}
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
