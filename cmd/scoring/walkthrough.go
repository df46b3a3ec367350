package scoring

import (
	"errors"
	"fmt"
	"net"
	"path/filepath"
	"strconv"
	"time"

	"altiplano/cmd/cmdutil"
	"altiplano/cmd/drafts"
	"altiplano/cmd/iostreams"
	"altiplano/cmd/prompt"
	"altiplano/cmd/text"
	"altiplano/cmd/walk"
	"altiplano/rules"
)

// RunWalk walks the players through the end state, in the terminal or on
// their phones (--serve), then scores it exactly as `score --file` would.
// A resumed game goes on as it was started: served or not, with the same
// history, box profile and settings.
func RunWalk(o *Options) error {
	if !o.Interactive && !o.Serve && !o.Resume {
		// The flags' problems too: fixed with the terminal, they would
		// be the next run's refusal.
		return cmdutil.Inputs(append(o.metaFlagErrors(), &cmdutil.InputError{What: text.ErrNeedsTerminal.T()}))
	}
	var early net.Listener
	if o.Serve {
		if o.Phones == nil {
			return cmdutil.Usage(text.ErrServeOnly.T("--serve")) // not a flag of this command
		}
		if err := o.checkServe(); err != nil {
			return err
		}
		// --listen is read, and listened on, before anything is made: a
		// mistyped address leaves no draft behind.
		ln, err := o.Phones.Listen(o)
		if err != nil {
			return err
		}
		early = ln
		defer func() {
			if early != nil {
				early.Close()
			}
		}()
	}
	var ask prompt.Prompter = prompt.NoTerminal{}
	if o.Interactive {
		ask = o.Prompter()
	}
	w, done, err := o.begin(ask, &walk.Meta{})
	if err != nil {
		if errors.Is(err, prompt.ErrNoTerminal) {
			if o.Serve {
				return o.ServeNeedsTerminal()
			}
			return cmdutil.Input(text.ErrNeedsTerminal.T())
		}
		return err
	}
	defer done()
	if !o.Serve {
		for _, only := range []string{"listen", "idle", "qr"} {
			if o.Set[only] {
				return cmdutil.Usage(text.ErrServeOnly.T("--" + only))
			}
		}
		if !o.Interactive {
			return cmdutil.Input(text.ErrNeedsTerminal.T())
		}
		return o.walkInTerminal(w)
	}
	if o.Phones == nil {
		// A draft of a served game, resumed where no phone can be served.
		return cmdutil.Input(text.ErrServeOnly.T("--serve"))
	}
	if err := o.checkServe(); err != nil {
		return err
	}
	ln := early
	early = nil // the game closes it
	return o.Phones.Serve(o, w, ln)
}

// checkServe checks what --serve takes, given or kept by a draft.
func (o *Options) checkServe() error {
	if o.Idle < 1 || o.Idle > 24*60 {
		return cmdutil.Input(text.ErrServeIdle.T(o.Idle))
	}
	return nil
}

// ServeNeedsTerminal says that a question only the host answers (how the
// game was set up) has nobody to answer it.
func (o *Options) ServeNeedsTerminal() error {
	if o.Game.Help(o.Printer).Code == "" {
		return cmdutil.Input(text.ErrServeSetupOnly.T())
	}
	return cmdutil.Input(text.ErrServeSetup.T())
}

// walkInTerminal is the walk-through in the terminal.
func (o *Options) walkInTerminal(w *walk.Walk) error {
	if !o.OnPage {
		w.Intro()
	}
	if o.continued {
		if err := w.Seat(); err != nil {
			if errors.Is(err, prompt.ErrInterrupted) {
				return o.Stopped(w.Draft(), false)
			}
			return err
		}
		o.SayResumed(w, func(lines ...string) {
			for _, l := range lines {
				fmt.Fprintln(o.ErrOut, l)
			}
		})
		if !o.OnPage {
			w.SayReplayed()
		}
	}
	if o.Names != "" {
		// Names given beside a setup code (or alone) seat the table.
		if err := w.SeatFrom(o.Names); err != nil {
			if errors.Is(err, prompt.ErrInterrupted) {
				return o.Stopped(w.Draft(), false)
			}
			return err
		}
	}
	if err := w.Run(); err != nil {
		if errors.Is(err, prompt.ErrInterrupted) {
			return o.Stopped(w.Draft(), false)
		}
		return err
	}
	return o.Finish(w)
}

