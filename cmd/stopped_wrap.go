package cmd

import (
	"errors"
	"io"
	"os"

	"golang.org/x/term"

	"altiplano/cmd/cmdutil"
	"altiplano/cmd/text"
)

// wrapStopped wraps the message of a run stopped at the table (Ctrl-C: where
// the answers are kept and how to continue) to the terminal's width, at
// spaces, like the walk-through's own lines: a terminal would break the
// draft's path mid-word. Other errors, and output that is no terminal, are
// left as they are.
func wrapStopped(out io.Writer, err error, line string) string {
	var stopped *cmdutil.Stopped
	if !errors.As(err, &stopped) {
		return line
	}
	f, ok := out.(*os.File)
	if !ok || !term.IsTerminal(int(f.Fd())) {
		return line
	}
	cols, _, serr := term.GetSize(int(f.Fd()))
	if serr != nil || cols <= 0 {
		return line
	}
	return text.Wrap(line, cols)
}
