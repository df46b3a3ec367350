package scoring

import (
	"errors"
	"fmt"
	"time"

	"altiplano/cmd/cmdutil"
	"altiplano/cmd/drafts"
	"altiplano/cmd/prompt"
	"altiplano/cmd/text"
	"altiplano/cmd/walk"
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
	return d, nil
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
