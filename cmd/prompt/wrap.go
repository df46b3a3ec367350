package prompt

import (
	"fmt"
	"io"

	"altiplano/cmd/text"
)

// Say writes s on a line of its own to out, wrapped to the width of the
// terminal that p asks in (text.Wrap, the one wrapper); a prompter that
// knows no width (a script's fake) gets it as it is.
func Say(out io.Writer, p Prompter, s string) {
	if t, ok := p.(interface{ Width() int }); ok && t.Width() > 0 {
		s = text.Wrap(s, t.Width())
	}
	fmt.Fprintln(out, s)
}
