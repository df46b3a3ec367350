package scorecmd

import (
	"errors"
	"fmt"
	"strconv"
	"strings"
	"time"

	"altiplano/cmd/cmdutil"
	"altiplano/cmd/drafts"
	"altiplano/cmd/prompt"
	"altiplano/cmd/text"
	"altiplano/rules"
	"altiplano/rules/altiplano/catalog"
	scoring "altiplano/scoring/altiplano"
	setup "altiplano/setup/altiplano"
)

// RunInteractive walks the players through the end state, then scores it
// exactly as `score --file` would.
func RunInteractive(o *Options) error {
	if !o.Interactive {
		return cmdutil.Input(text.ErrNeedsTerminal.T())
	}
	ask := o.Prompter()
	w, d, done, err := o.begin(ask)
	if err != nil {
		return err
	}
	defer done()
	if err := w.run(); err != nil {
		if errors.Is(err, prompt.ErrInterrupted) {
			return stopped(d)
		}
		return err
	}
	return o.finish(w, d)
}

// begin does what every scoring session does before its first question:
// checks --save, opens the history and the draft, and makes the walk.
// done closes what it opened.
func (o *Options) begin(ask prompt.Prompter) (w *walk, d *drafts.Draft, done func(), err error) {
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
		return nil, nil, nil, cmdutil.Usage(text.ErrFlagInvalid.T(strconv.Itoa(o.Duration), "--duration"))
	}
	if o.Location = rules.CleanName(o.Location); o.Set["location"] && !scoring.ValidLocation(o.Location) {
		return nil, nil, nil, cmdutil.Input(text.ErrRecordLocation.T(rules.LocationLimit.Max))
	}
	// A file that cannot be written is said before the first question, not
	// after ten minutes of counting.
	if o.Save != "" && !o.Resume {
		if err := cmdutil.ConfirmOverwrite(o.Save, o.Force, o.Interactive, o.Prompter, o.Printer); err != nil {
			return nil, nil, nil, err
		}
	}
	if o.Save != "" {
		if err := o.Writable(o.Save); err != nil {
			return nil, nil, nil, cmdutil.FileError(text.FieldFile.T(o.Save), 0, err)
		}
	}
	closeHistory, err := o.openHistory()
	if err != nil {
		return nil, nil, nil, err
	}
	closers = append(closers, closeHistory)
	var fromCode *setup.Options
	if o.Code != "" {
		opts, _, pr := setup.ParseCode(o.Code)
		if pr != nil {
			return nil, nil, nil, pr
		}
		fromCode = &opts
	}
	profile, _, err := o.Profile()
	if err != nil {
		return nil, nil, nil, err
	}
	dir, err := o.ConfigDir()
	if err != nil {
		return nil, nil, nil, cmdutil.Fail(text.FieldFile.T(""), text.ErrFileUnwritable.T(err.Error()), err)
	}
	store := &drafts.Store{Dir: draftDir(dir), Read: o.ReadFile, Write: o.WriteFile, Remove: o.RemoveFile, Lock: o.Lock, List: o.ListDir}
	if d, err = o.openDraft(store, ask); err != nil {
		return nil, nil, nil, err
	}
	closers = append(closers, d.Close)

	if fromCode == nil && d.File.Code != "" {
		opts, _, pr := setup.ParseCode(d.File.Code)
		if pr != nil {
			return nil, nil, nil, cmdutil.Fail(text.Text{}, text.ErrDraftUnreadable.T(d.Path), pr)
		}
		fromCode = &opts
	}
	if o.Save == "" {
		o.Save = d.File.Save // the draft remembers where the record goes
	} else if err := d.SetSave(o.Save); err != nil {
		return nil, nil, nil, draftWriteError(d, err)
	}

	w = &walk{p: o.Printer, lex: o.Lexicon, ask: ask, out: o.ErrOut, draft: d, box: catalog.Default().With(profile),
		saveTo: o.saveToBox, fromCode: fromCode, defaults: map[string]string{},
		metaByFlag: map[field]bool{fDuration: o.Set["duration"], fLocation: o.Set["location"]}}
	w.record.DurationMin, w.record.Location = o.Duration, o.Location
	for _, m := range []text.M0{text.BeforeCountingE24, text.BeforeChecklist, text.BeforeCountingLost, text.BeforeCountingNone} {
		w.say(m.In(o.Printer))
	}
	return w, d, closeAll, nil
}

