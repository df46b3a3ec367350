// Package calibrate is `altiplano box calibrate`: what the user's copies
// print, asked at the table one short answer per component, section by
// section as each game declares them, each finished section saved to the
// box profile at once.
package calibrate

import (
	"errors"
	"maps"
	"path/filepath"
	"slices"
	"strings"
	"time"

	"github.com/spf13/cobra"

	"altiplano/cmd/box/boxutil"
	"altiplano/cmd/cmdutil"
	"altiplano/cmd/drafts"
	"altiplano/cmd/factory"
	"altiplano/cmd/game"
	"altiplano/cmd/prompt"
	"altiplano/cmd/render"
	"altiplano/cmd/text"
)

// Options are the inputs of `box calibrate`.
type Options struct {
	boxutil.Store
	Interactive bool
	RemoveFile  func(string) error
	Lock        func(string) (func(), bool, error)
	ListDir     func(string) ([]string, error)
	ConfigDir   func() (string, error)
	Prompter    func() prompt.Prompter
	Now         func() time.Time
	NewID       func() uint64
	// Section is the one section to calibrate (its key); every section of
	// the home game when empty.
	Section string
	// Restart forgets what an unfinished calibration kept (of Section
	// alone, when given), so that its questions are asked afresh.
	Restart bool
	// Set lists the flags given on the command line.
	Set map[string]bool
}

// NewCmdCalibrate builds `box calibrate` for games: its help and --section
// name every game's sections. runF replaces the run function in tests.
func NewCmdCalibrate(f *factory.Factory, games game.Registry, runF func(*Options) error) *cobra.Command {
	p := f.Printer()
	opts := &Options{Store: boxutil.NewStore(f, games), Interactive: f.IO.IsInteractive(), RemoveFile: f.RemoveFile, Lock: f.Lock,
		ListDir: f.ListDir, ConfigDir: f.ConfigDir, Prompter: f.NewPrompter, Now: f.Now, NewID: f.NewSeed, Set: map[string]bool{}}
	cmd := &cobra.Command{
		Use:   "calibrate",
		Short: text.HelpBoxCalibrateShort.In(p),
		Long:  text.HelpBoxCalibrateLong.In(p) + gamesHelp(p, games),
		Args:  cmdutil.NoArgs,
		RunE:  cmdutil.RunE(opts, opts.Set, runF, Run),
	}
	cmd.Flags().StringVar(&opts.Section, "section", "", sectionHelp(p, games))
	cmd.Flags().BoolVar(&opts.Restart, "restart", false, text.HelpFlagRestart.In(p))
	cmdutil.CompleteFlag(cmd, "section", func() []cmdutil.Choice {
		var out []cmdutil.Choice
		for _, c := range calibrations(games) {
			out = append(out, cmdutil.Choice{Value: c.Section, About: p.T(c.Title)})
		}
		return out
	})
	return cmd
}

// gamesHelp is what each game adds to the help.
func gamesHelp(p text.Printer, games game.Registry) string {
	var out string
	for _, g := range games {
		if h := g.Box().CalibrateHelp(); !h.IsZero() {
			out += "\n" + p.T(h)
		}
	}
	return out
}

// sectionHelp is the help of --section: every game's sections.
func sectionHelp(p text.Printer, games game.Registry) string {
	var names []string
	for _, c := range calibrations(games) {
		name := c.Section
		if !c.Gloss.IsZero() {
			name += " (" + p.T(c.Gloss) + ")"
		}
		names = append(names, name)
	}
	if len(names) < 2 { // the text lists two or more: never so with the home game
		names = append([]string{""}, names...)
	}
	last := len(names) - 1
	return text.HelpFlagSection.In(p, strings.Join(names[:last], ", "), names[last])
}

// draftDir is where an unfinished calibration is kept, apart from the
// scorings' drafts.
func draftDir(configDir string) string { return filepath.Join(configDir, "box-drafts") }

// Draft keys besides the questions': a section finished in this
// calibration, and the answer to going on past final scoring's needs.
const (
	doneKey = "done."
	moreKey = "more"
)

// How a section was done, the value of its done key.
const (
	savedHow   = "saved"
	skippedHow = "skipped"
)

// calibration is one section a game offers, and which game.
type calibration struct {
	game int // in the registry
	game.Calibration
}

// calibrations are the sections of games, in the registry's order.
func calibrations(games game.Registry) []calibration {
	var out []calibration
	for i, g := range games {
		for _, c := range g.Box().Calibrations() {
			out = append(out, calibration{i, c})
		}
	}
	return out
}

