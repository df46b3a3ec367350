package prompt

import (
	"bufio"
	"io"
)

// Line is a line typed key by key while other lines are printed between
// the keys (the served host's terminal, where the phones' news comes at
// any time): whatever is printed, the line is drawn again under it as it
// was typed, cursor where it was. The caller serialises every method and
// its own printing.
type Line struct{ e editor }

// NewLine edits keys read from in, drawn on out at the width cols gives.
func NewLine(in *bufio.Reader, out io.Writer, cols func() int) *Line {
	return &Line{e: editor{in: in, out: out, cols: cols, noWait: true}}
}

// Key reads one keystroke and applies it; it blocks until one comes, so a
// caller that prints meanwhile waits for in to hold a key first (Peek).
// Enter gives the line typed (the input line stays on the screen, the
// cursor under it, and a fresh empty line is edited, with no prompt); end
// reports Ctrl-D on an empty line; err, that in ended.
func (l *Line) Key() (line string, entered, end bool, err error) {
	r, err := l.e.key()
	if err != nil {
		return "", false, false, err
	}
	switch r {
	case keyEnter:
		l.e.pos = len(l.e.buf)
		l.e.draw()
		l.e.write("\r\n")
		line = string(l.e.buf)
		l.reset("")
		return line, true, false, nil
	case keyEnd:
		return "", false, true, nil
	}
	return "", false, false, nil // Ctrl-C is the terminal's: a signal
}

// reset starts a fresh line under prompt, on the row the cursor is on.
func (l *Line) reset(prompt string) {
	l.e.prompt, l.e.buf, l.e.pos, l.e.row, l.e.fix, l.e.drawn = prompt, nil, 0, 0, "", false
}

// Ask draws prompt before what is typed; fill, when nothing is typed yet,
// is put on the line to correct (a refused answer), and Tab replaces the
// line with fix (the refusal's correction) when there is one.
func (l *Line) Ask(prompt, fill, fix string) {
	l.e.prompt, l.e.fix = prompt, fix
	if len(l.e.buf) == 0 && fill != "" {
		l.e.buf = []rune(fill)
		l.e.pos = len(l.e.buf)
	}
	l.e.draw()
}

// Unask takes the question away from the line; what is typed stays.
func (l *Line) Unask() {
	if l.e.prompt == "" {
		return
	}
	l.e.prompt, l.e.fix = "", ""
	l.e.draw()
}

// Clear erases the line from the screen, the cursor at the start of its
// first row, where what is printed next goes; Draw puts it back.
func (l *Line) Clear() {
	if !l.e.drawn {
		return
	}
	l.e.clear()
	l.e.row, l.e.drawn = 0, false
}

// Draw draws the line again, as it was before Clear.
func (l *Line) Draw() { l.e.draw() }
