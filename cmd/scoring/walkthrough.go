package scoring

import (
	"errors"
	"fmt"
	"path/filepath"
	"strconv"
	"time"

	"altiplano/cmd/cmdutil"
	"altiplano/cmd/drafts"
	"altiplano/cmd/prompt"
	"altiplano/cmd/text"
	"altiplano/cmd/walk"
	"altiplano/rules"
)

// RunInteractive walks the players through the end state, then scores it
// exactly as `score --file` would.
func RunInteractive(o *Options) error {
	if !o.Interactive {
		return cmdutil.Input(text.ErrNeedsTerminal.T())
	}
	ask := o.Prompter()
	w, done, err := o.begin(ask, &walk.Meta{})
	if err != nil {
		return err
	}
	defer done()
	w.Intro()
	if err := w.Run(); err != nil {
		if errors.Is(err, prompt.ErrInterrupted) {
			return o.stopped(w.Draft(), false)
		}
		return err
	}
	return o.finish(w)
}

// begin does what every scoring session does before its first question:
// checks --save, --duration and --location, opens the history and the
// draft, and makes the table and the walk. done closes what it opened.
func (o *Options) begin(ask prompt.Prompter, meta *walk.Meta) (w *walk.Walk, done func(), err error) {
	closers := []func(){}
	closeAll := func() {
		for k := len(closers) - 1; k >= 0; k-- {
			closers[k]()
		}
	}
	defer func() {
		if err != nil {
			closeAll()
		}
	}()
	if o.Set["duration"] && !rules.DurationLimit.Contains(o.Duration) {
		return nil, nil, cmdutil.Usage(text.ErrFlagInvalid.T(strconv.Itoa(o.Duration), "--duration"))
	}
	if o.Location = rules.CleanName(o.Location); o.Set["location"] && !rules.ValidLocation(o.Location) {
		return nil, nil, cmdutil.Input(text.ErrRecordLocation.T(rules.LocationLimit.Max))
	}
	meta.Duration, meta.DurationByFlag = o.Duration, o.Set["duration"]
	meta.Location, meta.LocationByFlag = o.Location, o.Set["location"]
	// A file that cannot be written is said before the first question, not
	// after ten minutes of counting.
	if o.Save != "" && !o.Resume {
		if err := cmdutil.ConfirmOverwrite(o.Save, o.Force, o.Interactive, o.Prompter, o.Printer); err != nil {
			return nil, nil, err
		}
	}
	if o.Save != "" {
		if err := o.Writable(o.Save); err != nil {
			return nil, nil, cmdutil.FileError(text.FieldFile.T(o.Save), 0, err)
		}
	}
	closeHistory, err := o.openHistory()
	if err != nil {
		return nil, nil, err
	}
	closers = append(closers, closeHistory)
	if o.Code != "" {
		if _, err := o.Game.NewTable(o.Printer, o.Code); err != nil {
			return nil, nil, err // a code that does not read is said before a draft is made
		}
	}
	dir, err := o.ConfigDir()
	if err != nil {
		return nil, nil, cmdutil.Fail(text.FieldFile.T(""), text.ErrFileUnwritable.T(err.Error()), err)
	}
	store := &drafts.Store{Dir: filepath.Join(dir, o.Game.Drafts()), Read: o.ReadFile, Write: o.WriteFile,
		Remove: o.RemoveFile, Lock: o.Lock, List: o.ListDir}
	d, err := o.openDraft(store, ask)
	if err != nil {
		return nil, nil, err
	}
	closers = append(closers, d.Close)
	if o.Save == "" {
		o.Save = d.File.Save // the draft remembers where the record goes
	} else if err := d.SetSave(o.Save); err != nil {
		return nil, nil, draftWriteError(d, err)
	}
	table, err := o.Game.NewTable(o.Printer, d.File.Code)
	if err != nil {
		return nil, nil, cmdutil.Fail(text.Text{}, text.ErrDraftUnreadable.T(d.Path), err)
	}
	w = walk.New(walk.Config{Printer: o.Printer, Prompter: ask, Out: o.ErrOut, Draft: d, Table: table, Meta: meta})
	return w, closeAll, nil
}

// finish scores the walk's table as `score --file` would, prints, saves and
// keeps it, and removes the draft.
func (o *Options) finish(w *walk.Walk) error {
	d, meta := w.Draft(), w.Meta()
	started, _ := time.Parse(time.RFC3339, d.File.Started)
	scored, err := o.Game.Score(w.Table(), meta, started)
	if err != nil {
		// Answers that do not add up (a host without a terminal could not
		// settle them): nothing typed is lost, it is shown as a record to
		// fix and score with --file.
		if data, rerr := o.Game.Record(w.Table(), meta, started); rerr == nil {
			fmt.Fprintln(o.ErrOut, text.WalkRecord.In(o.Printer))
			fmt.Fprint(o.ErrOut, string(data))
		}
		return err
	}
	o.walked = true
	if err := o.print(scored); err != nil {
		return err
	}
	if o.scored != nil {
		o.scored(scored)
	}
	if o.Save != "" {
		if err := o.saveRecord(w, meta, started); err != nil {
			// The draft stays: nothing typed is lost.
			return cmdutil.Fail(text.FieldFile.T(o.Save), text.ErrSaveLate.T(o.Save, cmdutil.Cause(err)), err)
		}
		fmt.Fprintln(o.ErrOut, text.EchoRecordSaved.In(o.Printer, o.Save, o.Save))
	}
	// A game that cannot be kept leaves its draft: nothing typed is lost.
	if err := o.keep(scored); err != nil {
		return err
	}
	return d.Discard()
}

// saveRecord writes the finished table in the --file format.
func (o *Options) saveRecord(w *walk.Walk, meta walk.Meta, started time.Time) error {
	data, err := o.Game.Record(w.Table(), meta, started)
	if err != nil {
		return err
	}
	return o.WriteFile(o.Save, data)
}

// stopped says where the answers are kept and how to go on.
func (o *Options) stopped(d *drafts.Draft, served bool) error {
	if d == nil || !d.Written {
		return &cmdutil.Stopped{Text: text.StoppedNothing.T()}
	}
	if served {
		return &cmdutil.Stopped{Text: text.StoppedDraftServed.T(d.Path, o.CommandPath())}
	}
	return &cmdutil.Stopped{Text: text.StoppedDraft.T(d.Path, o.CommandPath())}
}

func draftWriteError(d *drafts.Draft, err error) error {
	return cmdutil.Fail(text.FieldFile.T(d.Path), text.ErrFileUnwritable.T(cmdutil.Cause(err)), err)
}