// Run walks the user through the components, section by section, and
// saves each finished section to the box profile at once: the home game's
// sections, or with --section one section of any game. An
// interrupted calibration is continued by the next run, without asking:
// there is one box, so one calibration.
func Run(o *Options) error {
	var only *calibration
	if o.Section != "" {
		name := strings.ToLower(strings.TrimSpace(o.Section))
		for _, c := range calibrations(o.Games) {
			if c.Section == name {
				only = &c
			}
		}
		if only == nil {
			return cmdutil.Usage(text.ErrBoxSection.T(o.Section, sectionList(o.Games)))
		}
	}
	if !o.Interactive {
		return cmdutil.Input(text.ErrBoxNeedsTerminal.T())
	}
	// A profile that does not load is answered afresh: the first section
	// saved replaces it, and the damaged file is kept beside it.
	o.Repair = true
	box, err := o.Load(false)
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
	if o.Restart && resumed {
		if err := restart(d, only); err != nil {
			return draftWriteError(d, err)
		}
		resumed = len(unfinished(d, o.Games)) > 0
	}

	w := &walk{o: o, p: o.Printer, ask: o.Prompter(), out: o.ErrOut, draft: d, box: box}
	w.say(text.BoxCalibrateIntro.In(w.p, box.Path))
	if resumed {
		w.say(text.BoxCalibrateContinue.In(w.p, startedAt(d)))
		restart := "altiplano box calibrate --restart"
		if only != nil {
			restart = "altiplano box calibrate --section " + only.Section + " --restart"
		}
		w.say(text.BoxCalibrateRestartHint.In(w.p, restart))
	}
	if err := w.run(only); err != nil {
		if errors.Is(err, prompt.ErrInterrupted) {
			return stopped(d)
		}
		return err
	}
	saved := anySaved(d) // before the draft forgets which sections were done
	switch {
	case onlyDone(d):
		err = d.Discard()
	case only == nil:
		// Every section was asked: what is left are the answers of
		// sections skipped part way, which the next calibration replays
		// when it asks those sections again.
		err = keepAnswers(d)
	} // else another section's answers are kept for the next run
	if err != nil {
		return draftWriteError(d, err)
	}
	line := text.BoxCalibrateFinished.In(w.p)
	if !saved {
		// Every section skipped or known already: the profile, even a
		// damaged one, was not touched, and "finished" would say otherwise.
		line = text.BoxCalibrateNothingChanged.In(w.p, box.Path)
		if !box.Exists {
			line = text.BoxCalibrateNothingRecorded.In(w.p, box.Path)
		}
	}
	if keys := unfinished(d, o.Games); len(keys) > 0 {
		// The draft stays: said, with how to go on, so it is not taken
		// for something left behind.
		line += "\n" + text.BoxCalibrateKept.In(w.p, d.Path, boxutil.SectionCommands(w.p, keys))
	}
	w.say("\n" + line)
	return nil
}

// restart forgets what the draft kept of only's section, or of every
// section: their answers, refused ones too, and that they were done; the
// draft is written at once.
func restart(d *drafts.Draft, only *calibration) error {
	return d.Keep(func(key string) bool {
		if only == nil {
			return false
		}
		return !inSection(key, only.Section) && key != doneKey+only.Section
	})
}

// unfinished are the sections whose answers the draft keeps, in the
// calibration's order; none once the draft is gone.
func unfinished(d *drafts.Draft, games game.Registry) []string {
	if !d.Written {
		return nil
	}
	var out []string
	for _, c := range calibrations(games) {
		for k := range d.File.Answers {
			if inSection(k, c.Section) {
				out = append(out, c.Section)
				break
			}
		}
	}
	return out
}

// keepAnswers leaves in the draft only the answers to questions, so that
// the next calibration passes over no section because of this one; a
// draft left with none is removed.
func keepAnswers(d *drafts.Draft) error {
	question := func(key string) bool { return key != moreKey && !strings.HasPrefix(key, doneKey) }
	if !slices.ContainsFunc(slices.Collect(maps.Keys(d.File.Answers)), question) {
		return d.Discard()
	}
	return d.Keep(question)
}

// run asks each section in turn: with only, that one; else the home
// game's, asking before going past what the game needs first.
func (w *walk) run(only *calibration) error {
	if only != nil {
		return w.section(*only, true)
	}
	var steps []calibration
	for _, c := range calibrations(w.o.Games) {
		if c.game == 0 {
			steps = append(steps, c)
		}
	}
	for i, s := range steps {
		if i > 0 && steps[i-1].First && !s.First {
			more, err := w.more(steps[i:])
			if err != nil || !more {
				return err
			}
		}
		if err := w.section(s, false); err != nil {
			return err
		}
	}
	return nil
}

