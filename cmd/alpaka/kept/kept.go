// Package kept is a scored game of Alpaka as the play log keeps it: the
// shared form of its pad (playlog.Result) with the record as scored, and
// its identity. Alpaka's score command keeps games through it, and the
// game's Log (cmd/alpaka) reads records with it.
package kept

import (
	"altiplano/cmd/playlog"
	alpakascore "altiplano/scoring/alpaka"
)

// Stored is res, the result of record r, as the play log stores it. Its
// identity is r in its own form with every name under the name rule
// (alpakascore.IdentityForm), not the bytes written: the same game written
// in another layout, with cards in another language or names in other
// capitals, is one game. The table's own answers (how long, where, when,
// as placed in the players' zone) are r's; values are what the box gave
// the catalog it was scored with (Values).
func Stored(r alpakascore.Record, res playlog.Result, values []byte) (playlog.Game, error) {
	res.DurationMin, res.Location = r.DurationMin, r.Location
	if !r.At.IsZero() {
		res.PlayedAt, res.WallClock, res.DateOnly = r.At, r.PlayedAt.Local, r.PlayedAt.DateOnly
	}
	canonical, err := alpakascore.IdentityForm(r)
	if err != nil {
		return playlog.Game{}, err
	}
	res.Canonical = canonical
	g, err := res.Stored()
	g.Values = values
	return g, err
}
