package cmdutil

import (
	"altiplano/rules"
	"altiplano/rules/catalog"
	"altiplano/scoring"
	"altiplano/setup"
	"time"
)

// ScoreRecord reads and scores the game record data, named file, as score
// --file and games import read one: every problem of form at once, with
// the rule problems of what could be read; a played_at placed in zone and
// checked against now; the setup code checked against the players (it
// marks the start player); then the rules, and the score.
func ScoreRecord(file string, data []byte, lex rules.Lexicon, c catalog.Catalog, now time.Time, zone *time.Location) (scoring.Record, scoring.Result, error) {
	record, err := scoring.ParseRecord(file, data, lex)
	if err != nil {
		_, err = scoring.Load(file, data, lex, c)
		return record, scoring.Result{}, err
	}
	if p := record.CheckWallClock(file, zone); p != nil {
		return record, scoring.Result{}, p
	}
	record.InZone(zone)
	if p := record.CheckPlayedAt(file, now, zone); p != nil {
		return record, scoring.Result{}, p
	}
	if err := MarkStart(&record, file, c); err != nil {
		return record, scoring.Result{}, err
	}
	result, err := scoring.Score(record, c) // validates the record first
	return record, result, err
}

// MarkStart checks a record's setup code against its players and, when no
// player is marked as the start player, marks the one the code's sheet
// named, so the history and its exports know who started. file is the
// record's name for problems ("" for the walk-through).
func MarkStart(r *scoring.Record, file string, c catalog.Catalog) error {
	if r.Code == "" {
		return nil
	}
	names := make([]string, len(r.Players))
	for i, pl := range r.Players {
		names[i] = pl.Name
	}
	seat, p := setup.StartSeat(r.Code, names, c)
	if p != nil {
		p.Field = rules.At(rules.FieldCode)
		if file != "" {
			p.Field = rules.InFile(file, "code", 0)
		}
		return p
	}
	for _, pl := range r.Players {
		if pl.Start {
			return nil // the record says; the table may have played another way
		}
	}
	r.Players[seat].Start = true
	return nil
}
