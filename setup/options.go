// Package setup deals a complete Altiplano setup for 2–5 players: the
// location circle, the supply, orders, the extension stack and strip, seats,
// start player, roles and missions. It is pure: randomness arrives as a
// seeded source and printed values as arguments.
package setup

import (
	"strconv"
	"strings"
	"unicode/utf8"

	"altiplano/rules"
	"altiplano/rules/i18n"
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
	StartRandom StartMode = "random" // the tool picks a seat
	StartFirst  StartMode = "first"  // the first named seat starts
)

// MaxNameLength keeps names short enough for table columns and codes.
const MaxNameLength = 24

// Options are everything the group chooses; with a seed they fix the sheet.
type Options struct {
	Players  rules.PlayerCount
	Names    []string // one per seat, clockwise; empty for "Player 1", "Player 2", …
	Missions bool
	Roles    RoleMode
	Start    StartMode
}

// Validate checks options and returns every problem.
func (o Options) Validate() error {
	var problems rules.Problems
	add := func(field, msg i18n.Key, args ...any) {
		problems = append(problems, rules.NewProblem("", field, msg, args...))
	}
	if _, err := rules.NewPlayerCount(int(o.Players)); err != nil {
		add(i18n.FieldPlayers, i18n.ErrPlayersRange, rules.MinPlayers, rules.MaxPlayers, strconv.Itoa(int(o.Players)))
	}
	if o.Roles != RolesDeal && o.Roles != RolesDraft {
		add(i18n.FieldRoles, i18n.ErrRoleMode, string(o.Roles))
	}
	if o.Start != StartRandom && o.Start != StartFirst {
		add(i18n.FieldStart, i18n.ErrStartMode, string(o.Start))
	}
	if len(o.Names) > 0 && len(o.Names) != int(o.Players) {
		add(i18n.FieldNames, i18n.ErrNamesCount, len(o.Names), int(o.Players))
	}
	seen := map[string]bool{}
	for _, n := range o.Names {
		switch {
		case strings.TrimSpace(n) == "":
			add(i18n.FieldNames, i18n.ErrNameEmpty)
		case utf8.RuneCountInString(n) > MaxNameLength:
			add(i18n.FieldNames, i18n.ErrNameLong, n, MaxNameLength)
		case strings.ContainsAny(n, ",\n\t"):
			add(i18n.FieldNames, i18n.ErrNameChars, n)
		case seen[strings.ToLower(n)]:
			add(i18n.FieldNames, i18n.ErrNameTwice, n)
		}
		seen[strings.ToLower(n)] = true
	}
	return problems.Err()
}

// SeatNames returns the names of the seats, clockwise: the given names, or
// "Player 1"… rendered by the caller from SeatLabel.
func (o Options) SeatNames(p i18n.Printer) []string {
	if len(o.Names) > 0 {
		return o.Names
	}
	names := make([]string, o.Players)
	for i := range names {
		names[i] = p.Sprintf(i18n.SeatLabel, i+1)
	}
	return names
}

// ParseNames splits a comma-separated list of names, trimming spaces.
func ParseNames(s string) []string {
	if strings.TrimSpace(s) == "" {
		return nil
	}
	parts := strings.Split(s, ",")
	for i := range parts {
		parts[i] = strings.TrimSpace(parts[i])
	}
	return parts
}
