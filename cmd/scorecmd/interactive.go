package scorecmd

import (
	"errors"
	"fmt"
	"io/fs"

	"altiplano/cmd/cmdutil"
	"altiplano/cmd/prompt"
	"altiplano/rules"
	"altiplano/rules/catalog"
	"altiplano/rules/i18n"
	"altiplano/scoring"
	"altiplano/setup"
)

// RunInteractive walks the players through the end state, then scores it
// exactly as `score --file` would.
func RunInteractive(o *Options) error {
	if !o.Interactive {
		return cmdutil.UsageText(i18n.ErrNeedsTerminal)
	}
	c, err := o.Catalog()
	if err != nil {
		return err
	}
	dir, err := o.ConfigDir()
	if err != nil {
		return err
	}
	store := &draftStore{path: DraftPath(dir), read: o.ReadFile, write: o.WriteFile, remove: o.RemoveFile}
	if err := store.load(); err != nil {
		return &rules.Problem{Field: i18n.T(i18n.FieldFile, store.path), Message: i18n.T(i18n.ErrDraftUnreadable)}
	}
	ask := o.Prompter()
	w := &walk{p: o.Printer, ask: ask, out: o.ErrOut, draft: store, cat: c, saveTo: o.saveToBox}

	switch {
	case o.Resume && !store.persisted:
		return cmdutil.UsageText(i18n.ErrNoDraft)
	case !o.Resume && store.persisted:
		again, err := w.yesNoWithHint("", w.label("", i18n.AskResume), true, w.p.Sprintf(i18n.HintResume, store.path))
		if err != nil {
			return o.stopped(store)
		}
		if !again {
			if err := store.discard(); err != nil {
				return err
			}
			store.answers = map[string]string{}
		}
	}

	if err := w.useCode(o.Code); err != nil {
		return err
	}
	record, err := w.run()
	if errors.Is(err, prompt.ErrInterrupted) {
		return o.stopped(store)
	}
	if err != nil {
		return err
	}
	record = w.finalRecord()
	result, err := scoring.Score(record, w.cat)
	if err != nil {
		return err // the review only lets a valid record through; kept for safety
	}
	if err := o.print(record, result); err != nil {
		return err
	}
	if o.Save != "" {
		data, err := MarshalRecord(record)
		if err != nil {
			return err
		}
		if err := o.WriteFile(o.Save, data); err != nil {
			return err
		}
		fmt.Fprintln(o.ErrOut, o.Printer.Sprintf(i18n.EchoRecordSaved, o.Save, o.Save))
	}
	return store.discard()
}

// useCode takes seats, names and the mission variant from a setup code,
// given now or remembered by the draft.
func (w *walk) useCode(code string) error {
	if code == "" {
		code = w.draft.answers["code"]
	}
	if code == "" {
		return nil
	}
	opts, _, err := setup.ParseCode(code)
	if err != nil {
		return cmdutil.Usage(err)
	}
	w.fromCode = &opts
	return w.draft.set("code", code)
}

func (o *Options) stopped(store *draftStore) error {
	if !store.persisted {
		return &cmdutil.Stopped{Text: i18n.T(i18n.StoppedNothing)}
	}
	return &cmdutil.Stopped{Text: i18n.T(i18n.StoppedDraft, store.path)}
}

// saveToBox writes learned values into the box profile.
func (o *Options) saveToBox(edits ...catalog.Edit) (string, error) {
	path, err := o.BoxPath()
	if err != nil {
		return "", err
	}
	data, err := o.ReadFile(path)
	if err != nil && !errors.Is(err, fs.ErrNotExist) {
		return path, err
	}
	out, err := catalog.ApplyEdits(path, data, edits...)
	if err != nil {
		return path, err
	}
	return path, o.WriteFile(path, out)
}
