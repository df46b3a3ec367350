package serve

import (
	"bufio"
	"context"
	"io"
	"os"

	"golang.org/x/term"

	"altiplano/cmd/prompt"
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
		if restore, err := echoOff(int(f.Fd())); err == nil {
			return newTypingConsole(ctx, f, out, screen, p, cols), restore
		}
	}
	return NewConsole(ctx, ReadLines(in), out, p), func() {}
}

// newTypingConsole is a console that echoes the keys read from in itself,
// on screen; the terminal echoes nothing.
func newTypingConsole(ctx context.Context, in io.Reader, out, screen io.Writer, p text.Printer, cols func() int) *Console {
	lines := make(chan string)
	c := NewConsole(ctx, lines, out, p)
	keys := bufio.NewReader(in)
	c.typed = prompt.NewLine(keys, screen, cols)
	go c.readKeys(keys, lines)
	return c
}

// readKeys applies the keys typed to the line, each under the console's
// lock (the news is drawn between keys, never within one), and sends each
// line entered; Ctrl-D on an empty line is sent as CtrlD. The channel
// closes when the terminal's input ends.
func (c *Console) readKeys(keys *bufio.Reader, lines chan<- string) {
	defer close(lines)
	for {
		if _, err := keys.Peek(1); err != nil {
			return // waited for without the lock
		}
		c.mu.Lock()
		line, entered, end, err := c.typed.Key()
		c.mu.Unlock()
		switch {
		case err != nil:
			return
		case end:
			line = CtrlD
		case !entered:
			continue
		}
		select {
		case lines <- line:
		case <-c.ctx.Done():
			return
		}
	}
}