// SayResumed says what a resumed game is: which game, when it started,
// who has answered how much, and where it will be kept.
func (o *Options) SayResumed(w *walk.Walk, say func(...string)) {
	p := o.Printer
	d := w.Draft()
	started := d.File.Started
	if t, err := time.Parse(time.RFC3339, started); err == nil {
		started = t.In(o.zone()).Format("2006-01-02 15:04")
	}
	lines := []string{text.ResumeWhat.In(p, o.Game.Title(), started)}
	for i, name := range w.Table().Seats() {
		// Answers kept, not "of how many": the steps a seat still needs
		// depend on answers not given yet (a fighter's count, a unicorn).
		lines = append(lines, text.ResumeSeat.In(p, name, w.Answered(i)))
	}
	switch {
	case o.NoHistory:
		lines = append(lines, text.ResumeNoHistory.In(p))
	case o.history != nil:
		lines = append(lines, text.ResumeHistory.In(p, o.history.Path()))
	}
	if cfg, err := o.config(); err == nil && cfg.Box != "" {
		lines = append(lines, text.ResumeBox.In(p, cfg.Box))
	}
	say(lines...)
}

func (o *Options) zone() *time.Location {
	if o.Zone != nil {
		return o.Zone
	}
	return time.Local
}

// begin does what every scoring session does before its first question:
// checks --save, --duration and --location, opens the draft (a resumed
// one gives back what the game was started with), the history, and makes
// the table and the walk. done closes what it opened.
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
	if err := o.checkMetaFlags(); err != nil {
		return nil, nil, err
	}
	// A file that cannot be written is said before the first question, not
	// after ten minutes of counting. A file to replace is asked about (or
	// --force) when --save names it, on a resumed game too.
	if o.Save != "" && (!o.Resume || o.Set["save"]) {
		if err := cmdutil.ConfirmOverwrite(o.Save, o.Force, o.Interactive, o.Prompter, o.Printer); err != nil {
			return nil, nil, err
		}
	}
	if o.Save != "" {
		if err := o.Writable(o.Save); err != nil {
			return nil, nil, cmdutil.FileError(text.FieldFile.T(o.Save), 0, err)
		}
	}
	if o.Code != "" {
		t, err := o.Game.NewTable(o.Printer, o.Code)
		if err != nil {
			return nil, nil, err // a code that does not read is said before a draft is made
		}
		if o.Names != "" && len(t.Seats()) > 0 {
			// A code made before the table code names the players itself.
			return nil, nil, cmdutil.CodeAlone(o.Set, "names")
		}
	}
	dir, err := o.ConfigDir()
	if err != nil {
		return nil, nil, cmdutil.Fail(text.FieldFile.T(""), text.ErrFileUnwritable.T(cmdutil.Cause(err)), err)
	}
	write := o.WritePrivate // a draft holds the game's secret and the phones' seats
	if write == nil {
		write = o.WriteFile
	}
	store := &drafts.Store{Dir: filepath.Join(dir, o.Game.Drafts()), Read: o.ReadFile, Write: write,
		Remove: o.RemoveFile, Lock: o.Lock, List: o.ListDir}
	d, err := o.openDraft(store, ask)
	if err != nil {
		return nil, nil, err
	}
	closers = append(closers, d.Close)
	if o.OnDraft != nil {
		o.OnDraft(d.Path)
	}
	if o.continued {
		// What the game was started with, unless said again now.
		if err := o.restore(d); err != nil {
			return nil, nil, err
		}
		if s, ok := ask.(interface{ Speak(text.Printer) }); ok {
			s.Speak(o.Printer) // made before the draft said its language
		}
		if err := o.checkMetaFlags(); err != nil {
			return nil, nil, err
		}
		if err := o.checkContinued(d); err != nil {
			return nil, nil, err
		}
	}
	closeHistory, err := o.openHistory()
	if err != nil {
		return nil, nil, err
	}
	closers = append(closers, closeHistory)
	o.remember(d)
	meta.Duration, meta.DurationByFlag = o.Duration, o.Set["duration"]
	meta.Location, meta.LocationByFlag = o.Location, o.Set["location"]
	if o.Save == "" {
		o.Save = d.File.Save // the draft remembers where the record goes
	} else if err := d.SetSave(o.Save); err != nil {
		return nil, nil, DraftWriteError(d, err)
	}
	table, err := o.Game.NewTable(o.Printer, d.File.Code)
	if err != nil {
		return nil, nil, cmdutil.Fail(text.Text{}, text.ErrDraftUnreadable.T(d.Path), err)
	}
	w = walk.New(walk.Config{Printer: o.Printer, Prompter: ask, Out: o.ErrOut, Draft: d, Table: table, Meta: meta})
	return w, closeAll, nil
}

