package prompt

import (
	"errors"
	"strings"
)

// Check is how every prompter hears whether q takes answer: nil, or the
// refusal with the correction it proposes ("" when it proposes none).
func (q Question) Check(answer string) (refused error, fix string) {
	if q.Validate == nil {
		return nil, ""
	}
	refused = q.Validate(answer)
	var f Fixer
	if errors.As(refused, &f) {
		fix = f.Fix()
	}
	return refused, fix
}

// TakesNone reports whether q takes an empty answer (none) when it has a
// check at all.
func (q Question) TakesNone() bool { return q.Validate != nil && q.Validate("") == nil }

// RefusalLine is a refusal as a line-by-line prompter shows it, under the
// answer: marked, its further lines indented under the first.
func RefusalLine(message string) string {
	return "  ! " + strings.ReplaceAll(message, "\n", "\n    ")
}
