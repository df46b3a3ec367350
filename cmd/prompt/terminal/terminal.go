// Package terminal is the prompter of a real terminal: lines through its
// own editor (editor.go), which knows how a wrapped line is drawn again,
// and choices through promptui. The engine sees only prompt.Prompter: the
// program's root chooses this one, so what runs in a browser links no
// terminal library.
package terminal

import (
	"bufio"
	"bytes"
	"errors"
	"io"
	"os"
	"strconv"
	"strings"

	"altiplano/cmd/prompt"
	"altiplano/cmd/text"

	"github.com/manifoldco/promptui"
	"golang.org/x/term"
)

// Terminal asks on the given streams: lines through its own editor, choices
// through promptui. Prompts go to Out,
// which should be standard error so standard output carries data only.
type Terminal struct {
	In  io.Reader
	Out io.Writer
	// SelectHelp replaces promptui's English line under a choice list.
	SelectHelp string
	// Colon ends a label before the answer (": ", or " : " in French).
	Colon string
	// EditHint is said under the first refused answer: that the answer is
	// kept on the line for correcting, and how to clear it.
	EditHint string
	hinted   bool
	// LeftOut is said when characters that do not print (a bidi or
	// zero-width mark pasted in) were typed and left out of an answer:
	// nothing typed is lost without a word.
	LeftOut string
	// Columns, when set, gives the terminal's width (tests); otherwise Out's.
	Columns func() int

	buffered *bufio.Reader // shared by every question, see oneLine
}

// Speak sets the words the terminal says itself in p's language: a game
// resumed in its draft's language speaks it from its next question on.
func (t *Terminal) Speak(p text.Printer) {
	// The label's own end in the language: "Léa · pièces : " in French.
	t.SelectHelp, t.Colon = text.HelpSelectKeys.In(p), text.PromptLine.In(p, "")+" "
	t.EditHint, t.LeftOut = text.PromptEditHint.In(p), text.PromptLeftOut.In(p)
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

// Ask implements Prompter. The help goes above, once; the input line is
// the label and the answer. The answer is checked after Enter: a refused
// answer's problem is printed on a line of its own and the answer is offered
// again on a clean line, pre-filled, cursor at its end; Tab takes the
// correction the refusal proposes.
func (t *Terminal) Ask(q prompt.Question) (string, error) {
	l := prompt.LayOut(q, t.Colon, t.Width())
	label := l.Line
	if above := strings.Join(append(l.Help, l.Label...), "\n"); above != "" {
		if _, err := io.WriteString(t.Out, above+"\n"); err != nil {
			return "", err
		}
	}
	// Raw for the whole question, refusals included: keys typed while a
	// refusal is printed reach the editor, not the terminal's own line
	// editing (which would swallow a Ctrl-U typed ahead).
	restore, err := t.raw()
	if err != nil {
		return "", err
	}
	defer restore()
	line, fix := q.Prefill, ""
	for {
		answer, dropped, err := t.readLine(label, line, fix)
		if err != nil {
			return "", err
		}
		if dropped > 0 && t.LeftOut != "" {
			if err := t.lines(text.Wrap("  ! "+t.LeftOut, t.Width())); err != nil {
				return "", err
			}
		}
		if answer == "" {
			answer = q.Default
		}
		verr, proposed := q.Check(answer)
		if verr == nil {
			return answer, nil
		}
		if err := t.lines(text.Wrap(prompt.RefusalLine(verr.Error()), t.Width())); err != nil {
			return "", err
		}
		if t.EditHint != "" && !t.hinted {
			t.hinted = true
			if err := t.lines(text.Wrap("    "+t.EditHint, t.Width())); err != nil {
				return "", err
			}
		}
		if len(l.Label) > 0 {
			// The question again, whole, under its refusal: its last line
			// alone would be a fragment (the help, said once, is not).
			if err := t.lines(strings.Join(l.Label, "\n")); err != nil {
				return "", err
			}
		}
		line, fix = answer, proposed
		if q.Short {
			line = ""
		}
	}
}

// raw puts a terminal input in raw mode until the returned func is called.
func (t *Terminal) raw() (func(), error) {
	f, ok := t.In.(*os.File)
	if !ok || !term.IsTerminal(int(f.Fd())) {
		return func() {}, nil
	}
	state, err := term.MakeRaw(int(f.Fd()))
	if err != nil {
		return nil, err
	}
	return func() { _ = term.Restore(int(f.Fd()), state) }, nil
}

// lines writes text and a line break; in raw mode the terminal no longer
// turns \n into \r\n, so every line break is written whole.
func (t *Terminal) lines(text string) error {
	_, err := io.WriteString(t.Out, strings.ReplaceAll(text, "\n", "\r\n")+"\r\n")
	return err
}

// readLine edits one line; dropped counts the characters typed that do
// not print, left out of it.
func (t *Terminal) readLine(prompt, initial, fix string) (line string, dropped int, err error) {
	if t.buffered == nil {
		t.buffered = bufio.NewReader(t.In)
	}
	e := &editor{in: t.buffered, out: t.Out, cols: t.Width, prompt: prompt, fix: fix}
	line, err = e.read(initial)
	return line, e.dropped, err
}

// Width is the terminal's width in columns (80 when it cannot be known), for
// what a command prints between questions to wrap the same way.
func (t *Terminal) Width() int {
	if t.Columns != nil {
		if n := t.Columns(); n > 0 {
			return n
		}
	}
	if f, ok := t.Out.(*os.File); ok {
		if n, _, err := term.GetSize(int(f.Fd())); err == nil && n > 0 {
			return n
		}
	}
	return 80
}

// Choose implements Prompter.
func (t *Terminal) Choose(label string, items []string, cursor int) (int, error) {
	in, out := t.streams()
	s := promptui.Select{Label: label, Items: items, CursorPos: cursor, Size: 12, Stdin: in, Stdout: out, HideSelected: true}
	s.Templates = &promptui.SelectTemplates{}
	if t.SelectHelp != "" {
		// A template: the text is quoted so no character in it is read as one.
		s.Templates.Help = "{{ " + strconv.Quote(t.SelectHelp) + " | faint }}"
	}
	if strings.HasSuffix(label, "?") || strings.HasSuffix(label, ":") {
		s.Templates.Label = promptui.IconInitial + " {{.}} " // promptui's own adds ":", doubling the punctuation
	}
	i, _, err := s.Run()
	return i, mapError(err)
}

func mapError(err error) error {
	if errors.Is(err, promptui.ErrInterrupt) || errors.Is(err, promptui.ErrEOF) || errors.Is(err, io.EOF) {
		return prompt.ErrInterrupted
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
