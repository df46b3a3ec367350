package rules

import (
	"strings"

	"altiplano/rules/i18n"
)

// Problem is one thing wrong with an input, located by player and field so a
// user can find it. It renders in any language; Error() gives English.
type Problem struct {
	Player  string    // the player's name; empty when it concerns no one player
	Field   i18n.Text // where: "coins", "warehouse row 2", …; may be zero
	Message i18n.Text // what is wrong
}

// NewProblem builds a Problem whose field is a plain key.
func NewProblem(player string, field i18n.Key, msg i18n.Key, args ...any) *Problem {
	var f i18n.Text
	if field != "" {
		f = i18n.T(field)
	}
	return &Problem{Player: player, Field: f, Message: i18n.T(msg, args...)}
}

// Render writes the problem in p's language: "Anna, warehouse row 2: …".
func (pr *Problem) Render(p i18n.Printer) string {
	var where []string
	if pr.Player != "" {
		where = append(where, pr.Player)
	}
	if !pr.Field.IsZero() {
		where = append(where, p.Text(pr.Field))
	}
	msg := p.Text(pr.Message)
	if len(where) == 0 {
		return msg
	}
	return strings.Join(where, ", ") + ": " + msg
}

func (pr *Problem) Error() string { return pr.Render(i18n.English()) }

// Problems collects every problem found in one input, so a user sees them all
// at once instead of fixing them one run at a time.
type Problems []*Problem

func (ps Problems) Error() string {
	lines := make([]string, len(ps))
	for i, p := range ps {
		lines[i] = p.Error()
	}
	return strings.Join(lines, "\n")
}

// Err returns nil when there are no problems, so callers can return it directly.
func (ps Problems) Err() error {
	if len(ps) == 0 {
		return nil
	}
	return ps
}
