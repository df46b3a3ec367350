package logutil

import (
	"strings"

	"altiplano/cmd/cmdutil"
	"altiplano/cmd/playlog/store"
	"altiplano/cmd/text"
	"altiplano/rules/altiplano"
)

// HistoryGames are the board games the play history keeps, as --game
// names them.
var HistoryGames = []string{store.GameAltiplano, "alpaka"}

// GameAndRole completes f with --game (default Altiplano: games are never
// mixed) and --role, both checked.
func GameAndRole(f *store.Filter, game, role string) error {
	g := strings.ToLower(strings.TrimSpace(game))
	if g == "" {
		g = store.GameAltiplano
	}
	known := false
	for _, h := range HistoryGames {
		known = known || h == g
	}
	if !known {
		return cmdutil.Usage(text.ErrGameUnknown.T(game))
	}
	f.Game = g
	if r := strings.ToLower(strings.TrimSpace(role)); r != "" {
		if !altiplano.Role(r).Valid() {
			return cmdutil.Usage(text.ErrRecordRole.T(role))
		}
		f.Role = r
	}
	return nil
}
