package playlog

import (
	"errors"
	"fmt"
)

// ErrInvalid: a game or an argument failed validation. Its Error text is
// for logs and developers; the command layer words it for users from the
// typed fields of the *InvalidError.
var ErrInvalid = errors.New("playlog: invalid value")

// Reason says why a value is invalid, as a language-neutral id.
type Reason string

// Reasons for an InvalidError.
const (
	ReasonEmpty     Reason = "empty"     // required and missing
	ReasonFormat    Reason = "format"    // not in the expected form (e.g. hash not hex)
	ReasonRange     Reason = "range"     // outside the allowed range
	ReasonDuplicate Reason = "duplicate" // appears twice where it must be unique
	ReasonUnknown   Reason = "unknown"   // not one of the known ids
	// ReasonNotRecorded: not what the game's record gives (Want; "" when
	// the record gives none).
	ReasonNotRecorded Reason = "not_recorded"
	// ReasonOther: not what another field of the game (Other) says (Want).
	ReasonOther Reason = "other_field"
	// ReasonPoints: the printed values a game's points were scored with,
	// which its record, scored with them, does not give.
	ReasonPoints Reason = "points"
)

// InvalidError reports a field of a game (or an argument) that cannot be
// stored or used. Field is a language-neutral path such as "hash",
// "players", "players.rank" or "players.missions.id"; Seat is the 1-based
// position in Players when the field belongs to a player, else 0.
type InvalidError struct {
	Field  string
	Seat   int
	Reason Reason
	Value  string // the offending value, as text, when there is one
	// Want is what the value should be, as text, where the game says
	// (ReasonNotRecorded, ReasonOther); Other the field that says it.
	Want, Other string
}

func (e *InvalidError) Error() string {
	s := "playlog: invalid " + e.Field
	if e.Seat > 0 {
		s += fmt.Sprintf(" (player %d)", e.Seat)
	}
	s += ": " + string(e.Reason)
	if e.Value != "" {
		s += fmt.Sprintf(" %q", e.Value)
	}
	return s
}
func (e *InvalidError) Is(target error) bool { return target == ErrInvalid }
