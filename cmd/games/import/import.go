// Package importcmd is `altiplano games import FILE...`: game records,
// each read by the reader of the game it declares (as `score --file` reads
// it), and JSON exports of the play log, each game checked against its own
// record by its own game.
package importcmd

import (
	"errors"
	"fmt"
	"io"
	"strings"
	"time"

	"github.com/spf13/cobra"
	"go.yaml.in/yaml/v3"

	"altiplano/cmd/cmdutil"
	"altiplano/cmd/factory"
	"altiplano/cmd/game"
	"altiplano/cmd/playlog"
	"altiplano/cmd/playlog/export"
	"altiplano/cmd/playlog/importcheck"
	"altiplano/cmd/playlog/logutil"
	"altiplano/cmd/playlog/store"
	"altiplano/cmd/text"
	"altiplano/rules"
)

// Options are the inputs of import.
type Options struct {
	In       io.Reader
	ErrOut   io.Writer
	Printer  text.Printer
	History  func() (*store.Store, error)
	ReadFile func(string) ([]byte, error)
	Now      func() time.Time
	// Zone is the user's time zone: a record's time written without an
	// offset is placed in it.
	Zone     *time.Location
	Registry game.Registry
	// Reader reads game g's records as `score --file` does, with the
	// user's box profile (logutil.Readers).
	Reader func(g game.Game) (game.Reader, error)

	Files []string

	Set map[string]bool
}

// NewCmdImport builds `games import`. runF replaces the run function in
// tests.
func NewCmdImport(f *factory.Factory, reg game.Registry, runF func(*Options) error) *cobra.Command {
	p := f.Printer()
	opts := &Options{In: f.IO.In, ErrOut: f.IO.ErrOut, Printer: p, History: logutil.Open(f), ReadFile: f.ReadFile,
		Now: f.Now, Zone: f.Zone, Registry: reg, Reader: logutil.Readers(f), Set: map[string]bool{}}
	run := cmdutil.RunE(opts, opts.Set, runF, Run)
	return &cobra.Command{Use: "import FILE...", Short: text.HelpGamesImportShort.In(p), Args: atLeastOne,
		RunE: func(c *cobra.Command, args []string) error {
			opts.Files = args
			return run(c, args)
		}}
}

func atLeastOne(_ *cobra.Command, args []string) error {
	if len(args) == 0 {
		return cmdutil.Usage(text.ErrImportFile.T())
	}
	return nil
}

// Run adds game records and JSON exports to the play log: each record is
// read by the reader of the game it declares (the home game's when it
// declares none) with the current box profile; a record of a game this
// program does not play, or that its game refuses, is named with its
// problems and not stored, the others are kept.
func Run(o *Options) error {
	if o.Set["game"] { // the group's flag, inherited
		return cmdutil.Usage(text.ErrImportGameFlag.T(o.Registry.Home().Name()))
	}
	if err := o.refuseForeignExports(); err != nil {
		return err
	}
	if _, err := o.Reader(o.Registry.Home()); err != nil {
		return err // the box profile, before the history is opened
	}
	added, already, skipped := 0, 0, 0
	err := logutil.With(o.History, func(s *store.Store) error {
		for _, file := range o.Files {
			if doc, ok := o.historyExport(file); ok {
				checker := importcheck.Checker{Registry: o.Registry, Reader: o.Reader}
				a, al, err := importHistory(s, doc, checker,
					func(g playlog.Game, _ export.At, err error) {
						skipped++
						var unread *export.ReadError
						if errors.As(err, &unread) {
							fmt.Fprintln(o.ErrOut, text.ImportEntryRefused.In(o.Printer, o.Printer.FileName(file)))
						} else {
							fmt.Fprintln(o.ErrOut, text.ImportGameRefused.In(o.Printer, o.Printer.FileName(file), int(g.ID)))
						}
						o.sayProblems(file, err)
					})
				doc.Close()
				added, already = added+a, already+al
				if err != nil {
					if !isHistoryInput(err) {
						return err
					}
					skipped++
					o.saySkipped(file, err)
					continue
				}
				fmt.Fprintln(o.ErrOut, text.ImportExportRead.In(o.Printer, o.Printer.FileName(file), a, al))
				continue
			}
			g, err := o.readRecord(file)
			var stop *readerError
			if errors.As(err, &stop) {
				return stop.err
			}
			if err != nil {
				if !isInput(err) {
					return err
				}
				skipped++
				o.saySkipped(file, err)
				continue
			}
			id, isNew, err := s.Add(g)
			if err != nil {
				return err
			}
			if isNew {
				added++
				fmt.Fprintln(o.ErrOut, text.ImportAdded.In(o.Printer, o.Printer.FileName(file), int(id)))
			} else {
				already++
				fmt.Fprintln(o.ErrOut, text.ImportAlready.In(o.Printer, o.Printer.FileName(file), int(id)))
			}
		}
		return nil
	})
	if err != nil {
		return err
	}
	fmt.Fprintln(o.ErrOut, text.ImportSummary.In(o.Printer, added, already, skipped))
	if skipped > 0 {
		// Some files were refused: the user has something to fix.
		return cmdutil.Quiet(cmdutil.ExitUsage)
	}
	return nil
}

