package alpakascorecmd

import (
	"fmt"

	"altiplano/cmd/cmdutil"
	"altiplano/cmd/history"
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
// scored. The same record scored again is stored once.
func (o *Options) keep(record []byte, res alpakascore.Result) error {
	store := o.history
	if o.NoHistory || store == nil {
		return nil
	}
	id, added, err := store.AddResult(historyResult(record, res, o))
	if err != nil {
		return cmdutil.WithNote(cmdutil.HistoryError(store.Path(), err), text.ErrNotStored.T())
	}
	if added {
		_, err = fmt.Fprintln(o.ErrOut, text.EchoStored.In(o.Printer, int(id)))
	} else {
		_, err = fmt.Fprintln(o.ErrOut, text.EchoAlreadyStored.In(o.Printer, int(id)))
	}
	return err
}

func historyResult(record []byte, res alpakascore.Result, o *Options) history.Result {
	n := res.Neutral()
	out := history.Result{Game: string(n.Game), Record: record}
	if o.Now != nil {
		out.Now = o.Now()
	}
	for i, p := range n.Players {
		hp := history.ResultPlayer{Name: p.Name, Total: p.Total, Place: p.Place, Start: i == 0,
			TieBreak: append([]int(nil), p.TieBreak[1:]...)} // after the points
		for _, l := range p.Lines {
			hp.Scores = append(hp.Scores, history.Score{Category: l.Category, Points: l.Points})
		}
		out.Players = append(out.Players, hp)
	}
	return out
}
