package cmd

import (
	"io"
	"os"

	"golang.org/x/term"
)

// errorWidth is the width of the terminal errors go to, for wrapping them
// at spaces like the walk-through's own lines (a terminal would break a
// word, or a draft's path, anywhere); 0 when they go to a file or a pipe,
// which get them as they are.
func errorWidth(out io.Writer) int {
	f, ok := out.(*os.File)
	if !ok || !term.IsTerminal(int(f.Fd())) {
		return 0
	}
	cols, _, err := term.GetSize(int(f.Fd()))
	if err != nil || cols <= 0 {
		return 0
	}
	return cols
}
