// Package importcheck reads a JSON export of the play history (`games
// export --format json`, any version) and checks each of its games as
// every other path checks a game: its record read again by its own game
// and scored with the printed values it was kept with, the table's own
// answers (how long, where, the names) under the same rules as a record
// file's, and every value the export shows compared with what that gives.
// A game is refused with the key of each value that contradicts it,
// found at its line. Nothing here writes: `games import` stores what
// passes, and a page that keeps games elsewhere can take the same games.
//
// It imports no store and no terminal: refusals are typed
// (*export.ReadError naming a key, rules.Problems of a record), and Lines
// words them for any surface.
package importcheck

import (
	"bytes"
	"errors"
	"io"
	"slices"
	"strconv"
	"strings"

	"altiplano/cmd/game"
	"altiplano/cmd/playlog"
	"altiplano/cmd/playlog/export"
	"altiplano/rules"
)

// Checker checks the games of history exports with the games a program
// plays and their readers.
type Checker struct {
	Registry game.Registry
	// Reader is game g's reader with the user's box profile; an error
	// (the profile cannot be used) stops the reading, as ReaderError.
	Reader func(g game.Game) (game.Reader, error)
}

// ReaderError is a game's reader that could not be made: the user's box
// profile cannot be used. It stops the reading of an export.
type ReaderError struct{ Err error }

func (e *ReaderError) Error() string { return e.Err.Error() }
func (e *ReaderError) Unwrap() error { return e.Err }

// Refusal is everything wrong with one game of an export, in the order of
// its keys: each a *export.ReadError naming the key's path and line, or
// the rules.Problems of its record (named "game N", at the record's own
// lines).
type Refusal []error

func (r Refusal) Error() string {
	lines := make([]string, len(r))
	for i, err := range r {
		lines[i] = err.Error()
	}
	return strings.Join(lines, "\n")
}

// Games reads the history export r and gives fn each of its games: as it
// is to be kept (err nil), or refused (err a Refusal, or an
// *export.ReadError for a game that cannot be read at all; the game then
// has at least its id where it could be read). When fn returns nil, the
// next game is read. A document that is not an export, or of a newer
// version, is returned as an *export.ReadError; a reader that cannot be
// made, as a *ReaderError.
func (c Checker) Games(r io.Reader, fn func(g playlog.Game, at export.At, err error) error) error {
	return export.ReadJSON(r, func(g playlog.Game, at export.At, err error) error {
		if err == nil {
			err = c.check(&g, at)
			var stop *ReaderError
			if errors.As(err, &stop) {
				return stop
			}
		}
		return fn(g, at, err)
	})
}

// Refused is a game of an export that is not to be kept: where it is, its
// id when it could be read, and why (as Games gives it).
type Refused struct {
	At  export.At
	ID  int64
	Err error
}

// Checked is an export read whole: the games to keep, in the export's
// order, and the games refused.
type Checked struct {
	Games   []playlog.Game
	Refused []Refused
}

// Check is Games over an export held whole in memory.
func (c Checker) Check(data []byte) (Checked, error) {
	var out Checked
	err := c.Games(bytes.NewReader(data), func(g playlog.Game, at export.At, err error) error {
		if err != nil {
			out.Refused = append(out.Refused, Refused{At: at, ID: g.ID, Err: err})
		} else {
			out.Games = append(out.Games, g)
		}
		return nil
	})
	return out, err
}

