package text

import (
	"altiplano/rules"
	"altiplano/rules/yamlin"
)

// MaxProblemsShown is how many problems of one input are listed; the rest
// are counted. Enough to fix a file in a pass, few enough to read.
const MaxProblemsShown = 50

// ProblemLines renders a list of problems for the error stream, one line
// each, at most MaxProblemsShown and then a line counting the rest. The
// first problem of every kind is among those shown, so that the count can
// truly say the rest are "of the kinds above"; a problem saying reading
// gave up is always shown, last.
func (p Printer) ProblemLines(ps rules.Problems) []string {
	var gaveUp *rules.Problem
	if yamlin.GaveUpOn(ps) {
		ps, gaveUp = ps[:len(ps)-1], ps[len(ps)-1]
	}
	show := make([]bool, len(ps))
	shown := 0
	seen := map[rules.Kind]bool{}
	for i, pr := range ps {
		if !seen[pr.Kind] && shown < MaxProblemsShown {
			seen[pr.Kind], show[i] = true, true
			shown++
		}
	}
	for i := 0; i < len(ps) && shown < MaxProblemsShown; i++ {
		if !show[i] {
			show[i] = true
			shown++
		}
	}
	var lines []string
	for i, pr := range ps {
		if show[i] {
			lines = append(lines, p.Problem(pr))
		}
	}
	if rest := len(ps) - shown; rest > 0 {
		lines = append(lines, ErrProblemsMore.In(p, rest))
	}
	if gaveUp != nil {
		lines = append(lines, p.Problem(gaveUp))
	}
	return lines
}

// Stdin is how a user names standard input on the command line.
const Stdin = "-"

// NamedFile is where a problem with a file the user named is: the file,
// or "standard input" for -.
func NamedFile(name string) Text {
	if name == Stdin {
		return FieldStdin.T()
	}
	return FieldFile.T(name)
}

// FileName is a file's name as messages show it: "standard input" for -.
func (p Printer) FileName(name string) string {
	if name == Stdin {
		return FieldStdin.In(p)
	}
	return name
}
