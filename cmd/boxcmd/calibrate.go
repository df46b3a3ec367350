package boxcmd

import (
	"errors"
	"path/filepath"
	"strings"
	"time"

	"altiplano/cmd/cmdutil"
	"altiplano/cmd/drafts"
	"altiplano/cmd/prompt"
	"altiplano/cmd/render"
	"altiplano/cmd/text"
	"altiplano/rules/altiplano/catalog"
)

// draftDir is where an unfinished calibration is kept, apart from the
// scorings' drafts.
func draftDir(configDir string) string { return filepath.Join(configDir, "box-drafts") }

// Draft keys besides the questions': a section finished in this
// calibration, and the answer to going on past final scoring's needs.
const (
	doneKey = "done."
	moreKey = "more"
)

// RunCalibrate walks the user through the components, section by section,
// and saves each finished section to the box profile at once. An
// interrupted calibration is continued by the next run, without asking:
// there is one box, so one calibration.
func RunCalibrate(o *Options) error {
	if strings.EqualFold(strings.TrimSpace(o.Section), alpakaSection) {
		return RunCalibrateAlpaka(o)
	}
	var only catalog.Section
	if o.Section != "" {
		s, ok := catalog.ParseSection(strings.ToLower(strings.TrimSpace(o.Section)))
		if !ok {
			return cmdutil.Usage(text.ErrBoxSection.T(o.Section, sectionList()))
		}
		only = s
	}
	if !o.Interactive {
		return cmdutil.Input(text.ErrBoxNeedsTerminal.T())
	}
	// A profile that does not load is answered afresh: the first section
	// saved replaces it, and the damaged file is kept beside it.
	o.repair = true
	box, err := o.load(false)
	if err != nil {
		return err
	}
	dir, err := o.ConfigDir()
	if err != nil {
		return cmdutil.Fail(text.FieldFile.T(""), text.ErrFileUnwritable.T(cmdutil.Cause(err)), err)
	}
	store := &drafts.Store{Dir: draftDir(dir), Read: o.ReadFile, Write: o.WriteFile, Remove: o.RemoveFile, Lock: o.Lock, List: o.ListDir}
	d, resumed, err := o.openDraft(store)
	if err != nil {
		return err
	}
	defer d.Close()

	w := &walk{o: o, p: o.Printer, lex: o.Lexicon, ask: o.Prompter(), out: o.ErrOut, draft: d, box: box}
	w.say(text.BoxCalibrateIntro.In(w.p, box.Path))
	if resumed {
		w.say(text.BoxCalibrateContinue.In(w.p, startedAt(d)))
	}
	if err := w.run(only); err != nil {
		if errors.Is(err, prompt.ErrInterrupted) {
			return stopped(d)
		}
		return err
	}
	if anySaved(d) {
		w.say("\n" + text.BoxCalibrateFinished.In(w.p))
	} else {
		// Every section skipped or known already: the profile, even a
		// damaged one, was not touched, and "finished" would say otherwise.
		w.say("\n" + text.BoxCalibrateNothingChanged.In(w.p, box.Path))
	}
	if only == "" || onlyDone(d) {
		return d.Discard()
	}
	return nil // another section's answers are kept for the next run
}

// run asks each section in turn: with only, that one; else all, asking
// before going past what final scoring needs.
func (w *walk) run(only catalog.Section) error {
	for i, s := range steps {
		if only != "" && s.section != only {
			continue
		}
		if only == "" && i > 0 && steps[i-1].section.ForScoring() && !s.section.ForScoring() {
			more, err := w.more()
			if err != nil || !more {
				return err
			}
		}
		if err := w.section(s, only != ""); err != nil {
			return err
		}
	}
	return nil
}

// more says whether final scoring has what it needs, and asks whether to go
// on with the rest of the box; not when the rest is known already.
func (w *walk) more() (bool, error) {
	c := w.box.Catalog()
	w.say("\n" + scoringLine(w.p, c))
	rest := false
	for _, s := range steps {
		if !s.section.ForScoring() && !c.Progress(s.section).Complete() {
			rest = true
		}
	}
	if !rest {
		return false, nil
	}
	return w.yesNo(moreKey, text.AskBoxMore.In(w.p))
}