// more says what the values known so far are enough for, and asks whether
// to go on with the rest of the box, naming its sections not yet known
// whole; not when the rest is known already.
func (w *walk) more(rest []calibration) (bool, error) {
	part := w.box.Parts[rest[0].game]
	if status := part.Status(); !status.IsZero() {
		w.say("\n" + boxutil.CalibratingStatusLine(w.p, status))
	}
	var unknown []text.Text
	for _, c := range rest {
		if sec := sectionOf(part, c.Section); !sec.Complete {
			unknown = append(unknown, sec.Name)
		}
	}
	if len(unknown) == 0 {
		return false, nil
	}
	return w.yesNo(moreKey, text.AskBoxMore.In(w.p, text.List(unknown...)))
}

// sectionOf is the section key of part.
func sectionOf(part game.BoxPart, key string) game.BoxSection {
	for _, s := range part.Sections() {
		if s.Key == key {
			return s
		}
	}
	return game.BoxSection{Key: key}
}

// section asks one section and saves it. A section already known whole is
// passed over unless asked for by name; one finished earlier in this
// calibration is not asked again.
func (w *walk) section(c calibration, named bool) error {
	sec := sectionOf(w.box.Parts[c.game], c.Section)
	name := sec.Name
	if how, done := w.draft.Answer(doneKey + c.Section); done && !named {
		if how == skippedHow {
			// Skipped is not done: the section is still to be recorded, by
			// name, since this calibration passes over it.
			w.say("\n" + text.BoxCalibrateSkippedEarlier.In(w.p, name, c.Section))
		} else {
			w.say("\n" + text.BoxCalibrateAlready.In(w.p, name))
		}
		return nil
	}
	if !named && sec.Complete {
		w.say("\n" + text.BoxCalibrateComplete.In(w.p, name, c.Section))
		return nil
	}
	w.say("\n" + w.p.T(sec.Heading))
	w.say(w.p.T(c.Hint))
	got, err := c.Ask(w)
	switch {
	case errors.Is(err, game.ErrSkip):
		if typed(w.draft, c.Section) {
			// Nothing typed is lost: the answers given before the skip
			// stay in the draft, and the section asked again replays them.
			w.say(text.BoxCalibrateSkippedKept.In(w.p, name, c.Section))
			return w.mark(c.Section, skippedHow)
		}
		w.say(text.BoxCalibrateSkipped.In(w.p, name))
		return w.finish(c.Section, skippedHow)
	case err != nil:
		return err
	}
	in := make([]game.BoxPart, len(w.o.Games))
	in[c.game] = got
	if w.box, err = w.o.Merge(in); err != nil {
		return err // the answers stay in the draft: nothing typed is lost
	}
	var shown strings.Builder
	out := &render.Lines{W: &shown}
	out.Line("")
	part := w.box.Parts[c.game]
	sec = sectionOf(part, c.Section)
	out.Line(w.p.T(sec.Heading))
	part.ShowSection(out, w.p, c.Section, render.NewMarks(w.p))
	// Wrapped as every line between questions is, so that the terminal
	// does not cut a long one (the white types) mid-word.
	w.say(strings.TrimSuffix(shown.String(), "\n"))
	w.say(text.EchoSaved.In(w.p, w.box.Path))
	return w.finish(c.Section, savedHow)
}

// finish marks a section done in the draft and drops its answers, which
// the profile now holds.
func (w *walk) finish(section, how string) error {
	w.draft.ForgetPrefix(section)
	return w.mark(section, how)
}

// mark marks a section done in the draft, so this calibration does not ask
// it again.
func (w *walk) mark(section, how string) error {
	if err := w.draft.Set(doneKey+section, how); err != nil {
		return draftWriteError(w.draft, err)
	}
	return nil
}

// typed reports whether the draft holds an answer to section with
// something in it (Enter alone gives nothing to keep).
func typed(d *drafts.Draft, section string) bool {
	for k, a := range d.File.Answers {
		if inSection(k, section) && strings.TrimSpace(a) != "" {
			return true
		}
	}
	return false
}

// inSection reports whether the draft key belongs to a section's questions.
func inSection(key, section string) bool {
	return key == section || strings.HasPrefix(key, section+".")
}

// anySaved reports whether this calibration (with its earlier, interrupted
// runs) saved a section to the profile.
func anySaved(d *drafts.Draft) bool {
	for k, how := range d.File.Answers {
		if strings.HasPrefix(k, doneKey) && how == savedHow {
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

// sectionList names every game's sections, for a mistyped --section.
func sectionList(games game.Registry) string {
	var names []string
	for _, c := range calibrations(games) {
		names = append(names, c.Section)
	}
	return strings.Join(names, ", ")
}
