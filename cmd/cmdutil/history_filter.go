package cmdutil

import (
	"strconv"
	"strings"
	"time"

	"altiplano/cmd/history"
	"altiplano/cmd/text"
	"altiplano/rules"
)

// HistoryFilter reads the filter flags of games and stats.
func HistoryFilter(player, players, since string, limit int) (history.Filter, error) {
	f := history.Filter{Player: strings.TrimSpace(player), Limit: limit}
	if players != "" {
		n, p := rules.ParsePlayerCount(players)
		if p != nil {
			return f, p
		}
		f.Players = int(n)
	}
	if since != "" {
		t, err := time.Parse("2006-01-02", strings.TrimSpace(since))
		if err != nil {
			return f, Input(text.ErrDate.T(since))
		}
		f.Since = t
	}
	if limit < 0 {
		return f, &rules.Problem{Kind: rules.OutOfRange, Value: strconv.Itoa(limit), Min: 0, Max: 1 << 30}
	}
	return f, nil
}
