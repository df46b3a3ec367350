// Package recordfile reads a record file of Altiplano and scores it, as
// `score --file`, `games import` and the play log read one.
package recordfile

import (
	"errors"
	"time"

	"altiplano/rules"
	"altiplano/rules/altiplano"
	"altiplano/rules/altiplano/catalog"
	"altiplano/rules/yamlin"
	scoring "altiplano/scoring/altiplano"
	setup "altiplano/setup/altiplano"
)

// ScoreRecord reads and scores the game record data, named file, as score
// --file and games import read one: every problem of form at once, with
// the rule problems of what could be read; a played_at placed in zone and
// checked against now; the setup code checked against the players (it
// marks the start player); then the rules, and the score.
func ScoreRecord(file string, data []byte, lex altiplano.Lexicon, c catalog.Catalog, now time.Time, zone *time.Location) (scoring.Record, scoring.Result, error) {
	record, err := scoring.ParseRecord(file, data, lex)
	var problems rules.Problems
	if errors.As(err, &problems) && yamlin.GaveUpOn(problems) {
		return record, scoring.Result{}, err // read no further, and not twice
	}
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

// MarkStart checks a record against its setup code (players, mission
// variant, the missions each can hold, dealt roles, the start player) and,
// when no player is marked as the start player, marks the one the code's
// sheet named, so the history and its exports know who started. file is
// the record's name for problems ("" for the walk-through); in a file,
// each problem names the line it is about.
func MarkStart(r *scoring.Record, file string, c catalog.Catalog) error {
	if r.Code == "" {
		return nil
	}
	seats := make([]setup.RecordedSeat, len(r.Players))
	for i, pl := range r.Players {
		seats[i] = setup.RecordedSeat{Name: pl.Name, Role: pl.Role, Start: pl.Start}
		for _, m := range pl.Missions {
			seats[i].Missions = append(seats[i].Missions, m.ID)
		}
	}
	seat, problems := setup.CheckRecord(r.Code, seats, r.Missions, c)
	if len(problems) > 0 {
		for _, p := range problems {
			p.Field = codeProblemField(r, file, p)
		}
		return problems
	}
	for _, pl := range r.Players {
		if pl.Start {
			return nil // the record says, and the code agrees
		}
	}
	r.Players[seat].Start = true
	return nil
}

// codeProblemField is where a problem found against the setup code is:
// in a file, the line of the key it is about; else the part of the entry.
func codeProblemField(r *scoring.Record, file string, p *rules.Problem) rules.Field {
	key := map[rules.FieldKind]string{altiplano.FieldMissions: "missions", altiplano.FieldRoles: "role", rules.FieldStart: "start"}[p.Field.Kind]
	if file == "" {
		if key == "" {
			return rules.At(rules.FieldCode)
		}
		return p.Field
	}
	if p.Player != "" && key != "" {
		for i, pl := range r.Players {
			if pl.Name == p.Player {
				if f, ok := r.PlayerField(i, key); ok {
					return f
				}
			}
		}
	}
	if key == "missions" && r.Where != nil && r.Where.Missions > 0 {
		return rules.InFile(file, "missions", r.Where.Missions)
	}
	line := 0
	if r.Where != nil {
		line = r.Where.Code
	}
	return rules.InFile(file, "code", line)
}
