package text

import (
	"strings"

	"altiplano/rules"
	"altiplano/rules/altiplano"
	"altiplano/rules/yamlin"
	scoring "altiplano/scoring/altiplano"
	setup "altiplano/setup/altiplano"
)

// hardeningProblemText renders the kinds added in issue 20.
func (p Printer) hardeningProblemText(pr *rules.Problem) (Text, bool) {
	switch pr.Kind {
	case yamlin.NotInteger:
		return ErrYAMLNotInteger.T(pr.Value), true
	case yamlin.NotString:
		return ErrYAMLNotString.T(pr.Value), true
	case yamlin.Tag:
		return ErrYAMLTag.T(pr.Value), true
	case yamlin.GaveUp:
		return ErrYAMLGaveUp.T(pr.N), true
	case setup.CodeMissionsOn:
		return ErrCodeMissionsOn.T(pr.Value), true
	case setup.CodeMissionsOff:
		return ErrCodeMissionsOff.T(pr.Value), true
	case setup.CodeMissionNotDealt:
		return ErrCodeMissionNotDealt.T(pr.Value, int(altiplano.MissionID(pr.Ref))), true
	case setup.CodeMissionsOwn:
		return ErrCodeMissionsOwn.T(pr.Value, strings.Join(pr.Names, ", ")), true
	case setup.CodeMissionsPassed:
		return ErrCodeMissionsPassed.T(pr.Value, strings.Join(pr.Names, ", ")), true
	case setup.CodeRole:
		names := append(append([]string{}, pr.Names...), "", "")
		return ErrCodeRole.T(pr.Value, p.Role(altiplano.Role(names[0])), p.Role(altiplano.Role(names[1]))), true
	case setup.CodeStart:
		return ErrCodeStart.T(pr.Value, safeJoin(pr.Names)), true
	case scoring.PlayedAtGap, scoring.PlayedAtTwice:
		names := append(append([]string{}, pr.Names...), "", "", "")
		if pr.Kind == scoring.PlayedAtGap {
			return ErrRecordPlayedAtGap.T(pr.Value, names[0], names[1], names[2]), true
		}
		return ErrRecordPlayedAtTwice.T(pr.Value, names[0], names[1], names[2]), true
	}
	return Text{}, false
}

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
