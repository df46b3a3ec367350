package logutil

import (
	"strconv"
	"strings"
	"time"

	"altiplano/cmd/cmdutil"
	"altiplano/cmd/playlog/store"
	"altiplano/cmd/text"
	"altiplano/rules"
	"altiplano/rules/altiplano"
)

// HistoryFilter reads the filter flags of games and stats. A --since date
// starts at midnight in zone, the user's time zone (UTC when nil).
func HistoryFilter(player, players, since string, limit int, zone *time.Location) (store.Filter, error) {
	if zone == nil {
		zone = time.UTC
	}
	f := store.Filter{Player: strings.TrimSpace(player), Limit: limit}
	if players != "" {
		n, p := altiplano.ParsePlayerCount(players)
		if p != nil {
			return f, p
		}
		f.Players = int(n)
	}
	if since != "" {
		t, err := time.ParseInLocation("2006-01-02", strings.TrimSpace(since), zone)
		if err != nil {
			return f, cmdutil.Usage(text.ErrDate.T(since))
		}
		f.Since = t
	}
	if limit < 0 {
		return f, &rules.Problem{Kind: rules.OutOfRange, Field: rules.At(rules.FieldLimit), N: limit, Value: strconv.Itoa(limit), Min: 0, Max: 1 << 30}
	}
	return f, nil
}
