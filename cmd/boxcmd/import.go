package boxcmd

import (
	"errors"
	"fmt"

	"altiplano/cmd/cmdutil"
	"altiplano/cmd/game"
	"altiplano/cmd/prompt"
	"altiplano/cmd/render"
	"altiplano/cmd/text"
	"altiplano/rules/boxprofile"
)

// RunImport takes over a box profile someone shared. The file is checked
// first: one with a mistake changes nothing (exit 2). Then it shows what
// would change and asks whether to merge (the file's values over yours,
// the rest of yours kept) or to replace yours with it. --yes merges without
// asking; --yes --replace replaces; --replace alone asks only to confirm.
func RunImport(o *Options) error {
	data, err := o.readNamed(o.File)
	if err != nil {
		return err
	}
	incoming, err := read(o.Games, o.File, data)
	if err != nil {
		return err
	}
	if !o.Yes && !o.Interactive {
		return cmdutil.Usage(text.ErrBoxConfirm.T())
	}
	// A profile of yours that does not load is never merged into; replacing
	// it repairs it, and keeps it beside the new one.
	o.repair = o.Replace
	a, err := o.load(false)
	if err != nil {
		return err
	}
	p := o.Printer
	merged := make([]game.BoxPart, len(a.Parts))
	for i, part := range a.Parts {
		merged[i] = part.Merge(incoming[i])
	}
	shown := merged
	if o.Replace {
		shown = incoming
	}
	changes := diff(p, a.Parts, shown)
	extra := removedByReplacing(a.Parts, merged, incoming)
	if len(changes) == 0 && (o.Replace || len(extra) == 0) {
		fmt.Fprintln(o.ErrOut, text.BoxImportNothing.In(p, p.FileName(o.File)))
		return nil
	}
	w := &render.Lines{W: o.ErrOut}
	w.Line(text.BoxImportChanges.In(p, p.FileName(o.File), a.Path))
	writeDiff(w, p, changes)
	if !o.Replace && len(extra) > 0 {
		w.Line(text.BoxImportAlsoRemoves.In(p, text.List(extra...)))
	}

	replace, ok, err := o.confirm()
	if err != nil || !ok {
		return err
	}
	if replace {
		body, err := boxprofile.Marshal(entries(incoming))
		if err != nil {
			return err
		}
		a, err = o.write(a, body, incoming)
		if err != nil {
			return err
		}
	} else if a, err = o.merge(incoming); err != nil {
		return err
	}
	fmt.Fprintln(o.ErrOut, text.EchoSaved.In(p, a.Path))
	return nil
}

// confirm asks how to take the file over, unless the flags said: replace
// (else merge), and whether to go on at all.
func (o *Options) confirm() (replace, ok bool, err error) {
	if o.Yes {
		return o.Replace, true, nil
	}
	p := o.Printer
	ask := o.Prompter()
	if o.Replace {
		a, err := ask.Ask(prompt.Question{Label: text.AskBoxReplace.In(p), Default: text.AnswerNo.In(p), Validate: yesNo(p), Short: true})
		if err != nil {
			return false, false, interrupted(err)
		}
		if yes, _ := text.ParseYesNo(a); !yes {
			return false, false, cancelled(o)
		}
		return true, true, nil
	}
	items := []string{text.ChooseBoxMerge.In(p), text.ChooseBoxReplace.In(p), text.ChooseBoxCancel.In(p)}
	i, err := ask.Choose(text.BoxImportChoose.In(p), items, 0)
	switch {
	case err != nil:
		return false, false, interrupted(err)
	case i == 2:
		return false, false, cancelled(o)
	}
	return i == 1, true, nil
}

// cancelled is a choice not to import: said, and no error.
func cancelled(o *Options) error {
	fmt.Fprintln(o.ErrOut, text.BoxImportCancelled.In(o.Printer))
	return nil
}

// interrupted is Ctrl-C at the question: stopped, with nothing changed.
func interrupted(err error) error {
	if errors.Is(err, prompt.ErrInterrupted) {
		return &cmdutil.Stopped{Text: text.BoxImportCancelled.T()}
	}
	return err
}

// removedByReplacing names the sections in which replacing would lose
// values that merging keeps.
func removedByReplacing(old, merged, incoming []game.BoxPart) []text.Text {
	var out []text.Text
	for i, part := range old {
		for _, s := range part.Sections() {
			section := func(p game.BoxPart) []boxprofile.Entry {
				if n := entryOf(p.Entries(), s.Key); n != nil {
					return []boxprofile.Entry{{Key: s.Key, Value: n}}
				}
				return nil
			}
			if section(part) != nil && !boxprofile.Same(section(merged[i]), section(incoming[i])) {
				out = append(out, s.Name)
			}
		}
	}
	return out
}
