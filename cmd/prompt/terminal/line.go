package terminal

import (
	"io"
	"unicode/utf8"
)

// Line is a line typed key by key while other lines are printed between
// the keys (the served host's terminal, where the phones' news comes at
// any time): whatever is printed, the line is drawn again under it as it
// was typed, cursor where it was. The caller serialises every method and
// its own printing; it reads the terminal itself, never holding what
// serialises (the news waits for no key), and hands the bytes to Type.
type Line struct {
	e    editor
	keys typed
}

// NewLine edits the keys typed, drawn on out at the width cols gives.
func NewLine(out io.Writer, cols func() int) *Line {
	l := &Line{}
	l.e = editor{in: &l.keys, out: out, cols: cols, noWait: true}
	return l
}

// Type takes what one read of the terminal gave. A terminal sends each
// key's bytes in one write, so an escape sequence unfinished at the end is
// a key of its own (an Alt-[, say), ignored; a character cut short waits
// for the rest of its bytes.
func (l *Line) Type(b []byte) { l.keys.b = append(l.keys.b, b...) }

// Key applies the next key typed; ok is false when Type has given no
// whole key more. Enter gives the line typed (the input line stays on the
// screen, the cursor under it, and a fresh empty line is edited, with no
// prompt); end reports Ctrl-D on an empty line.
func (l *Line) Key() (line string, entered, end, ok bool) {
	if len(l.keys.b) == 0 || !utf8.FullRune(l.keys.b) {
		return "", false, false, false
	}
	r, _ := l.e.key() // reads only what Type gave: a whole key, or less
	switch r {
	case keyEnter:
		l.e.pos = len(l.e.buf)
		l.e.draw()
		l.e.write("\r\n")
		line = string(l.e.buf)
		l.reset("")
		return line, true, false, true
	case keyEnd:
		return "", false, true, true
	}
	return "", false, false, true // Ctrl-C is the terminal's: a signal
}

// typed is the bytes typed and not yet read as keys.
type typed struct{ b []byte }

func (t *typed) ReadRune() (rune, int, error) {
	if len(t.b) == 0 {
		return 0, 0, io.EOF
	}
	r, n := utf8.DecodeRune(t.b)
	t.b = t.b[n:]
	return r, n, nil
}

func (t *typed) ReadByte() (byte, error) {
	if len(t.b) == 0 {
		return 0, io.EOF
	}
	c := t.b[0]
	t.b = t.b[1:]
	return c, nil
}

func (t *typed) Buffered() int { return len(t.b) }

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

// Hide leaves the line on the screen, the cursor past its end, and draws
// nothing more until Show: the terminal is someone else's meanwhile (the
// program is stopped, and its shell writes under the line).
func (l *Line) Hide() {
	if l.e.hidden {
		return
	}
	if l.e.drawn {
		pos := l.e.pos
		l.e.pos = len(l.e.buf)
		l.e.draw()
		l.e.pos = pos
	}
	l.e.hidden, l.e.row, l.e.drawn = true, 0, false
}

// Show draws the line again, question and all, from the row the cursor is
// on, under what was written while it was hidden.
func (l *Line) Show() {
	l.e.hidden = false
	l.e.draw()
}
