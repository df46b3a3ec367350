package serve

import (
	"context"
	"io"
	"os"

	"golang.org/x/term"

	"altiplano/cmd/prompt/terminal"
	"altiplano/cmd/text"
)

// OpenConsole is the host's console on its terminal. Where in and screen
// (out's own terminal, written around its wrapping) are one terminal whose
// echo can be turned off, the console echoes and edits the line typed
// itself: what the phones do is said above it, and the line is drawn again
// under the news as it was typed, so what the host sees is what Enter
// sends. Anywhere else the lines are read as ReadLines reads them. close
// gives the terminal back as it was.
func OpenConsole(ctx context.Context, in io.Reader, out, screen io.Writer, p text.Printer, cols func() int) (c *Console, close func()) {
	f, inOK := in.(*os.File)
	s, outOK := screen.(*os.File)
	if inOK && outOK && term.IsTerminal(int(f.Fd())) && term.IsTerminal(int(s.Fd())) {
		if m, err := echoOff(int(f.Fd())); err == nil {
			c := newTypingConsole(ctx, f, out, screen, p, cols)
			unwatch := c.watchSignals(m)
			return c, func() {
				unwatch()
				m.restore()
			}
		}
	}
	return NewConsole(ctx, ReadLines(in), out, p), func() {}
}

// newTypingConsole is a console that echoes the keys read from in itself,
// on screen; the terminal echoes nothing.
func newTypingConsole(ctx context.Context, in io.Reader, out, screen io.Writer, p text.Printer, cols func() int) *Console {
	lines := make(chan string)
	c := NewConsole(ctx, lines, out, p)
	c.typed = terminal.NewLine(screen, cols)
	go c.readKeys(in, lines)
	return c
}

// readKeys reads the terminal without the console's lock (the news is never
// held back waiting for a key), applies the keys read to the line under it
// (the news is drawn between keys, never within one), and sends each line
// entered; Ctrl-D on an empty line is sent as CtrlD. The channel closes
// when the terminal's input ends.
func (c *Console) readKeys(in io.Reader, lines chan<- string) {
	defer close(lines)
	buf := make([]byte, 4096)
	for {
		n, err := in.Read(buf)
		c.mu.Lock()
		c.typed.Type(buf[:n])
		c.mu.Unlock()
		for {
			line, ok := c.nextLine()
			if !ok {
				break
			}
			select {
			case lines <- line:
			case <-c.ctx.Done():
				return
			}
		}
		if err != nil {
			return
		}
	}
}

// nextLine applies the keys typed up to the next line entered, and gives
// it; ok is false when the keys typed end before one is.
func (c *Console) nextLine() (line string, ok bool) {
	c.mu.Lock()
	defer c.mu.Unlock()
	for {
		line, entered, end, ok := c.typed.Key()
		switch {
		case !ok:
			return "", false
		case end:
			return CtrlD, true
		case entered:
			return line, true
		}
	}
}