// finish scores the walk's record as `score --file` would, prints, saves and
// keeps it, and removes the draft.
func (o *Options) finish(w *walk, d *drafts.Draft) error {
	record := w.finalRecord()
	record.Code = d.File.Code
	if cmdutil.MarkStart(&record, "", w.cat()) != nil {
		// The seats were changed in the review: the code no longer
		// describes this table, and ten minutes of answers are not
		// refused for it.
		record.Code = ""
	}
	if started, err := time.Parse(time.RFC3339, d.File.Started); err == nil {
		record.PlayedAt = started
	}
	result, err := scoring.Score(record, w.cat())
	if err != nil {
		return err // the review only lets a valid record through; kept for safety
	}
	o.walked = true
	if err := o.print(record, result); err != nil {
		return err
	}
	if o.scored != nil {
		o.scored(record, result, w.cat())
	}
	if o.Save != "" {
		if err := o.saveRecord(record); err != nil {
			// The draft stays: nothing typed is lost.
			return cmdutil.Fail(text.FieldFile.T(o.Save), text.ErrSaveLate.T(o.Save, cmdutil.Cause(err)), err)
		}
		fmt.Fprintln(o.ErrOut, text.EchoRecordSaved.In(o.Printer, o.Save, o.Save))
	}
	// A game that cannot be kept leaves its draft: nothing typed is lost.
	if err := o.keep(record, result, w.cat()); err != nil {
		return err
	}
	return d.Discard()
}

// run asks everything, lets the user review and edit, and leaves the record.
func (w *walk) run() error {
	if err := w.players(); err != nil {
		return err
	}
	for i := range w.record.Players {
		for _, s := range w.steps() {
			if err := w.settle(i, s); err != nil {
				return err
			}
		}
	}
	if err := w.checkGoodsValues(); err != nil {
		return err
	}
	if err := w.askMeta(); err != nil {
		return err
	}
	if err := w.review(); err != nil {
		return err
	}
	return w.offerSave()
}

func stopped(d *drafts.Draft) error {
	if !d.Written {
		return &cmdutil.Stopped{Text: text.StoppedNothing.T()}
	}
	return &cmdutil.Stopped{Text: text.StoppedDraft.T(d.Path)}
}

func draftWriteError(d *drafts.Draft, err error) error {
	return cmdutil.Fail(text.FieldFile.T(d.Path), text.ErrFileUnwritable.T(cmdutil.Cause(err)), err)
}

// openDraft finds the draft this walk-through continues, or starts a new
// one. Another terminal's draft is never touched.
func (o *Options) openDraft(store *drafts.Store, ask prompt.Prompter) (*drafts.Draft, error) {
	found, err := store.Find()
	if err != nil {
		return nil, cmdutil.Fail(text.FieldFile.T(store.Dir), text.ErrFileUnreadable.T(cmdutil.Cause(err)), err)
	}
	var free []drafts.Found
	busy := 0
	for _, c := range found {
		switch {
		case c.Busy:
			busy++
		case !c.Bad || o.Resume:
			free = append(free, c)
		}
	}
	if o.Resume {
		if len(free) == 0 {
			if busy > 0 {
				return nil, cmdutil.Input(text.ErrDraftBusy.T())
			}
			return nil, cmdutil.Input(text.ErrNoDraft.T())
		}
		pick, err := o.pickDraft(ask, free, false)
		if err != nil || pick == nil {
			return nil, err
		}
		return o.continueDraft(store, *pick)
	}
	if busy > 0 {
		// Someone is scoring in another terminal: start a separate draft.
		fmt.Fprintln(o.ErrOut, text.ErrDraftBusy.In(o.Printer))
		yes, err := cmdutil.AskYesNo(ask, o.Printer, text.AskSeparateDraft.In(o.Printer), true)
		if err != nil {
			return nil, &cmdutil.Stopped{Text: text.StoppedNothing.T()}
		}
		if !yes {
			return nil, &cmdutil.Stopped{Text: text.StoppedNothing.T()}
		}
	}
	if len(free) > 0 {
		pick, err := o.pickDraft(ask, free, true)
		if err != nil {
			return nil, err
		}
		if pick != nil {
			return o.continueDraft(store, *pick)
		}
	}
	d, err := store.Create(o.Now(), o.NewID(), normalizedCode(o.Code), o.Save)
	if err != nil {
		return nil, cmdutil.Fail(text.FieldFile.T(store.Dir), text.ErrFileUnwritable.T(cmdutil.Cause(err)), err)
	}
	return d, nil
}