// check checks g, a game of an export at at, and completes it as it is to
// be kept: every contradiction is said at once.
func (c Checker) check(g *playlog.Game, at export.At) error {
	var refusal Refusal
	refused := map[string]bool{}
	refuse := func(path string, err error) {
		if refused[path] {
			return // said already, by a rule every path applies
		}
		refused[path] = true
		refusal = append(refusal, &export.ReadError{Path: at.Path() + "." + path, Line: at.LineOf(path), Err: err})
	}
	tableAnswers(g, refuse)
	switch {
	case g.Game == "" && at.Version >= 3:
		refuse("game", &playlog.InvalidError{Field: "game", Reason: playlog.ReasonEmpty})
		return refusal
	case g.Game == "": // versions before 3 wrote the home game's alone
		g.Game = c.Registry.Home().ID()
	}
	gm, ok := c.Registry.Find(g.Game)
	if !ok {
		ids := make([]string, len(c.Registry))
		for i, id := range c.Registry.IDs() {
			ids[i] = string(id)
		}
		refuse("game", &playlog.InvalidError{Field: "game", Reason: playlog.ReasonUnknown, Value: string(g.Game),
			Want: strings.Join(ids, ", ")})
		return refusal
	}
	r, err := c.Reader(gm)
	if err != nil {
		return &ReaderError{err}
	}
	scored, err := r.AsScored(*g)
	var kept game.KeptProblems
	var problems rules.Problems
	switch {
	case errors.As(err, &kept):
		for _, pr := range kept {
			path := pr.Field.Path
			pr.Field = rules.Field{}
			refuse(path, pr)
		}
		return refusal
	case errors.As(err, &problems):
		if other := c.readBy(g.Record, gm); other != "" {
			refuse("game", &playlog.InvalidError{Field: "game", Reason: playlog.ReasonNotRecorded, Value: string(g.Game), Want: string(other)})
			return refusal
		}
		// Its record is a document of its own, inside the export: its
		// problems name it by its key, at the record's own lines.
		for _, pr := range problems {
			if pr.Field.File == game.KeptName(g.ID) {
				pr.Field.File = at.Path() + ".record"
			}
		}
		return append(refusal, problems)
	case err != nil:
		return err
	}
	compare(g, scored, at.Version, refuse)
	if len(refusal) > 0 {
		return refusal
	}
	keep(g, scored)
	normal, err := g.Normalized() // what the play log refuses, said of this game alone
	if err != nil {
		return export.InvalidAt(at, err)
	}
	*g = normal
	return nil
}

// readBy is the game, other than gm, whose reader takes record as one of
// its records: an export's game relabelled; "" when none does.
func (c Checker) readBy(record []byte, gm game.Game) game.ID {
	for _, other := range c.Registry {
		if other.ID() == gm.ID() {
			continue
		}
		if _, err := other.Log().Recorded(record); err == nil {
			return other.ID()
		}
	}
	return ""
}

// tableAnswers checks what the players said of the table as a record
// file's answers are checked: how long (1 to 1440 minutes, 0 for not
// said), where (the location rule, "" for not said) and every name (the
// name rule).
func tableAnswers(g *playlog.Game, refuse func(string, error)) {
	if g.DurationMin != 0 {
		if pr := rules.DurationLimit.Check("", rules.Field{}, g.DurationMin); pr != nil {
			refuse("duration_min", pr)
		}
	}
	if g.Location != "" && (!rules.ValidLocation(g.Location) || rules.CleanName(g.Location) != g.Location) {
		refuse("location", &rules.Problem{Kind: rules.LocationText, Value: g.Location, Max: rules.LocationLimit.Max})
	}
	for i, p := range g.Players {
		if pr := rules.CheckName("", rules.Field{}, p.Name); pr != nil {
			refuse("players["+strconv.Itoa(i)+"].name", pr)
		}
	}
}

// keep completes g, checked against scored: its categories and tie-break
// values in the pad's order, the identity and the offset its record gives
// (versions before 4 wrote an older identity, and times in UTC), and the
// tie-break values versions before 3 left out.
func keep(g *playlog.Game, scored playlog.Game) {
	if g.Hash == "" || g.Hash == scored.AltHash {
		g.Hash = scored.Hash
	}
	if !scored.Undated {
		g.PlayedAt, g.WallClock, g.DateOnly = scored.PlayedAt, scored.WallClock, scored.DateOnly
	}
	for i := range g.Players {
		order := scored.Players[i]
		p := &g.Players[i]
		if len(p.TieBreak) == 0 {
			p.TieBreak = slices.Clone(order.TieBreak)
		}
		slices.SortStableFunc(p.Scores, func(a, b playlog.Score) int {
			return position(order.Scores, a.Category, scoreKey) - position(order.Scores, b.Category, scoreKey)
		})
		slices.SortStableFunc(p.TieBreak, func(a, b playlog.Tie) int {
			return position(order.TieBreak, a.Key, tieKey) - position(order.TieBreak, b.Key, tieKey)
		})
	}
}

func scoreKey(s playlog.Score) string { return s.Category }
func tieKey(t playlog.Tie) string     { return t.Key }

// position is where key is in vs (len(vs) when it is not there).
func position[V any](vs []V, k string, key func(V) string) int {
	if i := slices.IndexFunc(vs, func(v V) bool { return key(v) == k }); i >= 0 {
		return i
	}
	return len(vs)
}
