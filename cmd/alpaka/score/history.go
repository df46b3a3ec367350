package score

import (
	"fmt"
	"time"

	"altiplano/cmd/cmdutil"
	"altiplano/cmd/playlog"
	"altiplano/cmd/playlog/logutil"
	"altiplano/cmd/text"
	alpakascore "altiplano/scoring/alpaka"
)

// openHistory opens the play history before the pad is printed (or the
// first question asked), so a database that cannot be used is said first.
func (o *Options) openHistory() (done func(), err error) {
	if o.NoHistory || o.History == nil {
		return func() {}, nil
	}
	if o.history, err = o.History(); err != nil {
		return nil, cmdutil.WithNote(err, text.HintNoHistory.T())
	}
	return func() { o.history.Close() }, nil
}

// keep stores the scored game in the play history under Alpaka's own name,
// through the history's game-neutral result: the shared form of the pad
// (per-category points, places, the tie-break values) and the record as
// scored. The same record scored again is stored once; scored with values
// that change a total or a place, the changes are shown player by player
// and the stored game is updated after a yes, or with --yes.
func (o *Options) keep(record []byte, res alpakascore.Result) error {
	db := o.history
	if o.NoHistory || db == nil {
		return nil
	}
	g, err := historyResult(record, res, o).Stored()
	if err != nil {
		return cmdutil.WithNote(logutil.HistoryError(db.Path(), err), text.ErrNotStored.T())
	}
	id, added, err := db.Add(g)
	if err != nil {
		return cmdutil.WithNote(logutil.HistoryError(db.Path(), err), text.ErrNotStored.T())
	}
	if added {
		_, err = fmt.Fprintln(o.ErrOut, text.EchoStored.In(o.Printer, int(id)))
		return err
	}
	return cmdutil.WithNote(logutil.Update{Store: db, ErrOut: o.ErrOut, Printer: o.Printer, Yes: o.Yes,
		Interactive: o.Interactive, Prompter: o.Prompter}.Stored(id, g), text.ErrNotStored.T())
}

func historyResult(record []byte, res alpakascore.Result, o *Options) playlog.Result {
	var now time.Time
	if o.Now != nil {
		now = o.Now()
	}
	return playlog.ResultOf(res.Neutral(), record, now)
}
