package gametest

import (
	"time"

	"altiplano/cmd/factory"
	"altiplano/cmd/game"
	"altiplano/cmd/playlog"
)

// BGGObjectID is the BoardGameGeek id dice declares (made up).
const BGGObjectID = 4321

func (Dice) Log() game.Log { return log{} }

// log is what the play log needs from dice.
type log struct{}

func (log) Declare() game.Declaration {
	return game.Declaration{
		ExportName: "Dice", BGGObjectID: BGGObjectID, MinPlayers: PlayersLimit.Min, MaxPlayers: PlayersLimit.Max,
		Categories: []game.Key{{ID: Category, Text: stepPips.T()}},
		TieBreaks:  []game.Key{{ID: string(TieBreak[1]), Text: keyRerolls.T()}},
	}
}

func (log) Reader(*factory.Factory) (game.Reader, error) { return reader{}, nil }

func (log) Recorded(record []byte) (playlog.Recorded, error) {
	g, err := reader{}.Read("", record, time.Time{})
	return playlog.Recorded{Hash: g.Hash}, err
}

// reader reads records of dice for the play log, as `dice score --file`
// does.
type reader struct{}

func (reader) Read(name string, data []byte, undated time.Time) (playlog.Game, error) {
	r, err := Parse(name, data)
	if err != nil {
		return playlog.Game{}, err
	}
	return kept(data, r, Score(r), undated)
}

// Rebuild reads the record again: its result is the record's.
func (rd reader) Rebuild(k playlog.Game) (playlog.Game, error) {
	g, err := rd.Read(game.KeptName(k.ID), k.Record, k.PlayedAt)
	g.Result, g.Assumptions = k.Result, k.Assumptions
	return g, err
}

// AsScored reads the record again: dice keep no printed values.
func (rd reader) AsScored(k playlog.Game) (playlog.Game, error) {
	return rd.Read(game.KeptName(k.ID), k.Record, k.PlayedAt)
}
