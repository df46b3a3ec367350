package prompt

import (
	"strings"

	"altiplano/cmd/text"
)

// minAnswer is the room an input line keeps for the answer: a label that
// would leave less goes above, wrapped, and its last line stays.
const minAnswer = 12

// Layout is how a terminal width columns wide shows q before its answer:
// the lines above the input line (the help, and a label too long to share
// a line with its answer), each wrapped by text.Wrap, and the input line's
// own text (the label's last line, the default, the colon). colon is the
// language's (": " when empty).
func Layout(q Question, colon string, width int) (above, line string) {
	l := LayOut(q, colon, width)
	return strings.Join(append(l.Help, l.Label...), "\n"), l.Line
}

// LaidOut is a question as a terminal shows it: the help's lines, the
// label's lines above the input line, and the input line's own text.
type LaidOut struct {
	Help, Label []string
	Line        string
}

// LayOut is Layout, line by line: a terminal that says the label again
// under a refusal needs its lines apart from the help's.
func LayOut(q Question, colon string, width int) LaidOut {
	if colon == "" {
		colon = ": "
	}
	label := q.Label
	if q.Default != "" {
		label += " [" + q.Default + "]"
	}
	if strings.HasSuffix(label, "?") || strings.HasSuffix(label, ":") {
		colon = " " // "?:" doubles the punctuation
	}
	var out LaidOut
	if q.Help != "" {
		out.Help = []string{text.Wrap(q.Help, width)}
	}
	if text.Width(label+colon)+minAnswer > width {
		wrapped := strings.Split(text.Wrap(label, width-text.Width(colon)), "\n")
		out.Label = wrapped[:len(wrapped)-1]
		label = wrapped[len(wrapped)-1]
	}
	out.Line = label + colon
	return out
}
