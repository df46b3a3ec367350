package altiplano

import (
	"altiplano/rules"
	"strconv"
	"strings"
)

// PlayerCount is a validated number of players, 2 to 5.
type PlayerCount int

const (
	MinPlayers = 2
	MaxPlayers = 5
)

// NewPlayerCount validates n.
func NewPlayerCount(n int) (PlayerCount, *rules.Problem) {
	if !PlayersLimit.Contains(n) {
		return 0, &rules.Problem{Kind: rules.PlayersRange, Field: rules.At(rules.FieldPlayers), Value: strconv.Itoa(n), Min: MinPlayers, Max: MaxPlayers}
	}
	return PlayerCount(n), nil
}

// ParsePlayerCount reads a player count typed by a user.
func ParsePlayerCount(s string) (PlayerCount, *rules.Problem) {
	n, err := strconv.Atoi(strings.TrimSpace(s))
	if err != nil {
		return 0, &rules.Problem{Kind: rules.PlayersRange, Field: rules.At(rules.FieldPlayers), Value: s, Min: MinPlayers, Max: MaxPlayers}
	}
	return NewPlayerCount(n)
}

// PlayerCounts returns every valid player count.
func PlayerCounts() []PlayerCount { return []PlayerCount{2, 3, 4, 5} }
