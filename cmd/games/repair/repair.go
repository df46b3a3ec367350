package gamescmd

import (
	"errors"
	"fmt"

	"altiplano/cmd/cmdutil"
	"altiplano/cmd/playlog/logutil"
	"altiplano/cmd/playlog/store"
	"altiplano/cmd/text"
	"altiplano/rules/altiplano/catalog"
	scoring "altiplano/scoring/altiplano"
)

// runRepair copies what can be read of a damaged history into a new file
// at the same path, keeping the damaged one beside it. A game whose players
// can no longer be read is rebuilt from its stored record and result; games
// that could not be read at all are counted, and when none can be read the
// damaged file stays where it is.
func runRepair(o *Options) error {
	path, err := o.DBPath()
	if err != nil {
		return err
	}
	c, err := o.Catalog()
	if err != nil {
		return err
	}
	res, err := store.Repair(path, o.Now(), func(row store.Game) (store.Game, error) {
		return o.rebuildGame(row, c)
	})
	if errors.Is(err, store.ErrNothingReadable) {
		return cmdutil.Fail(text.FieldDatabase.T(path), text.ErrRepairNothingReadable.T(), err)
	}
	if err != nil {
		return logutil.HistoryError(path, err)
	}
	if !res.Needed {
		_, err = fmt.Fprintln(o.ErrOut, text.EchoRepairNotNeeded.In(o.Printer))
		return err
	}
	fmt.Fprintln(o.ErrOut, text.EchoRepaired.In(o.Printer, res.Copied, res.Kept))
	if res.Rebuilt > 0 {
		fmt.Fprintln(o.ErrOut, text.EchoRepairRebuilt.In(o.Printer, res.Rebuilt))
	}
	if res.Lost > 0 {
		fmt.Fprintln(o.ErrOut, text.EchoRepairLost.In(o.Printer, res.Lost, res.Kept))
	}
	return nil
}

// rebuildGame makes a stored Altiplano game again from its record and the
// result it was stored with (so a game scored with another box profile
// keeps its result); a result that cannot be read is scored again from the
// record, as `games import` does.
func (o *Options) rebuildGame(row store.Game, c catalog.Catalog) (store.Game, error) {
	if row.Game != "" && row.Game != store.GameAltiplano {
		return store.Game{}, errors.New("gamescmd: only Altiplano's records can be rebuilt")
	}
	record, err := scoring.ParseRecord("game", row.Record, o.Lexicon)
	if err != nil {
		return store.Game{}, err
	}
	result, err := row.ScoreResult()
	if err != nil || len(result.Players) != len(record.Players) {
		return o.scoreAgain(row, c)
	}
	g, err := store.Played{Record: record, Result: result, Catalog: c, Now: row.PlayedAt}.Game()
	if err != nil {
		return store.Game{}, err
	}
	g.Values, g.Result, g.Assumptions = row.Values, row.Result, row.Assumptions
	return g, nil
}