// section asks one section and saves it. A section already known whole is
// passed over unless asked for by name; one finished earlier in this
// calibration is not asked again.
func (w *walk) section(s step, named bool) error {
	c := w.box.Catalog()
	name := text.SectionName(s.section)
	if _, done := w.draft.Answer(doneKey + string(s.section)); done && !named {
		w.say("\n" + text.BoxCalibrateAlready.In(w.p, name))
		return nil
	}
	if !named && c.Progress(s.section).Complete() {
		w.say("\n" + text.BoxCalibrateComplete.In(w.p, name, string(s.section)))
		return nil
	}
	w.say("\n" + heading(w.p, c, s.section))
	w.say(s.hint.In(w.p))
	got, err := s.ask(w)
	switch {
	case errors.Is(err, errSkip):
		w.say(text.BoxCalibrateSkipped.In(w.p, name))
		return w.finish(s.section, "skipped")
	case err != nil:
		return err
	}
	if w.box, err = w.o.merge(got); err != nil {
		return err // the answers stay in the draft: nothing typed is lost
	}
	out := &render.Lines{W: w.out}
	out.Line("")
	writeSection(out, w.p, w.box.Catalog(), s.section, render.NewMarks(w.p))
	w.say(text.EchoSaved.In(w.p, w.box.Path))
	if out.Err != nil {
		return out.Err
	}
	return w.finish(s.section, "saved")
}

// finish marks a section done in the draft and drops its answers, which
// the profile now holds.
func (w *walk) finish(s catalog.Section, how string) error {
	w.draft.ForgetPrefix(string(s))
	if err := w.draft.Set(doneKey+string(s), how); err != nil {
		return draftWriteError(w.draft, err)
	}
	return nil
}

// anySaved reports whether this calibration (with its earlier, interrupted
// runs) saved a section to the profile.
func anySaved(d *drafts.Draft) bool {
	for k, how := range d.File.Answers {
		if strings.HasPrefix(k, doneKey) && how == "saved" {
			return true
		}
	}
	return false
}

// onlyDone reports whether the draft holds nothing but finished sections.
func onlyDone(d *drafts.Draft) bool {
	for k := range d.File.Answers {
		if !strings.HasPrefix(k, doneKey) {
			return false
		}
	}
	return true
}

// openDraft continues the unfinished calibration, if there is one, or
// starts a new one. One held by another terminal is never touched.
func (o *Options) openDraft(store *drafts.Store) (*drafts.Draft, bool, error) {
	found, err := store.Find()
	if err != nil {
		return nil, false, cmdutil.Fail(text.FieldFile.T(store.Dir), text.ErrFileUnreadable.T(cmdutil.Cause(err)), err)
	}
	for _, c := range found { // newest first
		switch {
		case c.Busy:
			return nil, false, cmdutil.Input(text.ErrBoxDraftBusy.T())
		case c.Bad:
			return nil, false, cmdutil.Fail(text.Text{}, text.ErrDraftUnreadable.T(c.Path), drafts.ErrCorrupt)
		}
		d, err := store.Open(c.Path)
		switch {
		case errors.Is(err, drafts.ErrBusy):
			return nil, false, cmdutil.Input(text.ErrBoxDraftBusy.T())
		case err != nil:
			return nil, false, cmdutil.Fail(text.Text{}, text.ErrDraftUnreadable.T(c.Path), err)
		}
		return d, true, nil
	}
	d, err := store.Create(o.Now(), o.NewID(), "", "")
	if err != nil {
		return nil, false, cmdutil.Fail(text.FieldFile.T(store.Dir), text.ErrFileUnwritable.T(cmdutil.Cause(err)), err)
	}
	return d, false, nil
}

func startedAt(d *drafts.Draft) string {
	if t, err := time.Parse(time.RFC3339, d.File.Started); err == nil {
		return t.Local().Format("2006-01-02 15:04")
	}
	return text.Safe(d.File.Started)
}

func stopped(d *drafts.Draft) error {
	if !d.Written {
		return &cmdutil.Stopped{Text: text.StoppedNothing.T()}
	}
	return &cmdutil.Stopped{Text: text.StoppedBox.T(d.Path)}
}

func draftWriteError(d *drafts.Draft, err error) error {
	return cmdutil.Fail(text.FieldFile.T(d.Path), text.ErrFileUnwritable.T(cmdutil.Cause(err)), err)
}

func sectionList() string {
	names := make([]string, 0, len(catalog.Sections()))
	for _, s := range catalog.Sections() {
		names = append(names, string(s))
	}
	return strings.Join(names, ", ")
}
