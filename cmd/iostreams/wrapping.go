package iostreams

import (
	"io"
	"strings"
	"unicode/utf8"

	"golang.org/x/term"

	"altiplano/cmd/text"
)

// wrapping is a terminal's stream: every line a person reads on it is
// wrapped by text.Wrap, the one wrapper, at the terminal's width when it
// is written, so that the terminal never breaks a word. Only a write of
// whole lines of plain text is wrapped (fmt.Fprintln, a view's line, a
// help); anything else — a question's line being edited, a line written
// in pieces, escape sequences, tabs — passes as it is, as does what goes
// through Raw (data: JSON, CSV, a record, a link).
type wrapping struct {
	out   io.Writer
	width func() int // 0: unknown, nothing is wrapped
}

func (w *wrapping) Write(b []byte) (int, error) {
	width := 0
	if wholeLines(b) {
		width = w.width()
	}
	if width <= 0 {
		return w.out.Write(b)
	}
	s := string(b[:len(b)-1])
	if _, err := io.WriteString(w.out, text.Wrap(s, width)+"\n"); err != nil {
		return 0, err
	}
	return len(b), nil
}

// Width is the terminal's width in columns, 0 when it cannot be known.
func (w *wrapping) Width() int { return w.width() }

// Fd is the descriptor of the file under the stream, so that what
// measures or checks a terminal by it still can.
func (w *wrapping) Fd() uintptr {
	if f, ok := w.out.(interface{ Fd() uintptr }); ok {
		return f.Fd()
	}
	return ^uintptr(0)
}

// wholeLines reports whether b is lines of plain text, each ended: no
// control character but the line breaks (an escape sequence, a carriage
// return or a tab lays its line out itself).
func wholeLines(b []byte) bool {
	if len(b) == 0 || b[len(b)-1] != '\n' || !utf8.Valid(b) {
		return false
	}
	return !strings.ContainsFunc(string(b), func(r rune) bool {
		return r != '\n' && (r < 0x20 || r >= 0x7f && r < 0xa0)
	})
}

// Raw is the stream under w's wrapping, for data that must reach the
// screen byte for byte (JSON, CSV, XML, a record, a link, a completion
// script) and for what lays out its own lines (the line editor, a QR
// code); w itself when it is not wrapped.
func Raw(w io.Writer) io.Writer {
	if wr, ok := w.(*wrapping); ok {
		return wr.out
	}
	return w
}

// Width is the width in columns of the terminal w writes to, 0 when it
// writes to none (a file, a pipe, a buffer).
func Width(w io.Writer) int {
	if s, ok := w.(interface{ Width() int }); ok {
		return s.Width()
	}
	if f, ok := w.(interface{ Fd() uintptr }); ok {
		return fileWidth(f.Fd())()
	}
	return 0
}

// fileWidth measures the terminal of the descriptor fd at each call: the
// window may be resized between two lines.
func fileWidth(fd uintptr) func() int {
	return func() int {
		if !term.IsTerminal(int(fd)) {
			return 0
		}
		cols, _, err := term.GetSize(int(fd))
		if err != nil || cols <= 0 {
			return 0
		}
		return cols
	}
}

// Colors reports whether w shows colours: it writes to a terminal (its
// descriptor is one; a test's buffer is none), NO_COLOR is not set
// (no-color.org) and TERM is not "dumb"; getenv reads the environment.
func Colors(w io.Writer, getenv func(string) string) bool {
	f, ok := Raw(w).(interface{ Fd() uintptr })
	if !ok || !term.IsTerminal(int(f.Fd())) {
		return false
	}
	return getenv("NO_COLOR") == "" && getenv("TERM") != "dumb"
}

// Height is the height in rows of the terminal w writes to, 0 when it
// writes to none.
func Height(w io.Writer) int {
	f, ok := Raw(w).(interface{ Fd() uintptr })
	if !ok || !term.IsTerminal(int(f.Fd())) {
		return 0
	}
	_, rows, err := term.GetSize(int(f.Fd()))
	if err != nil || rows <= 0 {
		return 0
	}
	return rows
}
