package game

import (
	"io"
	"time"

	"altiplano/cmd/factory"
	"altiplano/cmd/playlog"
	"altiplano/cmd/text"
	"altiplano/rules"
)

// Log is what the play log needs from a game: what its kept games are made
// of and how the exports name it (Declare), and how to read its records.
// The play log, `games`, `stats` and every export range over these; none
// of them names a game.
type Log interface {
	// Declare is what the game's score pads are made of and how the
	// exports name it.
	Declare() Declaration
	// Reader reads the game's records with the user's box profile (f),
	// read once; an error says why the box profile cannot be used.
	Reader(f *factory.Factory) (Reader, error)
	// Recorded reads a kept record of the game: its identity, the play
	// log's hash (playlog.Game.Hash), and its time as written. Upgrading a
	// history whose identities or times were kept by an older rule
	// recomputes every game's with it.
	Recorded(record []byte) (playlog.Recorded, error)
}

// Reader reads a game's records with one box profile.
type Reader interface {
	// Read reads one of the game's record files as `score --file` does
	// and gives the game as the play log keeps it. at is the game's time
	// when the record gives none, in the players' zone: a time the record
	// writes without an offset is placed in at's location (the user's zone
	// for a record read now; a kept game's own offset for one read again).
	// A record the game does not read is refused with its problems
	// (rules.Problems naming file and line) or another input error.
	Read(name string, data []byte, at time.Time) (playlog.Game, error)
	// Rebuild makes a kept game again from its record and the result it
	// was kept with (scored again, as Read does, when that result cannot
	// be read): what `games repair` keeps of a game whose seats were
	// damaged, and what a game of a JSON export is checked against. Its
	// Result and Assumptions are the kept ones when that result is used;
	// its Values are the printed values of the box profile, so a game
	// kept with other values can be told apart.
	Rebuild(kept playlog.Game) (playlog.Game, error)
	// AsScored scores a kept game's record again as it was scored: with
	// the printed values it was kept with (its Values), where the game
	// keeps them, else with this reader's box profile. What a game of a
	// JSON export must be to be imported. Values that no box could print,
	// or that say what the game's own catalog contradicts, are refused as
	// KeptProblems; a record the game does not read, with its problems.
	AsScored(kept playlog.Game) (playlog.Game, error)
}

// KeptProblems are what is wrong with a kept game's own values, not its
// record's: each problem's Field.Path is a key path in the game as the
// JSON export writes it (values.goods.corn.vp), for the export's line.
type KeptProblems rules.Problems

func (k KeptProblems) Error() string { return rules.Problems(k).Error() }

// Declaration is what a game's score pads are made of, as the play log
// keeps them, and how the exports name the game.
type Declaration struct {
	// ExportName is the game's name as BG Stats and BoardGameGeek know it,
	// in every language.
	ExportName string
	// BGGObjectID is the game's id on BoardGameGeek when it is known (0:
	// not known, never guessed); games.<id>.bgg_object_id in the config
	// overrides it.
	BGGObjectID int
	// MinPlayers and MaxPlayers bound the player count (--players).
	MinPlayers, MaxPlayers int
	// Categories are the lines of the game's score pad, in pad order.
	Categories []Key
	// TieBreaks are what decides a tie on points, after the points, in
	// order.
	TieBreaks []Key
	// Roles are the roles (or factions) a player may take, in the rules'
	// order; none when the game has none.
	Roles []Key
	// Missions are the mission cards a player may hold at the end and
	// score, numbered from 1 (Missions[0] is card 1); none when the game
	// has none.
	Missions []text.Text
}

// Key is a language-neutral id a game declares (a category, a tie-break
// key, a role) and its name in the user's language.
type Key struct {
	ID   string
	Text text.Text
}

// Keys are the ids of keys, in order.
func Keys(keys []Key) []string {
	out := make([]string, len(keys))
	for i, k := range keys {
		out[i] = k.ID
	}
	return out
}

// Named is the key with id among keys, if it is one.
func Named(keys []Key, id string) (Key, bool) {
	for _, k := range keys {
		if k.ID == id {
			return k, true
		}
	}
	return Key{}, false
}

// Pad is what a game may add to its Log: its own score pad for a kept game
// (`games show`), instead of the shared table of its categories; asJSON
// writes it as the game's score --json does.
type Pad interface {
	Pad(w io.Writer, p text.Printer, kept playlog.Game, asJSON bool) error
}

// Verdict is what a game without a Pad may add to its Log: the lines its
// score pad ends with (the winner, what decided each place), said again
// under the shared table of a kept game (`games show`), as the pad said
// them when the game was scored.
type Verdict interface {
	Verdict(p text.Printer, kept playlog.Game) ([]string, error)
}
