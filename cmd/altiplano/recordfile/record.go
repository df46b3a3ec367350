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
// --file and games import read one, with every problem at once, each at
// its place in the file: those of form, the rules' on what could be read,
// a played_at the clocks skipped or showed twice in zone or later than
// tomorrow by now, and the setup code's against the players. Only a record
// without any is scored; its setup code marks the start player.
func ScoreRecord(file string, data []byte, lex altiplano.Lexicon, c catalog.Catalog, now time.Time, zone *time.Location) (scoring.Record, scoring.Result, error) {
	record, err := scoring.Load(file, data, lex, c) // its form and the rules
	var problems rules.Problems
	if err != nil && (!errors.As(err, &problems) || yamlin.GaveUpOn(problems)) {
		return record, scoring.Result{}, err // read no further
	}
	if p := record.CheckWallClock(file, zone); p != nil {
		problems = append(problems, p)
	} else {
		record.InZone(zone)
		if p := record.CheckPlayedAt(file, now, zone); p != nil {
			problems = append(problems, p)
		}
	}
	if len(problems) == 0 {
		if err := MarkStart(&record, file, c); err != nil {
			return record, scoring.Result{}, err
		}
		result, err := scoring.Score(record, c)
		return record, result, err
	}
	// The setup code is checked against the players that could be read;
	// with none, the missing players are the one problem.
	var code rules.Problems
	if len(record.Players) > 0 && errors.As(checkCode(&record, file, c, false), &code) {
		problems = append(problems, code...)
	}
	return record, scoring.Result{}, scoring.InOrder(record, problems)
}

// MarkStart checks a record against its setup code (players, mission
// variant, the missions each can hold, dealt roles, the start player) and,
// when no player is marked as the start player, marks the one the code's
// sheet named, so the history and its exports know who started. file is
// the record's name for problems ("" for the walk-through); in a file,
// each problem names the line it is about.
func MarkStart(r *scoring.Record, file string, c catalog.Catalog) error {
	return checkCode(r, file, c, true)
}

// checkCode is MarkStart, marking the start player only when mark is set.
func checkCode(r *scoring.Record, file string, c catalog.Catalog, mark bool) error {
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
			placeCodeProblem(r, file, p)
		}
		return problems
	}
	if !mark {
		return nil
	}
	for _, pl := range r.Players {
		if pl.Start {
			return nil // the record says, and the code agrees
		}
	}
	r.Players[seat].Start = true
	return nil
}

// placeCodeProblem puts a problem found against the setup code where it
// is: in a file, at the player's key it is about (as the record's other
// problems), or at the record's missions or code; else at the part of the
// entry.
func placeCodeProblem(r *scoring.Record, file string, p *rules.Problem) {
	key := map[rules.FieldKind]string{altiplano.FieldMissions: "missions", altiplano.FieldRoles: "role", rules.FieldStart: "start"}[p.Field.Kind]
	if file == "" {
		if key == "" {
			p.Field = rules.At(rules.FieldCode)
		}
		return
	}
	if p.Player != "" && key != "" && r.Where != nil {
		for i, pl := range r.Players {
			if pl.Name == p.Player {
				r.Place(i, p)
				return
			}
		}
	}
	if key == "missions" && r.Where != nil && r.Where.Missions > 0 {
		p.Field = rules.InFile(file, "missions", r.Where.Missions)
		return
	}
	line := 0
	if r.Where != nil {
		line = r.Where.Code
	}
	p.Field = rules.InFile(file, "code", line)
}
