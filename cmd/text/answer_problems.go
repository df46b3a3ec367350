package text

import (
	"strings"

	"altiplano/rules"
)

// AnswerProblems renders the problems of one typed answer as one message,
// each said as the language joins items. Several of one kind at one place
// that the game words together (Renderer.Together) are said once, their
// place and what is wrong not repeated for each case.
func (p Printer) AnswerProblems(ps rules.Problems) string {
	type group struct {
		where string
		ps    []*rules.Problem
	}
	var groups []*group
	index := map[string]*group{}
	for _, pr := range ps {
		where := p.where(pr)
		key := where + "\x00" + string(pr.Kind)
		if g, ok := index[key]; ok {
			g.ps = append(g.ps, pr)
			continue
		}
		g := &group{where: where, ps: []*rules.Problem{pr}}
		index[key] = g
		groups = append(groups, g)
	}
	var msgs []string
	for _, g := range groups {
		if t, ok := p.together(g.ps); ok {
			msgs = append(msgs, p.placed(g.where, p.T(t)))
			continue
		}
		for _, pr := range g.ps {
			msgs = append(msgs, p.Problem(pr))
		}
	}
	return p.JoinItems(msgs...)
}

// together words several problems of one kind as one message, when their
// game does.
func (p Printer) together(ps []*rules.Problem) (Text, bool) {
	if len(ps) < 2 {
		return Text{}, false
	}
	for _, r := range renderers {
		if r.Together == nil {
			continue
		}
		if t, ok := r.Together(p, ps); ok {
			return t, true
		}
	}
	return Text{}, false
}

// where is a problem's place as Problem says it: the player, the field;
// empty for none.
func (p Printer) where(pr *rules.Problem) string {
	var where []string
	if pr.Player != "" {
		where = append(where, Safe(pr.Player))
	}
	if f := p.Field(pr.Field); f != "" {
		where = append(where, f)
	}
	return strings.Join(where, ", ")
}

// placed is a message after its place, in the language's way: "Léa,
// rangée 2 de l'entrepôt : …" in French.
func (p Printer) placed(where, msg string) string {
	if where == "" {
		return msg
	}
	return PromptLine.In(p, where) + " " + msg
}