// readRecord reads one record file with the reader of the game it
// declares.
func (o *Options) readRecord(file string) (playlog.Game, error) {
	data, err := cmdutil.ReadNamed(file, o.In, o.ReadFile, factory.MaxFileBytes)
	if err != nil {
		return playlog.Game{}, err
	}
	g, err := o.declaredGame(file, data)
	if err != nil {
		return playlog.Game{}, err
	}
	r, err := o.Reader(g)
	if err != nil {
		return playlog.Game{}, &readerError{err}
	}
	return r.Read(file, data, o.Now().In(o.Zone))
}

// readerError: a game's box profile cannot be used, which stops the import
// rather than skipping one file.
type readerError struct{ err error }

func (e *readerError) Error() string { return e.err.Error() }
func (e *readerError) Unwrap() error { return e.err }

// declaredGame is the game a record declares with its top-level game: key,
// the home game when it declares none (or cannot be read: its reader says
// why), and a refusal naming the file and line when it declares a game
// this program does not play.
func (o *Options) declaredGame(file string, data []byte) (game.Game, error) {
	var doc yaml.Node
	if yaml.Unmarshal(data, &doc) != nil || len(doc.Content) == 0 || doc.Content[0].Kind != yaml.MappingNode {
		return o.Registry.Home(), nil
	}
	root := doc.Content[0]
	for i := 0; i+1 < len(root.Content); i += 2 {
		k, v := root.Content[i], root.Content[i+1]
		if k.Value != "game" || v.Kind != yaml.ScalarNode {
			continue
		}
		if g, ok := o.Registry.Find(game.ID(strings.ToLower(strings.TrimSpace(v.Value)))); ok {
			return g, nil
		}
		return nil, cmdutil.InputAt(text.FieldInFile.T(o.Printer.FileName(file), k.Value, v.Line),
			text.ErrGameUnknown.T(v.Value, logutil.IDList(o.Registry)))
	}
	return o.Registry.Home(), nil
}

// isHistoryInput reports whether a history export failed because of its
// content (not JSON, not ours, a game that is not one), not the database.
func isHistoryInput(err error) bool {
	var unread *export.ReadError
	var invalid *playlog.InvalidError
	var batch *store.BatchError
	if errors.As(err, &batch) {
		return errors.As(batch.Err, &invalid)
	}
	return errors.As(err, &unread) || errors.As(err, &invalid)
}

// isInput reports whether err is the file's fault, so the file is skipped
// rather than the import stopped.
func isInput(err error) bool {
	var problems rules.Problems
	var problem *rules.Problem
	var input *cmdutil.InputError
	return errors.As(err, &problems) || errors.As(err, &problem) || errors.As(err, &input)
}

// saySkipped says file was not imported, and why.
func (o *Options) saySkipped(file string, err error) {
	fmt.Fprintln(o.ErrOut, text.ImportSkipped.In(o.Printer, o.Printer.FileName(file)))
	o.sayProblems(file, err)
}

// sayProblems says every problem of err, one of file's, a line each.
func (o *Options) sayProblems(file string, err error) {
	for _, line := range problemLines(o.Printer, file, err) {
		fmt.Fprintln(o.ErrOut, "  - "+line)
	}
}

// problemLines renders every problem of err, one of file's.
func problemLines(p text.Printer, file string, err error) []string {
	var batch *store.BatchError
	if errors.As(err, &batch) {
		err = logutil.HistoryError(file, err)
	}
	return importcheck.Lines(p, file, err)
}
