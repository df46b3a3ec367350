package gamescmd

import (
	"encoding/json"
	"errors"
	"fmt"
	"io"

	"altiplano/cmd/cmdutil"
	"altiplano/cmd/factory"
	"altiplano/cmd/playlog/logutil"
	"altiplano/cmd/playlog/store"
	"altiplano/cmd/text"
	"altiplano/rules"
	"altiplano/rules/altiplano/catalog"
)

// runImport adds game records to the history, as `score --file` reads them:
// each is checked and scored with the current box profile; a bad one is
// named with its problems and skipped, the others kept.
func runImport(o *Options) error {
	if err := o.refuseForeignExports(); err != nil {
		return err
	}
	c, err := o.Catalog()
	if err != nil {
		return err
	}
	added, already, skipped := 0, 0, 0
	err = o.open(func(s *store.Store) error {
		for _, file := range o.Files {
			if doc, ok := o.historyExport(file); ok {
				a, al, err := importHistory(s, doc,
					func(g store.Game) error { return o.checkImported(g, c) },
					func(g store.Game, err error) {
						skipped++
						fmt.Fprintln(o.ErrOut, text.ImportGameRefused.In(o.Printer, o.Printer.FileName(file), int(g.ID)))
						if errors.Is(err, errRecordMismatch) {
							fmt.Fprintln(o.ErrOut, "  - "+text.ErrImportRecordMismatch.In(o.Printer))
							return
						}
						for _, line := range problemLines(o.Printer, err) {
							fmt.Fprintln(o.ErrOut, "  - "+line)
						}
					})
				doc.Close()
				added, already = added+a, already+al
				if err != nil {
					if !isHistoryInput(err) {
						return err
					}
					skipped++
					fmt.Fprintln(o.ErrOut, text.ImportSkipped.In(o.Printer, file))
					fmt.Fprintln(o.ErrOut, "  - "+cmdutil.Render(o.Printer, logutil.HistoryError(file, err)))
				}
				continue
			}
			g, err := o.scoreFile(file, c)
			if err != nil {
				if !isInput(err) {
					return err
				}
				skipped++
				fmt.Fprintln(o.ErrOut, text.ImportSkipped.In(o.Printer, o.Printer.FileName(file)))
				for _, line := range problemLines(o.Printer, err) {
					fmt.Fprintln(o.ErrOut, "  - "+line)
				}
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

// scoreFile reads, checks and scores one record file.
func (o *Options) scoreFile(file string, c catalog.Catalog) (store.Game, error) {
	data, err := cmdutil.ReadNamed(file, o.In, o.ReadFile, factory.MaxFileBytes)
	if err != nil {
		return store.Game{}, err
	}
	record, result, err := cmdutil.ScoreRecord(file, data, o.Lexicon, c, o.Now(), o.Zone)
	if err != nil {
		return store.Game{}, err
	}
	return store.Played{Record: record, Result: result, Catalog: c, Now: o.Now()}.Game()
}

// isHistoryInput reports whether a history export failed because of its
// content (not JSON, not ours, a game that is not one), not the database.
func isHistoryInput(err error) bool {
	var invalid *store.InvalidError
	var batch *store.BatchError
	var syntax *json.SyntaxError
	var typ *json.UnmarshalTypeError
	if errors.As(err, &batch) {
		return errors.As(batch.Err, &invalid)
	}
	return errors.As(err, &invalid) || errors.As(err, &syntax) || errors.As(err, &typ) ||
		errors.Is(err, io.ErrUnexpectedEOF)
}

// isInput reports whether err is the file's fault, so the file is skipped
// rather than the import stopped.
func isInput(err error) bool {
	var problems rules.Problems
	var problem *rules.Problem
	var input *cmdutil.InputError
	return errors.As(err, &problems) || errors.As(err, &problem) || errors.As(err, &input)
}

// problemLines renders every problem of err.
func problemLines(p text.Printer, err error) []string {
	var problems rules.Problems
	if errors.As(err, &problems) {
		out := make([]string, len(problems))
		for i, pr := range problems {
			out[i] = p.Problem(pr)
		}
		return out
	}
	return []string{cmdutil.Render(p, err)}
}
