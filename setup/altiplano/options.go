// Package setup deals a complete Altiplano setup for 2–5 players: the
// location circle, the supply, orders, the extension stack and strip, seats,
// start player, roles and missions. It is pure: randomness arrives as a
// seeded source and printed values as arguments.
package altiplano

import (
	"slices"
	"strconv"
	"strings"

	"altiplano/rules"
	"altiplano/rules/altiplano"
	"altiplano/setup/setupcode"
)

// RoleMode is how roles are handed out.
type RoleMode string

const (
	// RolesDeal gives each seat a random role (the basic rule).
	RolesDeal RoleMode = "deal"
	// RolesDraft lays the roles face up and lists who chooses when (the
	// variant for experienced players).
	RolesDraft RoleMode = "draft"
)

// StartMode is how the start player is chosen.
type StartMode string

const (
	// StartYoungest is the rulebook's way: the youngest player takes the
	// start-player figure; seats are numbered clockwise from them.
	StartYoungest StartMode = "youngest"
	// StartFirst (house rule): the first named seat starts.
	StartFirst StartMode = "first"
	// StartRandom (house rule): the tool picks a seat.
	StartRandom StartMode = "random"
	// StartNamed (house rule): the player named in StartName starts.
	StartNamed StartMode = "named"
)

// Kinds of problems with setup options and codes.
const (
	// RoleModeUnknown: roles other than deal or draft. Value.
	RoleModeUnknown rules.Kind = "setup_role_mode"
	// StartModeUnknown: a start that is no mode and no player's name. Value.
	StartModeUnknown rules.Kind = "setup_start_mode"
	// NamesCount: N names for Max players.
	NamesCount rules.Kind = "setup_names_count"
	// CodeMalformed, CodeChecksum, CodeVersion: as every game's code (see
	// setupcode); CodeVersion's Max is AlgorithmVersion.
	CodeMalformed = setupcode.Malformed
	CodeChecksum  = setupcode.Checksum
	CodeVersion   = setupcode.Version
	// Seed: as every game's seed (see setupcode).
	Seed = setupcode.Seed
	// SeatRange: seat N of a game of Max players.
	SeatRange rules.Kind = "setup_seat_range"
	// CodePlayers: a game of N players names a setup code for Max players.
	CodePlayers rules.Kind = "setup_code_players"
	// CodeNames: a game whose players are not the code's seats. Value (the
	// code), Names (its seats, in order).
	CodeNames rules.Kind = "setup_code_names"
)

// Kinds lists the kinds above, for the presentation's completeness test.
func Kinds() []rules.Kind {
	return []rules.Kind{RoleModeUnknown, StartModeUnknown, NamesCount, CodeMalformed, CodeChecksum, CodeVersion, Seed, SeatRange, CodePlayers, CodeNames}
}

// Options are everything the group chooses; with a seed they fix the sheet.
type Options struct {
	Players  altiplano.PlayerCount
	Names    []string // one per seat, clockwise; empty for "Player 1", "Player 2", …
	Missions bool
	Roles    RoleMode
	Start    StartMode
	// StartSeat is the starting seat (0-based) when Start is StartNamed.
	StartSeat int
}

// ParseStart reads a --start value: youngest, first, random, or the name of
// one of names (case-folded).
func ParseStart(s string, names []string) (StartMode, int, *rules.Problem) {
	switch mode := StartMode(strings.ToLower(strings.TrimSpace(s))); mode {
	case StartYoungest, StartFirst, StartRandom:
		return mode, 0, nil
	}
	key := rules.SameNameKey(s)
	for i, n := range names {
		if rules.SameNameKey(n) == key {
			return StartNamed, i, nil
		}
	}
	return "", 0, &rules.Problem{Kind: StartModeUnknown, Field: rules.At(rules.FieldStart), Value: s, Names: names}
}

// Validate checks options and returns every problem.
func (o Options) Validate() error {
	var problems rules.Problems
	if _, p := altiplano.NewPlayerCount(int(o.Players)); p != nil {
		problems = append(problems, p)
	}
	if o.Roles != RolesDeal && o.Roles != RolesDraft {
		problems = append(problems, &rules.Problem{Kind: RoleModeUnknown, Field: rules.At(altiplano.FieldRoles), Value: string(o.Roles)})
	}
	switch o.Start {
	case StartYoungest, StartFirst, StartRandom:
	case StartNamed:
		// A table code carries the start seat without the names.
		if o.StartSeat < 0 || o.StartSeat >= int(o.Players) {
			problems = append(problems, &rules.Problem{Kind: StartModeUnknown, Field: rules.At(rules.FieldStart), Value: strconv.Itoa(o.StartSeat + 1), Names: o.Names})
		}
	default:
		problems = append(problems, &rules.Problem{Kind: StartModeUnknown, Field: rules.At(rules.FieldStart), Value: string(o.Start)})
	}
	if len(o.Names) > 0 && len(o.Names) != int(o.Players) {
		problems = append(problems, &rules.Problem{Kind: NamesCount, Field: rules.At(rules.FieldNames), N: len(o.Names), Max: int(o.Players)})
	}
	for _, n := range o.Names {
		if n != rules.CleanName(n) {
			problems = append(problems, &rules.Problem{Kind: rules.NameCharacters, Field: rules.At(rules.FieldNames), Value: n})
		}
	}
	problems = append(problems, rules.CheckNames(rules.At(rules.FieldNames), o.Names)...)
	return problems.Err()
}

// Named reports whether seats have names (otherwise they are numbered).
func (o Options) Named() bool { return len(o.Names) > 0 }

// SeatIndex finds a seat by its 1-based number.
func (o Options) SeatIndex(seat int) (int, *rules.Problem) {
	if seat < 1 || seat > int(o.Players) {
		return 0, &rules.Problem{Kind: SeatRange, Field: rules.At(rules.FieldSeat), N: seat, Max: int(o.Players)}
	}
	return seat - 1, nil
}

// StartsWithSeatOne reports whether the start player sits in seat 1, as with
// the youngest or the first named player.
func (o Options) StartsWithSeatOne() bool {
	return slices.Contains([]StartMode{StartYoungest, StartFirst}, o.Start)
}
