package terminal

import (
	"altiplano/cmd/prompt"
	"fmt"
	"io"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/mattn/go-runewidth"
)

// editor edits one answer on one logical line that may wrap over several
// rows of the terminal. promptui's line editor clears only the logical line
// before drawing it again, so a line wider than the screen leaves a copy of
// itself on every keystroke (promptui issues #92 and #186). This one knows
// the width and clears every row the line occupies.
type editor struct {
	in     keyReader
	out    io.Writer
	cols   func() int
	prompt string
	buf    []rune
	pos    int // the cursor, as an index into buf
	row    int // the row of the cursor below the line's first row
	fix    string
	drawn  bool
	// dropped counts the characters typed that do not print, left out
	// of the line (they would disturb the terminal's display).
	dropped int
	// noWait: an Escape with nothing after it yet is a key of its own,
	// not the start of a sequence waited for (see Line).
	noWait bool
	// hidden: nothing is drawn (the terminal is the shell's meanwhile).
	hidden bool
	// drawnCols and head are the width the line was drawn at and its text
	// up to the cursor: a terminal resized since has wrapped it again, so
	// the rows above the cursor are counted again at the new width.
	drawnCols int
	head      string
}

// keyReader is where the keys come from: a terminal read as it is typed
// (bufio.Reader), or the bytes a terminal has given so far (see Line).
type keyReader interface {
	ReadRune() (rune, int, error)
	ReadByte() (byte, error)
	Buffered() int
}

// key results of one keystroke.
type keyResult int

const (
	keyEdit keyResult = iota
	keyEnter
	keyInterrupt
	keyEnd // Ctrl-D on an empty line
)

// read edits until Enter and returns the line; Ctrl-C, or Ctrl-D on an empty
// line, or the end of input, interrupt.
func (e *editor) read(initial string) (string, error) {
	e.buf = []rune(initial)
	e.pos = len(e.buf)
	e.draw()
	for {
		r, err := e.key()
		if err != nil {
			return "", err
		}
		switch r {
		case keyEnter:
			e.pos = len(e.buf)
			e.draw()
			e.write("\r\n")
			return string(e.buf), nil
		case keyInterrupt, keyEnd:
			e.write("\r\n")
			return "", prompt.ErrInterrupted
		}
	}
}

func (e *editor) write(s string) { _, _ = io.WriteString(e.out, s) }

// key reads one keystroke and applies it.
func (e *editor) key() (keyResult, error) {
	r, _, err := e.in.ReadRune()
	if err != nil {
		return keyInterrupt, prompt.ErrInterrupted
	}
	switch r {
	case '\r', '\n':
		return keyEnter, nil
	case 3: // Ctrl-C
		return keyInterrupt, nil
	case 4: // Ctrl-D: the end of input on an empty line, else delete
		if len(e.buf) == 0 {
			return keyEnd, nil
		}
		e.deleteAt(e.pos)
	case '\t': // the correction proposed, else a space (a pasted Tab)
		if e.fix != "" {
			e.buf, e.pos = []rune(e.fix), len([]rune(e.fix))
			e.fix = ""
			break
		}
		e.insert(' ')
	case 127, 8: // Backspace
		if e.pos > 0 {
			e.pos--
			e.deleteAt(e.pos)
		}
	case 1: // Ctrl-A
		e.pos = 0
	case 5: // Ctrl-E
		e.pos = len(e.buf)
	case 2: // Ctrl-B
		e.pos = max(0, e.pos-1)
	case 6: // Ctrl-F
		e.pos = min(len(e.buf), e.pos+1)
	case 11: // Ctrl-K
		e.buf = e.buf[:e.pos]
	case 21: // Ctrl-U
		e.buf = append([]rune(nil), e.buf[e.pos:]...)
		e.pos = 0
	case 23: // Ctrl-W: the word before the cursor
		start := e.pos
		for start > 0 && e.buf[start-1] == ' ' {
			start--
		}
		for start > 0 && e.buf[start-1] != ' ' {
			start--
		}
		e.buf = append(e.buf[:start], e.buf[e.pos:]...)
		e.pos = start
	case 27:
		e.escape()
	default:
		if r == utf8.RuneError || !unicode.IsPrint(r) {
			e.dropped++
			return keyEdit, nil
		}
		e.insert(r)
	}
	e.draw()
	return keyEdit, nil
}

