package gamescmd

import (
	"fmt"
	"io"
	"strings"

	"altiplano/cmd/cmdutil"
	"altiplano/cmd/files"
	"altiplano/cmd/playlog/logutil"
	"altiplano/cmd/playlog/store"
	"altiplano/cmd/text"
)

// formats are the export formats, in the order the help lists them.
var formats = []string{"json", "csv", "bgstats", "bgstats-link", "bggxml"}

// AlpakaBGGID is Alpaka's id on BoardGameGeek (overridable with the
// config key alpaka_bgg_object_id).
const AlpakaBGGID = 391045

// gameNames are the names the exports give each game.
var gameNames = map[string]string{store.GameAltiplano: "Altiplano", "alpaka": "Alpaka"}

// exportWriter writes the games of a source in one format.
type exportWriter func(w io.Writer, src store.Source, firsts map[string]int64) error

// runExport writes the (filtered) history in one of the formats, to
// standard output or, written atomically, to --out. Games are read and
// written one at a time, so memory stays flat however long the history.
func runExport(o *Options) error {
	format := strings.ToLower(strings.TrimSpace(o.Format))
	write := o.writer(format)
	if write == nil {
		return cmdutil.Usage(text.ErrFormat.T(o.Format, strings.Join(formats, ", ")))
	}
	if err := o.checkLimit(); err != nil {
		return err
	}
	if o.QR && format != "bgstats-link" {
		return cmdutil.Usage(text.ErrQROnlyLinks.T())
	}
	if o.OutFile != "" {
		if err := cmdutil.ConfirmOverwrite(o.OutFile, o.Force, o.Interactive, o.Prompter, o.Printer); err != nil {
			return err
		}
		if err := checkWritable(o); err != nil {
			return err
		}
	}
	f, err := logutil.HistoryFilter(o.Player, o.Players, o.Since, o.Limit, o.Zone)
	if err != nil {
		return err
	}
	if err := logutil.GameAndRole(&f, o.Game, ""); err != nil {
		return err
	}
	if o.bggID() == 0 && format != "json" && format != "csv" {
		fmt.Fprintln(o.ErrOut, text.WarnBGGObjectID.In(o.Printer))
	}
	count := 0
	return o.open(func(s *store.Store) error {
		firsts, err := s.FirstGames(f.Game)
		if err != nil {
			return err
		}
		src := s.Source(f, false)
		counted := func(fn func(store.Game) error) error {
			count = 0
			return src(func(g store.Game) error {
				count++
				return fn(g)
			})
		}
		if o.OutFile == "" {
			ow := &outputWriter{w: o.Out}
			return ow.outputError("", write(ow, counted, firsts))
		}
		out, err := files.CreateAtomic(o.OutFile)
		if err != nil {
			return cmdutil.Fail(text.FieldFile.T(o.OutFile), text.ErrFileUnwritable.T(cmdutil.Cause(err)), err)
		}
		ow := &outputWriter{w: out}
		if err := write(ow, counted, firsts); err != nil {
			out.Abort()
			return ow.outputError(o.OutFile, err)
		}
		if err := out.Commit(); err != nil {
			return cmdutil.Fail(text.FieldFile.T(o.OutFile), text.ErrFileUnwritable.T(cmdutil.Cause(err)), err)
		}
		_, err = fmt.Fprintln(o.ErrOut, text.EchoExported.In(o.Printer, count, o.OutFile))
		return err
	})
}

// writer is the writer of format, or nil for an unknown one.
func (o *Options) writer(format string) exportWriter {
	name := gameNames[o.game()]
	if name == "" {
		name = o.game()
	}
	bgs := func(firsts map[string]int64) store.BGStatsOptions {
		return store.BGStatsOptions{GameID: o.game(), GameName: name, BGGID: o.bggID(), TimeZone: o.Zone, Me: o.BGStatsMe(), FirstGames: firsts}
	}
	switch format {
	case "json":
		return func(w io.Writer, src store.Source, _ map[string]int64) error { return store.WriteJSON(w, src) }
	case "csv":
		return func(w io.Writer, src store.Source, _ map[string]int64) error {
			return store.WriteCSV(w, src, store.CSVOptions{TimeZone: o.Zone, BOM: o.BOM})
		}
	case "bgstats":
		return func(w io.Writer, src store.Source, firsts map[string]int64) error {
			return store.WriteBGStats(w, src, bgs(firsts))
		}
	case "bgstats-link":
		return func(w io.Writer, src store.Source, firsts map[string]int64) error {
			if !o.QR {
				return store.WriteBGStatsLinks(w, src, bgs(firsts))
			}
			q := &qrLines{out: w, codes: o.ErrOut, p: o.Printer}
			if err := store.WriteBGStatsLinks(q, src, bgs(firsts)); err != nil {
				return err
			}
			return q.flush()
		}
	case "bggxml":
		return func(w io.Writer, src store.Source, firsts map[string]int64) error {
			return store.WriteBGGXML(w, src, store.BGGOptions{GameName: name, ObjectID: o.bggID(), TimeZone: o.Zone, FirstGames: firsts})
		}
	}
	return nil
}

// bggID is the exported game's BoardGameGeek id: Altiplano's from the
// config (0: unset, never guessed), Alpaka's known one unless overridden.
func (o *Options) bggID() int {
	switch o.game() {
	case store.GameAltiplano:
		return o.BGGObjectID()
	case "alpaka":
		if id := o.AlpakaBGGObjectID(); id > 0 {
			return id
		}
		return AlpakaBGGID
	}
	return 0
}

func checkWritable(o *Options) error {
	if o.Writable == nil {
		return nil
	}
	if err := o.Writable(o.OutFile); err != nil {
		return cmdutil.FileError(text.FieldFile.T(o.OutFile), 0, err)
	}
	return nil
}
