package game

import (
	"altiplano/cmd/config"
	"altiplano/cmd/playlog/export"
)

// ExportOf is what the exports say of g: its declarations, with its
// BoardGameGeek id as the config sets it (games.<id>.bgg_object_id) or as
// the game declares it.
func ExportOf(g Game, cfg config.Config) export.Game {
	d := g.Log().Declare()
	bgg := d.BGGObjectID
	if id, ok := cfg.BGGObjectID(string(g.ID())); ok {
		bgg = id
	}
	return export.Game{ID: g.ID(), Name: d.ExportName, BGGID: bgg,
		Categories: Keys(d.Categories), TieBreaks: Keys(d.TieBreaks), Roles: len(d.Roles) > 0}
}
