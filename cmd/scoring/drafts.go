package scoring

import (
	"errors"
	"fmt"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"time"

	"altiplano/cmd/cmdutil"
	"altiplano/cmd/config"
	"altiplano/cmd/drafts"
	"altiplano/cmd/prompt"
	"altiplano/cmd/text"
	"altiplano/cmd/walk"
	"altiplano/rules"
)

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
		if k := slices.IndexFunc(free, func(f drafts.Found) bool { return f.Path == o.Draft }); o.Draft != "" && k >= 0 {
			return o.continueDraft(store, free[k]) // the one it was on
		}
		pick, err := o.pickDraft(ask, free, false)
		if err != nil || pick == nil {
			return nil, err
		}
		return o.continueDraft(store, *pick)
	}
	if len(free) > 0 && !o.Interactive {
		// Nobody can say here whether to go on with it: how to is said.
		return nil, cmdutil.Input(text.ErrDraftFoundScripted.T(free[0].Path, o.CommandPath()))
	}
	if busy > 0 {
		// Someone is scoring in another terminal: start a separate draft.
		fmt.Fprintln(o.ErrOut, text.ErrDraftBusy.In(o.Printer))
		yes, err := cmdutil.AskYesNo(ask, o.Printer, text.AskSeparateDraft.In(o.Printer), true)
		if err != nil || !yes {
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
	d, err := store.Create(o.Now(), o.NewID(), o.canonicalCode(), o.Save)
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
	if code := o.canonicalCode(); code != "" && code != c.File.Code {
		return nil, cmdutil.Input(text.ErrDraftOtherCode.T(orDash(c.File.Code), code))
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
	o.continued = true
	return d, nil
}

// checkContinued refuses what a continued draft cannot take: names given
// for a game whose draft has its players already (typed, or seated by its
// setup code). Names for a draft without players seat it.
func (o *Options) checkContinued(d *drafts.Draft) error {
	if !o.continued || !o.Set["names"] {
		return nil
	}
	players, ok := d.Answer(walk.PlayersKey())
	if ok {
		players = strings.Join(rules.ParseNames(players), ", ")
	} else if d.File.Code != "" {
		t, err := o.Game.NewTable(o.Printer, d.File.Code)
		if err != nil {
			return err
		}
		players, ok = strings.Join(t.Seats(), ", "), len(t.Seats()) > 0 // a table code seats nobody by name
	}
	if !ok {
		return nil
	}
	return cmdutil.Input(text.ErrDraftNames.T(players))
}

// What a game was started with beyond its answers, kept in its draft so
// that --resume needs no other flag: served or not, the play history
// (--db, --no-history), the box profile (--box), the language (--lang),
// --idle, --listen, --qr, --duration and --location. (--code and --save
// are the draft's own fields.)
const (
	startServe     = "start.serve"
	startDB        = "start.db"
	startNoHistory = "start.no_history"
	startBox       = "start.box"
	startBoxFrom   = "start.box_from"
	startLang      = "start.lang"
	startIdle      = "start.idle"
	startListen    = "start.listen"
	startQR        = "start.qr"
	startDuration  = "start.duration"
	startLocation  = "start.location"
)

// remember keeps in d what this run was started with: everything for a
// new draft, what was said on the command line for one continued. It is
// written with the next answer.
func (o *Options) remember(d *drafts.Draft) {
	set := func(key, value string, given bool) {
		if !o.continued || given {
			d.File.Answers[key] = value
		}
	}
	yes := func(b bool) string {
		if b {
			return "y"
		}
		return "n"
	}
	set(startServe, yes(o.Serve), o.Set["serve"])
	set(startNoHistory, yes(o.NoHistory), o.Set["no-history"])
	if o.history != nil {
		set(startDB, o.history.Path(), o.Set["db"])
	}
	if cfg, err := o.config(); err == nil {
		// A resumed game may be run from another folder: the box it was
		// started with is kept wherever that is.
		box := cfg.Box
		if abs, err := filepath.Abs(box); err == nil && box != "" {
			box = abs
		}
		set(startBox, box, o.Set["box"])
		set(startBoxFrom, cfg.BoxSource, o.Set["box"])
	}
	set(startLang, string(o.Printer.Lang()), o.Set["lang"])
	if o.Serve {
		set(startIdle, strconv.Itoa(o.Idle), o.Set["idle"])
		set(startListen, o.Listen, o.Set["listen"])
		set(startQR, yes(o.QR), o.Set["qr"])
	}
	if o.Set["duration"] {
		set(startDuration, strconv.Itoa(o.Duration), true)
	}
	if o.Set["location"] {
		set(startLocation, o.Location, true)
	}
}

// restore takes back from a continued draft what its game was started
// with, for every flag not given again now.
func (o *Options) restore(d *drafts.Draft) error {
	kept := func(key, flag string) (string, bool) {
		if o.Set[flag] {
			return "", false
		}
		return d.Answer(key)
	}
	if v, ok := kept(startServe, "serve"); ok && v == "y" {
		o.Serve = true
	}
	if v, ok := kept(startNoHistory, "no-history"); ok {
		o.NoHistory = v == "y"
	}
	if v, ok := kept(startLang, "lang"); ok {
		if l, ok := text.ParseLang(v); ok && len(v) == 2 && l != o.Printer.Lang() {
			o.Printer = text.For(l)
			if o.SetLang != nil {
				o.SetLang(l)
			}
		}
	}
	if o.Config != nil && o.SetConfig != nil {
		cfg, err := o.Config()
		if err != nil {
			return err
		}
		changed := false
		if v, ok := kept(startDB, "db"); ok && v != "" {
			cfg.DB, changed = v, true
		}
		if v, ok := kept(startBox, "box"); ok {
			from, _ := d.Answer(startBoxFrom)
			cfg.Box, cfg.BoxSource, changed = v, from, true
		}
		if changed {
			o.SetConfig(cfg)
		}
	}
	if v, ok := kept(startIdle, "idle"); ok {
		if n, err := strconv.Atoi(v); err == nil {
			o.Idle = n
		}
	}
	if v, ok := kept(startListen, "listen"); ok {
		o.Listen = v
	}
	if v, ok := kept(startQR, "qr"); ok {
		o.QR = v != "n"
	}
	if v, ok := kept(startDuration, "duration"); ok {
		if n, err := strconv.Atoi(v); err == nil {
			o.Duration, o.Set["duration"] = n, true
		}
	}
	if v, ok := kept(startLocation, "location"); ok {
		o.Location, o.Set["location"] = v, true
	}
	return nil
}

// config is the settings, or none when the command has no way to them.
func (o *Options) config() (config.Config, error) {
	if o.Config == nil {
		return config.Config{}, nil
	}
	return o.Config()
}

// canonicalCode is --code as the sheet prints it, so the same code typed
// two ways is one code.
func (o *Options) canonicalCode() string {
	if o.Code == "" {
		return ""
	}
	code, _ := o.Game.Code(o.Code)
	return code
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
	names := c.File.Answers[walk.PlayersKey()]
	if names == "" {
		names = text.DraftNoNames.In(p) // a bare dash said nothing
	}
	if c.File.Code == "" {
		return text.DraftLineNoCode.In(p, started, names)
	}
	return text.DraftLine.In(p, started, names, c.File.Code)
}
