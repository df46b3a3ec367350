package logutil

import (
	"time"

	"altiplano/cmd/playlog/store"
	"altiplano/cmd/text"
	"altiplano/rules/alpaka"
	alpakascore "altiplano/scoring/alpaka"
)

// AlpakaResult is a scored game of Alpaka as the history keeps it: the
// shared form of the pad (per-category points, places, the tie-break
// values) and the record as scored, now the time it was scored.
func AlpakaResult(record []byte, res alpakascore.Result, now time.Time) store.Result {
	n := res.Neutral()
	out := store.Result{Game: string(n.Game), Record: record, Now: now}
	for i, p := range n.Players {
		hp := store.ResultPlayer{Name: p.Name, Total: p.Total, Place: p.Place, Start: i == 0,
			TieBreak: append([]int(nil), p.TieBreak[1:]...)} // after the points
		for _, l := range p.Lines {
			hp.Scores = append(hp.Scores, store.Score{Category: l.Category, Points: l.Points})
		}
		out.Players = append(out.Players, hp)
	}
	return out
}

// ScoreAlpaka scores a stored game of Alpaka again from its record with
// catalog c, keeping its time when the record has none.
func ScoreAlpaka(g store.Game, name string, c alpaka.Catalog) (store.Game, error) {
	r, err := alpakascore.Parse(name, g.Record, text.AlpakaNames{})
	if err != nil {
		return store.Game{}, err
	}
	res, err := alpakascore.Score(r, c)
	if err != nil {
		return store.Game{}, err
	}
	return AlpakaResult(g.Record, res, g.PlayedAt).Stored()
}
