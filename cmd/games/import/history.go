package importcmd

import (
	"bufio"
	"bytes"
	"errors"
	"io"
	"os"

	"altiplano/cmd/playlog"
	"altiplano/cmd/playlog/export"
	"altiplano/cmd/playlog/importcheck"
	"altiplano/cmd/playlog/store"
)

// importBatch is how many games of a history export are stored per
// transaction.
const importBatch = 500

// historyExport opens file when it is a `games export --format json`
// document (its first bytes name the format), for importHistory; nil
// otherwise, and the file is read as a game record.
func (o *Options) historyExport(file string) (io.ReadCloser, bool) {
	var r io.Reader
	var c io.Closer
	if file == "-" {
		br := bufio.NewReaderSize(o.In, 4096)
		o.In = br // what was peeked stays readable as a record
		r, c = br, io.NopCloser(nil)
	} else {
		f, err := os.Open(file)
		if err != nil {
			return nil, false
		}
		if info, err := f.Stat(); err != nil || !info.Mode().IsRegular() {
			f.Close()
			return nil, false
		}
		r, c = bufio.NewReaderSize(f, 4096), f
	}
	head, _ := r.(*bufio.Reader).Peek(512)
	trimmed := bytes.TrimLeft(head, " \t\r\n\ufeff")
	if len(trimmed) == 0 || trimmed[0] != '{' || !bytes.Contains(head, []byte(`"`+export.JSONFormat+`"`)) {
		c.Close()
		return nil, false
	}
	return struct {
		io.Reader
		io.Closer
	}{r, c}, true
}

// importHistory stores every game of a history export that checker
// takes as it was stored (ids kept where free), a batch per transaction; a
// game already stored is counted, not doubled. A game that cannot be
// read, that the checker refuses or that the play log would not store is
// passed to refused with where it is and why, and not stored at all; the
// games after it are read on.
func importHistory(s *store.Store, r io.Reader, checker importcheck.Checker, refused func(playlog.Game, export.At, error)) (added, already int, err error) {
	var batch []playlog.Game
	flush := func() error {
		res, err := s.AddMany(batch)
		if err != nil {
			return err
		}
		for _, a := range res {
			if a.Added {
				added++
			} else {
				already++
			}
		}
		batch = batch[:0]
		return nil
	}
	err = checker.Games(r, func(g playlog.Game, at export.At, err error) error {
		if err != nil {
			refused(g, at, err)
			return nil
		}
		batch = append(batch, g)
		if len(batch) == importBatch {
			return flush()
		}
		return nil
	})
	var stop *importcheck.ReaderError
	if errors.As(err, &stop) {
		err = stop.Err
	}
	if err == nil && len(batch) > 0 {
		err = flush()
	}
	return added, already, err
}
