package prompt

import (
	"fmt"
	"io"
	"strings"

	"github.com/mattn/go-runewidth"
)

// Width is the number of terminal columns a text occupies (a CJK character
// takes two, a combining accent none).
func Width(s string) int { return runewidth.StringWidth(s) }

// Wrap breaks text into lines of at most width columns, at spaces; a word
// wider than the line is cut. Line breaks already in the text are kept, and
// a wrapped line keeps the indentation of the line it continues.
func Wrap(s string, width int) string {
	if width < 10 {
		width = 10
	}
	var out []string
	for _, para := range strings.Split(s, "\n") {
		if Width(para) <= width {
			out = append(out, para) // as it is: a table's columns keep their spaces
			continue
		}
		indent := para[:len(para)-len(strings.TrimLeft(para, " "))]
		if len(indent) > width/2 {
			indent = ""
		}
		hang := indent // what a wrapped line starts with
		if strings.HasPrefix(para[len(indent):], "! ") || strings.HasPrefix(para[len(indent):], "= ") {
			hang += "  " // a refusal's or an echo's lines hang under its text
		}
		line := ""
		for _, word := range strings.Fields(para) {
			switch {
			case line == "": // the paragraph's first line keeps its own indent
				line = indent + word
			case Width(line)+1+Width(word) <= width:
				line += " " + word
			default:
				out = append(out, line)
				line = hang + word
			}
			for Width(line) > width {
				head := runewidth.Truncate(line, width, "")
				out = append(out, head)
				line = hang + line[len(head):]
			}
		}
		out = append(out, line)
	}
	return strings.Join(out, "\n")
}

// Say writes s on a line of its own to out, wrapped to the width of the
// terminal that p asks in; a prompter that knows no width (a script's fake)
// gets it as it is.
func Say(out io.Writer, p Prompter, s string) {
	if t, ok := p.(interface{ Width() int }); ok {
		s = Wrap(s, t.Width())
	}
	fmt.Fprintln(out, s)
}
