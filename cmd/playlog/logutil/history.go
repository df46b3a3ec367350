package logutil

import (
	"altiplano/cmd/factory"
	"altiplano/cmd/playlog"
	"altiplano/cmd/playlog/store"
)

// History opens the play log to keep a scored game in (as Open does), as
// the score command sees a history: every failure worded as the
// database's.
func History(f *factory.Factory) func() (playlog.History, error) {
	return func() (playlog.History, error) {
		s, err := openLog(f)
		if err != nil {
			return nil, err
		}
		return worded{s}, nil
	}
}

// worded is the play log with its errors said in words (HistoryError).
type worded struct{ s *store.Store }

func (w worded) Path() string { return w.s.Path() }
func (w worded) Close() error { return w.s.Close() }

func (w worded) Add(g playlog.Game) (int64, bool, error) {
	id, added, err := w.s.Add(g)
	return id, added, w.wrap(err)
}

func (w worded) Get(id int64) (playlog.Game, error) {
	g, err := w.s.Get(id)
	return g, w.wrap(err)
}

func (w worded) Replace(id int64, g playlog.Game) error { return w.wrap(w.s.Replace(id, g)) }

func (w worded) wrap(err error) error {
	if err == nil {
		return nil
	}
	return HistoryError(w.s.Path(), err)
}