// pickDraft chooses among unfinished drafts; with orNew, the last choice is
// a new scoring (nil).
func (o *Options) pickDraft(ask prompt.Prompter, free []drafts.Found, orNew bool) (*drafts.Found, error) {
	p := o.Printer
	if len(free) == 1 && !orNew {
		return &free[0], nil
	}
	if len(free) == 1 {
		fmt.Fprintln(o.ErrOut, text.HintResume.In(p, free[0].Path))
		yes, err := cmdutil.AskYesNo(ask, p, text.AskResume.In(p), true)
		if err != nil {
			return nil, &cmdutil.Stopped{Text: text.StoppedNothing.T()}
		}
		if !yes {
			return nil, nil
		}
		return &free[0], nil
	}
	items := make([]string, 0, len(free)+1)
	for _, c := range free {
		items = append(items, draftLine(p, c))
	}
	if orNew {
		items = append(items, text.ChooseNewScoring.In(p))
	}
	i, err := ask.Choose(text.AskWhichDraft.In(p), items, 0)
	if err != nil {
		return nil, &cmdutil.Stopped{Text: text.StoppedNothing.T()}
	}
	if i >= len(free) {
		return nil, nil
	}
	return &free[i], nil
}

// continueDraft opens a draft, refusing one made for another setup code.
func (o *Options) continueDraft(store *drafts.Store, c drafts.Found) (*drafts.Draft, error) {
	if c.Bad {
		return nil, cmdutil.Fail(text.Text{}, text.ErrDraftUnreadable.T(c.Path), drafts.ErrCorrupt)
	}
	if o.Code != "" && normalizedCode(o.Code) != c.File.Code {
		return nil, cmdutil.Input(text.ErrDraftOtherCode.T(orDash(c.File.Code), normalizedCode(o.Code)))
	}
	d, err := store.Open(c.Path)
	switch {
	case errors.Is(err, drafts.ErrBusy):
		return nil, cmdutil.Input(text.ErrDraftBusy.T())
	case errors.Is(err, drafts.ErrCorrupt):
		return nil, cmdutil.Fail(text.Text{}, text.ErrDraftUnreadable.T(c.Path), err)
	case err != nil:
		return nil, cmdutil.FileError(text.FieldFile.T(c.Path), 0, err)
	}
	return d, nil
}

// normalizedCode is a setup code as the sheet prints it, so the same code
// typed two ways is one code.
func normalizedCode(code string) string {
	if code == "" {
		return ""
	}
	o, seed, pr := setup.ParseCode(code)
	if pr != nil {
		return strings.ToUpper(strings.TrimSpace(code))
	}
	return setup.Code(o, seed)
}

func orDash(s string) string {
	if s == "" {
		return "—"
	}
	return s
}

// draftLine describes a draft for choosing: when it started, who plays, its code.
func draftLine(p text.Printer, c drafts.Found) string {
	started := c.File.Started
	if t, err := time.Parse(time.RFC3339, started); err == nil {
		started = t.Local().Format("2006-01-02 15:04")
	}
	names := c.File.Answers[tableKey(fPlayers).String()]
	if names == "" {
		names = text.DraftNoNames.In(p) // a bare dash said nothing
	}
	if c.File.Code == "" {
		return text.DraftLineNoCode.In(p, started, names)
	}
	return text.DraftLine.In(p, started, names, c.File.Code)
}