func (e *editor) insert(r rune) {
	e.buf = append(e.buf[:e.pos], append([]rune{r}, e.buf[e.pos:]...)...)
	e.pos++
}

func (e *editor) deleteAt(i int) {
	if i < len(e.buf) {
		e.buf = append(e.buf[:i], e.buf[i+1:]...)
	}
}

// escape reads an escape sequence: arrows, Home, End and Delete move and
// delete; every other sequence is read whole and ignored.
func (e *editor) escape() {
	if e.noWait && e.in.Buffered() == 0 {
		return
	}
	b, err := e.in.ReadByte()
	if err != nil || (b != '[' && b != 'O') {
		return
	}
	var params strings.Builder
	for {
		c, err := e.in.ReadByte()
		if err != nil {
			return
		}
		if c >= 0x40 && c <= 0x7e {
			e.sequence(params.String(), c)
			return
		}
		params.WriteByte(c)
	}
}

func (e *editor) sequence(params string, final byte) {
	switch final {
	case 'C':
		e.pos = min(len(e.buf), e.pos+1)
	case 'D':
		e.pos = max(0, e.pos-1)
	case 'H':
		e.pos = 0
	case 'F':
		e.pos = len(e.buf)
	case '~':
		switch params {
		case "1", "7":
			e.pos = 0
		case "4", "8":
			e.pos = len(e.buf)
		case "3":
			e.deleteAt(e.pos)
		}
	}
}

// place is where text puts the cursor, counting from the line's first
// row: a character that does not fit on a row goes to the next one, as the
// terminal does. A row filled to its last column leaves the cursor at the
// start of the next row (see draw).
func place(s string, cols, row, col int) (int, int) {
	for _, r := range s {
		w := runewidth.RuneWidth(r)
		if col+w > cols {
			row, col = row+1, 0
		}
		col += w
		if col >= cols {
			row, col = row+1, 0
		}
	}
	return row, col
}

// clear erases every row the line occupies, the cursor at the start of its
// first row.
func (e *editor) clear() {
	if up := e.above(e.width()); up > 0 {
		e.write(fmt.Sprintf("\x1b[%dA", up))
	}
	e.write("\r\x1b[J")
}

// width is the terminal's width, for drawing.
func (e *editor) width() int { return max(e.cols(), 10) }

// above is the number of rows of the line drawn above the cursor, at the
// terminal's width cols now.
func (e *editor) above(cols int) int {
	switch {
	case !e.drawn:
		return 0
	case cols != e.drawnCols:
		row, _ := place(e.head, cols, 0, 0)
		return row
	}
	return e.row
}

// draw clears every row the line occupied and draws it again, then puts the
// cursor where it belongs.
func (e *editor) draw() {
	if e.hidden {
		return
	}
	cols := e.width()
	var b strings.Builder
	if up := e.above(cols); up > 0 {
		fmt.Fprintf(&b, "\x1b[%dA", up)
	}
	b.WriteString("\r\x1b[J")
	text := e.prompt + string(e.buf)
	b.WriteString(text)
	endRow, endCol := place(text, cols, 0, 0)
	if endCol == 0 && endRow > 0 {
		// The text ends exactly at the right edge: the terminal holds the
		// cursor there until the next character; move it down for real.
		b.WriteString("\r\n")
	}
	head := e.prompt + string(e.buf[:e.pos])
	curRow, curCol := place(head, cols, 0, 0)
	if up := endRow - curRow; up > 0 {
		fmt.Fprintf(&b, "\x1b[%dA", up)
	}
	b.WriteString("\r")
	if curCol > 0 {
		fmt.Fprintf(&b, "\x1b[%dC", curCol)
	}
	e.row, e.drawn, e.drawnCols, e.head = curRow, true, cols, head
	e.write(b.String())
}
