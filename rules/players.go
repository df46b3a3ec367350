package rules

import (
	"strconv"
	"strings"

	"altiplano/rules/i18n"
)

// PlayerCount is a validated number of players, 2 to 5.
type PlayerCount int

const (
	MinPlayers = 2
	MaxPlayers = 5
)

// NewPlayerCount validates n.
func NewPlayerCount(n int) (PlayerCount, error) {
	if n < MinPlayers || n > MaxPlayers {
		return 0, NewProblem("", i18n.FieldPlayers, i18n.ErrPlayersRange, MinPlayers, MaxPlayers, strconv.Itoa(n))
	}
	return PlayerCount(n), nil
}

// ParsePlayerCount reads a player count typed by a user.
func ParsePlayerCount(s string) (PlayerCount, error) {
	n, err := strconv.Atoi(strings.TrimSpace(s))
	if err != nil {
		return 0, NewProblem("", i18n.FieldPlayers, i18n.ErrPlayersRange, MinPlayers, MaxPlayers, s)
	}
	return NewPlayerCount(n)
}

// PlayerCounts returns every valid player count.
func PlayerCounts() []PlayerCount { return []PlayerCount{2, 3, 4, 5} }