// checkMetaFlags checks --duration and --location, given now or kept by a
// draft: both problems at once.
func (o *Options) checkMetaFlags() error { return cmdutil.Inputs(o.metaFlagErrors()) }

// metaFlagErrors are the problems of --duration and --location, each
// naming its flag, with the rule's bounds.
func (o *Options) metaFlagErrors() []*cmdutil.InputError {
	var es []*cmdutil.InputError
	if o.Set["duration"] && !rules.DurationLimit.Contains(o.Duration) {
		es = append(es, &cmdutil.InputError{Where: text.List("--duration"), Usage: true,
			What: text.ErrOutOfRange.T(rules.DurationLimit.Min, rules.DurationLimit.Max, strconv.Itoa(o.Duration))})
	}
	if o.Location = rules.CleanName(o.Location); o.Set["location"] && !rules.ValidLocation(o.Location) {
		es = append(es, &cmdutil.InputError{Where: text.List("--location"), What: text.ErrRecordLocation.T(rules.LocationLimit.Max)})
	}
	return es
}

// Finish scores the walk's table as `score --file` would, prints, saves and
// keeps it, and removes the draft.
func (o *Options) Finish(w *walk.Walk) error {
	d, meta := w.Draft(), w.Meta()
	started, _ := time.Parse(time.RFC3339, d.File.Started)
	scored, err := o.Game.Score(w.Table(), meta, started)
	if err != nil {
		// Answers that do not add up (a host without a terminal could not
		// settle them): nothing typed is lost, it is shown as a record to
		// fix and score with --file.
		if data, rerr := o.Game.Record(w.Table(), meta, started); rerr == nil {
			fmt.Fprintln(o.ErrOut, text.WalkRecord.In(o.Printer))
			fmt.Fprint(iostreams.Raw(o.ErrOut), string(data)) // a record to copy: as it is
		}
		return err
	}
	o.walked = true
	if err := o.print(scored); err != nil {
		return err
	}
	if o.Scored != nil {
		o.Scored(scored)
	}
	if o.AfterResult != nil {
		if err := o.AfterResult(); err != nil {
			return err
		}
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

// Stopped says where the answers are kept and how to go on.
func (o *Options) Stopped(d *drafts.Draft, served bool) error {
	if d == nil || !d.Written {
		return &cmdutil.Stopped{Text: text.StoppedNothing.T()}
	}
	if served {
		return &cmdutil.Stopped{Text: text.StoppedDraftServed.T(d.Path, o.CommandPath())}
	}
	return &cmdutil.Stopped{Text: text.StoppedDraft.T(d.Path, o.CommandPath())}
}

// DraftWriteError says that draft d cannot be written.
func DraftWriteError(d *drafts.Draft, err error) error {
	return cmdutil.Fail(text.FieldFile.T(d.Path), text.ErrFileUnwritable.T(cmdutil.Cause(err)), err)
}
